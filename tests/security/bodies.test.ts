/**
 * Request bodies are bounded: every endpoint of src/pages/api that takes a body reads at most its
 * own limit while the body streams in and answers 413 with JSON, whether the client declares a Content-Length or
 * streams a chunked body of any size. The last part sends real chunked and declared bodies over HTTP through the
 * node adapter's own request conversion (astro/app/node, with the global limit of astro.config.mjs) and checks how
 * much of them the server read off the socket.
 */
import { once } from 'node:events';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIContext } from 'astro';
import { createRequestFromNodeRequest, writeResponse } from 'astro/app/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BRANDS } from '../../src/brands/registry';
import { committedTranslations } from '../../src/content/queries/translations';
import { createTranslator } from '../../src/i18n/translate';
import { commercialOfferingsRoute } from '../../src/pages/api/commercial-offerings';
import { ALL as upload } from '../../src/pages/api/contact/upload/[token]';
import { POST as logout } from '../../src/pages/api/logout';
import { ALL as paymentWebhook } from '../../src/pages/api/payments/webhook';
import { POST as stay } from '../../src/pages/api/auth/stay';
import { POST as switchAccount } from '../../src/pages/api/auth/switch';
import { newsletterRoute } from '../../src/pages/api/newsletter';
import { passwordRoute } from '../../src/pages/api/pass';
import type { Db } from '../../src/server/db/client';
import { handleGraphQLRequest } from '../../src/server/graphql/endpoint';
import { createGraphQLHandler } from '../../src/server/graphql/yoga';
import { createMemoryRateLimitStore } from '../../src/server/ports/rate-limit';
import { handleRebuildWebhook } from '../../src/server/prebuilt/rebuild-endpoint';
import type { RebuildJobs } from '../../src/server/prebuilt/queue';
import { BODY_LIMITS, MAX_REQUEST_BODY } from '../../src/server/request-body';
import type { Services } from '../../src/server/services';

// The form routes open the process-wide database before they look at the request; without a session cookie they never
// query it. A PostgreSQL URL nobody listens on keeps them off the developer's own PGlite folder (postgres-js connects
// only on the first query).
vi.hoisted(() => {
  process.env.DATABASE_URL = 'postgres://nobody@127.0.0.1:9/unused';
});

const ORIGIN = 'http://ad.localhost:4321';
const CHUNK = 64 * 1024;
/** What a refused body may have been read beyond the limit: the chunk that crossed it and one in flight. */
const SLACK = 2 * CHUNK;
const t = createTranslator(committedTranslations('nl'));

/**
 * A chunked body of `total` bytes of JSON-looking text, without Content-Length, that counts how much of it the
 * endpoint pulled.
 */
function countedBody(total = 64 * 1024 * 1024) {
  const piece = new TextEncoder().encode('['.padEnd(CHUNK, ' '));
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= total) {
          controller.close();
          return;
        }
        const next = piece.slice(0, Math.min(CHUNK, total - pulled));
        pulled += next.byteLength;
        controller.enqueue(next);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled };
}

function streamed(
  path: string,
  method: string,
  body: ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
) {
  return new Request(`${ORIGIN}${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
}

const rebuildDeps = () => ({
  // The bodies are refused before anything is queued: a queue that queues nothing and has nothing to show.
  queue: {
    enqueue: async () => ({ batchId: '00000000-0000-4000-8000-000000000000', added: [], rebuilds: [] }),
    state: async () => ({ idle: true, queued: [], running: null, active: [], finished: [], errors: [], rebuilds: [] }),
  } satisfies RebuildJobs,
  secret: 'webhook-secret-for-tests',
  clearCache: () => {},
});

const account = { id: '00000000-0000-4000-8000-000000000001', sessionId: 'session-1', email: 'groot@example.nl' };
// The bodies are refused before any service is called.
const noServices = {} as Services;

/** Every endpoint that takes a body, called as Astro calls it, with its own limit. */
const ENDPOINTS: Array<{ name: string; limit: number; call: (request: Request) => Promise<Response> }> = [
  {
    name: 'POST /api/rebuild',
    limit: BODY_LIMITS.rebuild,
    call: (request) => handleRebuildWebhook(request, rebuildDeps()),
  },
  {
    name: 'POST /api/graphql',
    limit: BODY_LIMITS.graphql,
    call: (request) =>
      handleGraphQLRequest(request, {
        locals: { brand: BRANDS.ad, t, language: 'nl', preview: false, translations: {} } as unknown as App.Locals,
        clientAddress: '127.0.0.1',
        db: {} as Db,
        store: createMemoryRateLimitStore(),
        handler: createGraphQLHandler({ production: false }),
      }),
  },
  {
    name: 'POST /api/pass',
    limit: BODY_LIMITS.service,
    call: (request) => passwordRoute(request, { services: noServices, account }),
  },
  {
    name: 'PUT /api/newsletter',
    limit: BODY_LIMITS.service,
    call: (request) =>
      newsletterRoute(request, {
        services: noServices,
        account,
        brandKey: 'ad',
        enabled: true,
        loadNewsletters: async () => [],
      }),
  },
  {
    name: 'PUT /api/commercial-offerings',
    limit: BODY_LIMITS.service,
    call: (request) => commercialOfferingsRoute(request, { services: noServices, account, brandKey: 'ad' }),
  },
  ...(
    [
      ['POST /api/logout', logout],
      ['POST /api/auth/stay', stay],
      ['POST /api/auth/switch', switchAccount],
    ] as const
  ).map(([name, route]) => ({
    name,
    limit: BODY_LIMITS.form,
    call: async (request: Request) =>
      route({
        request,
        url: new URL(request.url),
        locals: { brand: BRANDS.ad, t, language: 'nl', origin: 'WEB' } as unknown as App.Locals,
        clientAddress: '127.0.0.1',
      } as unknown as APIContext),
  })),
];

describe('every endpoint that takes a body reads at most its own limit of a chunked body and answers 413', () => {
  it.each(ENDPOINTS)('$name', async ({ name, limit, call }) => {
    const [method, path] = name.split(' ') as [string, string];
    const body = countedBody();
    const response = await call(streamed(path, method, body.stream));
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('connection')).toBe('close');
    await response.json();
    expect(body.pulled()).toBeLessThanOrEqual(limit + SLACK);
  });

  it.each(ENDPOINTS)('$name: a body within the limit is read whole and not refused', async ({ name, limit, call }) => {
    const [method, path] = name.split(' ') as [string, string];
    const size = Math.min(limit, CHUNK);
    const body = countedBody(size);
    // The endpoint goes on to its services, which this test does not provide: only the body's fate matters here.
    const status = await call(streamed(path, method, body.stream)).then(
      (response) => response.status,
      () => 'went on to the services',
    );
    expect(status).not.toBe(413);
    expect(body.pulled()).toBe(size);
  });
});

describe('the global limit', () => {
  it('is the largest legitimate body: a contact form with three attachments of 5 MB', () => {
    expect(MAX_REQUEST_BODY).toBeGreaterThanOrEqual(3 * 5 * 1024 * 1024);
    expect(MAX_REQUEST_BODY).toBeLessThanOrEqual(16 * 1024 * 1024);
    for (const limit of Object.values(BODY_LIMITS)) expect(limit).toBeLessThanOrEqual(MAX_REQUEST_BODY);
  });
});

const UPLOAD_PATH = '/api/contact/upload/token';
const WEBHOOK_PATH = '/api/payments/webhook';
const attachmentsOn = { isContactFormEnabled: true, isContactFormAttachmentEnabled: true };

/** The routes the server below answers besides POST /api/rebuild, with the locals of a visitor without a session. */
const ROUTES: Record<string, (request: Request) => Response | Promise<Response>> = {
  [UPLOAD_PATH]: (request) => upload(routeContext(request, { flags: attachmentsOn })),
  [`${UPLOAD_PATH}-zonder-bijlagen`]: (request) =>
    upload(routeContext(request, { flags: { ...attachmentsOn, isContactFormAttachmentEnabled: false } })),
  [WEBHOOK_PATH]: (request) => paymentWebhook(routeContext(request)),
};

function routeContext(request: Request, locals: Record<string, unknown> = {}): APIContext {
  return {
    request,
    url: new URL(request.url),
    params: { token: 'token' },
    locals: { brand: BRANDS.ad, t, language: 'nl', ...locals },
    clientAddress: '127.0.0.1',
  } as unknown as APIContext;
}

/**
 * The node adapter's request handling (the same astro/app/node functions and body limit @astrojs/node uses) in
 * front of POST /api/rebuild, the upload link and the payment callback; records how many bytes the server read off
 * each socket.
 */
describe('over HTTP, through the node adapter', () => {
  let server: Server;
  let port: number;
  const bytesRead: number[] = [];
  const bodiesOfGets: Array<ReadableStream | null> = [];

  beforeAll(async () => {
    server = createServer(async (req: IncomingMessage, res) => {
      const socket = req.socket;
      socket.once('close', () => bytesRead.push(socket.bytesRead));
      const request = createRequestFromNodeRequest(req, { bodySizeLimit: MAX_REQUEST_BODY });
      if (request.method === 'GET') {
        bodiesOfGets.push(request.body);
        await writeResponse(new Response('ok'), res);
        return;
      }
      const route = ROUTES[new URL(request.url).pathname] ?? ((r: Request) => handleRebuildWebhook(r, rebuildDeps()));
      await writeResponse(await route(request), res);
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /** Sends up to `total` bytes in chunks until the server answers; resolves with the status and what was sent. */
  function send(total: number, headers: Record<string, string | number> = {}, method = 'POST', path = '/api/rebuild') {
    return new Promise<{ status: number; sent: number }>((resolve, reject) => {
      const piece = Buffer.alloc(CHUNK, 0x20);
      let sent = 0;
      let status = 0;
      const req = httpRequest({ host: '127.0.0.1', port, method, path, headers });
      const pump = () => {
        while (status === 0 && sent < total) {
          sent += CHUNK;
          if (!req.write(piece)) {
            req.once('drain', pump);
            return;
          }
        }
        if (status === 0) req.end();
      };
      req.on('response', (res) => {
        status = res.statusCode ?? 0;
        res.resume();
        res.on('end', () => resolve({ status, sent }));
        res.on('error', () => resolve({ status, sent }));
      });
      // The server closes the connection after its 413 while we may still be writing.
      req.on('error', (error) => (status ? resolve({ status, sent }) : reject(error)));
      pump();
    });
  }

  /** How many bytes the server read off the connection of the request sent after `before` connections closed. */
  async function bytesReadAfter(before: number): Promise<number> {
    for (let i = 0; i < 100 && bytesRead.length === before; i += 1) await new Promise((r) => setTimeout(r, 20));
    expect(bytesRead.length).toBe(before + 1);
    return bytesRead.at(-1)!;
  }

  it('a 256 MB chunked body gets 413 after the server read about 1 MiB of it, and the connection closes', async () => {
    const before = bytesRead.length;
    const { status, sent } = await send(256 * 1024 * 1024, { 'content-type': 'application/json' });
    expect(status).toBe(413);
    const read = await bytesReadAfter(before);
    expect(read).toBeLessThan(BODY_LIMITS.rebuild + 4 * 1024 * 1024);
    expect(sent).toBeLessThan(256 * 1024 * 1024);
  });

  it('a declared 900 MB body gets 413 before the server reads it', async () => {
    const before = bytesRead.length;
    const { status } = await send(CHUNK, { 'content-type': 'application/json', 'content-length': 900_000_000 });
    expect(status).toBe(413);
    expect(await bytesReadAfter(before)).toBeLessThan(1024 * 1024);
  });

  it('an anonymous upload gets its 401 without the server reading the rest of a 64 MB body', async () => {
    const before = bytesRead.length;
    const { status } = await send(64 * 1024 * 1024, { 'content-type': 'image/png' }, 'PUT', UPLOAD_PATH);
    expect(status).toBe(401);
    expect(await bytesReadAfter(before)).toBeLessThan(4 * 1024 * 1024);
  });

  it('an upload to a brand without attachments gets its 404 alike, also with a declared length', async () => {
    const before = bytesRead.length;
    const { status } = await send(
      64 * 1024 * 1024,
      { 'content-type': 'image/png', 'content-length': 64 * 1024 * 1024 },
      'PUT',
      `${UPLOAD_PATH}-zonder-bijlagen`,
    );
    expect(status).toBe(404);
    expect(await bytesReadAfter(before)).toBeLessThan(4 * 1024 * 1024);
  });

  it('a chunked payment callback over its 4 KiB gets 413, not 404, and the connection closes', async () => {
    const before = bytesRead.length;
    const { status } = await send(
      64 * 1024 * 1024,
      { 'content-type': 'application/x-www-form-urlencoded' },
      'POST',
      WEBHOOK_PATH,
    );
    expect(status).toBe(413);
    expect(await bytesReadAfter(before)).toBeLessThan(4 * 1024 * 1024);
  });

  it('a payment callback with a wrong method gets its 405 without the server reading the body', async () => {
    const before = bytesRead.length;
    const { status } = await send(64 * 1024 * 1024, { 'content-type': 'application/json' }, 'PUT', WEBHOOK_PATH);
    expect(status).toBe(405);
    expect(await bytesReadAfter(before)).toBeLessThan(4 * 1024 * 1024);
  });

  it('a GET never hands its body to an endpoint (GET endpoints read none)', async () => {
    const { status } = await send(CHUNK, { 'transfer-encoding': 'chunked' }, 'GET');
    expect(status).toBe(200);
    expect(bodiesOfGets.at(-1)).toBeNull();
  });
});
