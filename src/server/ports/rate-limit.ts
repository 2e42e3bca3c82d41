/**
 * Rate limits (DESIGN.md §5): answered with 429 and `Retry-After`, counted in the database by default and in Redis
 * when `REDIS_URL` is set, so every server instance sees the same counts.
 *
 * A policy counts events per key in a fixed window. Two kinds:
 * - **request limits** (no `lockoutMs`): more than `limit` events in the window are refused until the window ends
 *   (GraphQL per session);
 * - **failure lockouts** (`lockoutMs`): the `limit`-th event (a wrong password, a wrong code) blocks the key for
 *   `lockoutMs`; with `growth` every next lockout doubles, up to `maxLockoutMs`. Callers `check` before the attempt,
 *   `hit` on a failure and `reset` on success.
 */
import Redis from 'ioredis';
import { eq, sql } from 'drizzle-orm';
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
  /** Double the lockout for every lockout in a row (kept while the counter lives). */
  growth?: boolean;
  /** Cap of a growing lockout. */
  maxLockoutMs?: number;
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
  hit(policy: RateLimitPolicy, key: string, now?: number): Promise<RateLimitResult>;
  /** Whether `key` is allowed now, without counting. */
  check(policy: RateLimitPolicy, key: string, now?: number): Promise<RateLimitResult>;
  /** Forgets the counter and any lockout of `key` (after a success). */
  reset(policy: RateLimitPolicy, key: string): Promise<void>;
}

/** Sign-in (DESIGN.md §5): the 8th wrong password locks the address for 10 minutes, doubling per lockout, max a day. */
export const SIGN_IN_POLICY: RateLimitPolicy = {
  name: 'sign-in',
  limit: 8,
  windowMs: 24 * 60 * 60 * 1000,
  lockoutMs: 10 * 60 * 1000,
  growth: true,
  maxLockoutMs: 24 * 60 * 60 * 1000,
};

/** Six-digit code checks (DESIGN.md §5): the 4th wrong code locks for 1 hour. */
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

/** GraphQL: at most 300 operations per session (or per client address without one) per minute. */
export const GRAPHQL_POLICY: RateLimitPolicy = {
  name: 'graphql',
  limit: 300,
  windowMs: 60 * 1000,
};

/** The stored state of one key. */
export interface CounterState {
  count: number;
  /** Epoch ms. */
  windowEndsAt: number;
  strikes: number;
  /** Epoch ms; 0 when not blocked. */
  blockedUntil: number;
}

const EMPTY: CounterState = { count: 0, windowEndsAt: 0, strikes: 0, blockedUntil: 0 };

function seconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/** The pure rule both stores apply (the Redis script mirrors it): the state after one event and the answer. */
export function applyHit(
  state: CounterState,
  policy: RateLimitPolicy,
  now: number,
): { state: CounterState; result: RateLimitResult } {
  if (state.blockedUntil > now) {
    return {
      state,
      result: { allowed: false, retryAfterSeconds: seconds(state.blockedUntil - now), remaining: 0 },
    };
  }
  const next: CounterState = { ...state };
  if (next.windowEndsAt <= now) {
    // A new window; lockouts in a row are remembered only while the previous window is recent.
    const recentLockout = next.blockedUntil > 0 && now - next.blockedUntil < policy.windowMs;
    next.count = 0;
    next.windowEndsAt = now + policy.windowMs;
    if (!recentLockout) next.strikes = 0;
  }
  next.count += 1;
  if (policy.lockoutMs !== undefined) {
    if (next.count >= policy.limit) {
      const factor = policy.growth ? 2 ** next.strikes : 1;
      const lockout = Math.min(policy.lockoutMs * factor, policy.maxLockoutMs ?? Number.POSITIVE_INFINITY);
      next.blockedUntil = now + lockout;
      next.strikes += 1;
      next.count = 0;
      return { state: next, result: { allowed: false, retryAfterSeconds: seconds(lockout), remaining: 0 } };
    }
    return { state: next, result: { allowed: true, retryAfterSeconds: 0, remaining: policy.limit - next.count } };
  }
  if (next.count > policy.limit) {
    return {
      state: next,
      result: { allowed: false, retryAfterSeconds: seconds(next.windowEndsAt - now), remaining: 0 },
    };
  }
  return { state: next, result: { allowed: true, retryAfterSeconds: 0, remaining: policy.limit - next.count } };
}

/** The answer for a key without counting. */
export function checkState(state: CounterState, policy: RateLimitPolicy, now: number): RateLimitResult {
  if (state.blockedUntil > now) {
    return { allowed: false, retryAfterSeconds: seconds(state.blockedUntil - now), remaining: 0 };
  }
  const count = state.windowEndsAt > now ? state.count : 0;
  if (policy.lockoutMs === undefined && count >= policy.limit) {
    return { allowed: false, retryAfterSeconds: seconds(state.windowEndsAt - now), remaining: 0 };
  }
  return { allowed: true, retryAfterSeconds: 0, remaining: Math.max(0, policy.limit - count) };
}

function storedKey(policy: RateLimitPolicy, key: string): string {
  return `${policy.name}:${key}`;
}

/** Counters in the `rate_limits` table; one row per key, updated under a row lock. */
export function createDbRateLimitStore(db: Db): RateLimitStore {
  const read = async (tx: Db, id: string, lock: boolean): Promise<CounterState> => {
    const query = tx.select().from(rateLimits).where(eq(rateLimits.key, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) return { ...EMPTY };
    return {
      count: row.count,
      windowEndsAt: row.windowEndsAt.getTime(),
      strikes: row.strikes,
      blockedUntil: row.blockedUntil?.getTime() ?? 0,
    };
  };
  return {
    async hit(policy, key, now = Date.now()) {
      const id = storedKey(policy, key);
      return db.transaction(async (tx) => {
        const handle = tx as unknown as Db;
        // Make sure the row exists so FOR UPDATE serialises concurrent hits on it.
        await handle
          .insert(rateLimits)
          .values({ key: id, count: 0, windowEndsAt: new Date(0), strikes: 0 })
          .onConflictDoNothing();
        const { state, result } = applyHit(await read(handle, id, true), policy, now);
        await handle
          .update(rateLimits)
          .set({
            count: state.count,
            windowEndsAt: new Date(state.windowEndsAt),
            strikes: state.strikes,
            blockedUntil: state.blockedUntil ? new Date(state.blockedUntil) : null,
          })
          .where(eq(rateLimits.key, id));
        return result;
      });
    },
    async check(policy, key, now = Date.now()) {
      return checkState(await read(db, storedKey(policy, key), false), policy, now);
    },
    async reset(policy, key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, storedKey(policy, key)));
    },
  };
}

/** Removes counters that have neither a running window nor a lockout left (safe at any time). */
export async function purgeRateLimits(db: Db, now: number = Date.now()): Promise<void> {
  const day = new Date(now - 24 * 60 * 60 * 1000);
  await db
    .delete(rateLimits)
    .where(
      sql`${rateLimits.windowEndsAt} < ${day} and (${rateLimits.blockedUntil} is null or ${rateLimits.blockedUntil} < ${day})`,
    );
}

/*
 * The same rule as applyHit, atomically inside Redis. KEYS[1] the hash; ARGV: now, limit, windowMs, lockoutMs (-1
 * none), growth (0/1), maxLockoutMs (-1 none). Returns { allowed (0/1), retryAfterMs, remaining }.
 */
const HIT_SCRIPT = `
local now = tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
local windowMs = tonumber(ARGV[3])
local lockoutMs = tonumber(ARGV[4])
local growth = tonumber(ARGV[5])
local maxLockoutMs = tonumber(ARGV[6])
local s = redis.call('HMGET', KEYS[1], 'count', 'windowEndsAt', 'strikes', 'blockedUntil')
local count = tonumber(s[1]) or 0
local windowEndsAt = tonumber(s[2]) or 0
local strikes = tonumber(s[3]) or 0
local blockedUntil = tonumber(s[4]) or 0
if blockedUntil > now then
  return {0, blockedUntil - now, 0}
end
if windowEndsAt <= now then
  local recent = blockedUntil > 0 and (now - blockedUntil) < windowMs
  count = 0
  windowEndsAt = now + windowMs
  if not recent then strikes = 0 end
end
count = count + 1
local allowed = 1
local retry = 0
local remaining = 0
if lockoutMs >= 0 then
  if count >= limit then
    local lockout = lockoutMs
    if growth == 1 then lockout = lockoutMs * (2 ^ strikes) end
    if maxLockoutMs >= 0 and lockout > maxLockoutMs then lockout = maxLockoutMs end
    blockedUntil = now + lockout
    strikes = strikes + 1
    count = 0
    allowed = 0
    retry = lockout
  else
    remaining = limit - count
  end
else
  if count > limit then
    allowed = 0
    retry = windowEndsAt - now
  else
    remaining = limit - count
  end
end
redis.call('HSET', KEYS[1], 'count', count, 'windowEndsAt', windowEndsAt, 'strikes', strikes, 'blockedUntil', blockedUntil)
local keep = math.max(windowEndsAt, blockedUntil) - now + windowMs
redis.call('PEXPIRE', KEYS[1], math.floor(keep))
return {allowed, math.floor(retry), remaining}
`;

/** Counters in Redis (shared by every instance), one hash per key that expires by itself. */
export function createRedisRateLimitStore(redis: Redis, prefix = 'mo:rl:'): RateLimitStore {
  const id = (policy: RateLimitPolicy, key: string) => `${prefix}${storedKey(policy, key)}`;
  return {
    async hit(policy, key, now = Date.now()) {
      const [allowed, retryMs, remaining] = (await redis.eval(
        HIT_SCRIPT,
        1,
        id(policy, key),
        now,
        policy.limit,
        policy.windowMs,
        policy.lockoutMs ?? -1,
        policy.growth ? 1 : 0,
        policy.maxLockoutMs ?? -1,
      )) as [number, number, number];
      return allowed === 1
        ? { allowed: true, retryAfterSeconds: 0, remaining }
        : { allowed: false, retryAfterSeconds: seconds(retryMs), remaining: 0 };
    },
    async check(policy, key, now = Date.now()) {
      const values = await redis.hmget(id(policy, key), 'count', 'windowEndsAt', 'strikes', 'blockedUntil');
      const [count, windowEndsAt, strikes, blockedUntil] = values.map((value) => Number(value ?? 0));
      return checkState(
        { count: count ?? 0, windowEndsAt: windowEndsAt ?? 0, strikes: strikes ?? 0, blockedUntil: blockedUntil ?? 0 },
        policy,
        now,
      );
    },
    async reset(policy, key) {
      await redis.del(id(policy, key));
    },
  };
}

const REDIS_KEY = Symbol.for('mijn-omgeving.rate-limit.redis');
const globals = globalThis as typeof globalThis & { [REDIS_KEY]?: Map<string, Redis> };

/** One shared connection per Redis URL (kept on globalThis: Vite may load this module twice). */
function sharedRedis(url: string): Redis {
  const connections = (globals[REDIS_KEY] ??= new Map());
  let connection = connections.get(url);
  if (!connection) {
    connection = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
    connection.on('error', (error: Error) => console.warn('[rate-limit] redis:', error.message));
    connections.set(url, connection);
  }
  return connection;
}

/** The configured store: Redis when `REDIS_URL` is set, otherwise the database `db`. */
export function rateLimitStore(db: Db): RateLimitStore {
  const url = config().REDIS_URL;
  return url ? createRedisRateLimitStore(sharedRedis(url)) : createDbRateLimitStore(db);
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
