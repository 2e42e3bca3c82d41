/**
 * POST /api/pass — changes the signed-in subscriber's password (the portal's own routes): a thin adapter over
 * changePassword (src/server/domain/account/). Body (JSON): `{ current_password, new_password }`.
 * - 204: changed (every other session of the account ends; this one stays);
 * - 401 `{ violations: [{ code: "UNAUTHENTICATED" }] }` without a session;
 * - 404 `{ violations: [{ code: "NOT_FOUND" }] }` when the session's account no longer exists;
 * - 415 for anything but `application/json` (a foreign page cannot send JSON without a CORS preflight);
 * - 413 `{ violations: [{ code: "PAYLOAD_TOO_LARGE" }] }` for a body over 16 KiB (read no further);
 * - 422 `{ violations: [{ code, field }] }` when refused (PASSWORD_INCORRECT, PASSWORD_TOO_SHORT, …);
 * - 429 `{ violations: [{ code: "RATE_LIMITED" }] }` with Retry-After while wrong passwords locked the address;
 * - 405 for any other method.
 * Every answer carries the `x-trace-id` header.
 */
import type { APIRoute } from 'astro';
import { newTraceId, readJsonBody, refusedBody, serviceAnswer, serviceFailure } from '../../server/service-response';
import { services, type Services } from '../../server/services';

export const prerender = false;

/** What the adapter needs besides the request. */
export interface PasswordRouteContext {
  services: Services;
  account: { id: string; sessionId?: string } | undefined;
}

export async function passwordRoute(request: Request, context: PasswordRouteContext): Promise<Response> {
  const traceId = newTraceId();
  if (request.method !== 'POST') return serviceFailure(405, traceId, 'GENERIC-ERROR', { allow: 'POST' });
  const { account } = context;
  if (!account) return serviceFailure(401, traceId, 'UNAUTHENTICATED');
  const input = await readJsonBody(request);
  if (!input.ok) return refusedBody(input, traceId);
  const result = await context.services.account.changePassword(account.id, input.body ?? {}, {
    sessionId: account.sessionId,
  });
  if (result.ok) return serviceAnswer(204, traceId);
  if (result.retryAfterSeconds !== undefined) {
    return serviceAnswer(
      429,
      traceId,
      { violations: result.violations },
      { 'retry-after': String(result.retryAfterSeconds) },
    );
  }
  return serviceAnswer(result.notFound ? 404 : 422, traceId, { violations: result.violations });
}

const pass: APIRoute = async ({ request, locals }) =>
  passwordRoute(request, { services: await services(), account: locals.account });

export const POST = pass;
export const ALL = pass;
