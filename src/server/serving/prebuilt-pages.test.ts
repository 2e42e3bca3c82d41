import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateBrandPages, type PageFetcher } from '../prebuilt/generate';
import { createPrebuiltPages, RECHECK_MS } from './prebuilt-pages';

const FAQ = '/klantenservice/veelgestelde-vragen';

const versioned =
  (version: number): PageFetcher =>
  async (brand, pagePath) => ({
    status: pagePath === '/404' ? 404 : pagePath === '/500' ? 500 : 200,
    body: `<p>${brand} ${pagePath} v${version}</p>`,
  });

let root: string;
let clock = 0;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'mo-pages-'));
  clock = 0;
  await generateBrandPages({ brands: ['ad'], fetcher: versioned(1), root });
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const html = async (value: ReturnType<ReturnType<typeof createPrebuiltPages>['get']>) =>
  (await value)?.file.identity.toString();

describe('prebuilt pages in memory', () => {
  it('reads a page once from the brand’s build, with its status; a brand without a build has none', async () => {
    const pages = createPrebuiltPages({ root, listen: false, now: () => clock });
    expect(await html(pages.get('ad', FAQ))).toBe(`<p>ad ${FAQ} v1</p>`);
    expect(pages.get('ad', FAQ)).toBe(pages.get('ad', FAQ));
    expect((await pages.get('ad', '/404'))?.status).toBe(404);
    expect(pages.get('hln', FAQ)).toBeUndefined();
  });

  it('keeps the build it resolved until a `pages` event, or until it notices the swap a second later', async () => {
    const pages = createPrebuiltPages({ root, listen: false, now: () => clock });
    expect(await html(pages.get('ad', FAQ))).toContain('v1');
    await generateBrandPages({ brands: ['ad'], fetcher: versioned(2), root });
    expect(await html(pages.get('ad', FAQ))).toContain('v1');
    pages.drop({ kind: 'pages', brands: ['ad'] });
    expect(await html(pages.get('ad', FAQ))).toContain('v2');

    await generateBrandPages({ brands: ['ad'], fetcher: versioned(3), root });
    clock += RECHECK_MS - 1;
    expect(await html(pages.get('ad', FAQ))).toContain('v2');
    clock += 1;
    expect(await html(pages.get('ad', FAQ))).toContain('v3');
  });

  it('holds a brand after a `content` event until its new pages are in', async () => {
    const pages = createPrebuiltPages({ root, listen: false, now: () => clock });
    expect(await html(pages.get('ad', FAQ))).toContain('v1');
    pages.drop({ kind: 'content', brands: ['ad', 'no-such-brand'] });
    expect(pages.get('ad', FAQ)).toBeUndefined();
    clock += RECHECK_MS;
    expect(pages.get('ad', FAQ)).toBeUndefined();
    // The swap is noticed on disk (a rebuild in another process) …
    await generateBrandPages({ brands: ['ad'], fetcher: versioned(2), root });
    clock += RECHECK_MS;
    expect(await html(pages.get('ad', FAQ))).toContain('v2');
    // … or announced by a `pages` event.
    pages.drop({ kind: 'content', brands: ['ad'] });
    expect(pages.get('ad', FAQ)).toBeUndefined();
    pages.drop({ kind: 'pages', brands: ['ad'] });
    expect(await html(pages.get('ad', FAQ))).toContain('v2');
  });

  it('remembers a page that is not in the build as missing', async () => {
    const pages = createPrebuiltPages({ root, listen: false, now: () => clock });
    expect(await pages.get('ad', '/niet-gebouwd')).toBeUndefined();
  });
});
