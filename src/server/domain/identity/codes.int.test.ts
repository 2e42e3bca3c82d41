import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../../../../tests/fixtures/db';
import { createDbRateLimitStore } from '../../ports/rate-limit';
import { CODE_RESEND_INTERVAL_MS, CODE_TTL_MS, issueCode, issueLinkToken, consumeLinkToken, verifyCode } from './codes';

const testDb = useTestDb();

function wrong(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('six-digit codes', () => {
  it('accepts the right code once, with its data', async () => {
    const subject = randomUUID();
    const issued = await issueCode(testDb.db, { purpose: 'phone', subject, data: { phone: '+31612345678' } });
    if (!issued.ok) throw new Error('not issued');
    expect(issued.code).toMatch(/^\d{6}$/);
    expect(await verifyCode(testDb.db, { purpose: 'phone', subject, code: issued.code })).toEqual({
      ok: true,
      data: { phone: '+31612345678' },
    });
    expect((await verifyCode(testDb.db, { purpose: 'phone', subject, code: issued.code })).ok).toBe(false);
  });

  it('refuses an expired code and a code of another purpose', async () => {
    const subject = randomUUID();
    const now = new Date();
    const issued = await issueCode(testDb.db, { purpose: 'login-code', subject, now });
    if (!issued.ok) throw new Error('not issued');
    expect((await verifyCode(testDb.db, { purpose: 'phone', subject, code: issued.code })).ok).toBe(false);
    const late = new Date(now.getTime() + CODE_TTL_MS + 1000);
    expect((await verifyCode(testDb.db, { purpose: 'login-code', subject, code: issued.code, now: late })).ok).toBe(
      false,
    );
  });

  it('locks after the 4th wrong code for an hour, even for the right code', async () => {
    const subject = randomUUID();
    const limiter = createDbRateLimitStore(testDb.db);
    const issued = await issueCode(testDb.db, { purpose: 'phone', subject });
    if (!issued.ok) throw new Error('not issued');
    const bad = wrong(issued.code);
    expect(await verifyCode(testDb.db, { purpose: 'phone', subject, code: bad, limiter })).toEqual({
      ok: false,
      reason: 'invalid',
      attemptsLeft: 3,
    });
    await verifyCode(testDb.db, { purpose: 'phone', subject, code: bad, limiter });
    await verifyCode(testDb.db, { purpose: 'phone', subject, code: bad, limiter });
    expect(await verifyCode(testDb.db, { purpose: 'phone', subject, code: bad, limiter })).toEqual({
      ok: false,
      reason: 'locked',
      retryAfterSeconds: 3600,
    });
    expect(await verifyCode(testDb.db, { purpose: 'phone', subject, code: issued.code, limiter })).toMatchObject({
      ok: false,
      reason: 'locked',
    });
  });

  it('gives a new code at most every 30 seconds', async () => {
    const subject = randomUUID();
    const now = new Date();
    expect((await issueCode(testDb.db, { purpose: 'phone', subject, now })).ok).toBe(true);
    expect(await issueCode(testDb.db, { purpose: 'phone', subject, now: new Date(now.getTime() + 10_000) })).toEqual({
      ok: false,
      reason: 'too-soon',
      retryAfterSeconds: 20,
    });
    const later = new Date(now.getTime() + CODE_RESEND_INTERVAL_MS);
    expect((await issueCode(testDb.db, { purpose: 'phone', subject, now: later })).ok).toBe(true);
  });
});

describe('link tokens', () => {
  it('are single use and expire', async () => {
    const { token } = await issueLinkToken(testDb.db, { purpose: 'password-reset', subject: 'a', ttlMs: 60_000 });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await consumeLinkToken(testDb.db, { purpose: 'password-reset', token })).toEqual({
      subject: 'a',
      data: null,
    });
    expect(await consumeLinkToken(testDb.db, { purpose: 'password-reset', token })).toBeUndefined();
    const old = await issueLinkToken(testDb.db, { purpose: 'password-reset', subject: 'b', ttlMs: 1000 });
    const later = new Date(Date.now() + 2000);
    expect(
      await consumeLinkToken(testDb.db, { purpose: 'password-reset', token: old.token, now: later }),
    ).toBeUndefined();
  });
});
