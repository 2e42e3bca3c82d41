/**
 * The identity services that the portal (`/api/pass`, the seed) and the built-in account host (sign-in,
 * registration, forgotten password) both apply, so that swapping the account host for an external OpenID provider
 * leaves the portal's half of them intact:
 *
 * - **passwords**: hashed with argon2id (./passwords.ts); a new password has PASSWORD_MIN_LENGTH…PASSWORD_MAX_LENGTH
 *   characters (src/shared/password.ts, one pair of numbers for portal and host; the pure rules are ./rules.ts);
 * - **accounts**: one per e-mail address (compared lower-cased); creating one for a known address keeps that account;
 * - **a new password ends every session** of the account (except, on request, the one that set it) and lifts a
 *   running sign-in lockout;
 * - **ending a portal session ends the browser's provider session too** (by the user, a new password or logging
 *   out): the ID token's `sid` links the two, the built-in account host's session is removed from its storage, and
 *   the `sid` is remembered as ended, so the silent session check never signs that browser in again;
 * - **sign-in throttling**: the 8th wrong password in a row for an address locks it for 10 minutes, every next
 *   lockout doubles (SIGN_IN_POLICY of the rate-limit port, so every instance counts alike). Counted per address
 *   whether an account exists or not, so a lockout reveals nothing. A wrong current password in the portal's
 *   password change counts the same way: it is a password guess too.
 */
import { and, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimitStore, SIGN_IN_POLICY } from '../../ports/rate-limit';
import { hashPassword, verifyPassword } from './passwords';
import {
  emailAddressSchema,
  lockStatusOf,
  providerSessionRefs,
  throttleKey,
  type LockStatus,
  type PasswordCheck,
  type ProviderSessionRef,
} from './rules';
import {
  accountSessions,
  deletePortalSessions,
  findAccountByEmail,
  holdsSid,
  insertAccount,
  ofAccount,
  providerSessionOf,
  rememberEnded,
  removeAccountHostSessions,
  storePasswordHash,
} from './storage';

export { hashPassword, needsRehash, PASSWORD_HASH_OPTIONS, verifyPassword } from './passwords';
export {
  BASE_LOCKOUT_MS,
  clientIdFor,
  emailAddressSchema,
  MAX_FAILURES,
  newPasswordViolation,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  plainPasswordSchema,
  type LockStatus,
  type NewPasswordViolation,
  type PasswordCheck,
} from './rules';
export { findAccountByEmail, isProviderSessionEnded, type SignInAccount } from './storage';

// ── Accounts ─────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Creates the account of a proven e-mail address. An address that already has an account keeps it (and its
 * password): the caller signs that account in, so registering twice never makes a second account.
 * @param input.passwordHash an argon2id hash from {@link hashPassword}, or null for a code-only account.
 */
export async function createAccount(
  db: Db,
  input: { email: string; passwordHash: string | null },
): Promise<{ id: string; created: boolean }> {
  const email = emailAddressSchema.parse(input.email);
  const existing = await findAccountByEmail(db, email);
  if (existing) return { id: existing.id, created: false };
  const created = await insertAccount(db, { email, passwordHash: input.passwordHash });
  if (created) return { id: created.id, created: true };
  // Another request created it in between.
  const raced = await findAccountByEmail(db, email);
  if (!raced) throw new Error('The account could not be created.');
  return { id: raced.id, created: false };
}

// ── Sign-in throttling ───────────────────────────────────────────────────────────────────────────────────────────

/** Whether sign-in for `email` is locked now. */
export async function lockStatus(db: Db, email: string): Promise<LockStatus> {
  return lockStatusOf(await rateLimitStore(db).check(SIGN_IN_POLICY, throttleKey(email)));
}

/** Counts a wrong password; returns the lock status afterwards (locked on the 8th wrong password in a row). */
export async function recordFailure(db: Db, email: string): Promise<LockStatus> {
  return lockStatusOf(await rateLimitStore(db).hit(SIGN_IN_POLICY, throttleKey(email)));
}

/**
 * Forgets the wrong passwords of an address: after a successful sign-in, and whenever the user proved access to the
 * mailbox (a mailed code or link is as good as the password).
 */
export async function recordSuccess(db: Db, email: string): Promise<void> {
  await rateLimitStore(db).reset(SIGN_IN_POLICY, throttleKey(email));
}

/**
 * Checks `password` against `passwordHash` for the address `email` under the sign-in throttle: refused while
 * locked (the right password too), a wrong one counted (the 8th in a row locks), a right one clears the count.
 */
export async function checkThrottledPassword(
  db: Db,
  email: string,
  passwordHash: string | null | undefined,
  password: string,
): Promise<PasswordCheck> {
  const lock = await lockStatus(db, email);
  if (lock.locked) return { ok: false, reason: 'locked', retryAfterSeconds: lock.retryAfterSeconds };
  if (!(await verifyPassword(passwordHash, password))) {
    const after = await recordFailure(db, email);
    return after.locked
      ? { ok: false, reason: 'wrong', lockedForSeconds: after.retryAfterSeconds }
      : { ok: false, reason: 'wrong' };
  }
  await recordSuccess(db, email);
  return { ok: true };
}

/**
 * Signing in with e-mail address and password. An unknown address gets the same answer, after the same argon2 work
 * and the same counting, as a wrong password, so neither the answer nor its timing tells which addresses exist.
 */
export async function signInWithPassword(
  db: Db,
  email: string,
  password: string,
): Promise<{ ok: true; accountId: string } | Exclude<PasswordCheck, { ok: true }>> {
  const account = await findAccountByEmail(db, email);
  const check = await checkThrottledPassword(db, email, account?.passwordHash ?? null, password);
  if (!check.ok) return check;
  // The hash matched, so the account exists; the guard keeps the type honest.
  return account ? { ok: true, accountId: account.id } : { ok: false, reason: 'wrong' };
}

// ── Ending sessions ──────────────────────────────────────────────────────────────────────────────────────────────

/** What {@link endPortalSessions} ended. */
export interface EndedSessions {
  /** The portal sessions ended (their stored ids). */
  sessionIds: string[];
  /** How many of the built-in account host's sessions ended with them (0 with an external provider). */
  accountHostSessions: number;
}

/**
 * Ends the portal sessions that match `condition` (on the sessions table) the way a user means it — ended by them on
 * the sessions screen, by a new password, by logging out — and with each the provider session of that browser: the
 * built-in account host forgets it, and its `sid` is remembered as ended, so {@link isProviderSessionEnded} keeps
 * the silent check from signing it in again even where the provider cannot be told (an external one). A session that
 * is merely replaced (rotation at sign-in, switching accounts) is not ended this way: its browser stays signed in.
 */
export async function endPortalSessions(db: Db, condition: SQL): Promise<EndedSessions> {
  const ended = await deletePortalSessions(db, condition);
  const refs = providerSessionRefs(ended);
  const removed = refs.length > 0 ? await removeAccountHostSessions(db, or(...refs.map(holdsSid))!) : [];
  await rememberEnded(db, [...refs.map((ref) => ref.sid), ...removed]);
  return { sessionIds: ended.map((row) => row.id), accountHostSessions: removed.length };
}

/**
 * Ends every session the built-in account host holds for an account, except the one that signed in `keep`: after
 * a new password nobody who knew the old one stays signed in there either, not even a browser that has no portal
 * session at the moment.
 */
async function endAccountHostSessionsOf(
  db: Db,
  accountId: string,
  keep: ProviderSessionRef | undefined,
): Promise<void> {
  const all = ofAccount(accountId);
  const removed = await removeAccountHostSessions(db, keep ? and(all, sql`not (${holdsSid(keep)})`)! : all);
  await rememberEnded(db, removed);
}

/**
 * Ends every session of an account everywhere — its portal sessions on every brand and every session the built-in
 * account host holds for it — and remembers their `sid`s as ended: nobody stays signed in to an account that is
 * erased.
 */
export async function endEverySessionOf(db: Db, accountId: string): Promise<EndedSessions> {
  const ended = await endPortalSessions(db, accountSessions(accountId));
  await endAccountHostSessionsOf(db, accountId, undefined);
  return ended;
}

// ── A new password ───────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Stores a new password for an account and applies what a new password means: every portal session of the account
 * ends (whoever knew the old password is signed out), and so does every session the account host holds for it,
 * except `keepSessionId` — the session that changed it — and its browser's provider session; a running sign-in
 * lockout of its address is lifted. The caller has checked {@link newPasswordViolation}.
 * @returns false when the account does not exist.
 */
export async function replacePassword(
  db: Db,
  accountId: string,
  plain: string,
  options: { keepSessionId?: string | undefined } = {},
): Promise<boolean> {
  const account = await storePasswordHash(db, accountId, await hashPassword(plain));
  if (!account) return false;
  const kept = options.keepSessionId ? await providerSessionOf(db, accountId, options.keepSessionId) : undefined;
  await endPortalSessions(db, accountSessions(accountId, options.keepSessionId));
  await endAccountHostSessionsOf(db, accountId, kept ? providerSessionRefs([kept])[0] : undefined);
  await recordSuccess(db, account.email);
  return true;
}
