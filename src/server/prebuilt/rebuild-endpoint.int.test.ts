/** The rebuild endpoint on a real queue recorded in an in-memory PGlite (one for the file, emptied before each test). */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestDb } from '../../../tests/fixtures/db';
import { rebuilds } from '../db/schema';
import { RebuildQueue } from './queue';
import { RebuildRecords } from './records';
import { BRAND_REBUILD_TYPE, handleRebuildState, handleRebuildWebhook, MAX_WEBHOOK_BODY } from './rebuild-endpoint';
import { signWebhookBody } from './webhook';

const secret = 'webhook-secret-for-tests';
const testDb = useTestDb();
beforeEach(async () => {
  await testDb.db.delete(rebuilds);
});

async function setup() {
  const rebuilt: string[] = [];
  const queue = new RebuildQueue({
    records: new RebuildRecords(testDb.db),
    rebuild: async (brand, onPage) => {
      rebuilt.push(brand);
      onPage(1, 1);
      return { paths: ['/'] };
    },
  });
  const clearCache = vi.fn();
  return { queue, rebuilt, clearCache, deps: { queue, secret, clearCache } };
}

function webhook(body: string, signature?: string, headers: Record<string, string> = {}): Request {
  return new Request('http://ad.localhost/api/rebuild', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'sanity-webhook-signature': signature } : {}),
      ...headers,
    },
    body,
  });
}

const brandAd = JSON.stringify({ _id: 'brand.ad', _type: 'brand', key: 'ad', seoTitle: 'AD' });

describe('POST /api/rebuild', () => {
  it('queues the brand a correctly signed change concerns and clears the content cache first', async () => {
    const { deps, queue, rebuilt, clearCache } = await setup();
    const response = await handleRebuildWebhook(
      webhook(brandAd, await signWebhookBody(brandAd, secret), { 'sanity-operation': 'update' }),
      deps,
    );
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ brands: ['ad'], queued: ['ad'], reason: 'update brand brand.ad' });
    expect(clearCache).toHaveBeenCalledExactlyOnceWith(['ad']);
    await queue.whenIdle();
    expect(rebuilt).toEqual(['ad']);
    expect((await queue.state()).finished).toMatchObject([
      { brand: 'ad', reason: 'update brand brand.ad', source: 'webhook', pages: 1, paths: ['/'] },
    ]);
  });

  it.each([
    ['unsigned', undefined],
    ['signed with another secret', signWebhookBody(brandAd, 'not-the-secret')],
    ['signed over another body', signWebhookBody(brandAd.replace('AD', 'XX'), secret)],
    ['signed six minutes ago', signWebhookBody(brandAd, secret, Date.now() - 6 * 60 * 1000)],
    ['malformed', 'sha256=abc'],
  ])('refuses a request that is %s with 401 and changes nothing', async (_name, signature) => {
    const { deps, queue, clearCache } = await setup();
    // The table holds the signing promises (signing is asynchronous, WebCrypto).
    const response = await handleRebuildWebhook(webhook(brandAd, await signature), deps);
    expect(response.status).toBe(401);
    expect(clearCache).not.toHaveBeenCalled();
    expect(await queue.state()).toMatchObject({ idle: true, queued: [], finished: [] });
  });

  it('refuses a body that is too large or not JSON', async () => {
    const { deps, queue } = await setup();
    const big = JSON.stringify({ _id: 'brand.ad', padding: 'x'.repeat(MAX_WEBHOOK_BODY) });
    expect((await handleRebuildWebhook(webhook(big, await signWebhookBody(big, secret)), deps)).status).toBe(413);
    const broken = '{"_id": "brand.ad"';
    expect((await handleRebuildWebhook(webhook(broken, await signWebhookBody(broken, secret)), deps)).status).toBe(400);
    expect((await queue.state()).idle).toBe(true);
  });

  it('queues the brands of a signed hand-over from npm run rebuild, and refuses an unknown brand with 400', async () => {
    const { deps, queue, rebuilt } = await setup();
    const body = JSON.stringify({
      _type: BRAND_REBUILD_TYPE,
      brands: ['hln', 'ad'],
      source: 'cli',
      reason: 'npm run rebuild',
    });
    const response = await handleRebuildWebhook(webhook(body, await signWebhookBody(body, secret)), deps);
    expect(response.status).toBe(202);
    const answer = (await response.json()) as { queued: string[]; rebuilds: Array<{ brand: string; id: string }> };
    expect(answer.queued).toEqual(['hln', 'ad']);
    expect(answer.rebuilds.map((rebuild) => rebuild.brand)).toEqual(['hln', 'ad']);
    await queue.whenIdle();
    expect(rebuilt).toEqual(['hln', 'ad']);
    const state = await queue.state();
    expect(state.rebuilds.map((entry) => [entry.brand, entry.status, entry.source]).sort()).toEqual([
      ['ad', 'ok', 'cli'],
      ['hln', 'ok', 'cli'],
    ]);

    const unknown = JSON.stringify({ _type: BRAND_REBUILD_TYPE, brands: ['nope'], source: 'cli', reason: 'x' });
    const refused = await handleRebuildWebhook(webhook(unknown, await signWebhookBody(unknown, secret)), deps);
    expect(refused.status).toBe(400);
    expect((await queue.state()).rebuilds).toHaveLength(2);
    // Unsigned, it is refused like any webhook.
    expect((await handleRebuildWebhook(webhook(body), deps)).status).toBe(401);
  });

  it('queues nothing for a draft', async () => {
    const { deps, clearCache } = await setup();
    const draft = JSON.stringify({ _id: 'drafts.brand.ad', _type: 'brand', key: 'ad' });
    const response = await handleRebuildWebhook(webhook(draft, await signWebhookBody(draft, secret)), deps);
    expect(await response.json()).toMatchObject({ brands: [], queued: [] });
    expect(clearCache).not.toHaveBeenCalled();
  });
});

describe('GET /api/rebuild', () => {
  const get = (headers: Record<string, string> = {}) => new Request('http://ad.localhost/api/rebuild', { headers });

  it('shows the state to an editor in preview or with the webhook secret as Bearer', async () => {
    const { queue } = await setup();
    await queue.enqueue(['hln'], { reason: 'test', source: 'editor' });
    await queue.whenIdle();
    for (const response of [
      await handleRebuildState(get(), { queue, secret, preview: true }),
      await handleRebuildState(get({ authorization: `Bearer ${secret}` }), { queue, secret, preview: false }),
    ]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toMatchObject({ idle: true, finished: [{ brand: 'hln', pages: 1 }] });
    }
  });

  it('refuses anyone else with 401', async () => {
    const { queue } = await setup();
    const attempts: Array<Record<string, string>> = [{}, { authorization: 'Bearer wrong' }, { authorization: secret }];
    for (const headers of attempts) {
      const response = await handleRebuildState(get(headers), { queue, secret, preview: false });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Alleen voor redacteuren.' });
    }
  });
});
