/**
 * Rate limits: answered with 429 and `Retry-After`. The counting is rate-limiter-flexible's; this port
 * adds only what that library leaves to its users: the policies, the failure lockout that doubles (its "login
 * endpoint protection" recipe: a second counter of lockouts in a row, then `block`), which store counts, and the 429.
 *
 * Where counters live:
 * - with `REDIS_URL`: Redis (`RateLimiterRedis`), so every server instance sees the same counts. While Redis does not
 *   answer, every limiter falls back to an in-process `RateLimiterMemory` (its `insuranceLimiter`): at once when the
 *   connection is down, after a 150 ms command timeout when the server hangs (then for a second without asking). So
 *   sign-in, codes and GraphQL keep working and stay limited per instance; the log says so once per outage;
 * - without it: the database (`RateLimiterDrizzle` on the `rate_limits` table, PGlite or PostgreSQL through the one
 *   Drizzle client), except for high-volume policies (`perInstance`, GraphQL), which are counted in process memory
 *   instead of writing a row per operation.
 *
 * A policy counts events per key in a fixed window. Two kinds:
 * - **request limits** (no `lockoutMs`): more than `limit` events in the window are refused until the window ends
 *   (GraphQL per session, codes sent per address);
 * - **failure lockouts** (`lockoutMs`): the `limit`-th event (a wrong password, a wrong code) blocks the key for
 *   `lockoutMs`; with `growth` every next lockout in a row doubles, up to `maxLockoutMs`. Callers `check` before the
 *   attempt, `hit` on a failure and `reset` on success.
 *
 * Durations are whole seconds (Redis expiries are).
 */
import Redis from 'ioredis';
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { config } from '../config';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

export interface RateLimitPolicy {
  /** Prefix of the stored keys, e.g. `sign-in`. */
  name: string;
  /** Events allowed per window (request limit) or the failure that locks (failure lockout). */
  limit: number;
  windowMs: number;
  /** Failure lockout: how long the key is blocked once `limit` is reached. */
  lockoutMs?: number;
  /** Double the lockout for every lockout in a row (remembered until a window after the last lockout ended). */
  growth?: boolean;
  /** Cap of a growing lockout. */
  maxLockoutMs?: number;
  /**
   * Without Redis, count in this process's memory rather than in the database: for limits checked on every request
   * (GraphQL), where a row write per operation costs more than a per-instance count loses.
   */
  perInstance?: boolean;
}

export interface RateLimitResult {
  /** False when the key is blocked (now or as a result of this event). */
  allowed: boolean;
  /** Seconds until the key is allowed again; 0 when allowed. */
  retryAfterSeconds: number;
  /** Events left in this window before the limit (0 when blocked). */
  remaining: number;
}

/** Where counters live. */
export interface RateLimitStore {
  /** Counts one event for `key` and answers whether it is (still) allowed. */
  hit(policy: RateLimitPolicy, key: string): Promise<RateLimitResult>;
  /** Whether `key` is allowed now, without counting. */
  check(policy: RateLimitPolicy, key: string): Promise<RateLimitResult>;
  /** Forgets the counter and any lockout of `key` (after a success). */
  reset(policy: RateLimitPolicy, key: string): Promise<void>;
}

/** Sign-in: the 8th wrong password locks the address for 10 minutes, doubling per lockout, max a day. */
export const SIGN_IN_POLICY: RateLimitPolicy = {
  name: 'sign-in',
  limit: 8,
  windowMs: 24 * 60 * 60 * 1000,
  lockoutMs: 10 * 60 * 1000,
  growth: true,
  maxLockoutMs: 24 * 60 * 60 * 1000,
};

/** Six-digit code checks: the 4th wrong code locks for 1 hour. */
export const CODE_CHECK_POLICY: RateLimitPolicy = {
  name: 'code-check',
  limit: 4,
  windowMs: 60 * 60 * 1000,
  lockoutMs: 60 * 60 * 1000,
};

/** Sending codes and links by mail: at most 5 per address per 15 minutes (keeps the mailbox of a victim usable). */
export const CODE_SEND_POLICY: RateLimitPolicy = {
  name: 'code-send',
  limit: 5,
  windowMs: 15 * 60 * 1000,
};

/**
 * Passkey challenges: at most 30 per 15 minutes per key (an account adding passkeys, a sign-in screen), each one a
 * stored row and a signature check.
 */
export const PASSKEY_CHALLENGE_POLICY: RateLimitPolicy = {
  name: 'passkey-challenge',
  limit: 30,
  windowMs: 15 * 60 * 1000,
};

/** GraphQL: at most 300 operations per session (or per client address without one) per minute. */
export const GRAPHQL_POLICY: RateLimitPolicy = {
  name: 'graphql',
  limit: 300,
  windowMs: 60 * 1000,
  perInstance: true,
};

/** How long Redis may take to answer one command before the in-process fallback answers instead. */
export const REDIS_COMMAND_TIMEOUT_MS = 150;

/** After a command got no answer, how long every limiter counts in memory before it asks Redis again. */
export const REDIS_RETRY_AFTER_MS = 1000;

/** Points of the lockout counter: it only counts, it never refuses. */
const UNLIMITED = 1_000_000;

/** A limiter as the policy rules use it (every rate-limiter-flexible limiter is one). */
interface Limiter {
  consume(key: string): Promise<RateLimiterRes>;
  get(key: string): Promise<RateLimiterRes | null>;
  set(key: string, points: number, secDuration: number): Promise<RateLimiterRes>;
  block(key: string, secDuration: number): Promise<RateLimiterRes>;
  delete(key: string): Promise<boolean>;
}

/** Builds one rate-limiter-flexible limiter for a backend. */
type LimiterFactory = (options: { keyPrefix: string; points: number; duration: number }) => Limiter;

function seconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

function allowed(remaining: number): RateLimitResult {
  return { allowed: true, retryAfterSeconds: 0, remaining: Math.max(0, remaining) };
}

function blocked(ms: number): RateLimitResult {
  return { allowed: false, retryAfterSeconds: seconds(ms), remaining: 0 };
}

/** `consume` rejects with a RateLimiterRes when over the limit and with an Error when the store fails. */
async function consume(limiter: Limiter, key: string): Promise<RateLimiterRes> {
  try {
    return await limiter.consume(key);
  } catch (reason) {
    if (reason instanceof RateLimiterRes) return reason;
    throw reason;
  }
}

/** The policy rules on top of one backend's limiters (one counter and one lockout counter per policy). */
function policyStore(make: LimiterFactory): RateLimitStore {
  const limiters = new Map<string, Limiter>();
  const limiter = (keyPrefix: string, points: number, windowMs: number): Limiter => {
    const id = `${keyPrefix}|${points}|${windowMs}`;
    let found = limiters.get(id);
    if (!found) {
      found = make({ keyPrefix, points, duration: seconds(windowMs) });
      limiters.set(id, found);
    }
    return found;
  };
  const counter = (policy: RateLimitPolicy) => limiter(policy.name, policy.limit, policy.windowMs);
  const lockouts = (policy: RateLimitPolicy) => limiter(`${policy.name}-lockouts`, UNLIMITED, policy.windowMs);

  /** The length of the lockout that starts now; a growing one counts itself as the next lockout in a row. */
  const nextLockoutMs = async (policy: RateLimitPolicy, key: string): Promise<number> => {
    const base = policy.lockoutMs ?? 0;
    if (!policy.growth) return base;
    const inRow = (await lockouts(policy).get(key))?.consumedPoints ?? 0;
    const lockoutMs = Math.min(base * 2 ** inRow, policy.maxLockoutMs ?? Number.POSITIVE_INFINITY);
    // Remembered until a whole window after this lockout ends. Two lockouts of one key in the same instant may both
    // read the same count: they then lock equally long, which is harmless.
    await lockouts(policy).set(key, inRow + 1, seconds(lockoutMs + policy.windowMs));
    return lockoutMs;
  };

  return {
    async hit(policy, key) {
      const res = await consume(counter(policy), key);
      if (res.consumedPoints > policy.limit) return blocked(res.msBeforeNext);
      if (policy.lockoutMs === undefined || res.consumedPoints < policy.limit) {
        return allowed(policy.limit - res.consumedPoints);
      }
      // This failure is the limit-th: lock the key (the library keeps it refused until the block expires).
      const lockoutMs = await nextLockoutMs(policy, key);
      await counter(policy).block(key, lockoutMs / 1000);
      return blocked(lockoutMs);
    },
    async check(policy, key) {
      const res = await counter(policy).get(key);
      if (!res) return allowed(policy.limit);
      // A blocked key holds more points than the limit; a request limit is also reached at exactly the limit.
      const reached =
        policy.lockoutMs === undefined ? res.consumedPoints >= policy.limit : res.consumedPoints > policy.limit;
      return reached ? blocked(res.msBeforeNext) : allowed(policy.limit - res.consumedPoints);
    },
    async reset(policy, key) {
      await Promise.all([
        counter(policy).delete(key),
        ...(policy.lockoutMs !== undefined && policy.growth ? [lockouts(policy).delete(key)] : []),
      ]);
    },
  };
}

/** Sends each policy to `perInstance` or `shared` by its `perInstance` flag. */
function routedStore(perInstance: RateLimitStore, shared: RateLimitStore): RateLimitStore {
  const pick = (policy: RateLimitPolicy) => (policy.perInstance ? perInstance : shared);
  return {
    hit: (policy, key) => pick(policy).hit(policy, key),
    check: (policy, key) => pick(policy).check(policy, key),
    reset: (policy, key) => pick(policy).reset(policy, key),
  };
}

/** A store in this process's memory (counts are per instance and gone after a restart). */
export function createMemoryRateLimitStore(): RateLimitStore {
  return policyStore((options) => new RateLimiterMemory(options));
}

const dbStores = new WeakMap<Db, RateLimitStore>();

/**
 * Counters in the `rate_limits` table through rate-limiter-flexible's Drizzle store: one atomic upsert per event, on
 * PGlite and PostgreSQL alike. (Its `RateLimiterPostgres` would need a `pg` client or pool; we run postgres-js or
 * PGlite, which `Db` already wraps.) One store per database, which also purges expired rows every 5 minutes.
 */
export function createDbRateLimitStore(db: Db): RateLimitStore {
  let store = dbStores.get(db);
  if (!store) {
    let purges = true;
    store = policyStore((options) => {
      const limiter = new RateLimiterDrizzle({
        ...options,
        storeClient: db,
        schema: rateLimits,
        // One timer per database is enough: each purge clears every expired row of the table.
        clearExpiredByTimeout: purges,
      });
      purges = false;
      return limiter;
    });
    dbStores.set(db, store);
  }
  return store;
}

/**
 * The state of one Redis connection that its limiters share: whether they are falling back (logged once when that
 * starts and once when it ends) and, after a command timed out, until when they skip Redis altogether.
 */
interface RedisHealth {
  redis: Redis;
  degraded: boolean;
  /** The connection's last error, named in the fallback message. */
  lastError?: string | undefined;
  /** Epoch ms before which the limiters count in memory without asking Redis (it did not answer in time). */
  skipUntil: number;
  /** How often a fallback answered; a call to Redis that leaves it unchanged shows that Redis answers again. */
  fallbacks: number;
}

const healthOf = new WeakMap<Redis, RedisHealth>();

function recovered(health: RedisHealth): void {
  if (!health.degraded) return;
  health.degraded = false;
  console.warn('[rate-limit] Redis answers again: rate limits are shared by every instance again.');
}

function redisHealth(redis: Redis): RedisHealth {
  let health = healthOf.get(redis);
  if (!health) {
    const state: RedisHealth = { redis, degraded: false, skipUntil: 0, fallbacks: 0 };
    redis.on('error', (error: Error) => {
      // ioredis emits this on every reconnect attempt; the fallback message below is the one log line per outage.
      state.lastError = error.message;
    });
    redis.on('ready', () => {
      state.lastError = undefined;
      state.skipUntil = 0;
      recovered(state);
    });
    healthOf.set(redis, state);
    health = state;
  }
  return health;
}

/** The in-process insurance of a Redis limiter: rate-limiter-flexible calls it when Redis fails or times out. */
class FallbackMemoryLimiter extends RateLimiterMemory {
  constructor(
    options: ConstructorParameters<typeof RateLimiterMemory>[0],
    private readonly health: RedisHealth,
  ) {
    super(options);
  }

  private noteFallback(): void {
    const health = this.health;
    const { status } = health.redis;
    const now = Date.now();
    health.fallbacks += 1;
    // Connected but not answering (a frozen or overloaded server): skip it for a while rather than wait on every call.
    if (status === 'ready' && now >= health.skipUntil) health.skipUntil = now + REDIS_RETRY_AFTER_MS;
    if (health.degraded) return;
    // The first requests after start may come before the first connection is up: that is no outage to report.
    if (health.lastError === undefined && (status === 'connecting' || status === 'wait')) return;
    health.degraded = true;
    const reason = health.lastError ? ` (${health.lastError})` : '';
    console.warn(
      `[rate-limit] Redis does not answer${reason}: rate limits are counted in this process's memory until it does.`,
    );
  }

  override consume(...args: Parameters<RateLimiterMemory['consume']>) {
    this.noteFallback();
    return super.consume(...args);
  }

  override get(...args: Parameters<RateLimiterMemory['get']>) {
    this.noteFallback();
    return super.get(...args);
  }

  override set(...args: Parameters<RateLimiterMemory['set']>) {
    this.noteFallback();
    return super.set(...args);
  }

  override block(...args: Parameters<RateLimiterMemory['block']>) {
    this.noteFallback();
    return super.block(...args);
  }

  override delete(...args: Parameters<RateLimiterMemory['delete']>) {
    this.noteFallback();
    return super.delete(...args);
  }
}

/**
 * A Redis limiter that goes straight to its insurance while `health.skipUntil` lies ahead. rate-limiter-flexible
 * skips a disconnected Redis by itself (`rejectIfRedisNotReady`) but would wait for the command timeout on every call
 * to a connected one that stopped answering; this keeps that wait to one call per REDIS_RETRY_AFTER_MS.
 */
function failFast(health: RedisHealth, redis: Limiter, memory: Limiter): Limiter {
  const run = async <T>(call: (limiter: Limiter) => Promise<T>): Promise<T> => {
    if (Date.now() < health.skipUntil) return call(memory);
    const before = health.fallbacks;
    const result = await call(redis);
    if (health.fallbacks === before) recovered(health);
    return result;
  };
  return {
    consume: (key) => run((limiter) => limiter.consume(key)),
    get: (key) => run((limiter) => limiter.get(key)),
    set: (key, points, secDuration) => run((limiter) => limiter.set(key, points, secDuration)),
    block: (key, secDuration) => run((limiter) => limiter.block(key, secDuration)),
    delete: (key) => run((limiter) => limiter.delete(key)),
  };
}

const redisStores = new WeakMap<Redis, Map<string, RateLimitStore>>();

/**
 * Counters in Redis (shared by every instance; keys expire by themselves). Every limiter is insured by an in-process
 * memory limiter that answers while Redis is not connected (at once) or does not answer a command (after the
 * connection's `commandTimeout`, and then without asking Redis for REDIS_RETRY_AFTER_MS). One store per connection
 * and prefix.
 */
export function createRedisRateLimitStore(redis: Redis, prefix = 'mo:rl:'): RateLimitStore {
  const byPrefix = redisStores.get(redis) ?? new Map<string, RateLimitStore>();
  redisStores.set(redis, byPrefix);
  let store = byPrefix.get(prefix);
  if (!store) {
    const health = redisHealth(redis);
    store = policyStore((options) => {
      const memory = new FallbackMemoryLimiter(options, health);
      const shared = new RateLimiterRedis({
        ...options,
        keyPrefix: `${prefix}${options.keyPrefix}`,
        storeClient: redis,
        // Not connected: go to the insurance at once instead of queueing the command.
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      });
      return failFast(health, shared, memory);
    });
    byPrefix.set(prefix, store);
  }
  return store;
}

/**
 * A Redis connection for rate limits that fails fast: no offline queue and no retried commands (a command while
 * disconnected fails at once), and a command that gets no answer within `commandTimeoutMs` (the portal's:
 * REDIS_COMMAND_TIMEOUT_MS) fails, so the in-process fallback answers and a sign-in never waits for Redis. It keeps
 * reconnecting in the background. The checks of one event-loop turn share one write (ioredis's auto-pipelining).
 */
export function createRateLimitRedis(url: string, commandTimeoutMs = REDIS_COMMAND_TIMEOUT_MS): Redis {
  const redis = new Redis(url, {
    commandTimeout: commandTimeoutMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    connectTimeout: 2000,
    // The checks of one event-loop turn go to Redis in one write (one pipeline). One write per GraphQL read was about
    // 4 % of the portal's CPU under load, and one wake-up of Redis each; in one pipeline the read answered about 15 %
    // more requests a second (64 connections, PostgreSQL and Redis, runs with and without it in alternation).
    enableAutoPipelining: true,
  });
  redisHealth(redis);
  return redis;
}

interface Shared {
  redis: Map<string, Redis>;
  memory?: RateLimitStore;
}
// One per process: the account host (started with the services) and the portal's pages count in the same copy of
// this module (the server build, src/server/serving/entry.ts; under `npm run dev` the pages' module runner).
const shared: Shared = { redis: new Map() };

/**
 * The configured store: Redis when `REDIS_URL` is set (one connection per URL), otherwise the database `db`, with
 * `perInstance` policies in this process's memory.
 */
export function rateLimitStore(db: Db): RateLimitStore {
  const url = config().REDIS_URL;
  if (url) {
    let redis = shared.redis.get(url);
    if (!redis) {
      redis = createRateLimitRedis(url);
      shared.redis.set(url, redis);
    }
    return createRedisRateLimitStore(redis);
  }
  shared.memory ??= createMemoryRateLimitStore();
  return routedStore(shared.memory, createDbRateLimitStore(db));
}

/** A 429 answer with `Retry-After` (seconds) and a short Dutch JSON or text body. */
export function tooManyRequests(retryAfterSeconds: number, message: string, json = false): Response {
  const headers = new Headers({
    'retry-after': String(retryAfterSeconds),
    'cache-control': 'no-store',
    'content-type': json ? 'application/json' : 'text/plain; charset=utf-8',
  });
  const body = json
    ? JSON.stringify({ errors: [{ message, extensions: { code: 'RATE_LIMITED', retryAfter: retryAfterSeconds } }] })
    : message;
  return new Response(body, { status: 429, headers });
}
