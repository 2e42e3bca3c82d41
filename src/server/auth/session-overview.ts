/**
 * The sessions screen (DESIGN.md §5 "the user sees and ends their other sessions"): the account's active sessions on
 * a brand with device (from the user agent, by ua-parser-js), place of sign-in (the address it came from; no
 * geolocation database is bundled) and last use; ending one other session, or all others. Every query is scoped to
 * the account, so a session id of another account is answered like one that does not exist.
 */
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { UAParser } from 'ua-parser-js';
import type { BrandKey } from '../../brands/registry';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';

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

/** Browser, operating system and device type of a user agent. */
export function describeUserAgent(userAgent: string | null | undefined): SessionDevice {
  if (!userAgent) return {};
  const result = new UAParser(userAgent).getResult();
  const browser = [result.browser.name, result.browser.major].filter(Boolean).join(' ') || undefined;
  const os = [result.os.name, result.os.version].filter(Boolean).join(' ') || undefined;
  return { browser, os, type: result.device.type };
}

/** The account's active sessions on a brand, the current one first, then by last use. */
export async function listSessions(
  db: Db,
  accountId: string,
  brandKey: BrandKey,
  currentSessionId: string,
  now: Date = new Date(),
): Promise<SessionOverviewItem[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.accountId, accountId), eq(sessions.brandKey, brandKey), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastUsedAt));
  return rows
    .map((row) => ({
      id: row.id,
      current: row.id === currentSessionId,
      device: describeUserAgent(row.userAgent),
      origin: row.origin === 'WEBVIEW' ? ('WEBVIEW' as const) : ('WEB' as const),
      place: row.ipAddress ?? undefined,
      createdAt: row.createdAt,
      lastUsedAt: row.lastUsedAt,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends one other session of the account; false when it is not one (another account's, unknown, or the current). */
export async function endOtherSession(
  db: Db,
  accountId: string,
  currentSessionId: string,
  sessionId: string,
): Promise<boolean> {
  if (sessionId === currentSessionId) return false;
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.accountId, accountId)))
    .returning({ id: sessions.id });
  return deleted.length === 1;
}

/** Ends every session of the account on a brand except the current one; returns how many ended. */
export async function endAllOtherSessions(
  db: Db,
  accountId: string,
  brandKey: BrandKey,
  currentSessionId: string,
): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.accountId, accountId), eq(sessions.brandKey, brandKey), ne(sessions.id, currentSessionId)))
    .returning({ id: sessions.id });
  return deleted.length;
}
