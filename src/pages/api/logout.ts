/** POST /api/logout — ends the portal session and the account host's; any other method answers 405. */
import type { APIRoute } from 'astro';
import { handleLogout } from '../../server/auth/portal-handlers';
import { getDb } from '../../server/db/client';

export const prerender = false;

const logout: APIRoute = async ({ request, locals }) =>
  handleLogout(request, { db: await getDb(), brand: locals.brand, t: locals.t });

export const POST = logout;
export const ALL = logout;
