/**
 * Answers of the portal's own service routes (specification §7: /api/pass, /api/newsletter,
 * /api/commercial-offerings, /api/logout): JSON (or empty), never cached, and always with a trace id in the
 * `x-trace-id` header that the browser's service client shortens to `TR` + 8 characters.
 */
import { randomBytes } from 'node:crypto';
import { TRACE_ID_HEADER } from '../shared/trace-id';

/** A new trace id: 16 hex characters. */
export function newTraceId(): string {
  return randomBytes(8).toString('hex');
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

/**
 * The JSON body of a service request. `{ ok: false }` for any other content type (415: a foreign page cannot send
 * JSON without a CORS preflight); a JSON body that does not parse is `undefined`, which the domain's schema refuses.
 */
export async function readJsonBody(request: Request): Promise<{ ok: true; body: unknown } | { ok: false }> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return { ok: false };
  try {
    return { ok: true, body: await request.json() };
  } catch {
    return { ok: true, body: undefined };
  }
}
