/**
 * `POST /api/rebuild` (Sanity's signed webhook) and `GET /api/rebuild` (the queue's state for editors), as plain
 * Request → Response functions so they are tested without Astro.
 */
import { timingSafeEqual, createHmac } from 'node:crypto';
import { BODY_LIMITS, bodyTooLargeHeaders, readTextWithLimit } from '../request-body';
import { affectedBrands } from './affected-brands';
import type { BrandKey } from '../../brands/registry';
import type { RebuildJobs } from './queue';
import { SIGNATURE_HEADER, verifyWebhookSignature } from './webhook';

/** Sanity's webhook bodies are the changed document; anything this large is not one of ours. */
export const MAX_WEBHOOK_BODY = BODY_LIMITS.rebuild;

export interface RebuildEndpointDeps {
  queue: RebuildJobs;
  /** SANITY_WEBHOOK_SECRET. */
  secret: string;
  /**
   * Called before anything is queued: every instance must forget its cached content of these brands (the portal
   * publishes a `content` event, src/server/ports/content-events.ts).
   */
  clearCache: (brands: BrandKey[]) => void | Promise<void>;
  now?: () => number;
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

/** Verifies the signature over the raw body, works out the brands and queues their rebuilds. */
export async function handleRebuildWebhook(request: Request, deps: RebuildEndpointDeps): Promise<Response> {
  // Read while it streams in: an unsigned sender must not make the server hold more than the limit.
  const body = await readTextWithLimit(request, MAX_WEBHOOK_BODY);
  if (body === undefined) return json(413, { error: 'Het verzoek is te groot.' }, bodyTooLargeHeaders);
  const check = await verifyWebhookSignature(request.headers.get(SIGNATURE_HEADER), body, deps.secret, deps.now?.());
  if (!check.ok) return json(401, { error: 'Ongeldige of ontbrekende handtekening.', reason: check.reason });
  let parsed: unknown;
  try {
    parsed = body.trim() === '' ? {} : JSON.parse(body);
  } catch {
    return json(400, { error: 'De inhoud is geen geldige JSON.' });
  }
  const { brands, reason } = affectedBrands(parsed, request.headers.get('sanity-document-id'));
  const operation = request.headers.get('sanity-operation');
  const description = operation ? `${operation} ${reason}` : reason;
  if (brands.length > 0) await deps.clearCache(brands);
  const queued = await deps.queue.enqueue(brands, description);
  return json(202, { brands, queued, reason: description });
}

/** True for `Authorization: Bearer <webhook secret>`, compared in constant time. */
export function hasWebhookBearer(request: Request, secret: string): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization')?.trim() ?? '');
  if (!match) return false;
  const key = 'mo-bearer-comparison';
  const given = createHmac('sha256', key).update(match[1]!).digest();
  const expected = createHmac('sha256', key).update(secret).digest();
  return timingSafeEqual(given, expected);
}

/** The queue's state for an editor in preview mode or a caller with the webhook secret; otherwise 401. */
export async function handleRebuildState(
  request: Request,
  deps: { queue: RebuildJobs; secret: string; preview: boolean },
): Promise<Response> {
  if (!deps.preview && !hasWebhookBearer(request, deps.secret)) {
    return json(401, { error: 'Alleen voor redacteuren.' }, { 'www-authenticate': 'Bearer' });
  }
  return json(200, await deps.queue.state());
}
