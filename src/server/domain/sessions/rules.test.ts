import { describe, expect, it } from 'vitest';
import {
  describeUserAgent,
  isSessionId,
  needsTouch,
  SESSION_TOUCH_INTERVAL_MS,
  SESSION_TTL_MS,
  sessionExpiry,
  sessionIdForToken,
  sessionOverview,
  sessionTokenSchema,
  type StoredSessionRow,
} from './rules';

const HOUR = 60 * 60 * 1000;

describe('session tokens and ids', () => {
  it('stores the SHA-256 of the token in hex, never the token', () => {
    const token = 'a'.repeat(43);
    const id = sessionIdForToken(token);
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(id).toBe(sessionIdForToken(token));
    expect(id).not.toBe(sessionIdForToken('b'.repeat(43)));
    expect(isSessionId(id)).toBe(true);
  });

  it('accepts only 43 base64url characters as a token and a 64-digit hex string as an id', () => {
    expect(sessionTokenSchema.safeParse('A-_'.repeat(14) + 'x').success).toBe(true);
    expect(sessionTokenSchema.safeParse('a'.repeat(42)).success).toBe(false);
    expect(sessionTokenSchema.safeParse('a'.repeat(42) + '=').success).toBe(false);
    expect(isSessionId('A'.repeat(64))).toBe(false);
    expect(isSessionId('0'.repeat(63))).toBe(false);
    expect(isSessionId("' or 1=1 --")).toBe(false);
  });
});

describe('the rolling lifetime', () => {
  it('lasts 30 days from the last use', () => {
    expect(SESSION_TTL_MS).toBe(30 * 24 * HOUR);
    const now = new Date('2026-03-01T10:00:00Z');
    expect(sessionExpiry(now)).toEqual(new Date('2026-03-31T10:00:00Z'));
  });

  it('writes the rolled expiry only when the last recorded use is more than an hour old', () => {
    const last = new Date('2026-03-01T10:00:00Z');
    expect(SESSION_TOUCH_INTERVAL_MS).toBe(HOUR);
    expect(needsTouch(last, new Date(last.getTime() + HOUR))).toBe(false);
    expect(needsTouch(last, new Date(last.getTime() + HOUR + 1))).toBe(true);
  });
});

describe('describeUserAgent', () => {
  it('names browser, system and device type, and nothing for no user agent', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    expect(describeUserAgent(iphone)).toEqual({ browser: 'Mobile Safari 17', os: 'iOS 17.4', type: 'mobile' });
    expect(describeUserAgent(null)).toEqual({});
  });
});

describe('sessionOverview', () => {
  const row = (id: string, extra: Partial<StoredSessionRow> = {}): StoredSessionRow => ({
    id,
    userAgent: null,
    origin: 'WEB',
    ipAddress: null,
    createdAt: new Date('2026-03-01T10:00:00Z'),
    lastUsedAt: new Date('2026-03-01T10:00:00Z'),
    ...extra,
  });

  it('marks the current session and puts it first', () => {
    const items = sessionOverview([row('b'), row('current'), row('c')], 'current', 5);
    expect(items.map((item) => [item.id, item.current])).toEqual([
      ['current', true],
      ['b', false],
      ['c', false],
    ]);
  });

  it('shows the current session and at most `limit` others', () => {
    const rows = [row('current'), row('a'), row('b'), row('c')];
    expect(sessionOverview(rows, 'current', 2).map((item) => item.id)).toEqual(['current', 'a', 'b']);
    // Without the current session among the rows: `limit` others.
    expect(sessionOverview(rows.slice(1), 'current', 2).map((item) => item.id)).toEqual(['a', 'b']);
  });

  it('keeps WEBVIEW and takes anything else as WEB, and the address as the place', () => {
    const [webview, other] = sessionOverview(
      [row('a', { origin: 'WEBVIEW', ipAddress: '192.0.2.1' }), row('b', { origin: 'weird' })],
      'x',
      5,
    );
    expect(webview).toMatchObject({ origin: 'WEBVIEW', place: '192.0.2.1' });
    expect(other).toMatchObject({ origin: 'WEB', place: undefined });
  });
});
