/**
 * Rebuilding one brand: an editor publishes a change in the CMS (here: the e2e content lake's mutate API), the lake
 * calls POST /api/rebuild as Sanity's signed webhook, the queue rebuilds that brand by itself, and the brand's
 * prebuilt page shows the new content while another newspaper of its country is not rebuilt; a draft rebuilds
 * nothing, and a webhook that is not signed with the secret is refused; on an NL newspaper (ad) and a BE one (hln).
 * Everything is restored (content and pages) at the end. Meanwhile the brands' titles and pages differ from what
 * every other journey expects, so these journeys hold Playwright's exclusive lock: nothing else runs meanwhile.
 */
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { brandUrl, contentLake, EXCLUSIVE, type LakeDocument, PORT, signedWebhook } from './helpers';

test.describe.configure({ lock: EXCLUSIVE });

/** The webhook secret the end-to-end server is started with (.config/playwright.config.ts). */
const WEBHOOK_SECRET = 'e2e-webhook-secret-0123456789abcdef';
const FAQ = '/klantenservice/veelgestelde-vragen';
type Doc = LakeDocument;

/** The published documents, as visitors see them. */
const { query, mutate } = contentLake('v2023-03-07');

/** A request to the portal from Node, with a brand's Host header (Node cannot resolve *.localhost). */
function portal(
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; json: () => unknown }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: PORT, path, method, headers: { host: `ad.localhost:${PORT}`, ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode ?? 0, json: () => JSON.parse(text) });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Sends the changed document as Sanity's webhook would (signedWebhook of ./helpers.ts). */
function webhook(document: Doc, secret = WEBHOOK_SECRET) {
  const { headers, body } = signedWebhook(document, secret);
  return portal('POST', '/api/rebuild', headers, body);
}

interface QueueState {
  idle: boolean;
  queued: Array<{ brand: string }>;
  active: Array<{ brand: string }>;
  finished: Array<{ brand: string; finishedAt: string; pages: number; reason: string }>;
  errors: Array<{ brand: string; failedAt: string; message: string }>;
}

const queueState = async () =>
  (await portal('GET', '/api/rebuild', { authorization: `Bearer ${WEBHOOK_SECRET}` })).json() as QueueState;

/** Waits until the queue is idle (nothing waits, nothing runs) and returns its state. */
async function waitForIdle(): Promise<QueueState> {
  await expect.poll(async () => (await queueState()).idle, { timeout: 30_000 }).toBe(true);
  return queueState();
}

/** Waits until the queue is idle and has finished or failed a rebuild of `brand` after `since` (an ISO time). */
async function waitForRebuildOf(brand: string, since: string): Promise<QueueState> {
  await expect
    .poll(
      async () => {
        const state = await queueState();
        const done = [...state.finished.map((job) => job.finishedAt), ...state.errors.map((job) => job.failedAt)];
        return (
          state.idle && [...state.finished, ...state.errors].some((job, i) => job.brand === brand && done[i]! > since)
        );
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return queueState();
}

/** One NL newspaper and one BE newspaper: the rebuilt brand, and another newspaper of its country. */
const JOURNEYS = [
  { brand: 'ad', other: 'vk', country: 'nl', seoTitle: 'AD Redactietest' },
  { brand: 'hln', other: 'dm', country: 'be', seoTitle: 'HLN Redactietest' },
] as const;

/** The newest rebuild the queue remembers (finished or failed), as an ISO time; '' for none. */
const latest = (state: QueueState) =>
  [...state.finished.map((job) => job.finishedAt), ...state.errors.map((job) => job.failedAt)].sort().at(-1) ?? '';

for (const { brand, other, country, seoTitle } of JOURNEYS) {
  test(`publishing rebuilds the brand concerned by itself (${brand}), not another newspaper (${other})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const brandId = `brand.${brand}`;
    const [brandDoc] = await query<Doc[]>(`*[_id == "${brandId}"]`);
    const [item] = await query<Doc[]>(
      `*[_type == "faqItem" && "newspaper" in brandCategories && "${country}" in countries] | order(_id asc)[0..0]`,
    );
    expect(brandDoc && item).toBeTruthy();
    // A BE brand shows the Belgian wording when the item has one.
    const question = item!['question'] as { nl: string; be?: string };
    const field = country === 'be' && question.be ? 'be' : 'nl';
    const oldQuestion = question[field]!;
    const newQuestion = `Hoe wijzig ik mijn bezorgadres? (concept ${Date.now()})`;
    const initial = await waitForIdle();
    const since = latest(initial);
    const otherTitle = await page.goto(brandUrl(other, FAQ)).then(() => page.title());

    try {
      // Unsigned or badly signed: refused, nothing queued.
      expect((await portal('POST', '/api/rebuild', { 'content-type': 'application/json' }, '{}')).status).toBe(401);
      expect((await webhook(brandDoc!, 'not-the-secret')).status).toBe(401);
      expect(await queueState()).toMatchObject({ idle: true, queued: [], active: [] });
      expect(latest(await queueState())).toBe(since);

      // A draft is not published: the lake answers once its webhooks are sent, and it sent none.
      await mutate([
        { createOrReplace: { ...item!, _id: `drafts.${item!._id}`, question: { ...question, [field]: newQuestion } } },
      ]);
      expect(await queueState()).toMatchObject({ idle: true, queued: [], active: [] });
      expect(latest(await queueState())).toBe(since);

      // Publishing the brand document: the lake's webhook queues this brand only, and it is rebuilt by itself.
      await mutate([{ patch: { id: brandId, set: { seoTitle } } }]);
      const state = await waitForRebuildOf(brand, since);
      // Exactly one rebuild since: this brand's, for the brand document, and it succeeded.
      expect(state.errors.filter((job) => job.failedAt > since)).toEqual([]);
      expect(state.finished.filter((job) => job.finishedAt > since)).toHaveLength(1);
      expect(state.finished[0]).toMatchObject({ brand, reason: `update brand ${brandId}` });
      expect(state.finished[0]!.pages).toBeGreaterThan(0);

      const rebuilt = await page.goto(brandUrl(brand, FAQ));
      expect(rebuilt?.headers()['x-mo-prebuilt']).toBe(brand);
      await expect(page).toHaveTitle(`${seoTitle} Mijn Omgeving`);
      // Visitors see published content only: the draft's question is not on the rebuilt page.
      await expect(page.getByText(oldQuestion, { exact: true })).toBeVisible();
      await expect(page.getByText(newQuestion, { exact: true })).toHaveCount(0);

      // The other newspaper of the same country was not rebuilt.
      const untouched = await page.goto(brandUrl(other, FAQ));
      expect(untouched?.headers()['x-mo-prebuilt']).toBe(other);
      await expect(page).toHaveTitle(otherTitle);
      await expect(page.getByText(oldQuestion, { exact: true })).toBeVisible();
    } finally {
      const before = latest(await waitForIdle());
      await mutate([{ delete: { id: `drafts.${item!._id}` } }, { createOrReplace: brandDoc }]);
      await waitForRebuildOf(brand, before);
    }

    const restoredPage = await page.goto(brandUrl(brand, FAQ));
    expect(restoredPage?.headers()['x-mo-prebuilt']).toBe(brand);
    await expect(page.getByText(oldQuestion, { exact: true })).toBeVisible();
    await expect(page).not.toHaveTitle(new RegExp(seoTitle));
  });
}
