/**
 * A slow or stopped database must not hang a signed-in request. Through the real middleware (src/middleware.ts) and
 * the real routes, with the content lake running and the process-wide database of the configuration:
 * - PostgreSQL behind a TCP proxy that stops forwarding (a frozen server or network: no error ever comes) and that
 *   refuses connections (a server that is down); skipped when no PostgreSQL answers at 127.0.0.1:5432;
 * - PGlite held by a transaction that does not end (every other query waits behind it).
 * Either way a page answers the brand's Dutch "try again shortly" page and `/api/*` JSON, both 503 with
 * `Retry-After`, within 5 seconds; a visitor without a session is not affected; and once the database answers again
 * so does the portal, without a restart.
 *
 * The 5 seconds are the portal's own deadline, not this machine's speed, so that is what is asserted: each 503 of a
 * frozen database was produced by a deadline of the portal (its one log line names the request deadline's
 * RequestTimeoutError, or a PostgreSQL connection's connect timeout), every such deadline as configured is at most
 * 5 s, and the request waited for nothing else (one 503 line per request, no PDF library loaded). A stopped server
 * is answered from the lost or refused connection itself, with no deadline waited for. When the deadline fires is proven
 * on a fake clock (src/server/service-unavailable.test.ts). The times are printed, never compared with a budget:
 * a busy machine adds its own delay to any wall-clock measure.
 *
 * And GraphQL: a resolver whose database refuses the connection answers 503 JSON, not a masked 200 or a 500.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/** Whether pdfkit has been loaded (the invoice PDF route must not load it before it has an invoice to draw). */
const loaded = vi.hoisted(() => ({ pdfkit: false }));
vi.mock('pdfkit', async (importOriginal) => {
  loaded.pdfkit = true;
  return importOriginal();
});
import { BRANDS } from '../../src/brands/registry';
import { committedTranslations } from '../../src/content/queries/translations';
import { startContentLake, type ContentLake } from '../../src/content/lake/server';
import { createTranslator } from '../../src/i18n/translate';
import { DB_CONNECT_TIMEOUT_SECONDS, dbUrl, type Db } from '../../src/server/db/client';
import { subscriptions } from '../../src/server/db/schema';
import type { Logger } from '../../src/server/log';
import { DATABASE_PROBE_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../../src/server/service-unavailable';
import { createPostgresTestDb, postgresTestUrl, type TestDb, buildAccount, buildSubscription } from '../fixtures/db';
import { startFreezableProxy, type FreezableProxy } from '../fixtures/freezable-proxy';

const ORIGIN = 'http://ad.localhost:4321';
const TOKEN = 'outage-test-token-0123456789abcdef';
/** The target for the 503 of a frozen database. */
const TARGET_MS = 5000;
/**
 * Not a budget: how long the test waits for an answer before it calls the request hung (without a deadline, a
 * request to a frozen database never answers). Far above any deadline, so a busy machine cannot reach it; the tests'
 * own timeouts leave room for several requests to reach it.
 */
const HANG_MS = 20_000;
/** The log line of every 503 answered for the database (serviceUnavailableResponse), with the error that caused it. */
const UNAVAILABLE_LINE = '[database] no answer in time: 503';
const nl = committedTranslations('nl');
const NO_ANSWER = Symbol('no answer');
const datasetDir = fileURLToPath(new URL('../../src/content/dataset', import.meta.url));

/** The answer, or NO_ANSWER when none came within `ms` (the request goes on; the test thaws it later). */
async function within(ms: number, answer: Promise<Response>): Promise<Response | typeof NO_ANSWER> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof NO_ANSWER>((resolve) => (timer = setTimeout(() => resolve(NO_ANSWER), ms)));
  answer.catch(() => {});
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** A minimal AstroCookies over the request's Cookie header (what the middleware uses of it). */
function cookiesOf(header: string) {
  const jar = new Map(
    header
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => [part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1)] as const),
  );
  return {
    get: (name: string) => (jar.has(name) ? { value: jar.get(name)! } : undefined),
    has: (name: string) => jar.has(name),
    set: (name: string, value: string) => void jar.set(name, value),
    delete: (name: string) => void jar.delete(name),
  };
}

type Route = (context: {
  request: Request;
  url: URL;
  params: Record<string, string>;
  locals: App.Locals;
  clientAddress: string;
  rewrite: (path: string) => Promise<Response>;
  redirect: (location: string, status?: number) => Response;
}) => Promise<Response>;

/** The portal as Astro runs it for one request: the middleware, then the route it lets through. */
async function portalRequest(
  modules: Modules,
  pathname: string,
  init: { cookie?: string; method?: string; body?: string } = {},
): Promise<Response> {
  const url = new URL(pathname, ORIGIN);
  const headers: Record<string, string> = { host: url.host, 'user-agent': 'vitest' };
  if (init.cookie) headers['cookie'] = init.cookie;
  if (init.body) {
    headers['content-type'] = 'application/json';
    headers['origin'] = ORIGIN;
  }
  const request = new Request(url, { method: init.method ?? 'GET', headers, body: init.body });
  const locals = {} as App.Locals;
  const context = {
    request,
    url,
    locals,
    params: {},
    clientAddress: '127.0.0.1',
    cookies: cookiesOf(init.cookie ?? ''),
    redirect: (location: string, status = 302) => new Response(null, { status, headers: { location } }),
  };
  const routes: Record<string, Route> = {
    '/api/graphql': modules.graphql,
    // The invoice PDF: a route that reads the database and answers a file, not a page.
    [INVOICE_PDF_PATH]: modules.invoicePdf,
    // A route that reads the database itself (the session lookup before it does not when there is no session).
    '/api/outage-probe': async () => {
      await (await modules.getDb()).execute(sql`select 1`);
      return Response.json({ ok: true });
    },
  };
  const next = async (rewrite?: string | URL | Request) => {
    const target = rewrite === undefined ? url.pathname : new URL(String(rewrite), ORIGIN).pathname;
    const route = routes[target];
    if (route) {
      return route({
        request,
        url,
        params: { invoice_id: INVOICE_ID },
        locals,
        clientAddress: '127.0.0.1',
        rewrite: async (path) => new Response(`<main>${path}</main>`, { status: path === '/404' ? 404 : 200 }),
        redirect: context.redirect,
      });
    }
    // Stands in for an Astro page: what matters here is whether the middleware let the request through.
    return new Response(`<main>${target}</main>`, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  };
  return modules.onRequest(context as never, next as never) as Promise<Response>;
}

interface Modules {
  onRequest: (context: unknown, next: unknown) => Promise<Response> | Response;
  graphql: Route;
  invoicePdf: Route;
  getDb: () => Promise<Db>;
  closeDb: (db?: Db) => Promise<void>;
  /** The log the loaded modules write to. */
  log: Logger;
}

/** The invoice PDF route's module, loaded on its first request as Astro loads a route (before the middleware runs). */
async function loadInvoicePdfRoute(): Promise<Route> {
  return (await import('../../src/pages/facturen/[invoice_id].pdf')).GET as unknown as Route;
}

/** Loads the portal's modules afresh, so that they read the environment the driver's setup just wrote. */
async function loadModules(): Promise<Modules> {
  vi.resetModules();
  const [{ onRequest }, { ALL }, client, { log }] = await Promise.all([
    import('../../src/middleware'),
    import('../../src/pages/api/graphql'),
    import('../../src/server/db/client'),
    import('../../src/server/log'),
  ]);
  return {
    onRequest: onRequest as unknown as Modules['onRequest'],
    graphql: ALL as unknown as Route,
    invoicePdf: async (context) => (await loadInvoicePdfRoute())(context),
    getDb: client.getDb,
    closeDb: client.closeDb,
    log,
  };
}

/**
 * The deadline of the portal that ended a request, in ms: the request deadline's (a RequestTimeoutError carries how
 * long it allowed) or a PostgreSQL connection's connect timeout; undefined for any other reason.
 */
function deadlineOf(reason: unknown): number | undefined {
  for (const error of causes(reason)) {
    if (error.name === 'RequestTimeoutError') return (error as Error & { timeoutMs: number }).timeoutMs;
    if ((error as { code?: unknown }).code === 'CONNECT_TIMEOUT') return DB_CONNECT_TIMEOUT_SECONDS * 1000;
  }
  return undefined;
}

/** An error and those it wraps (Drizzle's `cause`, GraphQL's `originalError`). */
function causes(reason: unknown): Error[] {
  const chain: Error[] = [];
  for (let current = reason; current instanceof Error && chain.length < 6;) {
    chain.push(current);
    current = (current as { originalError?: unknown }).originalError ?? current.cause;
  }
  return chain;
}

/** The errors named by the 503 log lines written while `request` ran, and its answer (NO_ANSWER when it hung). */
async function answered(
  log: Logger,
  label: string,
  request: () => Promise<Response>,
): Promise<{ response: Response | typeof NO_ANSWER; reasons: unknown[] }> {
  const warn = vi.spyOn(log, 'warn');
  const started = performance.now();
  try {
    const response = await within(HANG_MS, request());
    timings.push(`${label}: ${Math.round(performance.now() - started)} ms`);
    const reasons = warn.mock.calls
      .filter((call) => (call as unknown[])[1] === UNAVAILABLE_LINE)
      .map((call) => ((call as unknown[])[0] as { err?: unknown }).err);
    return { response, reasons };
  } finally {
    warn.mockRestore();
  }
}

/**
 * The signed-in /account once the database answers again, without a restart: asked up to 20 times, 250 ms apart,
 * until it answers 200 (the last answer when it never does).
 */
async function accountPageOnceAnswered(cookie: string): Promise<Response> {
  let answer = await portalRequest(modules, '/account', { cookie });
  for (let attempt = 1; attempt < 20 && answer.status !== 200; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    answer = await portalRequest(modules, '/account', { cookie });
  }
  return answer;
}

/** Asserts that a 503 was the work of one deadline of the portal, configured at most TARGET_MS. */
function expectDeadline(reasons: unknown[]): void {
  expect(reasons, 'one 503 log line for the request').toHaveLength(1);
  const deadline = deadlineOf(reasons[0]);
  expect(deadline, `503 not from a deadline but from ${String(reasons[0])}`).toBeDefined();
  expect(deadline).toBeLessThanOrEqual(TARGET_MS);
}

/** How a connection to a stopped server ends: closed under the client, or refused when it connects again. */
const CONNECTION_LOST = new Set(['CONNECTION_CLOSED', 'CONNECTION_ENDED', 'ECONNRESET', 'ECONNREFUSED', 'EPIPE']);

/** Asserts that a 503 came from the lost connection itself: no deadline was waited for. */
function expectConnectionLost(reasons: unknown[]): void {
  expect(reasons, 'one 503 log line for the request').toHaveLength(1);
  const codes = causes(reasons[0]).map((error) => (error as { code?: unknown }).code);
  expect(
    codes.some((code) => typeof code === 'string' && CONNECTION_LOST.has(code)),
    String(codes),
  ).toBe(true);
  expect(deadlineOf(reasons[0])).toBeUndefined();
}

/** An invoice id of the right shape (whether it exists does not matter: the database is asked either way). */
const INVOICE_ID = '00000000-0000-4000-8000-00000000beef';
const INVOICE_PDF_PATH = `/facturen/${INVOICE_ID}.pdf`;

const ACCOUNT_QUERY = JSON.stringify({ query: '{ account { id username } }' });

interface Driver {
  name: string;
  skip: boolean;
  /** Whether the database can also be made to refuse connections (a server that is down). */
  canStop: boolean;
  /** Sets up the environment and the database; returns how to make it unavailable and available again. */
  setup(): Promise<DatabaseControl>;
}

/** Makes the database unavailable and available again. */
interface DatabaseControl {
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
  /** Refuse connections (PostgreSQL only). */
  stop?(): Promise<void>;
  start?(): Promise<void>;
}

const postgresUrl = await postgresTestUrl();

const DRIVERS: Driver[] = [
  {
    name: 'PostgreSQL behind a proxy',
    skip: !postgresUrl,
    canStop: true,
    async setup() {
      const testDb: TestDb = await createPostgresTestDb();
      const direct = new URL(postgresUrl!);
      const proxy: FreezableProxy = await startFreezableProxy({
        host: direct.hostname,
        port: Number(direct.port || 5432),
      });
      const url = new URL(dbUrl(testDb.db)!);
      url.port = String(proxy.port);
      process.env.DATABASE_URL = url.toString();
      seedDb = testDb.db;
      return {
        freeze: () => proxy.freeze(),
        thaw: () => proxy.thaw(),
        stop: () => proxy.stop(),
        start: () => proxy.start(),
        close: async () => {
          await proxy.close();
          await testDb.close();
        },
      };
    },
  },
  {
    name: 'PGlite',
    skip: false,
    canStop: false,
    async setup() {
      delete process.env.DATABASE_URL;
      // The process-wide PGlite (DATA_DIR/pglite); migrated and seeded once the modules are loaded.
      seedDb = undefined;
      let release: (() => void) | undefined;
      return {
        freeze() {
          // A transaction that does not end: PGlite runs one thing at a time, every other query waits behind it.
          const held = new Promise<void>((resolve) => (release = resolve));
          void modules.getDb().then((db) =>
            db.transaction(async (tx) => {
              await tx.execute(sql`select 1`);
              await held;
            }),
          );
        },
        thaw: () => release?.(),
        close: async () => {},
      };
    },
  },
];

let seedDb: Db | undefined;
let modules: Modules;
let lake: ContentLake;
const dataDir = mkdtempSync(path.join(tmpdir(), 'mo-outage-'));
const saved = { ...process.env };

beforeAll(async () => {
  lake = await startContentLake({ port: 0, datasetDir, token: TOKEN, stateDir: path.join(dataDir, 'content') });
  process.env.CONTENT_LAKE_PORT = new URL(lake.url).port;
  process.env.SANITY_API_READ_TOKEN = TOKEN;
  process.env.SESSION_SECRET = 'outage-test-session-secret-0123456789abcdef';
  process.env.DATA_DIR = dataDir;
  delete process.env.REDIS_URL;
  delete process.env.BUILD_BRANCH;
});

afterAll(async () => {
  await lake?.close();
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
  rmSync(dataDir, { recursive: true, force: true });
});

const timings: string[] = [];
afterAll(() => {
  if (timings.length > 0) console.log(`[database outage] time to an answer:\n  ${timings.join('\n  ')}`);
});

describe('the deadlines that end a request to a frozen database', () => {
  it('are each at most the 5 s target, as configured', () => {
    // The request deadline: the database gets a probe after REQUEST_TIMEOUT_MS, then DATABASE_PROBE_TIMEOUT_MS.
    expect(REQUEST_TIMEOUT_MS + DATABASE_PROBE_TIMEOUT_MS).toBeLessThanOrEqual(TARGET_MS);
    // A new PostgreSQL connection that a frozen network never completes.
    expect(DB_CONNECT_TIMEOUT_SECONDS * 1000).toBeLessThanOrEqual(TARGET_MS);
  });
});

for (const driver of DRIVERS) {
  describe.skipIf(driver.skip)(`${driver.name}: a database that stops answering`, () => {
    let control: DatabaseControl;
    let cookie: string;

    beforeAll(async () => {
      control = await driver.setup();
      modules = await loadModules();
      const db = await modules.getDb();
      const { migrate } = await import('../../src/server/db/migrate');
      if (!seedDb) await migrate(db);
      const { createSession, SESSION_COOKIE } = await import('../../src/server/auth/session');
      const account = await buildAccount(seedDb ?? db);
      const session = await createSession(seedDb ?? db, { accountId: account.id, brandKey: 'ad', subject: account.id });
      cookie = `${SESSION_COOKIE}=${session.token}`;
    });

    afterAll(async () => {
      control?.thaw();
      await modules?.closeDb();
      await control?.close();
    });

    it('answers while the database answers', async () => {
      const page = await portalRequest(modules, '/account', { cookie });
      expect(page.status).toBe(200);
      const graphql = await portalRequest(modules, '/api/graphql', { cookie, method: 'POST', body: ACCOUNT_QUERY });
      expect(graphql.status).toBe(200);
      expect(((await graphql.json()) as { data: { account: { username: string } } }).data.account.username).toMatch(
        /@example\.nl$/,
      );
    });

    it('frozen: 503 with Retry-After by a 5 s deadline (Dutch page, JSON for /api), visitors unaffected, then recovers', async () => {
      control.freeze();
      try {
        const page = await answered(modules.log, `${driver.name}, frozen, signed-in page`, () =>
          portalRequest(modules, '/account', { cookie }),
        );
        expect(page.response, `no answer within ${HANG_MS} ms`).not.toBe(NO_ANSWER);
        const pageResponse = page.response as Response;
        expect(pageResponse.status).toBe(503);
        expect(Number(pageResponse.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(pageResponse.headers.get('content-type')).toMatch(/^text\/html/);
        const html = await pageResponse.text();
        expect(html).toContain(nl['serviceUnavailable.title']);
        expect(html).toContain(nl['serviceUnavailable.body']);
        expect(html).toContain('<html lang="nl-NL">');
        expect(html).toContain(BRANDS.ad.name);
        expectDeadline(page.reasons);

        const api = await answered(modules.log, `${driver.name}, frozen, signed-in /api/graphql`, () =>
          portalRequest(modules, '/api/graphql', { cookie, method: 'POST', body: ACCOUNT_QUERY }),
        );
        expect(api.response).not.toBe(NO_ANSWER);
        const apiResponse = api.response as Response;
        expect(apiResponse.status).toBe(503);
        expect(apiResponse.headers.get('content-type')).toMatch(/^application\/json/);
        expect(Number(apiResponse.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await apiResponse.json()).toMatchObject({
          errors: [{ message: nl['SERVICE_UNAVAILABLE'], extensions: { code: 'SERVICE_UNAVAILABLE' } }],
        });
        expectDeadline(api.reasons);

        // The invoice PDF of a signed-in subscriber: ended by the same deadline, its route loaded first as Astro does.
        const invoice = await answered(modules.log, `${driver.name}, frozen, invoice PDF`, () =>
          loadInvoicePdfRoute().then(() => portalRequest(modules, INVOICE_PDF_PATH, { cookie })),
        );
        expect(invoice.response).not.toBe(NO_ANSWER);
        expect((invoice.response as Response).status).toBe(503);
        expect(Number((invoice.response as Response).headers.get('retry-after'))).toBeGreaterThan(0);
        expectDeadline(invoice.reasons);
        // Nothing drew a PDF, so the PDF library, whose loading would come on top of the deadline, was not loaded.
        expect(loaded.pdfkit).toBe(false);

        // A route that waits for the database itself (no session to look up first).
        const probe = await answered(modules.log, `${driver.name}, frozen, route's own query`, () =>
          portalRequest(modules, '/api/outage-probe'),
        );
        expect(probe.response).not.toBe(NO_ANSWER);
        expect((probe.response as Response).status).toBe(503);
        expect((probe.response as Response).headers.get('content-type')).toMatch(/^application\/json/);
        expectDeadline(probe.reasons);

        // A visitor without a session needs no database: answered, and no deadline ended it.
        const anonymous = await answered(modules.log, `${driver.name}, frozen, visitor without a session`, () =>
          portalRequest(modules, '/klantenservice/veelgestelde-vragen'),
        );
        expect(anonymous.response).not.toBe(NO_ANSWER);
        expect((anonymous.response as Response).status).toBe(200);
        expect(anonymous.reasons).toEqual([]);
      } finally {
        control.thaw();
      }

      // Recovery without a restart.
      const started = performance.now();
      const again = await accountPageOnceAnswered(cookie);
      timings.push(`${driver.name}, thawed, first 200 after: ${Math.round(performance.now() - started)} ms`);
      expect(again.status).toBe(200);
      const graphql = await portalRequest(modules, '/api/graphql', { cookie, method: 'POST', body: ACCOUNT_QUERY });
      expect(graphql.status).toBe(200);
    });

    // Only a server can refuse connections; PGlite runs in this process.
    if (driver.canStop) {
      it('down (connections refused): 503 at once, then recovers', async () => {
        await control.stop!();
        try {
          const page = await answered(modules.log, `${driver.name}, down, signed-in page`, () =>
            portalRequest(modules, '/account', { cookie }),
          );
          expect(page.response).not.toBe(NO_ANSWER);
          expect((page.response as Response).status).toBe(503);
          expectConnectionLost(page.reasons);
          const api = await answered(modules.log, `${driver.name}, down, signed-in /api/graphql`, () =>
            portalRequest(modules, '/api/graphql', { cookie, method: 'POST', body: ACCOUNT_QUERY }),
          );
          expect(api.response).not.toBe(NO_ANSWER);
          expect((api.response as Response).status).toBe(503);
          expect(await (api.response as Response).json()).toMatchObject({
            errors: [{ extensions: { code: 'SERVICE_UNAVAILABLE' } }],
          });
          expectConnectionLost(api.reasons);
        } finally {
          await control.start!();
        }
        expect((await accountPageOnceAnswered(cookie)).status).toBe(200);
      });

      it('stopped mid-traffic: every request answers 200 or 503, no rejection goes unhandled, then recovers', async () => {
        const rejections: unknown[] = [];
        const onRejection = (reason: unknown) => rejections.push(reason);
        process.on('unhandledRejection', onRejection);
        // A listening client of its own (content events), through the same proxy: it loses its connection too.
        const { postgresContentEventTransport } = await import('../../src/server/ports/content-events');
        const events = await postgresContentEventTransport(process.env.DATABASE_URL!, { channel: 'outage_test' });
        try {
          // More requests than the pool has connections, so that new connections are being opened when it stops.
          const inFlight = Array.from({ length: 16 }, (_, i) =>
            i % 2 === 0
              ? portalRequest(modules, '/account', { cookie })
              : portalRequest(modules, '/api/graphql', { cookie, method: 'POST', body: ACCOUNT_QUERY }),
          );
          await control.stop!();
          const answers = await Promise.all(inFlight.map((request) => within(HANG_MS, request)));
          expect(answers.filter((answer) => answer === NO_ANSWER)).toHaveLength(0);
          const statuses = (answers as Response[]).map((answer) => answer.status);
          expect(
            statuses.filter((status) => status !== 200 && status !== 503),
            String(statuses),
          ).toEqual([]);
          // Requests while it is down, and a notification the listening client cannot send.
          expect((await portalRequest(modules, '/account', { cookie })).status).toBe(503);
          await events.publish({ kind: 'content', brands: ['ad'] }).catch(() => {});
        } finally {
          await control.start!();
        }
        expect((await accountPageOnceAnswered(cookie)).status).toBe(200);
        await events.close();
        // An unhandled rejection is reported once the promises of a turn have settled.
        await new Promise((resolve) => setImmediate(resolve));
        await new Promise((resolve) => setImmediate(resolve));
        process.off('unhandledRejection', onRejection);
        expect(rejections).toEqual([]);
      });
    }
  });
}

describe('GraphQL when the database refuses the connection', () => {
  it('answers 503 JSON with the Dutch message, not a masked 200 or a 500', async () => {
    const [{ handleGraphQLRequest }, { createGraphQLHandler }, { createMemoryRateLimitStore }, client] =
      await Promise.all([
        import('../../src/server/graphql/endpoint'),
        import('../../src/server/graphql/yoga'),
        import('../../src/server/ports/rate-limit'),
        import('../../src/server/db/client'),
      ]);
    // Port 9 (discard) is closed on loopback: every connection is refused at once.
    const refused = await client.createDb({ url: 'postgres://nobody@127.0.0.1:9/unused' });
    try {
      const response = await handleGraphQLRequest(
        new Request(`${ORIGIN}/api/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: ORIGIN },
          body: ACCOUNT_QUERY,
        }),
        {
          locals: {
            brand: BRANDS.ad,
            account: { id: '00000000-0000-4000-8000-000000000001', sessionId: 's', email: 'x@example.nl' },
            language: 'nl',
            preview: false,
            t: createTranslator(nl),
            translations: nl,
          } as App.Locals,
          clientAddress: '127.0.0.1',
          db: refused,
          store: createMemoryRateLimitStore(),
          handler: createGraphQLHandler({ production: false }),
        },
      );
      expect(response.status).toBe(503);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await response.json()).toMatchObject({
        errors: [{ message: nl['SERVICE_UNAVAILABLE'], extensions: { code: 'SERVICE_UNAVAILABLE' } }],
      });
    } finally {
      await client.closeDb(refused);
    }
  });
});

describe.skipIf(!postgresUrl)('PostgreSQL: a connection lost while the client sets it up', () => {
  it('is an error of the query that waited for it, never an unhandled rejection (which ends the process)', async () => {
    const client = await import('../../src/server/db/client');
    const testDb = await createPostgresTestDb();
    const direct = new URL(dbUrl(testDb.db)!);
    const proxy = await startFreezableProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    const url = new URL(direct);
    url.port = String(proxy.port);
    const db = await client.createDb({ url: url.toString() });
    try {
      // postgres.js asks a new connection's server for its array types unless told not to, in a query whose
      // failure nobody awaits: the server goes down as that query goes out, so the reconnect is refused.
      proxy.cutWhenSent('typarray', { stop: true });
      await db.execute(sql`select 1`).catch(() => {});
      // An unhandled rejection is reported once the promises of this turn have settled.
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setImmediate(resolve));
      expect(rejections).toEqual([]);
      // The server is back (when it went down), and the array columns still read and write as arrays.
      if (proxy.cuts > 0) await proxy.start();
      const account = await buildAccount(db);
      const subscription = await buildSubscription(db, account.id, { deliveryDays: [1, 3, 6] });
      const [read] = await db
        .select({ deliveryDays: subscriptions.deliveryDays })
        .from(subscriptions)
        .where(eq(subscriptions.id, subscription.id));
      expect(read?.deliveryDays).toEqual([1, 3, 6]);
    } finally {
      process.off('unhandledRejection', onRejection);
      await client.closeDb(db);
      await proxy.close();
      await testDb.close();
    }
  });
});
