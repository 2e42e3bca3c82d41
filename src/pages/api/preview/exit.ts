/** GET /api/preview/exit — leaves preview mode and goes to the start page. */
import type { APIRoute } from 'astro';
import { exitPreview } from '../../../server/preview/preview';

export const prerender = false;

export const GET: APIRoute = ({ request }) => exitPreview(request);
