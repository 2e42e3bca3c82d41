/**
 * Content events between instances: the publishing instance hears its event at once, the others through
 * Redis pub/sub (127.0.0.1:6379 or REDIS_TEST_URL) or PostgreSQL LISTEN/NOTIFY (a throwaway database), each exactly
 * once; malformed messages are ignored. Two "instances" are two transports with their own origin in this process,
 * on a channel of this test's own. Each half skips (visibly) when its server does not answer.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import Redis from 'ioredis';
import postgres from 'postgres';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresTestDb, postgresTestUrl, type TestDb } from '../../../tests/fixtures/db';
import { dbUrl, POSTGRES_CLIENT_DEFAULTS } from '../db/client';
import {
  deliverContentEvent,
  onContentEvent,
  postgresContentEventTransport,
  publishContentEvent,
  redisContentEventTransport,
  setContentEventTransport,
  type ContentEvent,
  type ContentEventTransport,
  type TransportOptions,
} from './content-events';

const REDIS_URL = process.env['REDIS_TEST_URL'] ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    console.warn(`[content-events test] no Redis at ${REDIS_URL}: Redis pub/sub is not tested`);
    return false;
  } finally {
    probe.disconnect();
  }
}

const hasRedis = await redisAnswers();
const postgresUrl = await postgresTestUrl();

afterEach(() => setContentEventTransport(undefined));

describe('in one process (no transport)', () => {
  it('delivers to every listener once, and a listener that throws does not stop the others', async () => {
    const heard: ContentEvent[] = [];
    const off = [
      onContentEvent(() => {
        throw new Error('broken listener');
      }),
      onContentEvent((event) => heard.push(event)),
    ];
    await publishContentEvent({ kind: 'content', brands: ['ad'] });
    deliverContentEvent({ kind: 'pages', brands: ['vk'] });
    off.forEach((remove) => remove());
    expect(heard).toEqual([
      { kind: 'content', brands: ['ad'] },
      { kind: 'pages', brands: ['vk'] },
    ]);
  });

  it('a transport that fails still lets this instance hear the event', async () => {
    const heard: ContentEvent[] = [];
    const off = onContentEvent((event) => heard.push(event));
    setContentEventTransport({
      name: 'broken',
      publish: () => Promise.reject(new Error('down')),
      close: async () => {},
    });
    await publishContentEvent({ kind: 'content', brands: ['hln'] });
    off();
    expect(heard).toEqual([{ kind: 'content', brands: ['hln'] }]);
  });
});

/** Two instances on one channel: B hears what A publishes once, A does not hear its own message again. */
function betweenInstances(
  connect: (options: TransportOptions) => Promise<ContentEventTransport>,
  sendRaw: (channel: string, payload: string) => Promise<void>,
) {
  const channel = `mo_content_events_test_${randomUUID().replaceAll('-', '')}`;
  const transports: ContentEventTransport[] = [];
  afterAll(async () => {
    await Promise.allSettled(transports.map((transport) => transport.close()));
  });

  it('an event published on one instance reaches the other exactly once', async () => {
    const a = await connect({ channel, origin: 'instance-a' });
    const b = await connect({ channel, origin: 'instance-b' });
    transports.push(a, b);
    const heard: ContentEvent[] = [];
    const off = onContentEvent((event) => heard.push(event));
    try {
      // As instance A's publishContentEvent does: the local delivery is its own; the transport reaches B.
      await a.publish({ kind: 'content', brands: ['ad', 'hln'] });
      await b.publish({ kind: 'pages', brands: ['vk'] });
      await expect.poll(() => heard.length, { timeout: 5000 }).toBe(2);
      // Nothing more arrives (neither instance hears its own message back).
      await sleep(300);
      expect(heard).toEqual([
        { kind: 'content', brands: ['ad', 'hln'] },
        { kind: 'pages', brands: ['vk'] },
      ]);
      // Malformed messages and unknown shapes are ignored.
      await sendRaw(channel, 'not json');
      await sendRaw(channel, JSON.stringify({ origin: 'x', kind: 'everything', brands: ['ad'] }));
      await sendRaw(channel, JSON.stringify({ origin: 'x', kind: 'content', brands: ['../etc'] }));
      await sleep(300);
      expect(heard).toHaveLength(2);
    } finally {
      off();
    }
  });
}

describe.skipIf(!hasRedis)('Redis pub/sub', () => {
  const raw = new Redis(REDIS_URL, { lazyConnect: true });
  afterAll(() => raw.quit());
  betweenInstances(
    (options) => redisContentEventTransport(REDIS_URL, options),
    async (channel, payload) => {
      if (raw.status === 'wait') await raw.connect();
      await raw.publish(channel, payload);
    },
  );
});

describe.skipIf(!postgresUrl)('PostgreSQL LISTEN/NOTIFY', () => {
  let testDb: TestDb | undefined;
  let raw: postgres.Sql | undefined;
  beforeAll(async () => {
    testDb = await createPostgresTestDb({ migrate: false });
    raw = postgres(dbUrl(testDb.db)!, { ...POSTGRES_CLIENT_DEFAULTS, max: 1 });
  });
  afterAll(async () => {
    await raw?.end({ timeout: 1 });
    await testDb?.close();
  });
  betweenInstances(
    (options) => postgresContentEventTransport(dbUrl(testDb!.db)!, options),
    async (channel, payload) => {
      await raw!.notify(channel, payload);
    },
  );
});
