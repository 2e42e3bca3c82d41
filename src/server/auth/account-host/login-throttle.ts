/**
 * Password guessing protection (DESIGN.md §5): after 8 wrong passwords for one e-mail address, sign-in for that
 * address is locked for 10 minutes; every further lockout doubles (capped at a day). Counted per address whether an
 * account exists or not, so a lockout reveals nothing. The counts live in the shared rate limiter
 * (`SIGN_IN_POLICY`: the database, or Redis with REDIS_URL), so every account host instance sees the same counts.
 */
import type { Db } from '../../db/client';
import { rateLimitStore, SIGN_IN_POLICY } from '../../ports/rate-limit';

/** Wrong passwords allowed before a lockout. */
export const MAX_FAILURES = SIGN_IN_POLICY.limit;
/** The first lockout; each next one doubles. */
export const BASE_LOCKOUT_MS = SIGN_IN_POLICY.lockoutMs!;

export interface LockStatus {
  locked: boolean;
  /** Seconds until sign-in is possible again (0 when not locked). */
  retryAfterSeconds: number;
}

function status(result: { allowed: boolean; retryAfterSeconds: number }): LockStatus {
  return result.allowed
    ? { locked: false, retryAfterSeconds: 0 }
    : { locked: true, retryAfterSeconds: result.retryAfterSeconds };
}

/** Whether sign-in for `email` (lower-cased) is locked at `now`. */
export async function lockStatus(db: Db, email: string, now: number = Date.now()): Promise<LockStatus> {
  return status(await rateLimitStore(db).check(SIGN_IN_POLICY, email, now));
}

/** Counts a wrong password; returns the lock status afterwards (locked on the 8th wrong password in a row). */
export async function recordFailure(db: Db, email: string, now: number = Date.now()): Promise<LockStatus> {
  return status(await rateLimitStore(db).hit(SIGN_IN_POLICY, email, now));
}

/** A successful sign-in forgets the counter. */
export async function recordSuccess(db: Db, email: string): Promise<void> {
  await rateLimitStore(db).reset(SIGN_IN_POLICY, email);
}
