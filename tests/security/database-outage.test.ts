/**
 * Issue 13 point 3: a slow or stopped database must not hang a signed-in request. Through the real middleware
 * (src/middleware.ts) and the real routes, with the content lake running and the process-wide database of the
 * configuration:
 * - PostgreSQL behind a TCP proxy that stops forwarding (a frozen server or network: no error ever comes) and that
 *   refuses connections (a server that is down); skipped when no PostgreSQL answers at 127.0.0.1:5432;
 * - PGlite held by a transaction that does not end (every other query waits behind it).
 * Either way a page answers the brand's Dutch "try again shortly" page and `/api/*` JSON, both 503 with
 * `Retry-After`, within 5 seconds; a visitor without a session is not affected; and once the database answers again
 * so does the portal, without a restart. The times are printed (asks for them).
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
import { dbUrl, type Db } from '../../src/server/db/client';
import { subscriptions } from '../../src/server/db/schema';
import { createPostgresTestDb, postgresTestUrl, type TestDb, buildAccount, buildSubscription } from '../fixtures/db';
import { startFreezableProxy, type FreezableProxy } from '../fixtures/freezable-proxy';

const ORIGIN = 'http://ad.localhost:4321';
const TOKEN = 'outage-test-token-0123456789abcdef';
/** Issue 13's target for the 503 of a frozen database. */
const TARGET_MS = 5000;
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
}

/** The invoice PDF route's module, loaded on its first request as Astro loads a route (before the middleware runs). */
async function loadInvoicePdfRoute(): Promise<Route> {
  return (await import('../../src/pages/facturen/[invoice_id].pdf')).GET as unknown as Route;
}

/** Loads the portal's modules afresh, so that they read the environment the driver's setup just wrote. */
async function loadModules(): Promise<Modules> {
  vi.resetModules();
  const [{ onRequest }, { ALL }, client] = await Promise.all([
    import('../../src/middleware'),
    import('../../src/pages/api/graphql'),
    import('../../src/server/db/client'),
  ]);
  return {
    onRequest: onRequest as unknown as Modules['onRequest'],
    graphql: ALL as unknown as Route,
    invoicePdf: async (context) => (await loadInvoicePdfRoute())(context),
    getDb: client.getDb,
    closeDb: client.closeDb,
  };
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
    }, 180_000);

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

    it('frozen: 503 with Retry-After within 5 s (Dutch page, JSON for /api), visitors unaffected, then recovers', async () => {
      control.freeze();
      try {
        let started = performance.now();
        const page = await within(TARGET_MS + 1000, portalRequest(modules, '/account', { cookie }));
        const pageMs = performance.now() - started;
        timings.push(`${driver.name}, frozen, signed-in page: ${Math.round(pageMs)} ms`);
        expect(page, 'no answer within 6 s').not.toBe(NO_ANSWER);
        const pageResponse = page as Response;
        expect(pageResponse.status).toBe(503);
        expect(Number(pageResponse.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(pageResponse.headers.get('content-type')).toMatch(/^text\/html/);
        const html = await pageResponse.text();
        expect(html).toContain(nl['serviceUnavailable.title']);
        expect(html).toContain(nl['serviceUnavailable.body']);
        expect(html).toContain('<html lang="nl-NL">');
        expect(html).toContain(BRANDS.ad.name);
        expect(pageMs).toBeLessThan(TARGET_MS);

        started = performance.now();
        const api = await within(
          TARGET_MS + 1000,
          portalRequest(modules, '/api/graphql', { cookie, method: 'POST', body: ACCOUNT_QUERY }),
        );
        timings.push(`${driver.name}, frozen, signed-in /api/graphql: ${Math.round(performance.now() - started)} ms`);
        expect(api).not.toBe(NO_ANSWER);
        const apiResponse = api as Response;
        expect(apiResponse.status).toBe(503);
        expect(apiResponse.headers.get('content-type')).toMatch(/^application\/json/);
        expect(Number(apiResponse.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await apiResponse.json()).toMatchObject({
          errors: [{ message: nl['SERVICE_UNAVAILABLE'], extensions: { code: 'SERVICE_UNAVAILABLE' } }],
        });

        // The invoice PDF of a signed-in subscriber: as quick as the pages, its route loaded first as Astro does.
        started = performance.now();
        const invoice = await within(
          TARGET_MS + 1000,
          loadInvoicePdfRoute().then(() => portalRequest(modules, INVOICE_PDF_PATH, { cookie })),
        );
        const invoiceMs = performance.now() - started;
        timings.push(`${driver.name}, frozen, invoice PDF: ${Math.round(invoiceMs)} ms`);
        expect(invoice).not.toBe(NO_ANSWER);
        expect((invoice as Response).status).toBe(503);
        expect(Number((invoice as Response).headers.get('retry-after'))).toBeGreaterThan(0);
        expect(invoiceMs).toBeLessThan(TARGET_MS);
        // Nothing drew a PDF, so the PDF library, whose loading would come on top of the deadline, was not loaded.
        expect(loaded.pdfkit).toBe(false);

        // A route that waits for the database itself (no session to look up first).
        started = performance.now();
        const probe = await within(TARGET_MS + 1000, portalRequest(modules, '/api/outage-probe'));
        timings.push(`${driver.name}, frozen, route's own query: ${Math.round(performance.now() - started)} ms`);
        expect(probe).not.toBe(NO_ANSWER);
        expect((probe as Response).status).toBe(503);
        expect((probe as Response).headers.get('content-type')).toMatch(/^application\/json/);

        // A visitor without a session needs no database.
        const anonymous = await within(TARGET_MS, portalRequest(modules, '/klantenservice/veelgestelde-vragen'));
        expect(anonymous).not.toBe(NO_ANSWER);
        expect((anonymous as Response).status).toBe(200);
      } finally {
        control.thaw();
      }

      // Recovery without a restart.
      const started = performance.now();
      let again: Response | undefined;
      for (let attempt = 0; attempt < 20; attempt += 1) {
        again = await portalRequest(modules, '/account', { cookie });
        if (again.status === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      timings.push(`${driver.name}, thawed, first 200 after: ${Math.round(performance.now() - started)} ms`);
      expect(again?.status).toBe(200);
      const graphql = await portalRequest(modules, '/api/graphql', { cookie, method: 'POST', body: ACCOUNT_QUERY });
      expect(graphql.status).toBe(200);
    }, 60_000);

    // Only a server can refuse connections; PGlite runs in this process.
    if (driver.canStop) {
      it('down (connections refused): 503 at once, then recovers', async () => {
        await control.stop!();
        try {
          const started = performance.now();
          const page = await within(TARGET_MS + 1000, portalRequest(modules, '/account', { cookie }));
          timings.push(`${driver.name}, down, signed-in page: ${Math.round(performance.now() - started)} ms`);
          expect(page).not.toBe(NO_ANSWER);
          expect((page as Response).status).toBe(503);
          const api = await within(
            TARGET_MS + 1000,
            portalRequest(modules, '/api/graphql', { cookie, method: 'POST', body: ACCOUNT_QUERY }),
          );
          expect(api).not.toBe(NO_ANSWER);
          expect((api as Response).status).toBe(503);
          expect(await (api as Response).json()).toMatchObject({
            errors: [{ extensions: { code: 'SERVICE_UNAVAILABLE' } }],
          });
        } finally {
          await control.start!();
        }
        let again: Response | undefined;
        for (let attempt = 0; attempt < 20 && again?.status !== 200; attempt += 1) {
          again = await portalRequest(modules, '/account', { cookie });
          if (again.status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
        }
        expect(again?.status).toBe(200);
      }, 60_000);
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
