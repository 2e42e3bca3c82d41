/**
 * POST /api/rebuild — Sanity's signed webhook: tells every instance to drop its cached content of the brand(s) the
 * changed document concerns and queues their prebuilt pages' rebuild, one at a time per brand (202 with the brands;
 * 401 for an unsigned, badly signed or stale request). With DATABASE_URL the queue is shared by every instance.
 * GET /api/rebuild — the queue's state as JSON, for editors in preview mode or with the webhook secret as Bearer.
 */
import type { APIRoute } from 'astro';
import { config } from '../../server/config';
import { handleRebuildState, handleRebuildWebhook } from '../../server/prebuilt/rebuild-endpoint';
import { serverRebuildQueue } from '../../server/prebuilt/server-queue';
import { publishContentEvent } from '../../server/ports/content-events';

export const prerender = false;

export const POST: APIRoute = ({ request }) =>
  handleRebuildWebhook(request, {
    queue: serverRebuildQueue(),
    secret: config().webhookSecret,
    clearCache: (brands) => publishContentEvent({ kind: 'content', brands }),
  });

export const GET: APIRoute = ({ request, locals }) =>
  handleRebuildState(request, { queue: serverRebuildQueue(), secret: config().webhookSecret, preview: locals.preview });
