/** POST /api/auth/stay?callback_url=/path — LoggedInDifferentAccount: stay with the portal's account. */
import type { APIRoute } from 'astro';
import { handleStay } from '../../../server/auth/portal-handlers';

export const prerender = false;

export const POST: APIRoute = ({ request, locals }) => handleStay(request, { brand: locals.brand, t: locals.t });
