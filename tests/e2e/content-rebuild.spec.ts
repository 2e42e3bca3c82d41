/**
 * Rebuilding one brand: an editor changes content in the CMS (here: the e2e content lake's
 * mutate API), Sanity's signed webhook reaches POST /api/rebuild, the queue rebuilds that brand only, and the
 * brand's prebuilt page shows the new text while another brand of the same category still shows the old one; on
 * an NL newspaper (ad) and a BE newspaper (hln).
 * Everything is restored (content and pages) at the end. Meanwhile the brands' titles and pages differ from what
 * every other journey expects, so these journeys hold Playwright's exclusive lock: nothing else runs meanwhile.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { brandUrl, EXCLUSIVE, PORT, signedWebhook } from './helpers';

test.describe.configure({ lock: EXCLUSIVE });

/** The webhook secret the end-to-end server is started with (.config/playwright.config.ts). */
const WEBHOOK_SECRET = 'e2e-webhook-secret-0123456789abcdef';
const FAQ = '/klantenservice/veelgestelde-vragen';
const LAKE = `http://127.0.0.1:${PORT + 2}/v2023-03-07/data`;
/** The content lake's token, which the end-to-end portal writes into its data folder when it starts. */
const lakeToken = () =>
  readFileSync(
    fileURLToPath(new URL(`../../.data/e2e-${PORT}/content-lake-token.secret`, import.meta.url)),
    'utf8',
  ).trim();

type Doc = Record<string, unknown> & { _id: string; _type: string };

async function lake<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${LAKE}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${lakeToken()}`, 'content-type': 'application/json', ...init.headers },
  });
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as T;
}

const query = <T>(groq: string) =>
  lake<{ result: T }>(`/query/production?query=${encodeURIComponent(groq)}&perspective=published`).then(
    (body) => body.result,
  );
const mutate = (mutations: unknown[]) =>
  lake('/mutate/production', { method: 'POST', body: JSON.stringify({ mutations }) });

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
  finished: Array<{ brand: string; finishedAt: string; pages: number }>;
  errors: Array<{ brand: string; message: string }>;
}

const queueState = async () =>
  (await portal('GET', '/api/rebuild', { authorization: `Bearer ${WEBHOOK_SECRET}` })).json() as QueueState;

/** Waits until the queue is idle and has finished `count` rebuilds in all. */
async function waitForRebuilds(count: number): Promise<QueueState> {
  await expect
    .poll(
      async () => {
        const state = await queueState();
        return state.idle && state.finished.length + state.errors.length >= count;
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

for (const { brand, other, country, seoTitle } of JOURNEYS) {
  test(`a signed webhook rebuilds one brand (${brand}): new text there, not yet on another newspaper (${other})`, async ({
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
    const newQuestion = `Hoe wijzig ik mijn bezorgadres? (bijgewerkt ${Date.now()})`;
    const initial = await queueState();

    try {
      await mutate([
        { patch: { id: brandId, set: { seoTitle } } },
        { patch: { id: item!._id, set: { [`question.${field}`]: newQuestion } } },
      ]);

      // The prebuilt pages do not change by themselves.
      await page.goto(brandUrl(brand, FAQ));
      await expect(page.getByText(oldQuestion, { exact: true })).toBeVisible();

      // Unsigned or badly signed: refused, nothing queued.
      const [changed] = await query<Doc[]>(`*[_id == "${brandId}"]`);
      expect((await portal('POST', '/api/rebuild', { 'content-type': 'application/json' }, '{}')).status).toBe(401);
      expect((await webhook(changed!, 'not-the-secret')).status).toBe(401);
      expect((await queueState()).finished.length).toBe(initial.finished.length);

      // The brand document changed: only this brand is rebuilt, and it reads all current content.
      const accepted = await webhook(changed!);
      expect(accepted.status).toBe(202);
      expect(accepted.json()).toMatchObject({ brands: [brand] });
      const state = await waitForRebuilds(initial.finished.length + initial.errors.length + 1);
      expect(state.errors.length).toBe(initial.errors.length);
      expect(state.finished[0]).toMatchObject({ brand });
      expect(state.finished[0]!.pages).toBeGreaterThan(0);

      const rebuilt = await page.goto(brandUrl(brand, FAQ));
      expect(rebuilt?.headers()['x-mo-prebuilt']).toBe(brand);
      await expect(page.getByText(newQuestion, { exact: true })).toBeVisible();
      await expect(page.getByText(oldQuestion, { exact: true })).toHaveCount(0);
      await expect(page).toHaveTitle(`${seoTitle} Mijn Omgeving`);

      // The other newspaper of the same country is concerned by the FAQ item too, but its pages were not rebuilt.
      const untouched = await page.goto(brandUrl(other, FAQ));
      expect(untouched?.headers()['x-mo-prebuilt']).toBe(other);
      await expect(page.getByText(oldQuestion, { exact: true })).toBeVisible();
      await expect(page.getByText(newQuestion, { exact: true })).toHaveCount(0);
    } finally {
      await mutate([{ createOrReplace: brandDoc }, { createOrReplace: item }]);
      const [restored] = await query<Doc[]>(`*[_id == "${brandId}"]`);
      const before = (await queueState()).finished.length + (await queueState()).errors.length;
      expect((await webhook(restored!)).status).toBe(202);
      await waitForRebuilds(before + 1);
    }

    const restoredPage = await page.goto(brandUrl(brand, FAQ));
    expect(restoredPage?.headers()['x-mo-prebuilt']).toBe(brand);
    await expect(page.getByText(oldQuestion, { exact: true })).toBeVisible();
    await expect(page).not.toHaveTitle(new RegExp(seoTitle));
  });
}
