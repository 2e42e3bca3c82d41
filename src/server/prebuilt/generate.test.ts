import { mkdtemp, readdir, readFile, readlink, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BrandKey } from '../../brands/registry';
import { generateBrandPages, loopbackFetcher, type PageFetcher } from './generate';
import { prebuiltPaths } from '../areas';
import { CONTENT_ERROR_HEADER, PREBUILD_HEADER, prebuiltStatus } from './paths';
import { readPrebuilt } from './store';

process.env.SESSION_SECRET ??= 'test-session-secret-that-is-long-enough-1234';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'mo-prebuilt-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const FAQ = '/klantenservice/veelgestelde-vragen';

/** A page of about 256 KB, so writing it takes several chunks. */
function pageFor(brand: string, pagePath: string, version: number): string {
  return `<!doctype html><title>${brand} ${pagePath} v${version}</title>${`<p>v${version}</p>`.repeat(20_000)}</html>`;
}

function versionedFetcher(state: { version: number }): PageFetcher {
  return async (brand, pagePath) => ({
    status: prebuiltStatus(pagePath),
    body: pageFor(brand, pagePath, state.version),
    csp: `script-src 'self' 'sha256-v${state.version}'`,
  });
}

describe('generateBrandPages', () => {
  it('writes every prebuilt path of a brand with its policy and status, and reports progress', async () => {
    const progress: unknown[] = [];
    const pages = await generateBrandPages({
      brands: ['ad', 'hln'],
      fetcher: versionedFetcher({ version: 1 }),
      root,
      onProgress: ({ done, total, brand, pages: written }) => progress.push([done, total, brand, written]),
    });
    expect(pages).toBe(2 * prebuiltPaths.length);
    expect(progress).toEqual([
      [1, 2, 'ad', prebuiltPaths.length],
      [2, 2, 'hln', prebuiltPaths.length],
    ]);
    const page = await readPrebuilt('hln', FAQ, root);
    expect(page).toEqual({ html: pageFor('hln', FAQ, 1), status: 200, csp: "script-src 'self' 'sha256-v1'" });
    // The Brotli and gzip forms for the server's fast path, in the same build.
    const file = path.join(root, 'hln', FAQ, 'index.html');
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(pageFor('hln', FAQ, 1));
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(pageFor('hln', FAQ, 1));
  });

  it('leaves out a page the brand switches off (404) or that redirects', async () => {
    const fetcher: PageFetcher = async (brand, pagePath) =>
      brand === 'qmnl' ? { status: pagePath === FAQ ? 404 : 302, body: '' } : { status: 200, body: 'x' };
    expect(await generateBrandPages({ brands: ['qmnl'], fetcher, root })).toBe(0);
    expect(await readPrebuilt('qmnl', FAQ, root)).toBeUndefined();
  });

  it('keeps the current pages when a render fails, and leaves no half-written folder', async () => {
    await generateBrandPages({ brands: ['ad'], fetcher: versionedFetcher({ version: 1 }), root });
    const failing: PageFetcher = async () => ({ status: 500, body: 'Interne fout' });
    await expect(generateBrandPages({ brands: ['ad'], fetcher: failing, root })).rejects.toThrow(
      /^Prebuilding \/\S* for ad answered 500$/,
    );
    expect((await readPrebuilt('ad', FAQ, root))?.html).toBe(pageFor('ad', FAQ, 1));
    expect((await readdir(path.join(root, '.builds'))).filter((name) => name.startsWith('tmp-'))).toEqual([]);
  });

  it('keeps only the current and the previous build of a brand, and never touches other brands', async () => {
    const state = { version: 1 };
    await generateBrandPages({ brands: ['vtm', 'vtmgo'], fetcher: versionedFetcher(state), root });
    for (state.version = 2; state.version <= 4; state.version += 1) {
      await generateBrandPages({ brands: ['vtm'], fetcher: versionedFetcher(state), root });
    }
    const builds = await readdir(path.join(root, '.builds'));
    expect(builds.filter((name) => name.startsWith('vtm-'))).toHaveLength(2);
    expect(builds.filter((name) => name.startsWith('vtmgo-'))).toHaveLength(1);
    expect(path.basename(await readlink(path.join(root, 'vtm')))).toMatch(/^vtm-/);
    expect((await readPrebuilt('vtm', FAQ, root))?.html).toBe(pageFor('vtm', FAQ, 4));
    expect((await readPrebuilt('vtmgo', FAQ, root))?.html).toBe(pageFor('vtmgo', FAQ, 1));
  });

  it('a reader during rebuilds always gets a complete page whose policy belongs to it', async () => {
    const state = { version: 1 };
    await generateBrandPages({ brands: ['ad'], fetcher: versionedFetcher(state), root });
    let rebuilding = true;
    const seen = new Set<number>();
    let reads = 0;
    // Several readers at once, as a busy server would have.
    const reader = async () => {
      while (rebuilding) {
        const page = await readPrebuilt('ad', FAQ, root);
        reads += 1;
        expect(page).toBeDefined();
        const version = Number(/ v(\d+)<\/title>/.exec(page!.html)?.[1]);
        expect(page!.html).toBe(pageFor('ad', FAQ, version));
        expect(page!.csp).toBe(`script-src 'self' 'sha256-v${version}'`);
        seen.add(version);
      }
    };
    const readers = Promise.all(Array.from({ length: 8 }, reader));
    for (state.version = 2; state.version <= 13; state.version += 1) {
      await generateBrandPages({ brands: ['ad'], fetcher: versionedFetcher(state), root });
    }
    rebuilding = false;
    await readers;
    expect(reads).toBeGreaterThan(12);
    expect(seen.size).toBeGreaterThan(3);
    // 12 rebuilds of 7 pages of 256 KB, each written with its Brotli and gzip forms: seconds alone, minutes beside
    // other work. The limit is for a hang, not a speed requirement.
  }, 300_000);
});

describe('loopbackFetcher and the handler mode', () => {
  it('asks the server with the brand Host header and the prebuild secret', async () => {
    const seen: Array<{ host?: string; secret?: string; url?: string }> = [];
    const server = http.createServer((req, res) => {
      seen.push({ host: req.headers.host, secret: req.headers[PREBUILD_HEADER] as string, url: req.url });
      res.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': "script-src 'self'" });
      res.end(`<p>${req.headers.host}</p>`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const fetcher = loopbackFetcher({ host: '127.0.0.1', port, secret: 'geheim' });
      expect(await fetcher('hln' as BrandKey, FAQ)).toEqual({
        status: 200,
        body: '<p>hln.localhost</p>',
        csp: "script-src 'self'",
      });
      expect(seen).toEqual([{ host: 'hln.localhost', secret: 'geheim', url: FAQ }]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('renders through a request handler on a temporary server', async () => {
    const pages = await generateBrandPages({
      brands: ['dm'],
      handler: (req, res) => {
        res.writeHead(prebuiltStatus(req.url ?? '/'), { 'content-type': 'text/html' });
        res.end(`<p>${req.headers.host} ${req.url}</p>`);
      },
      root,
    });
    expect(pages).toBe(prebuiltPaths.length);
    expect(await readPrebuilt('dm', FAQ, root)).toEqual({ html: `<p>dm.localhost ${FAQ}</p>`, status: 200 });
  });

  it('fails the prebuild with the content error naming the document, and keeps the current pages', async () => {
    await generateBrandPages({ brands: ['hln'], fetcher: versionedFetcher({ version: 1 }), root });
    const line = 'Content document "brand.hln" is invalid: contactPageUrl: Invalid URL';
    // The server answers a content failure with the Dutch 500 page and the error in a header; even the /500
    // render, whose status is the expected one, must not be stored.
    const rendering = generateBrandPages({
      brands: ['hln'],
      handler: (_req, res) => {
        res.writeHead(500, { 'content-type': 'text/html', [CONTENT_ERROR_HEADER]: encodeURIComponent(line) });
        res.end('<h1>Er liep iets mis</h1>');
      },
      root,
    });
    await expect(rendering).rejects.toThrow(
      /^Prebuilding \/\S* for hln failed: Content document "brand\.hln" is invalid: contactPageUrl: Invalid URL$/,
    );
    expect((await readPrebuilt('hln', FAQ, root))?.html).toBe(pageFor('hln', FAQ, 1));
    expect((await readPrebuilt('hln', '/500', root))?.html).toBe(pageFor('hln', '/500', 1));
  });
});
