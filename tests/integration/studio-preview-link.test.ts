/**
 * `GET /studio/preview-link` (the Studio's "Voorbeeld" action) against a real content lake with a local editor:
 * only a signed-in editor's token gets the brand's preview link; no token, the lake's session of nobody, or a
 * subscriber's cookie get 401.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentLake, type ContentLake } from '../../src/content/lake/server';
import { previewLinkRoute } from '../../src/pages/studio/preview-link';

const committedDataset = fileURLToPath(new URL('../../src/content/dataset/production.ndjson', import.meta.url));
const EDITOR = { email: 'redacteur@mijn-omgeving.localhost', password: 'lokaal-wachtwoord-0123' };

let workDir: string;
let lake: ContentLake;
let settings: Parameters<typeof previewLinkRoute>[1];

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'studio-preview-link-'));
  const datasetDir = path.join(workDir, 'dataset');
  mkdirSync(path.join(datasetDir, 'assets'), { recursive: true });
  copyFileSync(committedDataset, path.join(datasetDir, 'production.ndjson'));
  lake = await startContentLake({
    port: 0,
    datasetDir,
    token: 'test-token-0123456789abcdefghijklmnop',
    editor: EDITOR,
  });
  settings = {
    SANITY_PROJECT_ID: undefined,
    SANITY_DATASET: 'production',
    CONTENT_LAKE_PORT: Number(new URL(lake.url).port),
    PORT: 4321,
    isProduction: false,
    previewSecret: 'geheim-voor-de-preview-0123',
  };
});

afterAll(async () => {
  await lake?.close();
  rmSync(workDir, { recursive: true, force: true });
});

/** Signs in as the local editor through the lake's form and returns the session token. */
async function editorToken(): Promise<string> {
  const form = await fetch(`${lake.url}/auth/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ origin: 'http://ad.localhost:4321/studio', ...EDITOR }),
  });
  const sid = /#sid=(.+)$/.exec(form.headers.get('location') ?? '')![1];
  const exchanged = await fetch(`${lake.url}/v2026-05-04/auth/fetch?sid=${sid}`);
  return ((await exchanged.json()) as { token: string }).token;
}

const ask = (headers: Record<string, string> = {}) =>
  previewLinkRoute(
    new Request('http://ad.localhost:4321/studio/preview-link?brand=hln&path=/klantenservice/veelgestelde-vragen', {
      headers,
    }),
    settings,
  );

describe('GET /studio/preview-link', () => {
  it('gives a signed-in editor the brand’s preview link for the page', async () => {
    const answer = await ask({ authorization: `Bearer ${await editorToken()}` });
    expect(answer.status).toBe(200);
    const { url } = (await answer.json()) as { url: string };
    const link = new URL(url);
    expect(link.origin).toBe('http://hln.localhost:4321');
    expect(link.pathname).toBe('/api/preview');
    expect(link.searchParams.get('secret')).toBe('geheim-voor-de-preview-0123');
    expect(link.searchParams.get('redirect')).toBe('/klantenservice/veelgestelde-vragen');
    expect(link.searchParams.has('exit')).toBe(false);
  });

  it('passes the Studio address on as where leaving the preview goes, never another site', async () => {
    const token = await editorToken();
    const studio = 'http://ad.localhost:4321/studio/structure/merken;ad;faq';
    const linkFor = async (exit: string) => {
      const answer = await previewLinkRoute(
        new Request(`http://ad.localhost:4321/studio/preview-link?brand=hln&path=/&exit=${encodeURIComponent(exit)}`, {
          headers: { authorization: `Bearer ${token}` },
        }),
        settings,
      );
      return new URL(((await answer.json()) as { url: string }).url);
    };
    expect((await linkFor(studio)).searchParams.get('exit')).toBe(studio);
    expect((await linkFor('http://evil.example/studio')).searchParams.has('exit')).toBe(false);
  });

  it('refuses anyone else with 401 and no link', async () => {
    const refused: Record<string, string>[] = [
      {},
      { authorization: 'Bearer lake-editor-forged-token-0123456789' },
      { cookie: 'mo_session=een-abonnee' },
    ];
    for (const headers of refused) {
      const answer = await ask(headers);
      expect(answer.status).toBe(401);
      expect(await answer.text()).not.toContain('geheim-voor-de-preview');
    }
  });
});
