/** The identity services against a migrated PGlite: throttling, sign-in, accounts, a new password. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildAccount, useTestDb } from '../../../../tests/fixtures/db';
import { createSession } from '../sessions';
import { accounts, sessions } from '../../db/schema';
import { SIGN_IN_POLICY } from '../../ports/rate-limit';
import {
  BASE_LOCKOUT_MS,
  createAccount,
  hashPassword,
  lockStatus,
  MAX_FAILURES,
  recordFailure,
  recordSuccess,
  replacePassword,
  signInWithPassword,
  verifyPassword,
} from './index';

const testDb = useTestDb();

async function fail(email: string, times: number) {
  let status = await lockStatus(testDb.db, email);
  for (let i = 0; i < times; i += 1) status = await recordFailure(testDb.db, email);
  return status;
}

describe('login throttle', () => {
  it('locks an address on the 8th wrong password for 10 minutes, whatever its case', async () => {
    expect(await fail('a@example.nl', MAX_FAILURES - 1)).toEqual({ locked: false, retryAfterSeconds: 0 });
    expect(await recordFailure(testDb.db, 'A@Example.nl')).toEqual({
      locked: true,
      retryAfterSeconds: BASE_LOCKOUT_MS / 1000,
    });
    expect(await lockStatus(testDb.db, 'a@example.nl')).toEqual({
      locked: true,
      retryAfterSeconds: BASE_LOCKOUT_MS / 1000,
    });
    // Other addresses are not affected.
    expect((await lockStatus(testDb.db, 'b@example.nl')).locked).toBe(false);
  });

  it('is the rule of docs/architecture.md: 8 wrong passwords, then 10 minutes that double per lockout', () => {
    // The port's own tests prove that a lockout ends on time and that the next one doubles (rate-limit.int.test.ts).
    expect(MAX_FAILURES).toBe(8);
    expect(BASE_LOCKOUT_MS).toBe(10 * 60 * 1000);
    expect(SIGN_IN_POLICY.growth).toBe(true);
  });

  it('forgets the count after a successful sign-in', async () => {
    await fail('d@example.nl', MAX_FAILURES - 1);
    await recordSuccess(testDb.db, 'd@example.nl');
    expect(await recordFailure(testDb.db, 'd@example.nl')).toEqual({ locked: false, retryAfterSeconds: 0 });
  });
});

describe('signInWithPassword', () => {
  it('signs in with the right password, whatever the case of the address', async () => {
    const account = await buildAccount(testDb.db, {
      email: 'sanne.identity@example.nl',
      passwordHash: await hashPassword('Goed-wachtwoord-1'),
    });
    expect(await signInWithPassword(testDb.db, ' Sanne.Identity@Example.nl ', 'Goed-wachtwoord-1')).toEqual({
      ok: true,
      accountId: account.id,
    });
  });

  it('answers an unknown address exactly like a wrong password, and counts both towards the lockout', async () => {
    await buildAccount(testDb.db, {
      email: 'tom.identity@example.nl',
      passwordHash: await hashPassword('Goed-1234567'),
    });
    expect(await signInWithPassword(testDb.db, 'tom.identity@example.nl', 'fout')).toEqual({
      ok: false,
      reason: 'wrong',
    });
    expect(await signInWithPassword(testDb.db, 'niemand.identity@example.nl', 'fout')).toEqual({
      ok: false,
      reason: 'wrong',
    });
    for (let i = 2; i < MAX_FAILURES; i += 1) await signInWithPassword(testDb.db, 'niemand.identity@example.nl', 'x');
    expect(await signInWithPassword(testDb.db, 'niemand.identity@example.nl', 'x')).toEqual({
      ok: false,
      reason: 'wrong',
      lockedForSeconds: BASE_LOCKOUT_MS / 1000,
    });
  });

  it('refuses even the right password while the address is locked', async () => {
    await buildAccount(testDb.db, {
      email: 'eva.identity@example.nl',
      passwordHash: await hashPassword('Goed-1234567'),
    });
    for (let i = 0; i < MAX_FAILURES; i += 1) await recordFailure(testDb.db, 'eva.identity@example.nl');
    const result = await signInWithPassword(testDb.db, 'EVA.identity@example.nl', 'Goed-1234567');
    expect(result).toMatchObject({ ok: false, reason: 'locked' });
  });
});

describe('createAccount', () => {
  it('creates one account per address; a known address keeps its account and password', async () => {
    const first = await createAccount(testDb.db, { email: 'Nieuw.Identity@Example.nl', passwordHash: 'hash-1' });
    expect(first.created).toBe(true);
    const again = await createAccount(testDb.db, { email: 'nieuw.identity@example.nl', passwordHash: 'hash-2' });
    expect(again).toEqual({ id: first.id, created: false });
    const [row] = await testDb.db.select().from(accounts).where(eq(accounts.id, first.id));
    expect(row).toMatchObject({ email: 'nieuw.identity@example.nl', passwordHash: 'hash-1' });
  });
});

describe('replacePassword', () => {
  it('stores the new hash, ends every session (but the one kept) and lifts a lockout', async () => {
    const account = await buildAccount(testDb.db, { passwordHash: await hashPassword('Oud-wachtwoord-1') });
    const keep = await createSession(testDb.db, { accountId: account.id, brandKey: 'ad', subject: account.id });
    await createSession(testDb.db, { accountId: account.id, brandKey: 'hln', subject: account.id });
    for (let i = 0; i < MAX_FAILURES; i += 1) await recordFailure(testDb.db, account.email);
    expect((await lockStatus(testDb.db, account.email)).locked).toBe(true);

    expect(await replacePassword(testDb.db, account.id, 'Nieuw-wachtwoord-2', { keepSessionId: keep.sessionId })).toBe(
      true,
    );
    const [row] = await testDb.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(await verifyPassword(row!.passwordHash, 'Nieuw-wachtwoord-2')).toBe(true);
    const left = await testDb.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.accountId, account.id));
    expect(left).toEqual([{ id: keep.sessionId }]);
    expect((await lockStatus(testDb.db, account.email)).locked).toBe(false);

    await replacePassword(testDb.db, account.id, 'Derde-wachtwoord-3');
    expect(await testDb.db.select().from(sessions).where(eq(sessions.accountId, account.id))).toEqual([]);
  });

  it('answers false for an account that does not exist', async () => {
    expect(await replacePassword(testDb.db, '00000000-0000-4000-8000-000000000000', 'Nieuw-wachtwoord-2')).toBe(false);
  });
});
