/**
 * The pure session rules: a session token and its stored id, the 30-day rolling lifetime, and how the overview
 * describes and orders the account's sessions. No database here; the queries are ./storage.ts.
 */
import { createHash } from 'node:crypto';
import { UAParser } from 'ua-parser-js';
import { z } from 'zod';

/** A session lives 30 days after its last use. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** The rolling expiry is written at most this often, so reading a session is normally a single SELECT. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/** A session token: 32 random bytes as base64url, exactly 43 characters of the base64url alphabet. */
export const sessionTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** The stored id of a token: its SHA-256, hex. */
export function sessionIdForToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** True for the shape of a stored session id (a SHA-256 in hex), so anything else never reaches the database. */
export function isSessionId(value: string): boolean {
  return /^[0-9a-f]{64}$/.test(value);
}

/** When a session used at `now` expires: 30 days later. */
export function sessionExpiry(now: Date): Date {
  return new Date(now.getTime() + SESSION_TTL_MS);
}

/** True when a use at `now` must write the rolled expiry: the last recorded use is more than an hour old. */
export function needsTouch(lastUsedAt: Date, now: Date): boolean {
  return now.getTime() - lastUsedAt.getTime() > SESSION_TOUCH_INTERVAL_MS;
}

export interface SessionDevice {
  browser?: string | undefined;
  os?: string | undefined;
  /** mobile, tablet, … (undefined for desktop browsers). */
  type?: string | undefined;
}

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

/** What the overview reads of a stored session. */
export interface StoredSessionRow {
  id: string;
  userAgent: string | null;
  origin: string;
  ipAddress: string | null;
  createdAt: Date;
  lastUsedAt: Date;
}

/**
 * The overview of stored sessions, given the current one first and then the others most recently used first (up to
 * `limit + 1` rows): the current session first, then at most `limit` others.
 */
export function sessionOverview(
  rows: readonly StoredSessionRow[],
  currentSessionId: string,
  limit: number = SESSION_LIST_LIMIT,
): SessionOverviewItem[] {
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
    .sort((a, b) => Number(b.current) - Number(a.current))
    .slice(0, rows.some((row) => row.id === currentSessionId) ? limit + 1 : limit);
}
