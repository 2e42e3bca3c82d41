/**
 * The built-in account host when its database stops answering or refuses connections: the first step of every
 * sign-in (`GET /auth?…`, the provider's authorization endpoint) and the password form answer as the portal does
 * (tests/security/database-outage.test.ts): the brand's Dutch "try again shortly" page, 503 with `Retry-After`,
 * within 5 seconds; and once the database answers again, so does the host, without a restart. PostgreSQL behind a
 * TCP proxy that stops forwarding or refuses connections; skipped when no PostgreSQL answers at 127.0.0.1:5432.
 *
 * The 5 seconds are the host's own deadline, not this machine's speed, so that is what is asserted (as in
 * database-outage.test.ts): each 503 of a frozen database was produced by a deadline (its log line names the request
 * deadline's RequestTimeoutError or a connection's connect timeout), each configured at most 5 s; a stopped server is
 * answered from the refused or lost connection, with no deadline waited for. The times are printed, not compared.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningAccountHost } from '../../src/account-host/server';
import { committedTranslations } from '../../src/content/queries/translations';
import { createTranslator } from '../../src/i18n/translate';
import { localFetch } from '../../src/server/auth/local-fetch';
import { handleLogin } from '../../src/server/auth/portal-handlers';
import { ACCOUNT_HOST_UNAVAILABLE_LINE } from '../../src/account-host/provider';
import { closeDb, createDb, DB_CONNECT_TIMEOUT_SECONDS, dbUrl, type Db } from '../../src/server/db/client';
import { log } from '../../src/server/log';
import { hashPassword } from '../../src/server/domain/identity';
import { startTestAccountHost } from '../fixtures/account-host';
import { CookieJar } from '../fixtures/browser';
import { buildAccount, createPostgresTestDb, postgresTestUrl, type TestDb } from '../fixtures/db';
import { startFreezableProxy, type FreezableProxy } from '../fixtures/freezable-proxy';

const PORTAL_PORT = 4998;
const PASSWORD = 'Geheim-wachtwoord-42';
/** The portal's target for the 503 of a database that does not answer. */
const TARGET_MS = 5000;
const nl = committedTranslations('nl');
const t = createTranslator(nl);
const NO_ANSWER = Symbol('no answer');
/**
 * Not a budget: how long the test waits before it calls a request hung (without a deadline, a request to a frozen
 * database never answers). Far above any deadline, so a busy machine cannot reach it.
 */
const HANG_MS = 20_000;
const timings: string[] = [];
afterAll(() => {
  if (timings.length > 0) console.log(`[account host outage] time to an answer:\n  ${timings.join('\n  ')}`);
});

/** An error and those it wraps (Drizzle's `cause`). */
function causes(reason: unknown): Error[] {
  const chain: Error[] = [];
  for (let current = reason; current instanceof Error && chain.length < 6; current = current.cause) chain.push(current);
  return chain;
}

/** The deadline that ended a request, in ms: the request deadline's or a connection's connect timeout. */
function deadlineOf(reason: unknown): number | undefined {
  for (const error of causes(reason)) {
    if (error.name === 'RequestTimeoutError') return (error as Error & { timeoutMs: number }).timeoutMs;
    if ((error as { code?: unknown }).code === 'CONNECT_TIMEOUT') return DB_CONNECT_TIMEOUT_SECONDS * 1000;
  }
  return undefined;
}

/** How a connection to a stopped server ends. */
const CONNECTION_LOST = new Set(['CONNECTION_CLOSED', 'CONNECTION_ENDED', 'ECONNRESET', 'ECONNREFUSED', 'EPIPE']);

const postgresUrl = await postgresTestUrl();

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

describe.skipIf(!postgresUrl)('the account host when its database stops answering', () => {
  let testDb: TestDb;
  let proxy: FreezableProxy;
  let db: Db;
  let host: RunningAccountHost;
  let email: string;

  /** A browser's request: HTML accepted, the jar's cookies kept, redirects not followed. */
  async function browse(jar: CookieJar, url: string, form?: Record<string, string>): Promise<Response> {
    const headers: Record<string, string> = { accept: 'text/html', cookie: jar.header() };
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const init = { method: form ? 'POST' : 'GET', headers, body: form && new URLSearchParams(form).toString() };
    const response = await localFetch(url, { ...init, redirect: 'manual' } as never);
    jar.store(response);
    return response;
  }

  /** Where the portal sends a browser to sign in: the authorization endpoint with a fresh state and PKCE. */
  async function authorizeUrl(): Promise<string> {
    const login = await handleLogin(new Request(`http://ad.localhost:${PORTAL_PORT}/api/auth/login?callback_url=/`), {
      oidc: { portalPort: PORTAL_PORT, accountHostPort: host.port },
    });
    expect(login.status).toBe(302);
    return login.headers.get('location')!;
  }

  /** A browser at the password form: the action it posts to, with its cookies. */
  async function atPasswordForm(): Promise<{ jar: CookieJar; action: string }> {
    const jar = new CookieJar();
    const authorize = await authorizeUrl();
    const toInteraction = await browse(jar, authorize);
    expect(toInteraction.status).toBe(303);
    const interaction = new URL(toInteraction.headers.get('location')!, authorize).href;
    const page = await browse(jar, interaction);
    expect(page.status).toBe(200);
    const action = /<form[^>]*\saction="([^"]+)"/.exec(await page.text())?.[1]?.replaceAll('&amp;', '&');
    expect(action).toBeTruthy();
    return { jar, action: new URL(action!, interaction).href };
  }

  /**
   * A 503 "try again shortly" page in Dutch with Retry-After, caused by a deadline of at most the 5 s target (frozen)
   * or by the lost connection itself (down).
   */
  async function expectUnavailable(name: string, cause: 'deadline' | 'connection', answer: () => Promise<Response>) {
    const warn = vi.spyOn(log, 'warn');
    const started = performance.now();
    try {
      const response = await within(HANG_MS, answer());
      timings.push(`${name} (${cause}): ${Math.round(performance.now() - started)} ms`);
      expect(response, `${name}: no answer within ${HANG_MS} ms`).not.toBe(NO_ANSWER);
      const page = response as Response;
      expect(page.status, name).toBe(503);
      expect(Number(page.headers.get('retry-after')), name).toBeGreaterThan(0);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await page.text();
      expect(html).toContain(nl['serviceUnavailable.title']);
      expect(html).toContain(nl['serviceUnavailable.body']);
      const reasons = warn.mock.calls
        .filter((call) => (call as unknown[])[1] === ACCOUNT_HOST_UNAVAILABLE_LINE)
        .map((call) => ((call as unknown[])[0] as { err?: unknown }).err);
      expect(reasons.length, `${name}: a 503 log line`).toBeGreaterThan(0);
      for (const reason of reasons) {
        const deadline = deadlineOf(reason);
        if (cause === 'deadline') {
          expect(deadline, `${name}: 503 not from a deadline but from ${String(reason)}`).toBeDefined();
          expect(deadline).toBeLessThanOrEqual(TARGET_MS);
        } else {
          const codes = causes(reason).map((error) => (error as { code?: unknown }).code);
          expect(
            codes.some((code) => typeof code === 'string' && CONNECTION_LOST.has(code)),
            String(codes),
          ).toBe(true);
          expect(deadline).toBeUndefined();
        }
      }
    } finally {
      warn.mockRestore();
    }
  }

  /** Signing in works again, without a restart. */
  async function expectRecovered() {
    let status = 0;
    for (let attempt = 0; attempt < 40 && status !== 303; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 250));
      status = (await browse(new CookieJar(), await authorizeUrl())).status;
    }
    expect(status).toBe(303);
    const { jar, action } = await atPasswordForm();
    const submitted = await browse(jar, action, { email, password: PASSWORD });
    expect([302, 303]).toContain(submitted.status);
  }

  beforeAll(async () => {
    testDb = await createPostgresTestDb();
    const direct = new URL(dbUrl(testDb.db)!);
    proxy = await startFreezableProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const url = new URL(direct);
    url.port = String(proxy.port);
    db = await createDb({ url: url.toString() });
    const account = await buildAccount(testDb.db, { passwordHash: await hashPassword(PASSWORD) });
    email = account.email;
    host = await startTestAccountHost({ portalPort: PORTAL_PORT, db, translator: async () => t });
  });

  afterAll(async () => {
    proxy?.thaw();
    await host?.close();
    if (db) await closeDb(db);
    await proxy?.close();
    await testDb?.close();
  });

  it('frozen: GET /auth and the password form answer 503 with Retry-After within 5 s, then it recovers', async () => {
    const { jar, action } = await atPasswordForm();
    const authorize = await authorizeUrl();
    proxy.freeze();
    try {
      await expectUnavailable('GET /auth', 'deadline', () => browse(new CookieJar(), authorize));
      await expectUnavailable('the password form', 'deadline', () =>
        browse(jar, action, { email, password: PASSWORD }),
      );
    } finally {
      proxy.thaw();
    }
    await expectRecovered();
  });

  it('down (connections refused): the same 503 with Retry-After, then it recovers', async () => {
    const { jar, action } = await atPasswordForm();
    const authorize = await authorizeUrl();
    await proxy.stop();
    try {
      await expectUnavailable('GET /auth', 'connection', () => browse(new CookieJar(), authorize));
      await expectUnavailable('the password form', 'connection', () =>
        browse(jar, action, { email, password: PASSWORD }),
      );
    } finally {
      await proxy.start();
    }
    await expectRecovered();
  });
});
