/**
 * The sessions screen's operations across accounts (DESIGN.md §2): an id of another account's session is answered as
 * not found and ends nothing; "end all others" ends only the signed-in account's own sessions on this brand.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccount, createTestDb, type TestDb } from '../../../tests/fixtures/db';
import { sessions } from '../db/schema';
import { createSession, resolveSession } from './session';
import { endAllOtherSessions, endOtherSession, listSessions } from './session-overview';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
});

afterAll(async () => {
  await testDb?.close();
});

async function twoAccounts() {
  const me = await buildAccount(testDb.db);
  const other = await buildAccount(testDb.db);
  const start = (accountId: string, brandKey: 'ad' | 'hln' = 'ad', userAgent = 'vitest') =>
    createSession(testDb.db, { accountId, brandKey, subject: accountId, userAgent, ip: '192.0.2.1' });
  return {
    me,
    other,
    mine: { current: await start(me.id), second: await start(me.id), onHln: await start(me.id, 'hln') },
    theirs: { current: await start(other.id), second: await start(other.id) },
  };
}

async function exists(sessionId: string): Promise<boolean> {
  return (await testDb.db.select().from(sessions).where(eq(sessions.id, sessionId))).length === 1;
}

describe('ending sessions is scoped to the signed-in account', () => {
  it("answers an id of another account's session as not found and leaves it alone", async () => {
    const { me, other, mine, theirs } = await twoAccounts();
    for (const target of [theirs.current.sessionId, theirs.second.sessionId]) {
      expect(await endOtherSession(testDb.db, me.id, mine.current.sessionId, target)).toBe(false);
      expect(await exists(target)).toBe(true);
    }
    // Exactly like an id that does not exist.
    expect(await endOtherSession(testDb.db, me.id, mine.current.sessionId, 'f'.repeat(64))).toBe(false);
    expect(await resolveSession(testDb.db, theirs.current.token, 'ad')).toMatchObject({ accountId: other.id });
    // Not even listed.
    const listed = await listSessions(testDb.db, me.id, 'ad', mine.current.sessionId);
    expect(listed.map((s) => s.id).sort()).toEqual([mine.current.sessionId, mine.second.sessionId].sort());
    // The own other session can be ended; the current one cannot.
    expect(await endOtherSession(testDb.db, me.id, mine.current.sessionId, mine.current.sessionId)).toBe(false);
    expect(await endOtherSession(testDb.db, me.id, mine.current.sessionId, mine.second.sessionId)).toBe(true);
    expect(await exists(mine.second.sessionId)).toBe(false);
  });

  it("ends all of the account's other sessions on this brand and leaves other accounts' sessions alone", async () => {
    const { me, other, mine, theirs } = await twoAccounts();
    expect(await endAllOtherSessions(testDb.db, me.id, 'ad', mine.current.sessionId)).toBe(1);
    expect(await exists(mine.current.sessionId)).toBe(true);
    expect(await exists(mine.second.sessionId)).toBe(false);
    // A session on another brand is not part of this brand's screen.
    expect(await exists(mine.onHln.sessionId)).toBe(true);
    expect(await exists(theirs.current.sessionId)).toBe(true);
    expect(await exists(theirs.second.sessionId)).toBe(true);
    expect(await resolveSession(testDb.db, theirs.second.token, 'ad')).toMatchObject({ accountId: other.id });
    // Passing another account's current session as "current" ends nothing of theirs either.
    expect(await endAllOtherSessions(testDb.db, me.id, 'ad', theirs.current.sessionId)).toBe(1);
    expect(await exists(theirs.current.sessionId)).toBe(true);
    expect(await exists(theirs.second.sessionId)).toBe(true);
  });

  it('lists device, place and last use of the own sessions, the current one first', async () => {
    const me = await buildAccount(testDb.db);
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    const old = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    const phone = await createSession(
      testDb.db,
      { accountId: me.id, brandKey: 'ad', subject: me.id, userAgent: iphone, ip: '198.51.100.7' },
      old,
    );
    const current = await createSession(testDb.db, { accountId: me.id, brandKey: 'ad', subject: me.id });
    const listed = await listSessions(testDb.db, me.id, 'ad', current.sessionId);
    expect(listed[0]).toMatchObject({ id: current.sessionId, current: true });
    expect(listed[1]).toMatchObject({
      id: phone.sessionId,
      current: false,
      place: '198.51.100.7',
      lastUsedAt: old,
      device: { browser: expect.stringContaining('Safari'), os: expect.stringContaining('iOS'), type: 'mobile' },
    });
  });
});
