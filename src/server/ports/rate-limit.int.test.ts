/**
 * Every rate limit against every store: the database on PGlite and (when one answers at 127.0.0.1:5432)
 * on PostgreSQL, process memory, and Redis on 127.0.0.1:6379 (or REDIS_TEST_URL); and what happens while Redis is
 * away. The PostgreSQL and Redis halves skip only when nothing answers there.
 */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createPostgresTestDb, postgresTestUrl, type TestDb, useTestDb } from '../../../tests/fixtures/db';
import { BRANDS } from '../../brands/registry';
import { createTranslator } from '../../i18n/translate';
import { committedTranslations } from '../../content/queries/translations';
import { rateLimits } from '../db/schema';
import { handleGraphQLRequest } from '../graphql/endpoint';
import { createGraphQLHandler, graphqlRateLimit, graphqlRateLimitKey } from '../graphql/yoga';
import {
  CODE_CHECK_POLICY,
  CODE_SEND_POLICY,
  createDbRateLimitStore,
  createMemoryRateLimitStore,
  createRateLimitRedis,
  createRedisRateLimitStore,
  GRAPHQL_POLICY,
  rateLimitStore,
  REDIS_RETRY_AFTER_MS,
  SIGN_IN_POLICY,
  type RateLimitPolicy,
  type RateLimitStore,
} from './rate-limit';

const REDIS_URL = process.env['REDIS_TEST_URL'] ?? 'redis://127.0.0.1:6379';
/**
 * The tests' Redis command timeout, apart from the portal's REDIS_COMMAND_TIMEOUT_MS: a command on a busy machine
 * may take longer than the portal's, and a test that counts in Redis must not fall back to memory for that. A test
 * that is about the timeout checks that nothing waited this long.
 */
const TEST_COMMAND_TIMEOUT_MS = 30_000;
/** The timeout of the connection whose Redis stops answering: the one wait the store may make. */
const HUNG_COMMAND_TIMEOUT_MS = 300;
/** How long that Redis stops answering unless the test ends it: far longer than any answer may take. */
const PAUSE_MS = 60_000;

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    console.warn(`[rate-limit test] no Redis at ${REDIS_URL}: the Redis store is not tested`);
    return false;
  } finally {
    probe.disconnect();
  }
}

/** The sign-in lockout scaled down to seconds, so that its timing can be watched on every store in real time. */
const FAST_LOCKOUT: RateLimitPolicy = {
  name: 'fast-lockout',
  limit: 3,
  windowMs: 60_000,
  lockoutMs: 1000,
  growth: true,
  maxLockoutMs: 2000,
};

/** Eight wrong passwords for one address: the whole path of a sign-in lockout (check before each, hit after). */
async function eightWrongPasswords(store: RateLimitStore, key: string) {
  const results = [];
  for (let i = 0; i < 8; i += 1) {
    expect((await store.check(SIGN_IN_POLICY, key)).allowed).toBe(true);
    results.push(await store.hit(SIGN_IN_POLICY, key));
  }
  return results;
}

function behaviours(name: string, store: () => RateLimitStore) {
  describe(name, () => {
    it('sign-in: the 8th wrong password locks for 10 minutes with Retry-After, and even a check is refused', async () => {
      const key = `${randomUUID()}@example.nl`;
      const results = await eightWrongPasswords(store(), key);
      expect(results.slice(0, 7).map((result) => result.remaining)).toEqual([7, 6, 5, 4, 3, 2, 1]);
      expect(results.slice(0, 7).every((result) => result.allowed)).toBe(true);
      expect(results[7]).toEqual({ allowed: false, retryAfterSeconds: 600, remaining: 0 });
      // Even the right password is refused while locked (the caller checks first).
      expect(await store().check(SIGN_IN_POLICY, key)).toMatchObject({ allowed: false, remaining: 0 });
      const again = await store().hit(SIGN_IN_POLICY, key);
      expect(again.allowed).toBe(false);
      expect(again.retryAfterSeconds).toBeGreaterThan(590);
      expect(again.retryAfterSeconds).toBeLessThanOrEqual(600);
      // Another address is not affected.
      expect((await store().check(SIGN_IN_POLICY, `${randomUUID()}@example.nl`)).allowed).toBe(true);
    });

    it('a lockout ends on time, and the next one in a row doubles up to the cap', async () => {
      const key = randomUUID();
      expect((await store().hit(FAST_LOCKOUT, key)).remaining).toBe(2);
      expect((await store().hit(FAST_LOCKOUT, key)).remaining).toBe(1);
      expect(await store().hit(FAST_LOCKOUT, key)).toEqual({ allowed: false, retryAfterSeconds: 1, remaining: 0 });
      expect((await store().check(FAST_LOCKOUT, key)).allowed).toBe(false);
      await sleep(1100);
      expect(await store().check(FAST_LOCKOUT, key)).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 3 });
      for (let i = 0; i < 2; i += 1) expect((await store().hit(FAST_LOCKOUT, key)).allowed).toBe(true);
      expect(await store().hit(FAST_LOCKOUT, key)).toEqual({ allowed: false, retryAfterSeconds: 2, remaining: 0 });
      await sleep(2100);
      for (let i = 0; i < 2; i += 1) expect((await store().hit(FAST_LOCKOUT, key)).allowed).toBe(true);
      // 4 seconds would exceed maxLockoutMs.
      expect(await store().hit(FAST_LOCKOUT, key)).toEqual({ allowed: false, retryAfterSeconds: 2, remaining: 0 });
    });

    it('sign-in: a success forgets the count and the lockouts in a row', async () => {
      const key = `${randomUUID()}@example.nl`;
      for (let i = 1; i < 8; i += 1) await store().hit(SIGN_IN_POLICY, key);
      await store().reset(SIGN_IN_POLICY, key);
      expect((await store().hit(SIGN_IN_POLICY, key)).remaining).toBe(7);

      const fast = randomUUID();
      for (let i = 0; i < 3; i += 1) await store().hit(FAST_LOCKOUT, fast);
      await store().reset(FAST_LOCKOUT, fast);
      for (let i = 0; i < 2; i += 1) await store().hit(FAST_LOCKOUT, fast);
      // The first lockout again, not a doubled one.
      expect((await store().hit(FAST_LOCKOUT, fast)).retryAfterSeconds).toBe(1);
    });

    it('code checks: the 4th wrong code locks for 1 hour', async () => {
      const key = `phone:${randomUUID()}`;
      for (let i = 0; i < 3; i += 1) expect((await store().hit(CODE_CHECK_POLICY, key)).allowed).toBe(true);
      expect(await store().hit(CODE_CHECK_POLICY, key)).toEqual({
        allowed: false,
        retryAfterSeconds: 3600,
        remaining: 0,
      });
      const locked = await store().check(CODE_CHECK_POLICY, key);
      expect(locked.allowed).toBe(false);
      expect(locked.retryAfterSeconds).toBeGreaterThan(3590);
    });

    it('code sending: the 6th mail in 15 minutes is refused until the window ends', async () => {
      const key = `${randomUUID()}@example.nl`;
      for (let i = 0; i < 5; i += 1) expect((await store().hit(CODE_SEND_POLICY, key)).allowed).toBe(true);
      expect((await store().check(CODE_SEND_POLICY, key)).allowed).toBe(false);
      const refused = await store().hit(CODE_SEND_POLICY, key);
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterSeconds).toBeGreaterThan(14 * 60);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    });

    it('GraphQL: more than the limit per session in a minute answers 429 with Retry-After', async () => {
      const policy = { ...GRAPHQL_POLICY, limit: 3 };
      const key = graphqlRateLimitKey(randomUUID(), '127.0.0.1');
      const message = (seconds: number) => `Probeer het over ${seconds} seconden opnieuw.`;
      for (let i = 0; i < 3; i += 1) expect(await graphqlRateLimit(store(), key, message, policy)).toBeUndefined();
      const refused = await graphqlRateLimit(store(), key, message, policy);
      expect(refused?.status).toBe(429);
      const retryAfter = Number(refused?.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      const body = (await refused!.json()) as { errors: Array<{ extensions: { code: string } }> };
      expect(body.errors[0]!.extensions.code).toBe('RATE_LIMITED');
      // Another session is not affected.
      expect(
        await graphqlRateLimit(store(), graphqlRateLimitKey(randomUUID(), '127.0.0.1'), message, policy),
      ).toBeUndefined();
    });

    it('GraphQL through /api/graphql: the session is answered 429 with Retry-After after 300 operations a minute', async () => {
      const t = createTranslator(committedTranslations('nl'));
      const handler = createGraphQLHandler({ production: false });
      const locals = (sessionId: string) =>
        ({
          brand: BRANDS.ad,
          account: { id: randomUUID(), sessionId, email: 'limiet@example.nl' },
          preview: false,
          language: 'nl',
          t,
          translations: {},
        }) as App.Locals;
      const request = () =>
        new Request('http://ad.localhost:4321/api/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'http://ad.localhost:4321' },
          body: JSON.stringify({ query: '{ __typename }' }),
        });
      const session = locals(randomUUID());
      const call = (l: App.Locals) =>
        handleGraphQLRequest(request(), {
          locals: l,
          clientAddress: '127.0.0.1',
          db: testDb.db,
          store: store(),
          handler,
        });
      const first = await call(session);
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ data: { __typename: 'Query' } });
      // The operations between the first and the last are counted on the same key at once, so the minute's window
      // cannot run out before the last one, however slow the machine: the endpoint counts each of its own.
      const key = graphqlRateLimitKey(session.account!.sessionId, '127.0.0.1');
      await Promise.all(Array.from({ length: GRAPHQL_POLICY.limit - 2 }, () => store().hit(GRAPHQL_POLICY, key)));
      expect((await call(session)).status).toBe(200);
      const refused = await call(session);
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      const body = (await refused.json()) as { errors: Array<{ message: string; extensions: { code: string } }> };
      expect(body.errors[0]!.extensions.code).toBe('RATE_LIMITED');
      expect(body.errors[0]!.message).toBe(t('identity.portal.tooManyRequests', { seconds: retryAfter }));
      // Another session of the same address goes on.
      expect((await call(locals(randomUUID()))).status).toBe(200);
    });

    it('counts concurrent hits exactly once each', async () => {
      const policy = { ...GRAPHQL_POLICY, limit: 1000 };
      const key = `concurrent:${randomUUID()}`;
      const results = await Promise.all(Array.from({ length: 20 }, () => store().hit(policy, key)));
      expect(results.map((result) => result.remaining).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 20 }, (_, i) => 980 + i),
      );
    });
  });
}

const testDb = useTestDb();
let postgresDb: TestDb | undefined;
let redis: Redis | undefined;
const hasRedis = await redisAnswers();
const hasPostgres = (await postgresTestUrl()) !== undefined;
const memory = createMemoryRateLimitStore();

beforeAll(async () => {
  if (hasPostgres) postgresDb = await createPostgresTestDb();
  if (hasRedis) redis = createRateLimitRedis(REDIS_URL, TEST_COMMAND_TIMEOUT_MS);
});

afterAll(async () => {
  redis?.disconnect();
  await postgresDb?.close();
});

behaviours('database store (PGlite)', () => createDbRateLimitStore(testDb.db));
describe.skipIf(!hasPostgres)('database store (PostgreSQL)', () => {
  behaviours('on PostgreSQL', () => createDbRateLimitStore(postgresDb!.db));
});
behaviours('memory store', () => memory);
describe.skipIf(!hasRedis)('Redis store', () => {
  behaviours('on Redis', () => createRedisRateLimitStore(redis!, `mo:test:${process.pid}:`));

  it('sends the checks of one event-loop turn to Redis in one write, and counts each of them', async () => {
    const store = createRedisRateLimitStore(redis!, `mo:test:${process.pid}:`);
    const policy = { ...GRAPHQL_POLICY, limit: 1000 };
    const keys = Array.from({ length: 20 }, () => `turn:${randomUUID()}`);
    if (redis!.status !== 'ready') await once(redis!, 'ready');
    await store.hit(policy, `warm:${randomUUID()}`); // the first use sends the script itself
    const socket = (redis as unknown as { stream: { write: (...args: unknown[]) => boolean } }).stream;
    const writes = vi.spyOn(socket, 'write');
    try {
      const results = await Promise.all(keys.map((key) => store.hit(policy, key)));
      expect(results.map((result) => result.remaining)).toEqual(keys.map(() => 999));
      expect(writes).toHaveBeenCalledTimes(1);
    } finally {
      writes.mockRestore();
    }
  });
});

describe('the configured store without Redis', () => {
  it('counts GraphQL operations in memory, without a database write, and sign-in failures in the database', async () => {
    const store = rateLimitStore(testDb.db);
    const session = graphqlRateLimitKey(randomUUID(), '127.0.0.1');
    const before = (await testDb.db.select().from(rateLimits)).length;
    for (let i = 0; i < 5; i += 1) await store.hit(GRAPHQL_POLICY, session);
    expect(await testDb.db.select().from(rateLimits)).toHaveLength(before);
    expect((await store.check(GRAPHQL_POLICY, session)).remaining).toBe(GRAPHQL_POLICY.limit - 5);
    // The same process asks through a new handle and sees the same count.
    expect((await rateLimitStore(testDb.db).check(GRAPHQL_POLICY, session)).remaining).toBe(GRAPHQL_POLICY.limit - 5);

    const email = `${randomUUID()}@example.nl`;
    await store.hit(SIGN_IN_POLICY, email);
    expect((await testDb.db.select().from(rateLimits)).map((row) => row.key)).toContain(`sign-in:${email}`);
  });
});

/** A port on which nothing listens. */
async function closedPort(): Promise<number> {
  const server: Server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function fallbackMessages(warn: MockInstance<typeof console.warn>): unknown[] {
  return warn.mock.calls.filter((call) => String(call[0]).includes('Redis does not answer'));
}

describe('while Redis is away', () => {
  it('stopped: limits keep applying in process memory at once (no command timeout waited for), the log says so once', async () => {
    const down = createRateLimitRedis(`redis://127.0.0.1:${await closedPort()}`, TEST_COMMAND_TIMEOUT_MS);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await once(down, 'error');
      const store = createRedisRateLimitStore(down, 'mo:down:');

      // One sign-in attempt: the check before the password and the count after a wrong one.
      let started = performance.now();
      const key = `${randomUUID()}@example.nl`;
      expect((await store.check(SIGN_IN_POLICY, key)).allowed).toBe(true);
      expect((await store.hit(SIGN_IN_POLICY, key)).remaining).toBe(7);
      expect(performance.now() - started).toBeLessThan(TEST_COMMAND_TIMEOUT_MS);

      // The whole lockout still happens.
      started = performance.now();
      const other = `${randomUUID()}@example.nl`;
      const results = await eightWrongPasswords(store, other);
      expect(results[7]).toEqual({ allowed: false, retryAfterSeconds: 600, remaining: 0 });
      expect((await store.check(SIGN_IN_POLICY, other)).allowed).toBe(false);
      expect(performance.now() - started).toBeLessThan(TEST_COMMAND_TIMEOUT_MS);

      // And so does the GraphQL limit.
      const graphql = { ...GRAPHQL_POLICY, limit: 2 };
      const session = graphqlRateLimitKey(randomUUID(), '127.0.0.1');
      expect((await store.hit(graphql, session)).allowed).toBe(true);
      expect((await store.hit(graphql, session)).allowed).toBe(true);
      expect((await store.hit(graphql, session)).allowed).toBe(false);

      expect(fallbackMessages(warn)).toHaveLength(1);
    } finally {
      warn.mockRestore();
      down.disconnect();
    }
  });

  it.skipIf(!hasRedis)(
    'not answering: one command waits for the timeout, then memory answers without asking Redis until the retry',
    async () => {
      const hung = createRateLimitRedis(REDIS_URL, HUNG_COMMAND_TIMEOUT_MS);
      const admin = new Redis(REDIS_URL);
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      // The retry after REDIS_RETRY_AFTER_MS follows the clock (Date); the command timeout stays a real timer.
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        if (hung.status !== 'ready') await once(hung, 'ready');
        const store = createRedisRateLimitStore(hung, `mo:hung:${process.pid}:`);
        // Redis stops answering the limits' scripts (as a frozen or overloaded server would); the admin connection
        // can still end the pause.
        await admin.client('PAUSE', PAUSE_MS, 'WRITE');
        const sent = vi.spyOn(hung, 'sendCommand');

        // One sign-in attempt: the check before the password and the count after a wrong one. The first command
        // waits for the timeout, not for Redis.
        const started = performance.now();
        const key = `${randomUUID()}@example.nl`;
        expect((await store.check(SIGN_IN_POLICY, key)).allowed).toBe(true);
        expect((await store.hit(SIGN_IN_POLICY, key)).remaining).toBe(7);
        const elapsed = performance.now() - started;
        expect(elapsed).toBeGreaterThanOrEqual(HUNG_COMMAND_TIMEOUT_MS - 10);
        expect(elapsed).toBeLessThan(PAUSE_MS);
        const sentWhileWaiting = sent.mock.calls.length;
        expect(sentWhileWaiting).toBeGreaterThan(0);

        // The attempt that locks (count, lockouts in a row, block) is limited all the same, from memory alone.
        for (let i = 0; i < 6; i += 1) await store.hit(SIGN_IN_POLICY, key);
        expect((await store.check(SIGN_IN_POLICY, key)).allowed).toBe(true);
        expect(await store.hit(SIGN_IN_POLICY, key)).toEqual({ allowed: false, retryAfterSeconds: 600, remaining: 0 });
        expect(sent).toHaveBeenCalledTimes(sentWhileWaiting);
        expect(fallbackMessages(warn)).toHaveLength(1);

        // Once Redis answers again and the skip window is over, the limits are shared again, and the log says so.
        await admin.client('UNPAUSE');
        vi.setSystemTime(Date.now() + REDIS_RETRY_AFTER_MS);
        expect((await store.hit(SIGN_IN_POLICY, `${randomUUID()}@example.nl`)).remaining).toBe(7);
        expect(sent.mock.calls.length).toBeGreaterThan(sentWhileWaiting);
        expect(warn.mock.calls.filter((call) => String(call[0]).includes('Redis answers again'))).toHaveLength(1);
      } finally {
        vi.useRealTimers();
        warn.mockRestore();
        await admin.client('UNPAUSE').catch(() => {});
        admin.disconnect();
        hung.disconnect();
      }
    },
  );
});
