/** GET /api/auth/login?callback_url=/path — starts signing in at the brand's OpenID provider. */
import type { APIRoute } from 'astro';
import { handleLogin } from '../../../server/auth/portal-handlers';

export const prerender = false;

export const GET: APIRoute = ({ request, locals }) => handleLogin(request, { brand: locals.brand, t: locals.t });
