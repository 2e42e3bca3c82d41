/**
 * The portal's sessions table: the session store (a session starts, is found by its token, rolls, is dropped or
 * purged) and the queries of the account's session overview. The browser holds a random 256-bit token; the table
 * holds only its SHA-256. A session belongs to the brand it was made on and is worthless on any other.
 */
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, exists, getTableColumns, gt, isNull, ne, sql } from 'drizzle-orm';
import type { BrandKey } from '../../../brands/registry';
import type { OwnerScope } from '../../../shared/owner';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { accountDeletions, accounts, sessions, type AccountRecord } from '../../db/schema';
import { removeExpired } from '../kit/expiry';
import { ownedBy } from '../kit/ownership';
import { needsTouch, sessionExpiry, sessionIdForToken, sessionTokenSchema, type StoredSessionRow } from './rules';

export interface CreateSessionInput {
  accountId: string;
  brandKey: BrandKey;
  /** The OpenID provider's `sub`. */
  subject: string;
  /** The ID token, kept as `id_token_hint` for RP-initiated logout. */
  idToken?: string | null;
  /** The provider's session of this browser (the ID token's `sid`), ended with this session. */
  providerSessionId?: string | null;
  userAgent?: string | null;
  ip?: string | null;
  /** WEB or WEBVIEW (analytics origin); default WEB. */
  origin?: 'WEB' | 'WEBVIEW';
}

export interface CreatedSession {
  /** The cookie value; never stored. */
  token: string;
  /** The stored id (SHA-256 of the token, hex). */
  sessionId: string;
  expiresAt: Date;
}

export interface ResolvedSession {
  accountId: string;
  sessionId: string;
  email: string;
  /**
   * The account's row as the session read found it, read in the same query: a request's reads use it instead of
   * reading the account again, so the session is read once per request. A snapshot of the request's start: what a
   * request changes, it reads back from the database.
   */
  record: AccountRecord;
  /**
   * True while the account has an open deletion request (one not yet erased, as the privacy area's `pendingDeletion`
   * reads it), read in the same query: its pages are rendered for it, never kept for every subscriber
   * (src/server/page-shell.ts), and show the deletion notice.
   */
  deletionPending: boolean;
}

/** Starts a session and returns its token (for the cookie); only the token's hash is stored. */
export async function createSession(
  db: Db,
  input: CreateSessionInput,
  now: Date = new Date(),
): Promise<CreatedSession> {
  const token = randomBytes(32).toString('base64url');
  const sessionId = sessionIdForToken(token);
  const expiresAt = sessionExpiry(now);
  await db.insert(sessions).values({
    id: sessionId,
    accountId: input.accountId,
    brandKey: input.brandKey,
    subject: input.subject,
    idToken: input.idToken ?? null,
    providerSessionId: input.providerSessionId ?? null,
    // Bounded: these come from request headers and are shown in the session overview, not trusted.
    userAgent: input.userAgent?.slice(0, 512) ?? null,
    ipAddress: input.ip?.slice(0, 64) ?? null,
    origin: input.origin ?? 'WEB',
    createdAt: now,
    lastUsedAt: now,
    expiresAt,
  });
  return { token, sessionId, expiresAt };
}

const { passwordHash: _passwordHash, ...accountRecordColumns } = getTableColumns(accounts);

const findSessionStatement = preparedPerDb((db) =>
  db
    .select({
      sessionId: sessions.id,
      accountId: sessions.accountId,
      idToken: sessions.idToken,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      // The row but its password hash, in the same round trip: the request's snapshot (ResolvedSession.record).
      account: accountRecordColumns,
      // The account's open deletion request (ResolvedSession.deletionPending), in the same round trip.
      deletionPending: sql<boolean>`${exists(
        db
          .select({ one: sql`1` })
          .from(accountDeletions)
          .where(and(eq(accountDeletions.accountId, sessions.accountId), isNull(accountDeletions.erasedAt))),
      )}`.mapWith(Boolean),
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        eq(sessions.brandKey, sql.placeholder('brandKey')),
        gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
      ),
    )
    .limit(1)
    .prepare('find_session'),
);

/** The stored session of a token on a brand, including its ID token; undefined when unknown, expired or of another brand. */
export async function findSession(db: Db, token: string | undefined, brandKey: BrandKey, now: Date = new Date()) {
  const parsed = sessionTokenSchema.safeParse(token);
  if (!parsed.success) return undefined;
  const [row] = await findSessionStatement(db).execute({
    id: sessionIdForToken(parsed.data),
    brandKey,
    now: now.toISOString(),
  });
  return row && { ...row, email: row.account.email };
}

/**
 * The session of a token on a brand, rolled: when the last recorded use is more than an hour old, the expiry moves
 * to 30 days from now (`rolled` says so, for the cookie). Undefined when unknown, expired or of another brand.
 */
export async function touchSession(
  db: Db,
  token: string | undefined,
  brandKey: BrandKey,
  now: Date,
): Promise<{ session: ResolvedSession; rolled: boolean } | undefined> {
  const row = await findSession(db, token, brandKey, now);
  if (!row) return undefined;
  const rolled = needsTouch(row.lastUsedAt, now);
  if (rolled) {
    await db
      .update(sessions)
      .set({ lastUsedAt: now, expiresAt: sessionExpiry(now) })
      .where(eq(sessions.id, row.sessionId));
  }
  const session: ResolvedSession = {
    accountId: row.accountId,
    sessionId: row.sessionId,
    email: row.email,
    record: row.account,
    deletionPending: row.deletionPending,
  };
  return { session, rolled };
}

/** The account behind a session token on a brand, or undefined; rolling like {@link touchSession}. */
export async function resolveSession(
  db: Db,
  token: string | undefined,
  brandKey: BrandKey,
  now: Date = new Date(),
): Promise<ResolvedSession | undefined> {
  return (await touchSession(db, token, brandKey, now))?.session;
}

/**
 * Drops a session that is replaced, not ended (rotation at sign-in, switching accounts): the browser stays signed in
 * at the provider. Ending one — by the user, a new password, logging out — is endPortalSessions of the identity
 * area, which signs the browser out at the provider too.
 */
export async function destroySession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Removes sessions that expired before `now` and says how many; safe to run at any time (housekeeping). */
export async function purgeExpiredSessions(db: Db, now: Date = new Date()): Promise<number> {
  return removeExpired(db, sessions, sessions.expiresAt, now);
}

// ── The overview ─────────────────────────────────────────────────────────────────────────────────────────────────

/** Whose sessions the overview reads: the account on the brand. */
export type SessionScope = Pick<OwnerScope, 'accountId' | 'brandKey'>;

/** The account's active sessions on the brand (the overview's filter). */
function activeSessionsOf(scope: SessionScope, now: Date) {
  return and(
    eq(sessions.accountId, scope.accountId),
    eq(sessions.brandKey, scope.brandKey),
    gt(sessions.expiresAt, now),
  );
}

/** The account's active sessions on the brand: `currentSessionId` first, then the most recently used, `limit` rows. */
export async function activeSessionRows(
  db: Db,
  scope: SessionScope,
  currentSessionId: string,
  now: Date,
  limit: number,
): Promise<StoredSessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(activeSessionsOf(scope, now))
    .orderBy(desc(sql`${sessions.id} = ${currentSessionId}`), desc(sessions.lastUsedAt))
    .limit(limit);
}

/** How many active sessions the account has on the brand. */
export async function countActiveSessions(db: Db, scope: SessionScope, now: Date): Promise<number> {
  const [row] = await db.select({ total: count() }).from(sessions).where(activeSessionsOf(scope, now));
  return Number(row?.total ?? 0);
}

/** One session of the account by its stored id. */
export function sessionOfAccount(accountId: string, sessionId: string) {
  return and(eq(sessions.id, sessionId), eq(sessions.accountId, accountId))!;
}

/** Every session of the account on the brand except `exceptSessionId`. */
export function otherSessionsOf(scope: SessionScope, exceptSessionId: string) {
  return and(ownedBy(sessions, scope), ne(sessions.id, exceptSessionId))!;
}
