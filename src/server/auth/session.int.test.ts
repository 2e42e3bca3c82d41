import type { AstroCookies } from 'astro';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAccount, useTestDb } from '../../../tests/fixtures/db';
import { accountDeletions, sessions, type Account } from '../db/schema';
import { visitorAnswer } from './portal-handlers';
import {
  createSession,
  destroySession,
  resolveSession,
  SESSION_COOKIE,
  SESSION_TTL_MS,
  sessionFromRequest,
  SIGNED_IN_HINT_COOKIE,
  sessionIdForToken,
} from './session';

const testDb = useTestDb();
let account: Account;
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  account = await buildAccount(testDb.db);
});

async function stored(sessionId: string) {
  const [row] = await testDb.db.select().from(sessions).where(eq(sessions.id, sessionId));
  return row;
}

const input = () => ({
  accountId: account.id,
  brandKey: 'ad' as const,
  subject: account.id,
  idToken: 'ey.x.y',
  userAgent: 'ua',
  ip: '127.0.0.1',
});

describe('sessions', () => {
  it('store only the SHA-256 of a random 256-bit token', async () => {
    const { token, sessionId } = await createSession(testDb.db, input());
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sessionId).toBe(sessionIdForToken(token));
    expect(sessionId).not.toContain(token);
    const row = await stored(sessionId);
    expect(row?.accountId).toBe(account.id);
    expect(JSON.stringify(row)).not.toContain(token);
    const second = await createSession(testDb.db, input());
    expect(second.token).not.toBe(token);
  });

  it("resolve to the account, its e-mail address and the account's row but its password hash, in one query", async () => {
    const { token, sessionId } = await createSession(testDb.db, input());
    const { passwordHash: _passwordHash, ...record } = account;
    const resolved = await resolveSession(testDb.db, token, 'ad');
    expect(resolved).toEqual({
      accountId: account.id,
      sessionId,
      email: account.email,
      record,
      deletionPending: false,
    });
    expect(resolved?.record).not.toHaveProperty('passwordHash');
  });

  it('roll: the expiry moves to 30 days from the last use, written at most once an hour', async () => {
    const start = new Date('2026-01-01T10:00:00Z');
    const { token, sessionId, expiresAt } = await createSession(testDb.db, input(), start);
    expect(expiresAt.getTime()).toBe(start.getTime() + SESSION_TTL_MS);

    const soon = new Date(start.getTime() + 30 * 60 * 1000);
    expect(await resolveSession(testDb.db, token, 'ad', soon)).toBeDefined();
    expect((await stored(sessionId))?.expiresAt.getTime()).toBe(start.getTime() + SESSION_TTL_MS);

    const later = new Date(start.getTime() + 2 * HOUR);
    expect(await resolveSession(testDb.db, token, 'ad', later)).toBeDefined();
    const row = await stored(sessionId);
    expect(row?.expiresAt.getTime()).toBe(later.getTime() + SESSION_TTL_MS);
    expect(row?.lastUsedAt.getTime()).toBe(later.getTime());

    // Kept alive by use, a session outlives its first 30 days.
    const monthLater = new Date(start.getTime() + SESSION_TTL_MS + HOUR);
    expect(await resolveSession(testDb.db, token, 'ad', monthLater)).toBeDefined();
  });

  it('expire 30 days after the last use', async () => {
    const start = new Date('2026-02-01T10:00:00Z');
    const { token } = await createSession(testDb.db, input(), start);
    expect(
      await resolveSession(testDb.db, token, 'ad', new Date(start.getTime() + SESSION_TTL_MS + 1000)),
    ).toBeUndefined();
  });

  it('are only valid on the brand they were made on', async () => {
    const { token } = await createSession(testDb.db, input());
    expect(await resolveSession(testDb.db, token, 'hln')).toBeUndefined();
    expect(await resolveSession(testDb.db, token, 'ad')).toBeDefined();
  });

  it('refuse unknown, malformed and missing tokens', async () => {
    expect(await resolveSession(testDb.db, 'A'.repeat(43), 'ad')).toBeUndefined();
    expect(await resolveSession(testDb.db, "' or 1=1 --", 'ad')).toBeUndefined();
    expect(await resolveSession(testDb.db, undefined, 'ad')).toBeUndefined();
  });

  it('say in the same query whether the account has an open deletion request, an erased one not counting', async () => {
    const holder = await buildAccount(testDb.db);
    const { token } = await createSession(testDb.db, { ...input(), accountId: holder.id, subject: holder.id });
    expect(await resolveSession(testDb.db, token, 'ad')).toMatchObject({ deletionPending: false });
    const requestedAt = new Date('2026-03-02T10:00:00Z');
    const eraseAfter = new Date('2026-03-16T10:00:00Z');
    await testDb.db.insert(accountDeletions).values({ accountId: holder.id, brandKey: 'hln', requestedAt, eraseAfter });
    // The request is the account's, whichever brand it was made on.
    expect(await resolveSession(testDb.db, token, 'ad')).toMatchObject({ accountId: holder.id, deletionPending: true });
    const { cookies } = cookieStore({ [SESSION_COOKIE]: token, [SIGNED_IN_HINT_COOKIE]: '1' });
    expect(await sessionFromRequest(testDb.db, cookies, 'ad')).toMatchObject({ deletionPending: true });
    // Another account's session knows nothing of it.
    const { token: otherToken } = await createSession(testDb.db, input());
    expect(await resolveSession(testDb.db, otherToken, 'ad')).toMatchObject({ deletionPending: false });
    await testDb.db
      .update(accountDeletions)
      .set({ erasedAt: eraseAfter })
      .where(eq(accountDeletions.accountId, holder.id));
    expect(await resolveSession(testDb.db, token, 'ad')).toMatchObject({ deletionPending: false });
    await testDb.db.delete(accountDeletions).where(eq(accountDeletions.accountId, holder.id));
    expect(await resolveSession(testDb.db, token, 'ad')).toMatchObject({ deletionPending: false });
  });

  it('end with destroySession', async () => {
    const { token, sessionId } = await createSession(testDb.db, input());
    await destroySession(testDb.db, sessionId);
    expect(await stored(sessionId)).toBeUndefined();
    expect(await resolveSession(testDb.db, token, 'ad')).toBeUndefined();
  });
});

/** The part of AstroCookies sessionFromRequest uses, recording what it sets. */
function cookieStore(values: Record<string, string>) {
  const set: Array<{ name: string; value: string; options: Record<string, unknown> }> = [];
  const cookies = {
    get: (name: string) => (name in values ? { value: values[name] } : undefined),
    set: (name: string, value: string, options: Record<string, unknown>) => set.push({ name, value, options }),
  } as unknown as AstroCookies;
  return { cookies, set };
}

describe('sessionFromRequest', () => {
  it('gives the locals.account of a valid cookie on its brand, and nothing on another brand or without cookie', async () => {
    const { token, sessionId } = await createSession(testDb.db, input());
    const { cookies, set } = cookieStore({ [SESSION_COOKIE]: token, [SIGNED_IN_HINT_COOKIE]: '1' });
    const { passwordHash: _passwordHash, ...record } = account;
    expect(await sessionFromRequest(testDb.db, cookies, 'ad')).toEqual({
      id: account.id,
      sessionId,
      email: account.email,
      record,
      deletionPending: false,
    });
    expect(set).toEqual([]);
    expect(await sessionFromRequest(testDb.db, cookies, 'hln')).toBeUndefined();
    expect(await sessionFromRequest(testDb.db, cookieStore({}).cookies, 'ad')).toBeUndefined();
  });

  it('writes the cookie again when the session rolled, so the browser keeps it as long as the server', async () => {
    const { token } = await createSession(testDb.db, input(), new Date(Date.now() - 2 * HOUR));
    const { cookies, set } = cookieStore({ [SESSION_COOKIE]: token, [SIGNED_IN_HINT_COOKIE]: '1' });
    expect(await sessionFromRequest(testDb.db, cookies, 'ad')).toBeDefined();
    const lifetime = { sameSite: 'lax', path: '/', secure: false, maxAge: SESSION_TTL_MS / 1000 };
    expect(set).toEqual([
      { name: SESSION_COOKIE, value: token, options: { httpOnly: true, ...lifetime } },
      // The signed-in hint for shared pages lives as long, readable by the page's script.
      { name: SIGNED_IN_HINT_COOKIE, value: '1', options: { httpOnly: false, ...lifetime } },
    ]);
  });

  it('sets the signed-in hint for a valid session that lacks it (a session from before the hint)', async () => {
    const { token } = await createSession(testDb.db, input());
    const { cookies, set } = cookieStore({ [SESSION_COOKIE]: token });
    expect(await sessionFromRequest(testDb.db, cookies, 'ad')).toBeDefined();
    expect(set).toEqual([
      {
        name: SIGNED_IN_HINT_COOKIE,
        value: '1',
        options: { httpOnly: false, sameSite: 'lax', path: '/', secure: false, maxAge: SESSION_TTL_MS / 1000 },
      },
    ]);
    // A stale session cookie sets nothing.
    const stale = cookieStore({ [SESSION_COOKIE]: 'x'.repeat(43) });
    expect(await sessionFromRequest(testDb.db, stale.cookies, 'ad')).toBeUndefined();
    expect(stale.set).toEqual([]);
  });
});

describe('visitorAnswer: who is signed in, for a shared page’s header', () => {
  it('names the signed-in account, never to be stored', async () => {
    const answer = visitorAnswer({ email: 'jan.devries@example.nl' }, 'ad.localhost');
    expect(await answer.json()).toEqual({ signedIn: true, email: 'jan.devries@example.nl' });
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('set-cookie')).toBeNull();
  });

  it('says nobody is, and removes the signed-in hint', async () => {
    const answer = visitorAnswer(undefined, 'ad.localhost');
    expect(await answer.json()).toEqual({ signedIn: false });
    expect(answer.headers.get('set-cookie')).toMatch(/^mo_signed_in=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970/);
    expect(answer.headers.get('set-cookie')).not.toContain('HttpOnly');
  });
});
