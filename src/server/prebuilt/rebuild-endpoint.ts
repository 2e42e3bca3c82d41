/**
 * `POST /api/rebuild` (Sanity's signed webhook) and `GET /api/rebuild` (the queue's state for editors), as plain
 * Request → Response functions so they are tested without Astro.
 */
import { timingSafeEqual, createHmac } from 'node:crypto';
import { BODY_LIMITS, bodyTooLargeHeaders, readTextWithLimit } from '../request-body';
import { affectedBrands } from './affected-brands';
import type { BrandKey } from '../../brands/registry';
import { z } from 'zod';
import { isBrandKey } from '../../brands/registry';
import type { RebuildJobs, RebuildRequest } from './queue';
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

/** The `_type` of a request to rebuild named brands (what `npm run rebuild` sends a running portal). */
export const BRAND_REBUILD_TYPE = 'mo.rebuildBrands';

/** A signed request to rebuild named brands: `{ "_type": "mo.rebuildBrands", "brands": ["ad"], "source": "cli" }`. */
export const brandRebuildRequestSchema = z.object({
  _type: z.literal(BRAND_REBUILD_TYPE),
  brands: z
    .array(z.string().refine(isBrandKey, { message: 'Onbekende titel.' }))
    .min(1)
    .max(100),
  source: z.enum(['cli', 'editor']),
  reason: z.string().trim().min(1).max(200),
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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
  const handOver = brandRebuildRequestSchema.safeParse(parsed);
  let brands: BrandKey[];
  let job: RebuildRequest;
  if (handOver.success) {
    // `npm run rebuild` handing its brands to this portal, signed with the same secret as the webhook.
    brands = [...new Set(handOver.data.brands)];
    job = { reason: handOver.data.reason, source: handOver.data.source };
  } else if (isObject(parsed) && parsed['_type'] === BRAND_REBUILD_TYPE) {
    return json(400, { error: 'Deze aanvraag om titels opnieuw te maken is ongeldig.', issues: handOver.error.issues });
  } else {
    const affected = affectedBrands(parsed, request.headers.get('sanity-document-id'));
    brands = affected.brands;
    const operation = request.headers.get('sanity-operation');
    job = { reason: operation ? `${operation} ${affected.reason}` : affected.reason, source: 'webhook' };
  }
  if (brands.length > 0) await deps.clearCache(brands);
  const { added, rebuilds, batchId } = await deps.queue.enqueue(brands, job);
  return json(202, { brands, queued: added, reason: job.reason, batchId, rebuilds });
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
