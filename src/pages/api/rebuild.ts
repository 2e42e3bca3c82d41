/**
 * POST /api/rebuild — Sanity's signed webhook: rebuilds the prebuilt pages of the brand(s) the changed document
 * concerns, one at a time (202 with the brands; 401 for an unsigned, badly signed or stale request).
 * GET /api/rebuild — the queue's state as JSON, for editors in preview mode or with the webhook secret as Bearer.
 */
import type { APIRoute } from 'astro';
import { config } from '../../server/config';
import { handleRebuildState, handleRebuildWebhook } from '../../server/prebuilt/rebuild-endpoint';
import { serverRebuildQueue } from '../../server/prebuilt/server-queue';
import { clearSiteContextCache } from '../../server/site-context';

export const prerender = false;

export const POST: APIRoute = ({ request }) =>
  handleRebuildWebhook(request, {
    queue: serverRebuildQueue(),
    secret: config().webhookSecret,
    clearCache: clearSiteContextCache,
  });

export const GET: APIRoute = ({ request, locals }) =>
  handleRebuildState(request, { queue: serverRebuildQueue(), secret: config().webhookSecret, preview: locals.preview });
