/** GET /api/auth/callback — the OpenID provider returns here; starts the portal session. */
import type { APIRoute } from 'astro';
import { handleCallback } from '../../../server/auth/portal-handlers';
import { getDb } from '../../../server/db/client';

export const prerender = false;

export const GET: APIRoute = async ({ request, locals, clientAddress }) =>
  handleCallback(request, {
    db: await getDb(),
    brand: locals.brand,
    clientAddress,
    t: locals.t,
    origin: locals.origin,
  });
