/**
 * Server-side portal sessions (DESIGN.md §5): the browser holds a random 256-bit token in the `mo_session` cookie;
 * the database holds only its SHA-256 hash. Sessions last 30 days and roll: each use pushes the expiry to 30 days from
 * now, written at most once an hour. A session belongs to the brand it was made on and is worthless on any other.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, getTableColumns, gt, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { BRANDS, type BrandKey } from '../../brands/registry';
import { config } from '../config';
import type { Db } from '../db/client';
import { preparedPerDb } from '../db/prepared';
import { accounts, sessions, type AccountRecord } from '../db/schema';
import { stringifySetCookie } from 'cookie';
import { authCookieAttributes, type CookieAttributes } from './cookies';
import { portalOrigin } from './urls';

/** Name of the session cookie. */
export const SESSION_COOKIE = 'mo_session';
/** A session lives 30 days after its last use. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** The rolling expiry is written at most this often, so reading a session is normally a single SELECT. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/** 32 random bytes as base64url: exactly 43 characters of the base64url alphabet. */
const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

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
   * reading the account again (issue 14 §4, "the session read once per request"). A snapshot of the request's start:
   * what a request changes, it reads back from the database.
   */
  record: AccountRecord;
}

/** The stored id of a token: its SHA-256, hex. */
export function sessionIdForToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The session cookie's attributes for a request on `hostname`: HttpOnly, Lax, Path=/, Secure off localhost, 30 days. */
export function sessionCookieAttributes(hostname: string): CookieAttributes {
  return authCookieAttributes(hostname, SESSION_TTL_MS / 1000);
}

/**
 * A cookie scripts may read, kept beside the session cookie: "this browser has a portal session", nothing more (no
 * token, no account). The prebuilt pages every visitor shares (issue 14 §3) carry no account; with this cookie the
 * page's script shows the signed-in header and asks `/api/auth/visitor` whose it is
 * (src/features/login/signed-in-header.ts), and the server's fast path gives a session-cookie holder the shared file
 * only while the hint is there (src/server/prebuilt/default-context.ts).
 */
export const SIGNED_IN_HINT_COOKIE = 'mo_signed_in';

/** The Set-Cookie value that sets (`true`, for the session cookie's lifetime and scope) or removes the hint. */
export function signedInHintCookie(hostname: string, signedIn: boolean): string {
  const { secure, maxAge } = sessionCookieAttributes(hostname);
  return stringifySetCookie({
    name: SIGNED_IN_HINT_COOKIE,
    value: signedIn ? '1' : '',
    path: '/',
    maxAge: signedIn ? maxAge : 0,
    ...(signedIn ? {} : { expires: new Date(0) }),
    sameSite: 'lax',
    secure,
  });
}

/** Starts a session and returns its token (for the cookie); only the token's hash is stored. */
export async function createSession(
  db: Db,
  input: CreateSessionInput,
  now: Date = new Date(),
): Promise<CreatedSession> {
  const token = randomBytes(32).toString('base64url');
  const sessionId = sessionIdForToken(token);
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
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
  const parsed = tokenSchema.safeParse(token);
  if (!parsed.success) return undefined;
  const [row] = await findSessionStatement(db).execute({
    id: sessionIdForToken(parsed.data),
    brandKey,
    now: now.toISOString(),
  });
  return row && { ...row, email: row.account.email };
}

async function touchSession(db: Db, token: string | undefined, brandKey: BrandKey, now: Date) {
  const row = await findSession(db, token, brandKey, now);
  if (!row) return undefined;
  const rolled = now.getTime() - row.lastUsedAt.getTime() > SESSION_TOUCH_INTERVAL_MS;
  if (rolled) {
    await db
      .update(sessions)
      .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
      .where(eq(sessions.id, row.sessionId));
  }
  const session: ResolvedSession = {
    accountId: row.accountId,
    sessionId: row.sessionId,
    email: row.email,
    record: row.account,
  };
  return { session, rolled };
}

/**
 * The account behind a session token on a brand, or undefined. Rolling: when the last recorded use is more than an
 * hour old, the expiry moves to 30 days from now.
 */
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
 * at the provider. Ending one — by the user, a new password, logging out — is endPortalSessions of
 * src/server/domain/identity.ts, which signs the browser out at the provider too.
 */
export async function destroySession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Removes sessions that expired before `now` and says how many; safe to run at any time (housekeeping). */
export async function purgeExpiredSessions(db: Db, now: Date = new Date()): Promise<number> {
  const removed = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  return removed.length;
}

/**
 * The cookies of a request as {@link sessionFromRequest} reads and writes them: Astro's `AstroCookies`, or the
 * front's jar for the GraphQL read (src/server/serving/graphql-front.ts).
 */
export interface SessionCookies {
  get(name: string): { value: string } | undefined;
  set(
    name: string,
    value: string,
    options: { httpOnly: boolean; sameSite: 'lax'; path: string; secure: boolean; maxAge: number },
  ): void;
}

/** The signed-in account of a request (`locals.account`). */
export interface SignedInAccount {
  id: string;
  sessionId: string;
  email: string;
  /**
   * ResolvedSession's snapshot of the account's row, when the session read brought it (every request the middleware
   * or the front's GraphQL read signed in); locals made by hand, as tests do, may leave it out.
   */
  record?: AccountRecord;
}

/**
 * For the middleware: the signed-in account of a request on `brandKey` (the `locals.account` value), or undefined.
 * When the session rolled, the cookie is written again so the browser's copy lives as long as the server's, and so is
 * the signed-in hint ({@link SIGNED_IN_HINT_COOKIE}), also whenever it is missing.
 */
export async function sessionFromRequest(
  db: Db,
  cookies: SessionCookies,
  brandKey: BrandKey,
): Promise<SignedInAccount | undefined> {
  const token = cookies.get(SESSION_COOKIE)?.value;
  if (!token) return undefined;
  const touched = await touchSession(db, token, brandKey, new Date());
  if (!touched) return undefined;
  const hintMissing = cookies.get(SIGNED_IN_HINT_COOKIE)?.value !== '1';
  if (touched.rolled || hintMissing) {
    const { PORT, isProduction } = config();
    const { hostname } = new URL(portalOrigin(BRANDS[brandKey], { port: PORT, production: isProduction }));
    const { httpOnly, sameSite, path, secure, maxAge } = sessionCookieAttributes(hostname);
    if (touched.rolled) cookies.set(SESSION_COOKIE, token, { httpOnly, sameSite, path, secure, maxAge });
    // Beside it the hint for the page's script (also for a session from before the hint existed).
    cookies.set(SIGNED_IN_HINT_COOKIE, '1', { httpOnly: false, sameSite, path, secure, maxAge });
  }
  const { session } = touched;
  return { id: session.accountId, sessionId: session.sessionId, email: session.email, record: session.record };
}
