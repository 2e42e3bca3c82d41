/**
 * POST /api/logout — ends the portal session and the account host's; any other method answers 405. Like the other
 * service routes of specification §7, every answer carries a trace id header (x-trace-id).
 */
import type { APIRoute } from 'astro';
import { handleLogout } from '../../server/auth/portal-handlers';
import { withTraceId } from '../../server/service-response';

export const prerender = false;

const logout: APIRoute = async ({ request, locals }) =>
  withTraceId(await handleLogout(request, { brand: locals.brand, t: locals.t }));

export const POST = logout;
export const ALL = logout;
