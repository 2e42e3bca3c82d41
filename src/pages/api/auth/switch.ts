/** POST /api/auth/switch?callback_url=/path — LoggedInDifferentAccount: continue as the account host's account. */
import type { APIRoute } from 'astro';
import { handleSwitch } from '../../../server/auth/portal-handlers';

export const prerender = false;

export const POST: APIRoute = ({ request, locals, clientAddress }) =>
  handleSwitch(request, { brand: locals.brand, t: locals.t, clientAddress, origin: locals.origin });
