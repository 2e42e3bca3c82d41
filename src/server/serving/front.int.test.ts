/**
 * The front on a real node:http server in front of a trivial listener (standing in for Astro), over HTTP: the
 * Brotli answer decodes to the page's bytes, If-None-Match gives 304, and a content event makes it pick up a build
 * swapped in after it cached the page. The clock is frozen so that only the events, not the once-a-second look at
 * the brand's link, can show the new build.
 */
import { brandFlags, PUBLISHED_GENERAL_FLAGS } from '../../content/dataset/source/feature-flags';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeResponse } from 'astro/app/node';
import { rawRequest, unfinishedBodyExchange, PIECE } from '../../../tests/fixtures/raw-http';
import { deliverContentEvent } from '../ports/content-events';
import { generateBrandPages, type PageFetcher } from '../prebuilt/generate';
import { installFront, type Front } from './front';

const FAQ = '/klantenservice/veelgestelde-vragen';

const pageFor = (version: number) =>
  `<!doctype html><title>Veelgestelde vragen v${version}</title>${'<details><summary>Hoe zeg ik op?</summary></details>'.repeat(300)}`;

const fetcherFor =
  (version: number): PageFetcher =>
  async (_brand, pagePath) => ({
    status: pagePath === '/404' ? 404 : pagePath === '/500' ? 500 : 200,
    body: pageFor(version),
    csp: "script-src 'self'",
  });

/** ad's FAQ as a browser asking for Brotli gets it, answered as sent. */
const get = (port: number, headers: http.OutgoingHttpHeaders = {}) =>
  rawRequest(port, FAQ, { headers: { host: 'ad.localhost', 'accept-encoding': 'br', ...headers } });

const text = (answer: { headers: http.IncomingHttpHeaders; body: Buffer }) =>
  answer.headers['content-encoding'] === 'br'
    ? zlib.brotliDecompressSync(answer.body).toString()
    : answer.body.toString();

let dir: string;
let server: http.Server;
let front: Front;
let port: number;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mo-front-int-'));
  await generateBrandPages({ brands: ['ad'], fetcher: fetcherFor(1), root: dir });
  server = http.createServer((req, res) => {
    // A refusal before the body is read, as Astro writes an answer with the middleware's `Connection: close`.
    if (req.method === 'PUT') {
      void writeResponse(
        new Response(JSON.stringify({ errors: [{ message: 'Log eerst in' }] }), {
          status: 401,
          headers: { 'content-type': 'application/json', connection: 'close' },
        }),
        res,
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('astro');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  front = installFront(server, {
    clientDir: path.join(dir, 'client'),
    prebuiltRoot: dir,
    now: () => 0,
    liveFlags: () => ({ ...PUBLISHED_GENERAL_FLAGS, ...brandFlags('ad') }),
  });
});

afterAll(async () => {
  front.close();
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe('the front over HTTP', () => {
  it('answers Brotli that decodes to the prebuilt file’s bytes, and 304 to its ETag', async () => {
    const answer = await get(port);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['x-mo-prebuilt']).toBe('ad');
    const file = await readFile(path.join(dir, 'ad', FAQ, 'index.html'));
    expect(zlib.brotliDecompressSync(answer.body).equals(file)).toBe(true);
    expect(answer.body.length).toBeLessThan(file.length / 10);

    const again = await get(port, { 'if-none-match': answer.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('picks up a newly swapped build on a `pages` event, and holds the brand back after a `content` event', async () => {
    expect(text(await get(port))).toBe(pageFor(1));
    await generateBrandPages({ brands: ['ad'], fetcher: fetcherFor(2), root: dir });
    // Cached, and the frozen clock never looks at the link again.
    expect(text(await get(port))).toBe(pageFor(1));
    deliverContentEvent({ kind: 'pages', brands: ['ad'] });
    expect(text(await get(port))).toBe(pageFor(2));

    // An editor published: until the brand's rebuild is in, the middleware (here: the trivial listener) answers.
    deliverContentEvent({ kind: 'content', brands: ['ad'] });
    expect(text(await get(port))).toBe('astro');
    await generateBrandPages({ brands: ['ad'], fetcher: fetcherFor(3), root: dir });
    deliverContentEvent({ kind: 'pages', brands: ['ad'] });
    expect(text(await get(port))).toBe(pageFor(3));
  });
});

describe('a body nobody reads', () => {
  it('is not read through the front either: the refusal comes with the body unfinished, and the connection closes', async () => {
    const head = `PUT /api/contact/upload/x HTTP/1.1\r\nhost: ad.localhost\r\naccept-encoding: br\r\ncontent-type: image/png\r\ncontent-length: ${64 * 1024 * 1024}\r\n\r\n`;
    const answer = await unfinishedBodyExchange(port, head, 2 * PIECE, false);
    expect(answer.status).toBe(401);
    expect(answer.headers['connection']).toBe('close');
    expect(answer.closed).toBe(true);
  });
});
