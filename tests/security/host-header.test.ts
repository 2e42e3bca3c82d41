/**
 * `Host: ad.localhost@evil.example` must not give a bare English 500 (and a stack trace in the log per request):
 * it would, because Astro's Node adapter builds a `Request` from the header before our middleware runs, and a URL
 * with credentials makes `new Request` throw. A malformed Host is answered 400 with a Dutch text: on the portal's
 * Node server in front of the adapter, in the middleware, and on the account host. Requests go over real sockets,
 * since `fetch` itself will not send such a Host.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequestFromNodeRequest } from 'astro/app/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningAccountHost } from '../../src/account-host/server';
import { committedTranslations } from '../../src/content/queries/translations';
import { createTranslator } from '../../src/i18n/translate';
import { badHostResponse, guardHostHeader, isValidHostHeader } from '../../src/server/host-header';
import { createTestDb, type TestDb } from '../fixtures/db';
import { startTestAccountHost } from '../fixtures/account-host';

const t = createTranslator(committedTranslations('nl'));
const MALFORMED = [
  'ad.localhost@evil.example',
  'ad.localhost:4321@evil.example',
  'user:pass@ad.localhost',
  'ad.localhost/evil',
  'ad.localhost\\evil',
  'ad.localhost?x',
  'ad.localhost#x',
  'ad localhost',
  'ad.localhost:43a1',
  'ad.localhost:',
  '[::1',
];
const WELL_FORMED = ['ad.localhost', 'ad.localhost:4321', 'mijn.ad.nl', '127.0.0.1:4321', '[::1]:4321', 'AD.LOCALHOST'];

/** A GET over a socket with exactly this Host header. */
function rawGet(port: number, host: string, path = '/') {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

describe('the Host rule', () => {
  it('accepts host[:port] only', () => {
    for (const host of WELL_FORMED) expect(isValidHostHeader(host), host).toBe(true);
    for (const host of MALFORMED) expect(isValidHostHeader(host), host).toBe(false);
    expect(isValidHostHeader(undefined)).toBe(true);
    expect(isValidHostHeader(['a', 'b'])).toBe(false);
  });

  it("answers the middleware's 400 in Dutch", async () => {
    const response = badHostResponse();
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toContain(t('badRequest.title'));
  });
});

describe("the portal's Node server in front of Astro's adapter", () => {
  /** What the adapter does with every request first: build a fetch Request from the Host header (500 if it throws). */
  const adapter = (server: Server) =>
    server.on('request', (req, res) => {
      try {
        createRequestFromNodeRequest(req, { port: 4321 });
        res.writeHead(200).end('ok');
      } catch {
        res.writeHead(500).end('Internal Server Error');
      }
    });

  let unguarded: Server;
  let guarded: Server;
  let unguardedPort: number;
  let guardedPort: number;

  beforeAll(async () => {
    unguarded = adapter(createServer());
    guarded = adapter(createServer());
    guardHostHeader(guarded);
    unguardedPort = await listen(unguarded);
    guardedPort = await listen(guarded);
  });

  afterAll(async () => {
    await new Promise((resolve) => unguarded.close(resolve));
    await new Promise((resolve) => guarded.close(resolve));
  });

  it('without the guard the adapter fails on `ad.localhost@evil.example` (the attack)', async () => {
    expect((await rawGet(unguardedPort, 'ad.localhost@evil.example')).status).toBe(500);
  });

  it('answers every malformed Host 400 in Dutch before the adapter, and lets a good one through', async () => {
    for (const host of MALFORMED.filter((value) => !/[\s\\]/.test(value))) {
      const answer = await rawGet(guardedPort, host);
      expect(answer.status, host).toBe(400);
      expect(answer.body, host).toContain(t('badRequest.title'));
      expect(answer.body).not.toMatch(/Internal Server Error|at \S+ \(/);
    }
    for (const host of WELL_FORMED) expect((await rawGet(guardedPort, host)).status, host).toBe(200);
  });
});

describe('the account host', () => {
  let testDb: TestDb;
  let host: RunningAccountHost;

  beforeAll(async () => {
    testDb = await createTestDb();
    host = await startTestAccountHost({
      portalPort: 4996,
      db: testDb.db,
      translator: async () => t,
    });
  });

  afterAll(async () => {
    await host?.close();
    await testDb?.close();
  });

  it('answers a malformed Host 400 in Dutch, a good one as before', async () => {
    const good = `login.ad.localhost:${host.port}`;
    for (const path of ['/.well-known/openid-configuration', '/login', '/session/end']) {
      const answer = await rawGet(host.port, `${good}@evil.example`, path);
      expect(answer.status, path).toBe(400);
      expect(answer.body).toContain(t('badRequest.title'));
    }
    expect((await rawGet(host.port, good, '/.well-known/openid-configuration')).status).toBe(200);
  });
});
