/** GET /api/auth/callback — the OpenID provider returns here; starts the portal session. */
import type { APIRoute } from 'astro';
import { handleCallback } from '../../../server/auth/portal-handlers';

export const prerender = false;

export const GET: APIRoute = ({ request, locals }) =>
  handleCallback(request, {
    brand: locals.brand,
    clientAddress: locals.clientAddress,
    t: locals.t,
    origin: locals.origin,
  });
