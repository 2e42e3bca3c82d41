/**
 * The sessions domain (DESIGN.md §5 "the user sees and ends their other sessions"): the account's active sessions on
 * a brand with device (from the user agent, by ua-parser-js), place of sign-in (the address it came from; no
 * geolocation database is bundled) and last use; ending one other session, or all others. Every query is scoped to
 * the account, so a session id of another account is answered like one that does not exist. An ended session's
 * browser is signed out at the provider too (endPortalSessions of ./identity.ts): it has to sign in again.
 */
import { and, count, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { UAParser } from 'ua-parser-js';
import type { BrandKey } from '../../brands/registry';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { ok, refused, type Result } from '../../shared/result';
import { endPortalSessions } from './identity';

/** Who asks: the signed-in account, on which brand, from which session. */
export interface SessionOwner {
  accountId: string;
  brandKey: BrandKey;
  /** The session of the request: listed as current, never ended by these services. */
  currentSessionId: string;
}

export interface SessionDevice {
  browser?: string | undefined;
  os?: string | undefined;
  /** mobile, tablet, … (undefined for desktop browsers). */
  type?: string | undefined;
}

export interface SessionOverviewItem {
  /** The stored id (a hash of the cookie token: not usable as a credential). */
  id: string;
  current: boolean;
  device: SessionDevice;
  origin: 'WEB' | 'WEBVIEW';
  /** Where the session was started from (IP address), if known. */
  place?: string | undefined;
  createdAt: Date;
  lastUsedAt: Date;
}

/** The violation of a session id that is not one of the account's other sessions (another account's, unknown, or the current one). */
export const SESSION_NOT_FOUND = 'NOT_FOUND';

/** A stored session id: the SHA-256 of the cookie token in hex (src/server/auth/session.ts). */
const SESSION_ID = /^[0-9a-f]{64}$/;

/** Browser, operating system and device type of a user agent. */
export function describeUserAgent(userAgent: string | null | undefined): SessionDevice {
  if (!userAgent) return {};
  const result = new UAParser(userAgent).getResult();
  const browser = [result.browser.name, result.browser.major].filter(Boolean).join(' ') || undefined;
  const os = [result.os.name, result.os.version].filter(Boolean).join(' ') || undefined;
  return { browser, os, type: result.device.type };
}

/**
 * The overview lists the current session and at most this many others, the most recently used first: an account
 * signed in on hundreds of devices gets a page of a readable size, and "end every other session" ends the rest too.
 */
export const SESSION_LIST_LIMIT = 20;

/** The account's active sessions on the brand (the overview's filter). */
function activeSessionsOf(owner: SessionOwner, now: Date) {
  return and(
    eq(sessions.accountId, owner.accountId),
    eq(sessions.brandKey, owner.brandKey),
    gt(sessions.expiresAt, now),
  );
}

/**
 * The account's active sessions on the brand: the current one first, then the `limit` most recently used others
 * ({@link countSessions} tells how many there are in all).
 */
export async function listSessions(
  db: Db,
  owner: SessionOwner,
  now: Date = new Date(),
  limit: number = SESSION_LIST_LIMIT,
): Promise<SessionOverviewItem[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(activeSessionsOf(owner, now))
    .orderBy(desc(sql`${sessions.id} = ${owner.currentSessionId}`), desc(sessions.lastUsedAt))
    .limit(limit + 1);
  return rows
    .map((row) => ({
      id: row.id,
      current: row.id === owner.currentSessionId,
      device: describeUserAgent(row.userAgent),
      origin: row.origin === 'WEBVIEW' ? ('WEBVIEW' as const) : ('WEB' as const),
      place: row.ipAddress ?? undefined,
      createdAt: row.createdAt,
      lastUsedAt: row.lastUsedAt,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current))
    .slice(0, rows.some((row) => row.id === owner.currentSessionId) ? limit + 1 : limit);
}

/** How many active sessions the account has on the brand, the current one included. */
export async function countSessions(db: Db, owner: SessionOwner, now: Date = new Date()): Promise<number> {
  const [row] = await db.select({ total: count() }).from(sessions).where(activeSessionsOf(owner, now));
  return Number(row?.total ?? 0);
}

/**
 * Ends one other session of the account. Refused with NOT_FOUND when the id is not one of them: another account's,
 * an unknown one, or the current session (which is ended by logging out).
 */
export async function endSession(db: Db, owner: SessionOwner, sessionId: string): Promise<Result> {
  // Not the shape of a session id (a SHA-256 in hex): unknown, without asking the database.
  if (!SESSION_ID.test(sessionId) || sessionId === owner.currentSessionId) {
    return refused({ code: SESSION_NOT_FOUND, field: null });
  }
  const { sessionIds } = await endPortalSessions(
    db,
    and(eq(sessions.id, sessionId), eq(sessions.accountId, owner.accountId))!,
  );
  return sessionIds.length === 1 ? ok() : refused({ code: SESSION_NOT_FOUND, field: null });
}

/** Ends every session of the account on the brand except the current one. */
export async function endOtherSessions(db: Db, owner: SessionOwner): Promise<Result<{ ended: number }>> {
  const { sessionIds } = await endPortalSessions(
    db,
    and(
      eq(sessions.accountId, owner.accountId),
      eq(sessions.brandKey, owner.brandKey),
      ne(sessions.id, owner.currentSessionId),
    )!,
  );
  return ok({ ended: sessionIds.length });
}
