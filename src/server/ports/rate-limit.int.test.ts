/**
 * Every rate limit (DESIGN.md §5) against both stores: the database (PGlite) and Redis on 127.0.0.1:6379 (or
 * REDIS_TEST_URL). The Redis half skips only when no Redis answers there.
 */
import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../tests/fixtures/db';
import { BRANDS } from '../../brands/registry';
import { createTranslator } from '../../i18n/translate';
import { committedTranslations } from '../auth/account-host/translations';
import { handleGraphQLRequest } from '../graphql/endpoint';
import { createGraphQLHandler, graphqlRateLimit, graphqlRateLimitKey } from '../graphql/yoga';
import {
  CODE_CHECK_POLICY,
  createDbRateLimitStore,
  createRedisRateLimitStore,
  GRAPHQL_POLICY,
  SIGN_IN_POLICY,
  type RateLimitStore,
} from './rate-limit';

const REDIS_URL = process.env['REDIS_TEST_URL'] ?? 'redis://127.0.0.1:6379';

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

const MINUTE = 60 * 1000;

function behaviours(name: string, store: () => RateLimitStore) {
  describe(name, () => {
    it('sign-in: the 8th wrong password locks for 10 minutes with Retry-After, then the lockout doubles', async () => {
      const key = `${randomUUID()}@example.nl`;
      const now = Date.now();
      for (let i = 1; i < 8; i += 1) {
        const result = await store().hit(SIGN_IN_POLICY, key, now);
        expect(result.allowed).toBe(true);
        expect(result.remaining).toBe(8 - i);
      }
      expect(await store().hit(SIGN_IN_POLICY, key, now)).toEqual({
        allowed: false,
        retryAfterSeconds: 600,
        remaining: 0,
      });
      expect((await store().check(SIGN_IN_POLICY, key, now + 9 * MINUTE)).allowed).toBe(false);
      // Even the right password is refused while locked (the caller checks first).
      expect((await store().check(SIGN_IN_POLICY, key, now + 10 * MINUTE)).allowed).toBe(true);
      const later = now + 10 * MINUTE;
      for (let i = 1; i < 8; i += 1) await store().hit(SIGN_IN_POLICY, key, later);
      expect(await store().hit(SIGN_IN_POLICY, key, later)).toEqual({
        allowed: false,
        retryAfterSeconds: 1200,
        remaining: 0,
      });
    });

    it('sign-in: a success forgets the count', async () => {
      const key = `${randomUUID()}@example.nl`;
      for (let i = 1; i < 8; i += 1) await store().hit(SIGN_IN_POLICY, key);
      await store().reset(SIGN_IN_POLICY, key);
      expect((await store().hit(SIGN_IN_POLICY, key)).remaining).toBe(7);
    });

    it('code checks: the 4th wrong code locks for 1 hour', async () => {
      const key = `phone:${randomUUID()}`;
      const now = Date.now();
      for (let i = 0; i < 3; i += 1) expect((await store().hit(CODE_CHECK_POLICY, key, now)).allowed).toBe(true);
      expect(await store().hit(CODE_CHECK_POLICY, key, now)).toEqual({
        allowed: false,
        retryAfterSeconds: 3600,
        remaining: 0,
      });
      expect((await store().check(CODE_CHECK_POLICY, key, now + 59 * MINUTE)).allowed).toBe(false);
      expect((await store().check(CODE_CHECK_POLICY, key, now + 60 * MINUTE)).allowed).toBe(true);
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
      for (let i = 0; i < GRAPHQL_POLICY.limit; i += 1) {
        const response = await call(session);
        expect(response.status).toBe(200);
        if (i === 0) expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
      }
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

let testDb: TestDb;
let redis: Redis | undefined;
const hasRedis = await redisAnswers();

beforeAll(async () => {
  testDb = await createTestDb();
  if (hasRedis) redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
});

afterAll(async () => {
  redis?.disconnect();
  await testDb?.close();
});

behaviours('database store', () => createDbRateLimitStore(testDb.db));

describe.skipIf(!hasRedis)('Redis store', () => {
  behaviours('on Redis', () => createRedisRateLimitStore(redis!, `mo:test:${process.pid}:`));
});
