/**
 * The built-in account host when its database stops answering or refuses connections: the first step of every
 * sign-in (`GET /auth?…`, the provider's authorization endpoint) and the password form answer as the portal does
 * (tests/security/database-outage.test.ts): the brand's Dutch "try again shortly" page, 503 with `Retry-After`,
 * within 5 seconds; and once the database answers again, so does the host, without a restart. PostgreSQL behind a
 * TCP proxy that stops forwarding or refuses connections; skipped when no PostgreSQL answers at 127.0.0.1:5432.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningAccountHost } from '../../src/account-host/server';
import { committedTranslations } from '../../src/content/queries/translations';
import { createTranslator } from '../../src/i18n/translate';
import { localFetch } from '../../src/server/auth/local-fetch';
import { handleLogin } from '../../src/server/auth/portal-handlers';
import { closeDb, createDb, dbUrl, type Db } from '../../src/server/db/client';
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

  /** A 503 "try again shortly" page in Dutch with Retry-After, that came within the target. */
  async function expectUnavailable(name: string, answer: () => Promise<Response>) {
    const started = performance.now();
    const response = await within(TARGET_MS + 1000, answer());
    const ms = performance.now() - started;
    expect(response, `${name}: no answer within 6 s`).not.toBe(NO_ANSWER);
    const page = response as Response;
    expect(page.status, name).toBe(503);
    expect(Number(page.headers.get('retry-after')), name).toBeGreaterThan(0);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain(nl['serviceUnavailable.title']);
    expect(html).toContain(nl['serviceUnavailable.body']);
    expect(ms, name).toBeLessThan(TARGET_MS);
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
  }, 120_000);

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
      await expectUnavailable('GET /auth', () => browse(new CookieJar(), authorize));
      await expectUnavailable('the password form', () => browse(jar, action, { email, password: PASSWORD }));
    } finally {
      proxy.thaw();
    }
    await expectRecovered();
  }, 60_000);

  it('down (connections refused): the same 503 with Retry-After, then it recovers', async () => {
    const { jar, action } = await atPasswordForm();
    const authorize = await authorizeUrl();
    await proxy.stop();
    try {
      await expectUnavailable('GET /auth', () => browse(new CookieJar(), authorize));
      await expectUnavailable('the password form', () => browse(jar, action, { email, password: PASSWORD }));
    } finally {
      await proxy.start();
    }
    await expectRecovered();
  }, 60_000);
});
