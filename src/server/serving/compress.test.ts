import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../../../tests/fixtures/raw-http';
import { compressWholeAnswer, isCompressibleType, SMALL_BODY_BYTES, withCompression } from './compress';

describe('isCompressibleType', () => {
  it('text, JSON, JavaScript, XML and SVG', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'text/css',
      'text/plain',
      'text/javascript',
      'application/json',
      'application/graphql-response+json; charset=utf-8',
      'application/javascript',
      'application/xml',
      'image/svg+xml',
    ]) {
      expect(isCompressibleType(type), type).toBe(true);
    }
  });

  it('not event streams, binaries or a missing type', () => {
    for (const type of [
      'text/event-stream',
      'image/png',
      'font/woff2',
      'application/octet-stream',
      'multipart/mixed',
    ]) {
      expect(isCompressibleType(type), type).toBe(false);
    }
    expect(isCompressibleType(undefined)).toBe(false);
  });
});

describe('compressWholeAnswer', () => {
  const asked = (acceptEncoding?: string, method = 'GET') =>
    ({ method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }) as http.IncomingMessage;
  const json = JSON.stringify({ data: { account: { bio: 'Mijn Omgeving '.repeat(150) } } });

  it('compresses a text answer as the encodings allow and says so in its headers', () => {
    for (const [accept, decode] of [
      ['gzip, deflate, br, zstd', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const headers: http.OutgoingHttpHeaders = { 'content-type': 'application/json; charset=utf-8' };
      const sent = compressWholeAnswer(asked(accept), 200, headers, Buffer.from(json));
      expect(decode(sent).toString()).toBe(json);
      expect(headers['content-encoding']).toBe(accept === 'gzip' ? 'gzip' : 'br');
      expect(headers['content-length']).toBe(sent.length);
      expect(headers['vary']).toBe('Accept-Encoding');
      expect(sent.length).toBeLessThan(json.length / 4);
    }
    expect(json.length).toBeLessThan(SMALL_BODY_BYTES);
  });

  it('sends as it is, with its length, a small body, another type, no encoding asked for, or an encoded one', () => {
    const cases: Array<[http.OutgoingHttpHeaders, string | undefined, string]> = [
      [{ 'content-type': 'application/json' }, 'br', '{"data":null}'],
      [{ 'content-type': 'image/png' }, 'br', json],
      [{ 'content-type': 'application/json' }, undefined, json],
      [{ 'content-type': 'application/json', 'content-encoding': 'identity' }, 'br', json],
    ];
    for (const [headers, accept, body] of cases) {
      const sent = compressWholeAnswer(asked(accept), 200, headers, Buffer.from(body));
      expect(sent.toString()).toBe(body);
      expect(headers['content-length']).toBe(Buffer.byteLength(body));
      expect(headers['content-encoding']).not.toBe('br');
    }
  });
});

const BIG = 'Mijn Omgeving '.repeat(500);
/** About 4 MB that compresses poorly, in 64 KB chunks. */
const PIPED = Array.from({ length: 64 }, (_, index) =>
  Array.from({ length: 4096 }, (_, line) => ((index * 7919 + line * 104729) % 1_000_003).toString(36)).join(' '),
);

let server: http.Server;
let port: number;
beforeAll(async () => {
  server = http.createServer(
    withCompression((req, res) => {
      const url = req.url ?? '/';
      if (url === '/small') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<p>klein</p>');
      if (url === '/piped') {
        // Astro's static handler pipes files: backpressure must hold through the compressor.
        res.setHeader('content-type', 'text/plain; charset=utf-8');
        return void Readable.from(PIPED.map((chunk) => Buffer.from(chunk))).pipe(res);
      }
      if (url === '/small-chunks') {
        // Astro's way: the head, then the body in chunks, no length.
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<p>');
        res.write(new TextEncoder().encode('klein'));
        return void res.end('</p>');
      }
      if (url === '/sse') return void res.writeHead(200, { 'content-type': 'text/event-stream' }).end(BIG);
      if (url === '/png') return void res.writeHead(200, { 'content-type': 'image/png' }).end(BIG);
      if (url === '/304') return void res.writeHead(304, { 'content-type': 'text/html' }).end();
      if (url === '/encoded') {
        return void res
          .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
          .end(zlib.gzipSync(BIG));
      }
      if (url === '/whole') {
        // A page rendered whole: its head says its length, then the body in one or two writes.
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(BIG) });
        res.write(BIG.slice(0, 100));
        return void res.end(BIG.slice(100));
      }
      // Streamed like Astro writes a page: headers, then chunks.
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', vary: 'Cookie' });
      res.write(BIG.slice(0, 10));
      res.write(BIG.slice(10, 1000));
      res.write(BIG.slice(1000, 2000));
      res.end(BIG.slice(2000));
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const get = (target: string, encoding: string | undefined, method = 'GET') =>
  rawRequest(port, target, { method, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('withCompression: Astro’s answers', () => {
  it('Brotli or gzip as accepted, Vary merged; an answer that ended within 64 KB compressed whole, with its length', async () => {
    const br = await get('/page', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(br.headers['content-length']).toBe(String(br.body.length));
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(BIG);
    const gz = await get('/page', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(BIG);
    expect((await get('/page', undefined)).body.toString()).toBe(BIG);
  });

  it('a page whose head says its length (within 64 KB) compressed whole, with its compressed length', async () => {
    for (const encoding of ['br', 'gzip']) {
      const answer = await get('/whole', encoding);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['content-length']).toBe(String(answer.body.length));
      expect(answer.headers['transfer-encoding']).toBeUndefined();
      const body = encoding === 'br' ? zlib.brotliDecompressSync(answer.body) : zlib.gunzipSync(answer.body);
      expect(body.toString()).toBe(BIG);
    }
  });

  it('a piped stream arrives whole (backpressure through the compressor), streamed without a length', async () => {
    const answer = await get('/piped', 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-length']).toBeUndefined();
    expect(zlib.gunzipSync(answer.body).toString()).toBe(PIPED.join(''));
  });

  it('not a small body, also when it comes in chunks without a length (sent with its length)', async () => {
    for (const target of ['/small', '/small-chunks']) {
      const answer = await get(target, 'br, gzip');
      expect(answer.headers['content-encoding'], target).toBeUndefined();
      expect(answer.body.toString()).toBe('<p>klein</p>');
      expect(answer.headers['content-length']).toBe('12');
      expect(answer.headers.vary).toBe('Accept-Encoding');
    }
  });

  it('not event streams, binaries, 304, HEAD or answers already encoded', async () => {
    for (const target of ['/sse', '/png', '/304', '/encoded']) {
      const answer = await get(target, 'br, gzip');
      expect(answer.headers['content-encoding'] ?? 'none', target).toBe(target === '/encoded' ? 'gzip' : 'none');
    }
    expect((await get('/page', 'br', 'HEAD')).headers['content-encoding']).toBeUndefined();
  });
});
