/**
 * With Redis configured but unreachable (REDIS_URL at a port where nothing listens), a sign-in and a GraphQL request
 * must still succeed, each well within a second, with the rate limits counted in this process's memory meanwhile and
 * the log saying so once. Everything through the configured store (rateLimitStore reads REDIS_URL): the built-in
 * account host's sign-in form (the sign-in throttle of identity.ts) and the portal's `/api/graphql` endpoint (its
 * per-session limit).
 *
 * "Within a second" is the rate-limit store's own doing, not this machine's speed, so that is what is asserted: the
 * longest the store may wait for Redis as configured (one command timeout, REDIS_COMMAND_TIMEOUT_MS) is below the
 * second, and while the connection is down no command to Redis waited for that timeout (every command the Redis
 * client was given is counted, with how it ended): the in-process fallback answered at once. The times are printed,
 * never compared with a budget: a busy machine adds its own delay (password hashing, rendering) to any wall-clock
 * measure. */
import { once } from 'node:events';
import { connect } from 'node:net';
import Redis from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { browse, cookieValue, CookieJar } from '../fixtures/browser';
import { buildAccount, createTestDb, type TestDb } from '../fixtures/db';
import { type RunningAccountHost } from '../../src/account-host/server';
import { BRANDS } from '../../src/brands/registry';
import { committedTranslations } from '../../src/content/queries/translations';
import { createTranslator } from '../../src/i18n/translate';
import { handleCallback, handleLogin, LOGIN_STATE_COOKIE } from '../../src/server/auth/portal-handlers';
import { resolveSession, SESSION_COOKIE } from '../../src/server/auth/session';
import { hashPassword } from '../../src/server/domain/identity';
import { handleGraphQLRequest } from '../../src/server/graphql/endpoint';
import { createGraphQLHandler } from '../../src/server/graphql/yoga';
import { REDIS_COMMAND_TIMEOUT_MS } from '../../src/server/ports/rate-limit';
import { startTestAccountHost } from '../fixtures/account-host';

/** The discard port: nothing listens on it here (checked below), so every connection is refused. */
const DOWN_PORT = 9;
// Before any module reads the configuration (config() is read on first use, per test file).
vi.hoisted(() => {
  process.env.REDIS_URL = 'redis://127.0.0.1:9';
});

const PORTAL_PORT = 4998;
const PASSWORD = 'Redis-is-weg-maar-ik-kom-erin-1';
const t = createTranslator(committedTranslations('nl'));
/** What a sign-in or a GraphQL request may wait for Redis at most: the configured store's limit must stay below it. */
const SIGN_IN_BUDGET_MS = 1000;

let testDb: TestDb;
let host: RunningAccountHost;
let email: string;
const timings: string[] = [];
const warn = vi.spyOn(console, 'warn');

/** A command given to a Redis client of this process, and whether it failed by waiting for its command timeout. */
interface SentCommand {
  name: string;
  settled: boolean;
  timedOut: boolean;
}
const sent: SentCommand[] = [];
const sendCommand = Redis.prototype.sendCommand;
vi.spyOn(Redis.prototype, 'sendCommand').mockImplementation(function (this: Redis, command, stream) {
  const entry: SentCommand = { name: command.name, settled: false, timedOut: false };
  sent.push(entry);
  // The command's own promise: ioredis rejects it on the command timeout.
  command.promise.then(
    () => (entry.settled = true),
    (error: unknown) => {
      entry.settled = true;
      entry.timedOut = error instanceof Error && error.message === 'Command timed out';
    },
  );
  return sendCommand.call(this, command, stream);
});
afterEach(() => void (sent.length = 0));

/** Asserts that nothing waited for Redis: every command given to it has ended, and none by its timeout. */
function expectNoRedisWait(): void {
  expect(
    sent.filter((command) => !command.settled),
    'commands to Redis still waiting',
  ).toEqual([]);
  expect(
    sent.filter((command) => command.timedOut),
    'commands to Redis that waited for the timeout',
  ).toEqual([]);
}

beforeAll(async () => {
  // Make sure the port is really closed, or the test would prove nothing.
  const probe = connect(DOWN_PORT, '127.0.0.1');
  const [outcome] = await Promise.race([once(probe, 'connect').then(() => ['open']), once(probe, 'error')]);
  probe.destroy();
  expect(outcome, `something listens on 127.0.0.1:${DOWN_PORT}`).not.toBe('open');

  testDb = await createTestDb();
  email = (await buildAccount(testDb.db, { passwordHash: await hashPassword(PASSWORD) })).email;
  host = await startTestAccountHost({
    portalPort: PORTAL_PORT,
    db: testDb.db,
    translator: async () => t,
  });
});

afterAll(async () => {
  await host?.close();
  await testDb?.close();
  warn.mockRestore();
  console.log(`[redis outage] with Redis unreachable:\n  ${timings.join('\n  ')}`);
});

const accountHostOrigin = () => `http://login.ad.localhost:${host.port}`;
const portalOrigin = `http://ad.localhost:${PORTAL_PORT}`;
const oidc = () => ({ portalPort: PORTAL_PORT, accountHostPort: host.port });

/** Login → authorize → the sign-in form; answers where the form posts and the portal's state cookie. */
async function openSignInForm(jar: CookieJar) {
  const entry = await browse(jar, `${accountHostOrigin()}/login?callback_url=%2Faccount`);
  const loginUrl = new URL(entry.headers.get('location')!, accountHostOrigin()).href;
  const login = await handleLogin(new Request(loginUrl), { oidc: oidc() });
  const stateCookie = cookieValue(login, LOGIN_STATE_COOKIE)!;
  const authorize = new URL(login.headers.get('location')!, loginUrl).href;
  const toForm = await browse(jar, authorize);
  const formUrl = new URL(toForm.headers.get('location')!, authorize).href;
  const page = await browse(jar, formUrl);
  expect(page.status).toBe(200);
  const action = /<form[^>]*\saction="([^"]+)"/.exec(await page.text())![1]!.replaceAll('&amp;', '&');
  return { action: new URL(action, formUrl).href, stateCookie };
}

/** Follows the account host's redirects until it sends the browser back to the portal. */
async function followToPortal(jar: CookieJar, response: Response, base: string): Promise<string> {
  let current = response;
  let url = base;
  for (let hop = 0; hop < 5; hop += 1) {
    url = new URL(current.headers.get('location')!, url).href;
    if (url.startsWith(portalOrigin)) return url;
    current = await browse(jar, url);
  }
  throw new Error('too many redirects');
}

describe('Redis unreachable', () => {
  it('the store waits for Redis at most one command timeout, as configured: below the second', () => {
    expect(REDIS_COMMAND_TIMEOUT_MS).toBeLessThan(SIGN_IN_BUDGET_MS);
  });

  it('a wrong password and then the right one: both answered without waiting for Redis, and the sign-in succeeds', async () => {
    const jar = new CookieJar();
    const { action, stateCookie } = await openSignInForm(jar);

    let started = performance.now();
    const wrong = await browse(jar, action, { method: 'POST', form: { email, password: 'niet-het-wachtwoord' } });
    const wrongMs = performance.now() - started;
    timings.push(`wrong password answered in ${Math.round(wrongMs)} ms (status ${wrong.status})`);
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain(t('identity.login.wrongCredentials'));
    expectNoRedisWait();

    started = performance.now();
    const right = await browse(jar, action, { method: 'POST', form: { email, password: PASSWORD } });
    const rightMs = performance.now() - started;
    timings.push(`sign-in (right password) answered in ${Math.round(rightMs)} ms (status ${right.status})`);
    expect([302, 303]).toContain(right.status);
    expectNoRedisWait();

    const callbackUrl = await followToPortal(jar, right, action);
    const callback = await handleCallback(
      new Request(callbackUrl, {
        headers: { cookie: `${LOGIN_STATE_COOKIE}=${encodeURIComponent(stateCookie)}`, 'user-agent': 'vitest' },
      }),
      { db: testDb.db, oidc: oidc(), clientAddress: '127.0.0.1' },
    );
    expect(callback.status).toBe(302);
    const session = await resolveSession(testDb.db, cookieValue(callback, SESSION_COOKIE), 'ad');
    expect(session?.email).toBe(email);

    // The rate limits went on in memory, and the log said so once.
    const fallbacks = warn.mock.calls.filter((call) => String(call[0]).includes('Redis does not answer'));
    expect(fallbacks).toHaveLength(1);
  });

  it('a GraphQL request is answered without waiting for Redis, counted against the session in memory', async () => {
    const handler = createGraphQLHandler({ production: false });
    const account = await buildAccount(testDb.db);
    const call = () =>
      handleGraphQLRequest(
        new Request(`${portalOrigin}/api/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: portalOrigin },
          body: JSON.stringify({ query: '{ account { username } }' }),
        }),
        {
          locals: {
            brand: BRANDS.ad,
            account: { id: account.id, sessionId: `redis-down-${account.id}`, email: account.email },
            language: 'nl',
            preview: false,
            t,
            translations: {},
          } as App.Locals,
          clientAddress: '127.0.0.1',
          db: testDb.db,
          handler,
        },
      );
    const started = performance.now();
    const response = await call();
    const ms = performance.now() - started;
    timings.push(`GraphQL request answered in ${Math.round(ms)} ms (status ${response.status})`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { account: { username: account.email } } });
    expectNoRedisWait();
  });
});
