/**
 * GET /api/preview?secret=…&redirect=/path[&exit=Studio address] — enters preview mode (drafts on every page) for
 * this brand's host and goes to `redirect` (a path on this site, else `/`); "Exit Preview Mode" goes to `exit`. A wrong or missing secret answers 401 and sets nothing.
 */
import type { APIRoute } from 'astro';
import { portalOrigins } from '../../../server/account-host-url';
import { enterPreview, previewSecrets } from '../../../server/preview/preview';

export const prerender = false;

export const GET: APIRoute = ({ request }) => enterPreview(request, previewSecrets(), new Date(), portalOrigins());
