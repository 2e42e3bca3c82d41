/**
 * The sessions screen's operations across accounts: an id of another account's session is answered as
 * not found and ends nothing; "end all others" ends only the signed-in account's own sessions on this brand. First the
 * domain services, then the same through GraphQL as the island sends them (persisted documents, the browser client),
 * including the feature gate of the sessions manifest.
 */
import { eq } from 'drizzle-orm';
import { graphqlClientAs } from '../../../../tests/fixtures/graphql-client';
import { describe, expect, it } from 'vitest';
import { buildAccount, useTestDb } from '../../../../tests/fixtures/db';
import { EndOtherSessionsDocument, EndSessionDocument, SessionsDocument } from '../../../lib/graphql/generated/graphql';
import { createSession, resolveSession } from './storage';
import { sessions } from '../../db/schema';
import { countSessions, endOtherSessions, endSession, listSessions, SESSION_LIST_LIMIT } from './index';

const testDb = useTestDb();

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

const NOT_FOUND = { ok: false, violations: [{ code: 'NOT_FOUND', field: null }] };

describe('ending sessions is scoped to the signed-in account', () => {
  it("answers an id of another account's session as not found and leaves it alone", async () => {
    const { me, other, mine, theirs } = await twoAccounts();
    const owner = { accountId: me.id, brandKey: 'ad' as const, currentSessionId: mine.current.sessionId };
    for (const target of [theirs.current.sessionId, theirs.second.sessionId]) {
      expect(await endSession(testDb.db, owner, target)).toEqual(NOT_FOUND);
      expect(await exists(target)).toBe(true);
    }
    // Exactly like an id that does not exist.
    expect(await endSession(testDb.db, owner, 'f'.repeat(64))).toEqual(NOT_FOUND);
    expect(await resolveSession(testDb.db, theirs.current.token, 'ad')).toMatchObject({ accountId: other.id });
    // Not even listed.
    const listed = await listSessions(testDb.db, owner);
    expect(listed.map((s) => s.id).sort()).toEqual([mine.current.sessionId, mine.second.sessionId].sort());
    // The own other session can be ended; the current one cannot.
    expect(await endSession(testDb.db, owner, mine.current.sessionId)).toEqual(NOT_FOUND);
    expect(await endSession(testDb.db, owner, mine.second.sessionId)).toEqual({ ok: true, violations: [] });
    expect(await exists(mine.second.sessionId)).toBe(false);
  });

  it("ends all of the account's other sessions on this brand and leaves other accounts' sessions alone", async () => {
    const { me, other, mine, theirs } = await twoAccounts();
    const owner = { accountId: me.id, brandKey: 'ad' as const, currentSessionId: mine.current.sessionId };
    expect(await endOtherSessions(testDb.db, owner)).toEqual({ ok: true, violations: [], ended: 1 });
    expect(await exists(mine.current.sessionId)).toBe(true);
    expect(await exists(mine.second.sessionId)).toBe(false);
    // A session on another brand is not part of this brand's screen.
    expect(await exists(mine.onHln.sessionId)).toBe(true);
    expect(await exists(theirs.current.sessionId)).toBe(true);
    expect(await exists(theirs.second.sessionId)).toBe(true);
    expect(await resolveSession(testDb.db, theirs.second.token, 'ad')).toMatchObject({ accountId: other.id });
    // Passing another account's current session as "current" ends nothing of theirs either.
    const confused = { ...owner, currentSessionId: theirs.current.sessionId };
    expect(await endOtherSessions(testDb.db, confused)).toMatchObject({ ok: true, ended: 1 });
    expect(await exists(theirs.current.sessionId)).toBe(true);
    expect(await exists(theirs.second.sessionId)).toBe(true);
  });

  it('lists the current session and the most recently used others up to the limit, and counts them all', async () => {
    const me = await buildAccount(testDb.db);
    const day = 24 * 60 * 60 * 1000;
    // The current session is the oldest in use: it is listed all the same, first.
    const current = await createSession(
      testDb.db,
      { accountId: me.id, brandKey: 'ad', subject: me.id },
      new Date(Date.now() - 2 * day),
    );
    const others = [];
    for (let index = 0; index < SESSION_LIST_LIMIT + 5; index += 1) {
      const at = new Date(Date.now() - day + index * 60_000);
      others.push(await createSession(testDb.db, { accountId: me.id, brandKey: 'ad', subject: me.id }, at));
    }
    const owner = { accountId: me.id, brandKey: 'ad' as const, currentSessionId: current.sessionId };
    const listed = await listSessions(testDb.db, owner);
    expect(listed).toHaveLength(SESSION_LIST_LIMIT + 1);
    expect(listed[0]).toMatchObject({ id: current.sessionId, current: true });
    // The newest others (made last), newest first; the five oldest are not listed but counted.
    const newest = others
      .slice(-SESSION_LIST_LIMIT)
      .reverse()
      .map((session) => session.sessionId);
    expect(listed.slice(1).map((session) => session.id)).toEqual(newest);
    expect(await countSessions(testDb.db, owner)).toBe(SESSION_LIST_LIMIT + 6);
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
    const listed = await listSessions(testDb.db, {
      accountId: me.id,
      brandKey: 'ad',
      currentSessionId: current.sessionId,
    });
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

describe('the sessions operations through GraphQL (trusted documents, the browser client)', () => {
  /** The browser's client against Yoga, as the signed-in account of `session` on AD. */
  function clientFor(account: { id: string; email: string }, sessionId: string, sessionOverview = true) {
    return graphqlClientAs(testDb.db, account, { sessionId, flags: { isSessionOverviewEnabled: sessionOverview } });
  }

  it('lists the own sessions and ends another one; the other account’s stay', async () => {
    const { me, mine, theirs } = await twoAccounts();
    const client = clientFor(me, mine.current.sessionId);
    const listed = await client.request(SessionsDocument, {});
    expect(listed.sessions.map((session) => [session.id, session.current])).toEqual([
      [mine.current.sessionId, true],
      [mine.second.sessionId, false],
    ]);
    expect(listed.sessions[1]).toMatchObject({ place: '192.0.2.1', app: false });
    expect(Date.parse(listed.sessions[1]!.lastUsedAt)).not.toBeNaN();

    const foreign = await client.request(EndSessionDocument, { id: theirs.second.sessionId });
    expect(foreign.endSession).toEqual({ ok: false, violations: [{ code: 'NOT_FOUND', field: null }] });
    expect(await exists(theirs.second.sessionId)).toBe(true);

    const ended = await client.request(EndSessionDocument, { id: mine.second.sessionId });
    expect(ended.endSession).toEqual({ ok: true, violations: [] });
    expect(await exists(mine.second.sessionId)).toBe(false);

    const others = await client.request(EndOtherSessionsDocument, {});
    expect(others.endOtherSessions).toEqual({ ok: true, violations: [], ended: 0 });
  });

  it('refuses the operations with FEATURE_DISABLED while the sessions overview is switched off', async () => {
    const { me, mine } = await twoAccounts();
    const client = clientFor(me, mine.current.sessionId, false);
    const refused = await client.request(EndSessionDocument, { id: mine.second.sessionId });
    expect(refused.endSession).toEqual({ ok: false, violations: [{ code: 'FEATURE_DISABLED', field: null }] });
    expect(await exists(mine.second.sessionId)).toBe(true);
    await expect(client.request(SessionsDocument, {})).rejects.toMatchObject({
      graphQLErrors: [expect.objectContaining({ extensions: expect.objectContaining({ code: 'FEATURE_DISABLED' }) })],
    });
  });
});
