/** POST /api/auth/switch?callback_url=/path — LoggedInDifferentAccount: continue as the account host's account. */
import type { APIRoute } from 'astro';
import { handleSwitch } from '../../../server/auth/portal-handlers';
import { BODY_LIMITS, bodyTooLargeResponse, discardBodyWithLimit } from '../../../server/request-body';

export const prerender = false;

export const POST: APIRoute = async ({ request, locals }) => {
  // The form's body is not used; a large one is refused like on every endpoint (request-body.ts).
  if (!(await discardBodyWithLimit(request, BODY_LIMITS.form))) {
    return bodyTooLargeResponse(locals.t('PAYLOAD_TOO_LARGE'));
  }
  return handleSwitch(request, {
    brand: locals.brand,
    t: locals.t,
    clientAddress: locals.clientAddress,
    origin: locals.origin,
  });
};
