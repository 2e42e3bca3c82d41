/**
 * Identity rules (DESIGN.md §5) that the portal (`/api/pass`, the seed) and the built-in account host (sign-in,
 * registration, forgotten password) both apply, so that swapping the account host for an external OpenID provider
 * leaves the portal's half of them intact:
 *
 * - **passwords**: hashed with argon2id; a new password has PASSWORD_MIN_LENGTH…PASSWORD_MAX_LENGTH characters
 *   (src/shared/password.ts, one pair of numbers for portal and host);
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
import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { and, eq, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/password';
import type { BrandKey } from '../../brands/registry';
import { clientIdFor } from '../auth/client-credentials';
import { SESSION_TTL_MS } from '../auth/session';
import type { Db } from '../db/client';
import { accounts, endedProviderSessions, oidcPayloads, sessions } from '../db/schema';
import { rateLimitStore, SIGN_IN_POLICY } from '../ports/rate-limit';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

// ── Password hashing ─────────────────────────────────────────────────────────────────────────────────────────────

/** argon2id; the package's `Algorithm` is a const enum, which isolated modules cannot read, hence the literal. */
const ARGON2ID = 2 as Algorithm;

/**
 * The parameters every new hash gets: OWASP's minimum memory-hard argon2id settings (19 MiB, 2 passes, 1 lane —
 * Password Storage Cheat Sheet). The PHC string carries salt and parameters, so older hashes keep verifying.
 */
export const PASSWORD_HASH_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
} as const satisfies Options;

/**
 * A password as it may be hashed or checked: not empty, and bounded so that a huge body cannot make the server hash
 * megabytes. Wider than PASSWORD_MAX_LENGTH on purpose: a password chosen under an older, longer maximum must keep
 * verifying; the maximum applies to new passwords only ({@link newPasswordViolation}).
 */
export const plainPasswordSchema = z.string().min(1).max(1024);

/** Hashes a password with argon2id; every call uses a fresh random salt. */
export async function hashPassword(plain: string): Promise<string> {
  return hash(plainPasswordSchema.parse(plain), PASSWORD_HASH_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * True when `plain` is the password of `hash`. A missing or malformed hash, or an unusable password, gives false —
 * after the same argon2 work as a real check, so response times do not reveal which accounts have a password.
 */
export async function verifyPassword(hash: string | null | undefined, plain: string): Promise<boolean> {
  const password = plainPasswordSchema.safeParse(plain);
  if (hash && password.success) {
    try {
      return await verify(hash, password.data);
    } catch {
      // Not a PHC string we can read: treat like a wrong password.
    }
  }
  dummyHash ??= hashPassword('timing-equaliser');
  await verify(await dummyHash, password.success ? password.data : 'x');
  return false;
}

/** True when a stored hash was made with other parameters than PASSWORD_HASH_OPTIONS (rehash it after a login). */
export function needsRehash(hash: string): boolean {
  try {
    const used = parseOptions(hash);
    return (
      used.algorithm !== PASSWORD_HASH_OPTIONS.algorithm ||
      used.memoryCost !== PASSWORD_HASH_OPTIONS.memoryCost ||
      used.timeCost !== PASSWORD_HASH_OPTIONS.timeCost ||
      used.parallelism !== PASSWORD_HASH_OPTIONS.parallelism ||
      used.outputLen !== PASSWORD_HASH_OPTIONS.outputLen
    );
  } catch {
    return true;
  }
}

// ── Password rules ───────────────────────────────────────────────────────────────────────────────────────────────

/** Why a new password is refused; the same codes as the portal's password change (with translation keys). */
export type NewPasswordViolation = 'PASSWORD_TOO_SHORT' | 'PASSWORD_TOO_LONG';

/** The violation of a new password, or undefined when it may be used. Length only: no composition rules. */
export function newPasswordViolation(password: string): NewPasswordViolation | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return 'PASSWORD_TOO_SHORT';
  if (password.length > PASSWORD_MAX_LENGTH) return 'PASSWORD_TOO_LONG';
  return undefined;
}

// ── E-mail addresses and accounts ────────────────────────────────────────────────────────────────────────────────

/** An e-mail address as an account holds it: trimmed, lower-cased, at most 254 characters (RFC 5321). */
export const emailAddressSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());

/** What sign-in needs to know about an account. */
export interface SignInAccount {
  id: string;
  email: string;
  passwordHash: string | null;
}

/** The account of an e-mail address (compared lower-cased), if any. */
export async function findAccountByEmail(db: Db, email: string): Promise<SignInAccount | undefined> {
  const [account] = await db
    .select({ id: accounts.id, email: accounts.email, passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(sql`lower(${accounts.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return account;
}

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
  const [created] = await db
    .insert(accounts)
    .values({ email, passwordHash: input.passwordHash })
    .onConflictDoNothing()
    .returning({ id: accounts.id });
  if (created) return { id: created.id, created: true };
  // Another request created it in between.
  const raced = await findAccountByEmail(db, email);
  if (!raced) throw new Error('The account could not be created.');
  return { id: raced.id, created: false };
}

// ── Sign-in throttling ───────────────────────────────────────────────────────────────────────────────────────────

/** Wrong passwords allowed before a lockout (the 8th locks). */
export const MAX_FAILURES = SIGN_IN_POLICY.limit;
/** The first lockout; each next one in a row doubles. */
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

const throttleKey = (email: string) => email.trim().toLowerCase();

/** Whether sign-in for `email` is locked now. */
export async function lockStatus(db: Db, email: string): Promise<LockStatus> {
  return status(await rateLimitStore(db).check(SIGN_IN_POLICY, throttleKey(email)));
}

/** Counts a wrong password; returns the lock status afterwards (locked on the 8th wrong password in a row). */
export async function recordFailure(db: Db, email: string): Promise<LockStatus> {
  return status(await rateLimitStore(db).hit(SIGN_IN_POLICY, throttleKey(email)));
}

/**
 * Forgets the wrong passwords of an address: after a successful sign-in, and whenever the user proved access to the
 * mailbox (a mailed code or link is as good as the password).
 */
export async function recordSuccess(db: Db, email: string): Promise<void> {
  await rateLimitStore(db).reset(SIGN_IN_POLICY, throttleKey(email));
}

/** The outcome of a password check under the throttle. */
export type PasswordCheck =
  | { ok: true }
  /** Locked before this attempt: not even checked. */
  | { ok: false; reason: 'locked'; retryAfterSeconds: number }
  /** Wrong; `lockedForSeconds` when this very failure started a lockout (the 8th in a row). */
  | { ok: false; reason: 'wrong'; lockedForSeconds?: number };

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

/**
 * What the built-in account host (oidc-provider) stores for a browser's session, as far as ending it is concerned:
 * per client the `sid` it put in the ID tokens and the grant the tokens were issued under. The portal reads the
 * provider's storage through the shared database only; it never imports the account host.
 */
interface ProviderSessionPayload {
  accountId?: string;
  authorizations?: Record<string, { sid?: string; grantId?: string }>;
}

/**
 * Removes the built-in account host's sessions that match `condition` (on oidc_payloads' `Session` rows), with the
 * grants they signed in under and everything issued under those (codes, tokens): the browser's next visit, the
 * silent check included, finds no session and has to sign in again. Answers the `sid`s the removed sessions held.
 * With an external provider nothing matches.
 */
async function removeAccountHostSessions(db: Db, condition: SQL): Promise<string[]> {
  const removed = await db
    .delete(oidcPayloads)
    .where(and(eq(oidcPayloads.type, 'Session'), condition))
    .returning({ payload: oidcPayloads.payload });
  const authorizations = removed.flatMap((row) =>
    Object.values((row.payload as ProviderSessionPayload).authorizations ?? {}),
  );
  const grantIds = authorizations.flatMap((entry) => (entry.grantId ? [entry.grantId] : []));
  if (grantIds.length > 0) {
    await db
      .delete(oidcPayloads)
      .where(
        or(
          and(eq(oidcPayloads.type, 'Grant'), inArray(oidcPayloads.id, grantIds)),
          inArray(oidcPayloads.grantId, grantIds),
        ),
      );
  }
  return authorizations.flatMap((entry) => (entry.sid ? [entry.sid] : []));
}

/** A provider session of the portal of `brandKey` (its client `mijn-{key}`) by its `sid`. */
interface ProviderSessionRef {
  brandKey: BrandKey;
  sid: string;
}

/** The account host's session(s) that signed `ref` in: a containment query the partial GIN index answers. */
function holdsSid(ref: ProviderSessionRef): SQL {
  const shape = { authorizations: { [clientIdFor(ref.brandKey)]: { sid: ref.sid } } };
  return sql`${oidcPayloads.payload} @> ${JSON.stringify(shape)}::jsonb`;
}

/**
 * Remembers provider sessions as ended, for as long as a provider session can live; older entries are dropped on the
 * way, so the table never grows beyond the sessions ended in the last 30 days.
 */
async function rememberEnded(db: Db, sids: readonly string[], now: Date = new Date()): Promise<void> {
  const unique = [...new Set(sids)];
  if (unique.length > 0) {
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await db
      .insert(endedProviderSessions)
      .values(unique.map((sid) => ({ sid, endedAt: now, expiresAt })))
      .onConflictDoUpdate({ target: endedProviderSessions.sid, set: { endedAt: now, expiresAt } });
  }
  await db.delete(endedProviderSessions).where(lt(endedProviderSessions.expiresAt, now));
}

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
  const ended = await db
    .delete(sessions)
    .where(condition)
    .returning({ id: sessions.id, sid: sessions.providerSessionId, brandKey: sessions.brandKey });
  const refs = ended.flatMap((row) => (row.sid ? [{ brandKey: row.brandKey as BrandKey, sid: row.sid }] : []));
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
  const ofAccount = sql`${oidcPayloads.payload} @> ${JSON.stringify({ accountId })}::jsonb`;
  const removed = await removeAccountHostSessions(db, keep ? and(ofAccount, sql`not (${holdsSid(keep)})`)! : ofAccount);
  await rememberEnded(db, removed);
}

/**
 * True when the provider session `sid` belongs to a portal session that was ended: the silent session check must not
 * sign it in again. (A sign-in the user asks for, with the password, is another matter: the provider vouches anew.)
 */
export async function isProviderSessionEnded(db: Db, sid: string, now: Date = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ sid: endedProviderSessions.sid })
    .from(endedProviderSessions)
    .where(and(eq(endedProviderSessions.sid, sid), sql`${endedProviderSessions.expiresAt} > ${now}`))
    .limit(1);
  return row !== undefined;
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
  const passwordHash = await hashPassword(plain);
  const [account] = await db
    .update(accounts)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(accounts.id, accountId))
    .returning({ email: accounts.email });
  if (!account) return false;
  const [kept] = options.keepSessionId
    ? await db
        .select({ sid: sessions.providerSessionId, brandKey: sessions.brandKey })
        .from(sessions)
        .where(and(eq(sessions.id, options.keepSessionId), eq(sessions.accountId, accountId)))
        .limit(1)
    : [];
  await endPortalSessions(
    db,
    options.keepSessionId
      ? and(eq(sessions.accountId, accountId), ne(sessions.id, options.keepSessionId))!
      : eq(sessions.accountId, accountId),
  );
  await endAccountHostSessionsOf(
    db,
    accountId,
    kept?.sid ? { brandKey: kept.brandKey as BrandKey, sid: kept.sid } : undefined,
  );
  await recordSuccess(db, account.email);
  return true;
}
