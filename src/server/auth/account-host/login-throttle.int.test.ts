import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../../tests/fixtures/db';
import { BASE_LOCKOUT_MS, lockStatus, MAX_FAILURES, recordFailure, recordSuccess } from './login-throttle';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
});

afterAll(async () => {
  await testDb?.close();
});

async function fail(email: string, times: number, now: number) {
  let status = await lockStatus(testDb.db, email, now);
  for (let i = 0; i < times; i += 1) status = await recordFailure(testDb.db, email, now);
  return status;
}

describe('login throttle', () => {
  it('locks an address on the 8th wrong password for 10 minutes', async () => {
    const now = Date.now();
    expect(await fail('a@example.nl', MAX_FAILURES - 1, now)).toEqual({ locked: false, retryAfterSeconds: 0 });
    expect(await recordFailure(testDb.db, 'a@example.nl', now)).toEqual({
      locked: true,
      retryAfterSeconds: BASE_LOCKOUT_MS / 1000,
    });
    expect((await lockStatus(testDb.db, 'a@example.nl', now + BASE_LOCKOUT_MS - 1000)).locked).toBe(true);
    expect((await lockStatus(testDb.db, 'a@example.nl', now + BASE_LOCKOUT_MS)).locked).toBe(false);
    // Other addresses are not affected.
    expect((await lockStatus(testDb.db, 'b@example.nl', now)).locked).toBe(false);
  });

  it('doubles every next lockout', async () => {
    const now = Date.now();
    await fail('c@example.nl', MAX_FAILURES, now);
    const after = now + BASE_LOCKOUT_MS;
    expect(await fail('c@example.nl', MAX_FAILURES, after)).toEqual({
      locked: true,
      retryAfterSeconds: (2 * BASE_LOCKOUT_MS) / 1000,
    });
  });

  it('forgets the count after a successful sign-in', async () => {
    const now = Date.now();
    await fail('d@example.nl', MAX_FAILURES - 1, now);
    await recordSuccess(testDb.db, 'd@example.nl');
    expect(await recordFailure(testDb.db, 'd@example.nl', now)).toEqual({ locked: false, retryAfterSeconds: 0 });
  });
});
