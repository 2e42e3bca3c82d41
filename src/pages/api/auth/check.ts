/**
 * GET /api/auth/check?callback_url=/path — the silent session check (`prompt=none`) the SSO script starts once per
 * browser session; see handleLogin and handleCallback.
 */
import type { APIRoute } from 'astro';
import { handleLogin } from '../../../server/auth/portal-handlers';

export const prerender = false;

export const GET: APIRoute = ({ request, locals }) =>
  handleLogin(request, { brand: locals.brand, t: locals.t, silent: true });
