/**
 * POST /api/logout — ends the portal session and the account host's; any other method answers 405. Like the other
 * service routes, every answer carries a trace id header (x-trace-id).
 */
import type { APIRoute } from 'astro';
import { handleLogout } from '../../server/auth/portal-handlers';
import { BODY_LIMITS, bodyTooLargeHeaders, discardBodyWithLimit } from '../../server/request-body';
import { newTraceId, serviceFailure, withTraceId } from '../../server/service-response';

export const prerender = false;

const logout: APIRoute = async ({ request, locals }) => {
  // The form's body is not used; a large one is refused like on every endpoint (request-body.ts).
  if (!(await discardBodyWithLimit(request, BODY_LIMITS.form))) {
    return serviceFailure(413, newTraceId(), 'PAYLOAD_TOO_LARGE', bodyTooLargeHeaders);
  }
  return withTraceId(await handleLogout(request, { brand: locals.brand, t: locals.t }));
};

export const POST = logout;
export const ALL = logout;
