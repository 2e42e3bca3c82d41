/**
 * Answers of the portal's own service routes (/api/pass, /api/newsletter,
 * /api/commercial-offerings, /api/logout): JSON (or empty), never cached, and always with a trace id in the
 * `x-trace-id` header that the browser's service client shortens to `TR` + 8 characters.
 */
import { TRACE_ID_HEADER } from '../shared/trace-id';
import { BODY_LIMITS, bodyTooLargeHeaders, readTextWithLimit } from './request-body';
import { createTraceId, currentTraceId } from './log';

/**
 * The trace id of the request being answered (the one its log lines carry, see log.ts), or a new one outside a
 * request (16 hex characters).
 */
export function newTraceId(): string {
  return currentTraceId() ?? createTraceId();
}

/** A service route's answer: `body` as JSON (none for 204), with the trace id and `extra` headers. */
export function serviceAnswer(
  status: number,
  traceId: string,
  body?: unknown,
  extra: Record<string, string> = {},
): Response {
  const headers = new Headers({ [TRACE_ID_HEADER]: traceId, 'cache-control': 'no-store', ...extra });
  if (body === undefined) return new Response(null, { status, headers });
  headers.set('content-type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(body), { status, headers });
}

/** The answer with a trace id header unless it has one (a copy: a redirect's headers are immutable). */
export function withTraceId(response: Response, traceId: string = newTraceId()): Response {
  const headers = new Headers(response.headers);
  if (!headers.has(TRACE_ID_HEADER)) headers.set(TRACE_ID_HEADER, traceId);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** A refusal of the whole request: `{ violations: [{ code, field: null }] }` with the given status. */
export function serviceFailure(
  status: number,
  traceId: string,
  code: string,
  extra: Record<string, string> = {},
): Response {
  return serviceAnswer(status, traceId, { violations: [{ code, field: null }] }, extra);
}

/** Why a service request's body was refused, as status and violation code. */
export type RefusedBody = { ok: false; status: 413 | 415; code: 'PAYLOAD_TOO_LARGE' | 'GENERIC-ERROR' };

/**
 * The JSON body of a service request, read with the service routes' limit (BODY_LIMITS.service) while it streams in.
 * Refused with 415 for any other content type (a foreign page cannot send JSON without a CORS preflight) and with
 * 413 past the limit; a JSON body that does not parse is `undefined`, which the domain's schema refuses.
 */
export async function readJsonBody(
  request: Request,
  limit: number = BODY_LIMITS.service,
): Promise<{ ok: true; body: unknown } | RefusedBody> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return { ok: false, status: 415, code: 'GENERIC-ERROR' };
  const text = await readTextWithLimit(request, limit);
  if (text === undefined) return { ok: false, status: 413, code: 'PAYLOAD_TOO_LARGE' };
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return { ok: true, body: undefined };
  }
}

/** The answer to a refused body: 415, or 413 that also closes the connection (request-body.ts says why). */
export function refusedBody(refused: RefusedBody, traceId: string): Response {
  return serviceFailure(refused.status, traceId, refused.code, refused.status === 413 ? bodyTooLargeHeaders : {});
}
