/**
 * The content lake against the real @sanity/client and the real committed dataset (copied into a temporary
 * folder so that the test may add an asset and mutate without touching the committed files).
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type SanityClient } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS } from '../../brands/registry';
import { contentClient } from '../client';
import { getFaqPage } from '../queries/faq';
import { getFeatureFlags } from '../queries/feature-flags';
import { startContentLake, type ContentLake } from './server';

const committedDataset = fileURLToPath(new URL('../dataset/production.ndjson', import.meta.url));
const TOKEN = 'test-token-0123456789abcdefghijklmnop';
const DRAFT_ONLY_FAQ = 'faqItem.inloggen-met-toegangssleutel';
// A 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let workDir: string;
let datasetDir: string;
let stateDir: string;
let lake: ContentLake;
let published: SanityClient;
let preview: SanityClient;

function client(config: Parameters<SanityClient['withConfig']>[0] = {}): SanityClient {
  return createClient({
    projectId: 'local',
    dataset: 'production',
    apiVersion: '2023-03-07',
    apiHost: lake.url,
    useProjectHostname: false,
    useCdn: true,
    perspective: 'published',
    ...config,
  });
}

/** A raw GET with the path exactly as given (fetch would normalise `..` away). */
function rawGet(pathname: string): Promise<{ status: number; contentType: string | undefined; body: Buffer }> {
  const url = new URL(lake.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: pathname, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, contentType: res.headers['content-type'], body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

async function caught(
  promise: Promise<unknown>,
): Promise<{ statusCode: number; responseBody: string; details?: unknown; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { statusCode: number; responseBody: string; details?: unknown; message: string };
  }
  throw new Error('expected the request to fail');
}

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'content-lake-'));
  datasetDir = path.join(workDir, 'dataset');
  stateDir = path.join(workDir, 'state');
  mkdirSync(path.join(datasetDir, 'assets'), { recursive: true });
  copyFileSync(committedDataset, path.join(datasetDir, 'production.ndjson'));
  writeFileSync(path.join(datasetDir, 'assets', 'abc123-1x1.png'), PNG);
  lake = await startContentLake({ port: 0, datasetDir, token: TOKEN, stateDir });
  published = client();
  preview = client().withConfig({ token: TOKEN, perspective: 'drafts', useCdn: false });
});

afterAll(async () => {
  await lake?.close();
  rmSync(workDir, { recursive: true, force: true });
});

describe('queries and perspectives', () => {
  it('answers the published feature flags to a tokenless client', async () => {
    const flags = await getFeatureFlags(published, 'ad');
    expect(flags.isContactFormHiddenForNewspapers).toBe(false);
    expect(flags.isBrandSubscriptionsEnabled).toBe(true);
    // A projection yields null for a missing field: the published document carries no draft id.
    const doc = await published.fetch<{ _id: string; _originalId: string | null }>(
      '*[_type == "featureflagconfiguration"][0]{ _id, _originalId }',
    );
    expect(doc).toEqual({ _id: 'featureflagconfiguration', _originalId: null });
    expect(await published.fetch('count(*[_type == "featureflagconfiguration"])')).toBe(1);
  });

  it('answers the draft with the token and the drafts perspective, under the published _id', async () => {
    const flags = await getFeatureFlags(preview, 'ad');
    expect(flags.isContactFormHiddenForNewspapers).toBe(true);
    const docs = await preview.fetch<{ _id: string; _originalId: string }[]>(
      '*[_type == "featureflagconfiguration"]{ _id, _originalId }',
    );
    expect(docs).toEqual([{ _id: 'featureflagconfiguration', _originalId: 'drafts.featureflagconfiguration' }]);
  });

  it('accepts the old perspective name previewDrafts like drafts', async () => {
    const old = client({ token: TOKEN, perspective: 'previewDrafts', useCdn: false });
    expect((await getFeatureFlags(old, 'wbd')).isContactFormHiddenForNewspapers).toBe(true);
  });

  it('shows drafts and published side by side in the raw perspective (token only)', async () => {
    const raw = client({ token: TOKEN, perspective: 'raw', useCdn: false });
    const ids = await raw.fetch<string[]>('*[_type == "featureflagconfiguration"]._id');
    expect(ids.sort()).toEqual(['drafts.featureflagconfiguration', 'featureflagconfiguration']);
  });

  it('refuses drafts and raw without a token with 401 and never returns a draft', async () => {
    for (const perspective of ['drafts', 'previewDrafts', 'raw'] as const) {
      const tokenless = client({ perspective, useCdn: false });
      const error = await caught(tokenless.fetch('*[_type == "featureflagconfiguration"]'));
      expect(error.statusCode).toBe(401);
      expect(JSON.parse(error.responseBody)).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Session not found',
        errorCode: 'SIO-401-ANF',
      });
      expect(error.responseBody).not.toContain('featureflagconfiguration');
    }
  });

  it('refuses a wrong token even for published content', async () => {
    const wrong = client({ token: 'not-the-token-not-the-token-0000', useCdn: false });
    expect((await caught(wrong.fetch('*[0]'))).statusCode).toBe(401);
  });

  it('hides the draft-only FAQ item from tokenless readers and shows it in preview', async () => {
    const query = '*[_type == "faqItem" && _id == $id]{ _id, _originalId }';
    expect(await published.fetch(query, { id: DRAFT_ONLY_FAQ })).toEqual([]);
    expect(await published.fetch('count(*[_id in path("drafts.**")])')).toBe(0);
    expect(await preview.fetch(query, { id: DRAFT_ONLY_FAQ })).toEqual([
      { _id: DRAFT_ONLY_FAQ, _originalId: `drafts.${DRAFT_ONLY_FAQ}` },
    ]);

    const ids = (page: Awaited<ReturnType<typeof getFaqPage>>) =>
      page.categories.flatMap((c) => c.items.map((i) => i.id));
    expect(ids(await getFaqPage(published, BRANDS.vtmgo))).not.toContain(DRAFT_ONLY_FAQ);
    expect(ids(await getFaqPage(contentClient({ preview: false, base: published }), BRANDS.ad))).not.toContain(
      DRAFT_ONLY_FAQ,
    );
    expect(ids(await getFaqPage(preview, BRANDS.vtmgo))).toContain(DRAFT_ONLY_FAQ);
  });

  it('keeps drafts out of the document endpoint without a token', async () => {
    expect(await published.getDocument('drafts.featureflagconfiguration')).toBeUndefined();
    expect((await published.getDocument('brand.ad'))?.['name']).toBe('AD');
    const draft = await client({ token: TOKEN, useCdn: false }).getDocument('drafts.featureflagconfiguration');
    expect(draft?._id).toBe('drafts.featureflagconfiguration');
  });

  it('answers a GROQ syntax error with Sanity’s queryParseError shape', async () => {
    const query = '*[_type == "brand"';
    const error = await caught(published.fetch(query));
    expect(error.statusCode).toBe(400);
    expect(error.details).toMatchObject({ type: 'queryParseError', query, description: expect.any(String) });
    const details = error.details as { start: number; end: number };
    expect(details.start).toBeGreaterThanOrEqual(0);
    expect(details.end).toBeGreaterThanOrEqual(details.start);
    expect(error.message).toContain('GROQ query parse error');
  });

  it('uses parameters and reports a missing one as a parse error', async () => {
    expect(await published.fetch('*[_id == $id][0].name', { id: 'brand.hln' })).toBe('HLN');
    expect(await published.fetch('count(*[_type == "brand" && country == $country])', { country: 'be' })).toBe(
      Object.values(BRANDS).filter((brand) => brand.country === 'be').length,
    );
    const error = await caught(published.fetch('*[_id == $missing]'));
    expect(error.statusCode).toBe(400);
    expect(error.details).toMatchObject({
      type: 'queryParseError',
      description: 'param $missing referenced, but not provided',
    });
  });

  it('answers a POST query with { query, result, ms }, the perspective from the query string', async () => {
    const query = '*[_id == $id][0].general.isContactFormHiddenForNewspapers';
    const post = (perspective: string, headers: Record<string, string> = {}) =>
      fetch(`${lake.url}/v2023-03-07/data/query/production?perspective=${perspective}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, params: { id: 'featureflagconfiguration' } }),
      });
    const publishedAnswer = await post('published');
    expect(publishedAnswer.status).toBe(200);
    const body = (await publishedAnswer.json()) as { query: string; result: unknown; ms: number };
    expect(body).toMatchObject({ query, result: false });
    expect(typeof body.ms).toBe('number');
    expect(await (await post('drafts', { authorization: `Bearer ${TOKEN}` })).json()).toMatchObject({ result: true });
    expect((await post('drafts')).status).toBe(401);
    // The client itself switches to POST for very long queries.
    const long = `*[_id == "brand.ad" ${' '.repeat(12_000)}][0].key`;
    expect(await published.fetch(long)).toBe('ad');
  });

  it('answers an unknown dataset with 404 in Sanity’s shape', async () => {
    const other = client({ dataset: 'staging' });
    const error = await caught(other.fetch('*[0]'));
    expect(error.statusCode).toBe(404);
    expect(JSON.parse(error.responseBody)).toEqual({
      error: { description: 'Dataset "staging" not found for project ID "local"', type: 'httpNotFound' },
    });
  });
});

describe('mutations', () => {
  it('refuses mutations without the token', async () => {
    const error = await caught(published.patch('brand.ad').set({ seoTitle: 'Nope' }).commit());
    expect(error.statusCode).toBe(401);
    expect(await published.fetch('*[_id == "brand.ad"][0].seoTitle')).toBe('AD');
  });

  it('applies patches and creates, persists them to stateDir and keeps the committed dataset untouched', async () => {
    const editor = client({ token: TOKEN, useCdn: false });
    const committedBefore = readFileSync(path.join(datasetDir, 'production.ndjson'), 'utf8');

    const patched = await editor.patch('brand.tr').set({ seoTitle: 'Trouw – test' }).unset(['faviconSvg']).commit();
    expect(patched.seoTitle).toBe('Trouw – test');
    expect(patched).not.toHaveProperty('faviconSvg');
    await editor.createOrReplace({
      _id: 'sitealert.test',
      _type: 'sitealert',
      brands: ['tr'],
      variant: 'warning',
      title: 'Test',
      message: 'Testmelding',
    });
    await editor.createIfNotExists({ _id: 'sitealert.test', _type: 'sitealert', title: 'Niet overschrijven' });
    const draft = await editor.create({ _id: 'drafts.sitealert.concept', _type: 'sitealert', title: 'Concept' });
    expect(draft._id).toBe('drafts.sitealert.concept');

    expect(await published.fetch('*[_id == "brand.tr"][0].seoTitle')).toBe('Trouw – test');
    expect(await published.fetch('*[_id == "sitealert.test"][0].title')).toBe('Test');
    expect(await published.fetch('*[_id == "sitealert.concept"]')).toEqual([]);
    expect(await preview.fetch('*[_id == "sitealert.concept"][0]._originalId')).toBe('drafts.sitealert.concept');

    const duplicate = await caught(editor.create({ _id: 'sitealert.test', _type: 'sitealert' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.details).toMatchObject({
      type: 'mutationError',
      items: [{ error: { type: 'documentAlreadyExistsError', id: 'sitealert.test' } }],
    });

    const stateFile = path.join(stateDir, 'production.ndjson');
    expect(existsSync(stateFile)).toBe(true);
    expect(readFileSync(stateFile, 'utf8')).toContain('Trouw – test');
    expect(readFileSync(path.join(datasetDir, 'production.ndjson'), 'utf8')).toBe(committedBefore);

    // A new lake on the same folders starts from the state copy.
    const second = await startContentLake({ port: 0, datasetDir, token: TOKEN, stateDir });
    try {
      const again = createClient({
        projectId: 'local',
        dataset: 'production',
        apiVersion: '2023-03-07',
        apiHost: second.url,
        useProjectHostname: false,
        useCdn: false,
      });
      expect(await again.fetch('*[_id == "brand.tr"][0].seoTitle')).toBe('Trouw – test');
    } finally {
      await second.close();
    }

    await editor.delete('sitealert.test');
    expect(await published.fetch('*[_id == "sitealert.test"]')).toEqual([]);
  });

  it('answers a repeated query from its result cache, and the new value at once after a change', async () => {
    const editor = client({ token: TOKEN, useCdn: false });
    const query = '*[_id == $id][0].seoTitle';
    const before = await published.fetch(query, { id: 'brand.vk' });
    expect(await published.fetch(query, { id: 'brand.vk' })).toBe(before);
    await editor.patch('brand.vk').set({ seoTitle: 'Volkskrant – gewijzigd' }).commit();
    expect(await published.fetch(query, { id: 'brand.vk' })).toBe('Volkskrant – gewijzigd');
    // Queries that read the clock are evaluated every time.
    const first = await published.fetch('now()');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await published.fetch('now()')).not.toBe(first);
  });

  it('reload() re-reads the files', async () => {
    rmSync(path.join(stateDir, 'production.ndjson'));
    await lake.reload();
    expect(await published.fetch('*[_id == "brand.tr"][0].seoTitle')).toBe('Trouw');
  });
});

describe('images', () => {
  it('serves a file from the assets folder with its content type', async () => {
    const answer = await fetch(`${lake.url}/images/local/production/abc123-1x1.png`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await answer.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await fetch(`${lake.url}/images/local/production/missing.png`)).status).toBe(404);
    expect((await fetch(`${lake.url}/images/local/staging/abc123-1x1.png`)).status).toBe(404);
  });

  it('refuses paths that try to leave the assets folder', async () => {
    for (const attempt of [
      '/images/local/production/../production.ndjson',
      '/images/local/production/..%2Fproduction.ndjson',
      '/images/local/production/%2e%2e%2fproduction.ndjson',
      '/images/local/production/..',
      '/images/local/production/%2e%2e',
    ]) {
      const answer = await rawGet(attempt);
      expect(answer.status, attempt).toBe(404);
      expect(answer.body.toString('utf8'), attempt).not.toContain('featureflagconfiguration');
    }
  });
});
