/** GET /api/preview/exit?redirect=… — leaves preview mode and goes back to the Studio (or the start page). */
import type { APIRoute } from 'astro';
import { portalOrigins } from '../../../server/account-host-url';
import { exitPreview } from '../../../server/preview/preview';

export const prerender = false;

export const GET: APIRoute = ({ request }) => exitPreview(request, portalOrigins());
