import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rawRequest } from '../../../tests/fixtures/raw-http';
import { brandFlags, PUBLISHED_GENERAL_FLAGS } from '../../content/dataset/source/feature-flags';
import type { FeatureFlags } from '../../content/queries/feature-flags';
import { generateBrandPages, type PageFetcher } from '../prebuilt/generate';
import { framingPolicy } from '../security-headers';
import { ASSET_CACHE_CONTROL, PUBLIC_FILE_CACHE_CONTROL } from './assets';
import { PREBUILT_CACHE_CONTROL } from '../cache-control';
import { createFront, PREBUILT_FAST_VARY, type Front } from './front';
import type { GraphQLRead } from './graphql-front';
import type { KeptPageRead } from './kept-page-read';
import { precompressFolderSync } from './precompress';

const FAQ = '/klantenservice/veelgestelde-vragen';
const CONTACT = '/klantenservice/contact';
const CSP = "script-src 'self' 'sha256-abc'";

/** A page of a few KB, so it is compressed. */
const pageFor = (brand: string, pagePath: string) =>
  `<!doctype html><title>${brand} ${pagePath}</title>${'<p>Veelgestelde vragen</p>'.repeat(200)}`;

/** The prebuild as the middleware answers it: the contact page redirects for `ad` (its flag is off). */
const fetcher: PageFetcher = async (brand, pagePath) => {
  if (brand === 'ad' && pagePath === CONTACT) return { status: 302, body: '' };
  const status = pagePath === '/404' ? 404 : pagePath === '/500' ? 500 : 200;
  return { status, body: pageFor(brand, pagePath), csp: CSP };
};

/** A request on ad's host, answered as sent. */
const request = (port: number, target: string, headers: http.OutgoingHttpHeaders = {}, method = 'GET') =>
  rawRequest(port, target, { method, headers: { host: 'ad.localhost:4321', ...headers } });

let dir: string;
let port: number;
let server: http.Server;
let front: Front;
/** The brand's live flags the front sees (the middleware's last reading); every test starts with ad's published ones. */
const ALL_ON: FeatureFlags = { ...PUBLISHED_GENERAL_FLAGS, ...brandFlags('ad') };
let liveFlags: FeatureFlags | undefined = ALL_ON;
/** How the front reads flags it has no fresh reading of (undefined: it cannot, as before the bundle registered). */
let readFlags: (() => Promise<FeatureFlags | undefined>) | undefined;
/** The brands and languages the front read flags for. */
let flagReads: string[] = [];
/** What reached Astro (the fake listener behind the front). */
let reached: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mo-front-'));
  const prebuilt = path.join(dir, 'prebuilt');
  await generateBrandPages({ brands: ['ad', 'hln'], fetcher, root: prebuilt });
  const assets = path.join(dir, 'client', '_astro');
  await mkdir(assets, { recursive: true });
  await writeFile(path.join(assets, 'app.B1x2y3z4.js'), `export const a = 1;\n${'console.log("mijn");\n'.repeat(200)}`);
  await writeFile(path.join(assets, 'tiny.C1.js'), 'export {};');
  await writeFile(path.join(assets, 'font.D1.woff2'), Buffer.alloc(4096, 7));
  precompressFolderSync(path.join(dir, 'client'));
  front = createFront(
    {
      clientDir: path.join(dir, 'client'),
      prebuiltRoot: prebuilt,
      listen: false,
      liveFlags: () => liveFlags,
      readFlags: (brand, language) => {
        flagReads.push(`${brand.key} ${language}`);
        return readFlags?.();
      },
    },
    (req, res) => {
      reached.push(`${req.method} ${req.url}`);
      const big = req.url === '/big';
      res.writeHead(200, { 'content-type': big ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8' });
      res.end(big ? 'x'.repeat(5000) : 'astro');
    },
  );
  server = http.createServer(front.listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  front.close();
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

beforeEach(() => {
  reached = [];
  liveFlags = ALL_ON;
  readFlags = undefined;
  flagReads = [];
});

describe('the front: prebuilt pages for the default context', () => {
  it('serves the brand’s page with the middleware’s headers, cache headers and an ETag, without Astro', async () => {
    const answer = await request(port, FAQ);
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(pageFor('ad', FAQ));
    expect(answer.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'x-mo-prebuilt': 'ad',
      vary: PREBUILT_FAST_VARY,
      'cache-control': PREBUILT_CACHE_CONTROL,
      'content-security-policy': `${CSP}; ${framingPolicy}`,
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'content-length': String(answer.body.length),
    });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.etag).toMatch(/^"[\w-]{22}"$/);
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    expect(reached).toEqual([]);
    expect(PREBUILT_FAST_VARY).toBe('Cookie, X-MO-Platform, Accept-Encoding');
  });

  it('the precompressed form the request accepts, which decodes to the same bytes', async () => {
    const br = await request(port, FAQ, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-length']).toBe(String(br.body.length));
    expect(br.headers.etag).toMatch(/-br"$/);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(pageFor('ad', FAQ));
    const gz = await request(port, FAQ, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(pageFor('ad', FAQ));
    expect(br.body.length).toBeLessThan(pageFor('ad', FAQ).length / 10);
  });

  it('answers If-None-Match with an empty 304 keeping the validators and cache headers', async () => {
    const first = await request(port, FAQ, { 'accept-encoding': 'gzip' });
    const again = await request(port, FAQ, { 'accept-encoding': 'gzip', 'if-none-match': first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['cache-control']).toBe(PREBUILT_CACHE_CONTROL);
    expect(again.headers.vary).toBe(PREBUILT_FAST_VARY);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect((await request(port, FAQ, { 'if-none-match': '"old"' })).status).toBe(200);
  });

  it('gives a 304 only for the form the request gets: a Brotli tag asked for gzip gets the gzip bytes', async () => {
    const br = await request(port, FAQ, { 'accept-encoding': 'br' });
    const gz = await request(port, FAQ, { 'accept-encoding': 'gzip', 'if-none-match': br.headers.etag! });
    expect(gz.status).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(pageFor('ad', FAQ));
    const both = await request(port, FAQ, {
      'accept-encoding': 'gzip',
      'if-none-match': `${br.headers.etag!}, ${gz.headers.etag!}`,
    });
    expect(both.status).toBe(304);
    expect(both.headers.etag).toBe(gz.headers.etag);
  });

  it('HEAD gets the headers of GET and no body', async () => {
    const head = await request(port, FAQ, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(reached).toEqual([]);
  });

  it('keeps the status of the error pages (no 304 for them), and no shared cache keeps the 500 page', async () => {
    const notFound = await request(port, '/404');
    expect(notFound.status).toBe(404);
    expect(notFound.body.toString()).toBe(pageFor('ad', '/404'));
    expect((await request(port, '/404', { 'if-none-match': notFound.headers.etag! })).status).toBe(404);
    const failure = await request(port, '/500');
    expect(failure.status).toBe(500);
    expect(failure.headers['cache-control']).toBe('no-store');
    expect(reached).toEqual([]);
  });

  it('gives a signed-in visitor (session and signed-in hint) the shared file, but not the login page', async () => {
    const cookie = { cookie: 'mo_session=abc; mo_signed_in=1' };
    const faq = await request(port, FAQ, cookie);
    expect(faq.headers['x-mo-prebuilt']).toBe('ad');
    expect(faq.body.toString()).toBe(pageFor('ad', FAQ));
    expect((await request(port, '/login', cookie)).body.toString()).toBe('astro');
    expect(reached).toEqual(['GET /login']);
  });

  it('picks the brand by Host: a BE brand in its own language', async () => {
    const answer = await request(port, FAQ, { host: 'hln.localhost', cookie: 'mo-site-language=be; _ga=1' });
    expect(answer.headers['x-mo-prebuilt']).toBe('hln');
    expect(answer.body.toString()).toBe(pageFor('hln', FAQ));
  });

  it.each([
    ['a session cookie', FAQ, { cookie: 'mo_session=abc' }],
    ['another language', FAQ, { cookie: 'mo-site-language=be' }],
    ['an app’s platform header', FAQ, { 'x-mo-platform': 'WEBVIEW' }],
    ['the client cookie of an app', FAQ, { cookie: 'mo_client=signed' }],
    ['a preview cookie', FAQ, { cookie: 'mo_preview=signed' }],
    ['the prebuild header', FAQ, { 'x-mo-prebuild': 'secret' }],
    ['?debug=locale', `${FAQ}?debug=locale`, {}],
    ['?platform=webview', `${FAQ}?platform=webview`, {}],
    ['an unknown host', FAQ, { host: 'elders.localhost' }],
    ['a page the brand’s flags refuse (not prebuilt)', CONTACT, {}],
    ['a path spelled otherwise', `${FAQ}/`, {}],
    ['a path that is not prebuilt', '/account', {}],
  ])('leaves %s to Astro', async (_case, target, headers: http.OutgoingHttpHeaders) => {
    const answer = await request(port, target, headers);
    expect(answer.body.toString()).toBe('astro');
    expect(answer.headers['x-mo-prebuilt']).toBeUndefined();
    expect(reached).toEqual([`GET ${target}`]);
  });

  it('leaves the page to Astro while the brand’s live flags switch its area off, or have not been read lately', async () => {
    liveFlags = { ...ALL_ON, isFAQEnabled: false };
    expect((await request(port, FAQ)).body.toString()).toBe('astro');
    liveFlags = undefined;
    expect((await request(port, FAQ)).body.toString()).toBe('astro');
    expect(reached).toEqual([`GET ${FAQ}`, `GET ${FAQ}`]);
    liveFlags = ALL_ON;
    expect((await request(port, FAQ)).headers['x-mo-prebuilt']).toBe('ad');
  });

  it('reads the flags itself when it has no fresh reading, and answers as always: the request a CDN sends after a quiet minute keeps its caching headers', async () => {
    liveFlags = undefined;
    readFlags = async () => ALL_ON;
    const [answer, head] = await Promise.all([
      request(port, FAQ, { 'accept-encoding': 'br' }),
      request(port, FAQ, { 'accept-encoding': 'br' }, 'HEAD'),
    ]);
    for (const served of [answer, head]) {
      expect(served.status).toBe(200);
      expect(served.headers['x-mo-prebuilt']).toBe('ad');
      expect(served.headers['cache-control']).toBe(PREBUILT_CACHE_CONTROL);
      expect(served.headers['content-encoding']).toBe('br');
      expect(served.headers.etag).toMatch(/^"[^"]+-br"$/);
    }
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(pageFor('ad', FAQ));
    expect(head.body.length).toBe(0);
    expect(flagReads).toEqual(['ad nl', 'ad nl']);
    expect(reached).toEqual([]);
  });

  it('leaves the page to Astro when the flags it reads switch the area off, or cannot be read', async () => {
    liveFlags = undefined;
    readFlags = async () => ({ ...ALL_ON, isFAQEnabled: false });
    expect((await request(port, FAQ)).body.toString()).toBe('astro');
    readFlags = () => Promise.reject(new Error('content lake unreachable'));
    expect((await request(port, FAQ)).body.toString()).toBe('astro');
    readFlags = async () => undefined;
    expect((await request(port, FAQ)).body.toString()).toBe('astro');
    expect(reached).toEqual([`GET ${FAQ}`, `GET ${FAQ}`, `GET ${FAQ}`]);
  });

  it('leaves POST to Astro', async () => {
    expect((await request(port, FAQ, {}, 'POST')).body.toString()).toBe('astro');
    expect(reached).toEqual([`POST ${FAQ}`]);
  });

  it('serves the contact page of a brand whose flags allow it', async () => {
    expect((await request(port, CONTACT, { host: 'hln.localhost' })).headers['x-mo-prebuilt']).toBe('hln');
  });

  it('answers a malformed Host with the Dutch 400 before anything else', async () => {
    const answer = await request(port, FAQ, { host: 'ad.localhost@evil.example' });
    expect(answer.status).toBe(400);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(reached).toEqual([]);
  });
});

describe('the front: hashed assets', () => {
  const ASSET = '/_astro/app.B1x2y3z4.js';

  it('immutable for a year, precompressed, with ETag and 304', async () => {
    const answer = await request(port, ASSET, { 'accept-encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      'cache-control': ASSET_CACHE_CONTROL,
      'content-type': 'text/javascript; charset=utf-8',
      'content-encoding': 'br',
      vary: 'Accept-Encoding',
    });
    expect(ASSET_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(answer.body).toString()).toContain('console.log("mijn")');
    const again = await request(port, ASSET, { 'accept-encoding': 'br, gzip', 'if-none-match': answer.headers.etag! });
    expect(again.status).toBe(304);
    expect(reached).toEqual([]);
  });

  it('a small or binary asset as is, without Vary', async () => {
    const tiny = await request(port, '/_astro/tiny.C1.js', { 'accept-encoding': 'br' });
    expect(tiny.body.toString()).toBe('export {};');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    const font = await request(port, '/_astro/font.D1.woff2', { 'accept-encoding': 'br' });
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.headers.vary).toBeUndefined();
    expect(font.body.length).toBe(4096);
  });

  it('leaves a missing asset, a sibling file and a strange name to Astro', async () => {
    for (const target of ['/_astro/missing.js', `${ASSET}.br`, '/_astro/../secret.js', '/_astro/%2e%2e/x.js']) {
      expect((await request(port, target)).body.toString()).toBe('astro');
    }
    expect(reached).toHaveLength(4);
  });
});

describe('the front: Astro’s answers', () => {
  it('are compressed on the fly when large enough and accepted', async () => {
    const answer = await request(port, '/big', { 'accept-encoding': 'gzip, br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe('x'.repeat(5000));
  });
});

describe('the front: shared variants of a prebuilt page (the other language, an app’s webview)', () => {
  let variantFront: Front;
  let variantServer: http.Server;
  let variantPort: number;
  /** The renders the front asked for, as `brand path language origin`. */
  let renders: string[] = [];
  /** What the next renders answer instead of the page (a redirect, a failure). */
  let renderAnswer: 'page' | 'redirect' | 'fail' = 'page';

  beforeAll(async () => {
    const prebuilt = path.join(dir, 'prebuilt');
    variantFront = createFront(
      {
        clientDir: path.join(dir, 'client'),
        prebuiltRoot: prebuilt,
        listen: false,
        liveFlags: () => liveFlags,
        renderVariant: async (brand, pagePath, variant) => {
          renders.push(`${brand} ${pagePath} ${variant.language} ${variant.origin}`);
          await new Promise((resolve) => setTimeout(resolve, 20));
          if (renderAnswer === 'fail') throw new Error('render timed out');
          if (renderAnswer === 'redirect') return { status: 302, body: '' };
          return { status: 200, body: pageFor(`${brand}-${variant.language}-${variant.origin}`, pagePath), csp: CSP };
        },
      },
      (req, res) => {
        reached.push(`${req.method} ${req.url}`);
        res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('astro');
      },
    );
    variantServer = http.createServer(variantFront.listener);
    await new Promise<void>((resolve) => variantServer.listen(0, '127.0.0.1', resolve));
    variantPort = (variantServer.address() as AddressInfo).port;
  });

  afterAll(async () => {
    variantFront.close();
    await new Promise((resolve) => variantServer.close(resolve));
  });

  beforeEach(() => {
    renders = [];
    renderAnswer = 'page';
  });

  it('renders the other language once, even for visitors arriving together, and serves it like the file', async () => {
    const cookie = { cookie: 'mo-site-language=be; _ga=1', 'accept-encoding': 'br' };
    const answers = await Promise.all([1, 2, 3].map(() => request(variantPort, FAQ, cookie)));
    expect(renders).toEqual([`ad ${FAQ} be WEB`]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(pageFor('ad-be-WEB', FAQ));
      expect(answer.headers).toMatchObject({
        'x-mo-prebuilt': 'ad',
        'x-mo-variant': 'be-web',
        vary: PREBUILT_FAST_VARY,
        'cache-control': PREBUILT_CACHE_CONTROL,
        'content-security-policy': `${CSP}; ${framingPolicy}`,
        'content-encoding': 'br',
      });
    }
    const again = await request(variantPort, FAQ, { ...cookie, 'if-none-match': answers[0]!.headers.etag! });
    expect(again.status).toBe(304);
    expect(renders).toHaveLength(1);
    expect(reached).toEqual([]);
  });

  it('keeps the webview apart from the browser, and the default context on the file', async () => {
    const webview = await request(variantPort, FAQ, { 'x-mo-platform': 'webview' });
    expect(webview.body.toString()).toBe(pageFor('ad-nl-WEBVIEW', FAQ));
    expect(webview.headers['x-mo-variant']).toBe('nl-webview');
    const both = await request(variantPort, FAQ, { 'x-mo-platform': 'WEBVIEW', cookie: 'mo-site-language=be' });
    expect(both.body.toString()).toBe(pageFor('ad-be-WEBVIEW', FAQ));
    const plain = await request(variantPort, FAQ);
    expect(plain.body.toString()).toBe(pageFor('ad', FAQ));
    expect(plain.headers['x-mo-variant']).toBeUndefined();
    expect(renders).toEqual([`ad ${FAQ} nl WEBVIEW`, `ad ${FAQ} be WEBVIEW`]);
  });

  it.each([
    ['a session cookie', { cookie: 'mo-site-language=be; mo_session=abc' }],
    ['the client cookie of an app', { cookie: 'mo-site-language=be; mo_client=signed' }],
    ['another platform header', { 'x-mo-platform': 'IOS' }],
    ['two language cookies that disagree', { cookie: 'mo-site-language=be; mo-site-language=nl' }],
    ['a language the portal does not have', { cookie: 'mo-site-language=fr' }],
  ])('leaves %s to Astro', async (_case, headers: http.OutgoingHttpHeaders) => {
    expect((await request(variantPort, FAQ, headers)).body.toString()).toBe('astro');
    expect(renders).toEqual([]);
  });

  it('leaves a variant to Astro when the render is not the page (a redirect) or fails, and tries a failure again', async () => {
    const cookie = { cookie: 'mo-site-language=nl', host: 'hln.localhost' };
    renderAnswer = 'fail';
    expect(
      (await request(variantPort, '/onderhoud', { host: 'hln.localhost', 'x-mo-platform': 'WEBVIEW' })).body.toString(),
    ).toBe('astro');
    renderAnswer = 'redirect';
    expect((await request(variantPort, '/login', cookie)).body.toString()).toBe('astro');
    expect((await request(variantPort, '/login', cookie)).body.toString()).toBe('astro');
    renderAnswer = 'page';
    const retried = await request(variantPort, '/onderhoud', { host: 'hln.localhost', 'x-mo-platform': 'WEBVIEW' });
    expect(retried.body.toString()).toBe(pageFor('hln-be-WEBVIEW', '/onderhoud'));
    // The redirect is remembered like a page missing from the build; the failure was tried again.
    expect(renders).toEqual(['hln /onderhoud be WEBVIEW', 'hln /login nl WEB', 'hln /onderhoud be WEBVIEW']);
  });

  it('reads the flags of the variant’s language, and renders no variant of a page the brand has no file for', async () => {
    liveFlags = { ...ALL_ON, isFAQEnabled: false };
    expect((await request(variantPort, FAQ, { cookie: 'mo-site-language=be' })).body.toString()).toBe('astro');
    liveFlags = ALL_ON;
    expect((await request(variantPort, CONTACT, { cookie: 'mo-site-language=be' })).body.toString()).toBe('astro');
    expect(renders).toEqual([]);
  });
});

describe('the front: the app alone for paths that name no file of the client folder', () => {
  let appFront: Front;
  let appServer: http.Server;
  let appPort: number;
  let toApp: string[] = [];

  beforeAll(async () => {
    const client = path.join(dir, 'client');
    await mkdir(path.join(client, 'images'), { recursive: true });
    await writeFile(path.join(client, 'images', 'logo.svg'), '<svg/>');
    await writeFile(
      path.join(client, 'images', 'truck_icon.svg'),
      `<svg>${'<path d="M2 6h11v10H2z"/>'.repeat(60)}</svg>`,
    );
    appFront = createFront(
      {
        clientDir: client,
        prebuiltRoot: path.join(dir, 'prebuilt'),
        listen: false,
        liveFlags: () => liveFlags,
        app: (req, res) => {
          toApp.push(`${req.method} ${req.url}`);
          res.end('app');
        },
      },
      (req, res) => {
        reached.push(`${req.method} ${req.url}`);
        res.end('astro');
      },
    );
    appServer = http.createServer(appFront.listener);
    await new Promise<void>((resolve) => appServer.listen(0, '127.0.0.1', resolve));
    appPort = (appServer.address() as AddressInfo).port;
  });

  afterAll(async () => {
    appFront.close();
    await new Promise((resolve) => appServer.close(resolve));
  });

  beforeEach(() => {
    toApp = [];
  });

  it('sends pages and endpoints to the app, folders of the client folder and what it does not answer to the whole server', async () => {
    expect((await request(appPort, '/account')).body.toString()).toBe('app');
    expect((await request(appPort, '/api/graphql', {}, 'POST')).body.toString()).toBe('app');
    expect((await request(appPort, '/images/logo.svg', {}, 'POST')).body.toString()).toBe('astro');
    expect((await request(appPort, '/images')).body.toString()).toBe('astro');
    expect((await request(appPort, '/_astro/missing.js')).body.toString()).toBe('astro');
    expect((await request(appPort, FAQ)).headers['x-mo-prebuilt']).toBe('ad');
    expect(toApp).toEqual(['GET /account', 'POST /api/graphql']);
    expect(reached).toEqual(['POST /images/logo.svg', 'GET /images', 'GET /_astro/missing.js']);
  });

  it('answers the client folder’s own files (the section icons) itself: kept a day, precompressed, with ETag and 304', async () => {
    const icon = await request(appPort, '/images/truck_icon.svg', { 'accept-encoding': 'br' });
    expect(icon.status).toBe(200);
    expect(icon.headers).toMatchObject({
      'cache-control': PUBLIC_FILE_CACHE_CONTROL,
      'content-type': 'image/svg+xml',
      'content-encoding': 'br',
      vary: 'Accept-Encoding',
    });
    expect(PUBLIC_FILE_CACHE_CONTROL).toMatch(/max-age=86400/);
    expect(zlib.brotliDecompressSync(icon.body).toString()).toMatch(/^<svg>.*<\/svg>$/);
    const again = await request(appPort, '/images/truck_icon.svg', {
      'accept-encoding': 'br',
      'if-none-match': icon.headers.etag!,
    });
    expect(again.status).toBe(304);
    const small = await request(appPort, '/images/logo.svg', {}, 'HEAD');
    expect(small.headers['cache-control']).toBe(PUBLIC_FILE_CACHE_CONTROL);
    expect(small.headers['content-length']).toBe('6');
    expect(reached).toEqual([]);
    expect(toApp).toEqual([]);
  });

  it('answers a URL that does not decode with 400, as the whole server would', async () => {
    const answer = await request(appPort, '/account/%E0%A4%A');
    expect(answer.status).toBe(400);
    expect(toApp).toEqual([]);
  });
});

describe('the front: the persisted GraphQL read without Astro', () => {
  let gqlFront: Front;
  let gqlServer: http.Server;
  let gqlPort: number;
  let read: GraphQLRead | undefined;
  let seen: Array<{ url: string; method: string; cookie: string | null; clientAddress: string | undefined }> = [];
  const QUERY = '/api/graphql?operationName=AccountOverview&variables=%7B%7D';
  const json = JSON.stringify({ data: { account: { username: 'anna@example.nl', bio: 'x'.repeat(2000) } } });

  beforeAll(async () => {
    gqlFront = createFront(
      {
        clientDir: path.join(dir, 'client'),
        prebuiltRoot: path.join(dir, 'prebuilt'),
        listen: false,
        liveFlags: () => liveFlags,
        graphqlRead: () =>
          read &&
          (async (request, clientAddress) => {
            seen.push({
              url: request.url,
              method: request.method,
              cookie: request.headers.get('cookie'),
              clientAddress,
            });
            return read!(request, clientAddress);
          }),
      },
      (req, res) => {
        reached.push(`${req.method} ${req.url}`);
        res.end('astro');
      },
    );
    gqlServer = http.createServer(gqlFront.listener);
    await new Promise<void>((resolve) => gqlServer.listen(0, '127.0.0.1', resolve));
    gqlPort = (gqlServer.address() as AddressInfo).port;
  });

  afterAll(async () => {
    gqlFront.close();
    await new Promise((resolve) => gqlServer.close(resolve));
  });

  beforeEach(() => {
    seen = [];
    read = async () => ({
      response: new Response(json, {
        status: 200,
        headers: { 'content-type': 'application/json; charset=utf-8', 'x-trace-id': 'abc123' },
      }),
      setCookies: ['mo_signed_in=1; Path=/; SameSite=Lax'],
    });
  });

  it('answers with the read’s status, headers and body, compressed, with the security headers and each cookie', async () => {
    const answer = await request(gqlPort, QUERY, { cookie: 'mo_session=tok', 'accept-encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['x-trace-id']).toBe('abc123');
    expect(answer.headers['x-mo-front']).toBe('graphql');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(json);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toContain(framingPolicy);
    expect(answer.headers['set-cookie']).toEqual(['mo_signed_in=1; Path=/; SameSite=Lax']);
    expect(seen).toEqual([
      {
        url: `http://ad.localhost:4321${QUERY}`,
        method: 'GET',
        cookie: 'mo_session=tok',
        clientAddress: '127.0.0.1',
      },
    ]);
    expect(reached).toEqual([]);
  });

  it('counts a visitor by the connection’s address: X-Forwarded-For is not trusted without TRUST_PROXY_HOPS', async () => {
    const answer = await request(gqlPort, QUERY, { 'x-forwarded-for': '198.51.100.1' });
    expect(answer.status).toBe(200);
    expect(seen.map(({ clientAddress }) => clientAddress)).toEqual(['127.0.0.1']);
  });

  it('writes a plain answer (the direct persisted read’s) the same way: compressed, with its headers and cookies', async () => {
    const plain = (body: string) => async () => ({
      response: {
        status: 200,
        headers: { 'content-type': 'application/json; charset=utf-8', 'x-trace-id': 'abc123' },
        body,
      },
      setCookies: ['mo_signed_in=1; Path=/; SameSite=Lax'],
    });
    read = plain(json);
    const answer = await request(gqlPort, QUERY, { cookie: 'mo_session=tok', 'accept-encoding': 'gzip, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['x-trace-id']).toBe('abc123');
    expect(answer.headers['x-mo-front']).toBe('graphql');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['vary']).toBe('Accept-Encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(json);
    expect(answer.headers['content-security-policy']).toContain(framingPolicy);
    expect(answer.headers['set-cookie']).toEqual(['mo_signed_in=1; Path=/; SameSite=Lax']);

    // Below the compression threshold: as it is, with its length.
    read = plain('{"data":{"account":null}}');
    const small = await request(gqlPort, QUERY, { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['content-length']).toBe('25');
    expect(small.body.toString()).toBe('{"data":{"account":null}}');

    read = plain(json);
    const head = await request(gqlPort, QUERY, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['x-trace-id']).toBe('abc123');
    expect(head.body.length).toBe(0);
    expect(reached).toEqual([]);
  });

  it('HEAD gets the headers and no body', async () => {
    const answer = await request(gqlPort, QUERY, {}, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['x-trace-id']).toBe('abc123');
    expect(answer.body.length).toBe(0);
  });

  it('leaves to Astro what the read declines, what fails in it, a POST, an unknown host and the time before it is there', async () => {
    read = async () => undefined;
    expect((await request(gqlPort, QUERY)).body.toString()).toBe('astro');
    read = async () => {
      throw new Error('broken');
    };
    expect((await request(gqlPort, QUERY)).body.toString()).toBe('astro');
    expect(seen).toHaveLength(2);
    seen = [];
    read = async () => ({ response: new Response('{}'), setCookies: [] });
    expect((await request(gqlPort, QUERY, {}, 'POST')).body.toString()).toBe('astro');
    expect((await request(gqlPort, QUERY, { host: 'evil.example' })).body.toString()).toBe('astro');
    expect(seen).toEqual([]);
    read = undefined;
    expect((await request(gqlPort, QUERY)).body.toString()).toBe('astro');
    expect(reached).toEqual([`GET ${QUERY}`, `GET ${QUERY}`, `POST ${QUERY}`, `GET ${QUERY}`, `GET ${QUERY}`]);
  });
});

describe('the front: a kept signed-in page without Astro', () => {
  let pageFront: Front;
  let pageServer: http.Server;
  let pagePort: number;
  let read: KeptPageRead;
  let asked: string[] = [];
  const html = `<!doctype html><p>${'Ingelogd als anna@example.nl '.repeat(80)}</p>`;

  beforeAll(async () => {
    pageFront = createFront(
      {
        clientDir: path.join(dir, 'client'),
        prebuiltRoot: path.join(dir, 'prebuilt'),
        listen: false,
        liveFlags: () => liveFlags,
        keptPageRead: () => async (request, pathname) => {
          asked.push(`${request.method} ${pathname}`);
          return read(request, pathname);
        },
      },
      (req, res) => {
        reached.push(`${req.method} ${req.url}`);
        res.end('astro');
      },
    );
    pageServer = http.createServer(pageFront.listener);
    await new Promise<void>((resolve) => pageServer.listen(0, '127.0.0.1', resolve));
    pagePort = (pageServer.address() as AddressInfo).port;
  });

  afterAll(async () => {
    pageFront.close();
    await new Promise((resolve) => pageServer.close(resolve));
  });

  beforeEach(() => {
    asked = [];
    reached = [];
    read = async () => ({
      response: new Response(zlib.gzipSync(html), {
        status: 200,
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'content-encoding': 'gzip',
          'cache-control': 'private, no-store',
          'x-mo-shell': 'kept',
        },
      }),
      setCookies: ['mo_signed_in=1; Path=/; SameSite=Lax'],
    });
  });

  it('answers with the read’s page as it is encoded, its headers and the session’s cookies', async () => {
    const answer = await request(pagePort, '/facturen', { cookie: 'mo_session=tok', 'accept-encoding': 'gzip, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['x-mo-front']).toBe('page');
    expect(answer.headers['x-mo-shell']).toBe('kept');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(answer.body).toString()).toBe(html);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers['set-cookie']).toEqual(['mo_signed_in=1; Path=/; SameSite=Lax']);
    expect(asked).toEqual(['GET /facturen']);
    expect(reached).toEqual([]);
  });

  it('asks only for the GET of a shared page, and leaves to Astro what the read declines or fails in', async () => {
    expect((await request(pagePort, '/facturen', {}, 'HEAD')).status).toBe(200);
    expect((await request(pagePort, '/account/nieuwsbrieven')).body.toString()).toBe('astro');
    expect(asked).toEqual([]);
    read = async () => undefined;
    expect((await request(pagePort, '/facturen')).body.toString()).toBe('astro');
    read = async () => {
      throw new Error('broken');
    };
    expect((await request(pagePort, '/facturen')).body.toString()).toBe('astro');
    expect(asked).toEqual(['GET /facturen', 'GET /facturen']);
    expect(reached).toEqual(['HEAD /facturen', 'GET /account/nieuwsbrieven', 'GET /facturen', 'GET /facturen']);
  });
});
