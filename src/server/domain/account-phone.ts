/**
 * Verifying the signed-in account's phone number (DESIGN.md §5) with the six-digit codes of
 * src/server/auth/codes.ts: a code sent by SMS, valid 10 minutes, a new one at most every 30 seconds, and the 4th
 * wrong code locks the check for an hour. The code is issued for the number stored at that moment; if the number
 * changes before the code is used, the code verifies nothing.
 */
import { eq } from 'drizzle-orm';
import { verificationCodeSchema } from '../../shared/account';
import { ok, refused, violationsOf, type Refusal, type Result } from '../../shared/result';
import { issueCode, verifyCode } from '../auth/codes';
import type { Db } from '../db/client';
import { accounts, type Account } from '../db/schema';
import { sendSms } from '../ports/sms';
import type { RateLimitStore } from '../ports/rate-limit';
import { findAccount } from './account';

/** The purpose of the phone verification codes. */
export const PHONE_PURPOSE = 'phone';

/** A refusal may say how long to wait before the next try (a throttled or locked request). */
type Wait = { retryAfterSeconds?: number };

export type PhoneResult<T extends object> = Result<T, Wait>;

/** A refusal with one violation, and the wait when there is one. */
function refusal(code: string, field: string | null = null, retryAfterSeconds?: number): Refusal<Wait> {
  return { ...refused({ code, field }), ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) };
}

/**
 * Sends a new code to the account's phone number. Refused: PHONE_NUMBER_MISSING, PHONE_ALREADY_VERIFIED,
 * PHONE_CODE_TOO_SOON (with retryAfterSeconds), NOT_FOUND.
 * @param accountId the session's account id.
 */
export async function startPhoneChallenge(
  db: Db,
  accountId: string,
  context: {
    brandKey: string;
    brandName: string;
    t: (key: string, params?: Record<string, string | number>) => string;
    now?: Date;
  },
): Promise<PhoneResult<{ phoneNumber: string; expiresAt: Date }>> {
  const account = await findAccount(db, accountId);
  if (!account) return refusal('NOT_FOUND');
  if (!account.phoneNumber) return refusal('PHONE_NUMBER_MISSING');
  if (account.phoneVerified) return refusal('PHONE_ALREADY_VERIFIED');
  const issued = await issueCode(db, {
    purpose: PHONE_PURPOSE,
    subject: account.id,
    data: { phoneNumber: account.phoneNumber },
    ...(context.now ? { now: context.now } : {}),
  });
  if (!issued.ok) return refusal('PHONE_CODE_TOO_SOON', null, issued.retryAfterSeconds);
  await sendSms(db, {
    brandKey: context.brandKey,
    to: account.phoneNumber,
    text: context.t('account.phone.sms', { brand: context.brandName, code: issued.code }),
  });
  return ok({ phoneNumber: account.phoneNumber, expiresAt: issued.expiresAt });
}

/**
 * Checks a code and marks the phone number verified. Refused: VERIFICATION_CODE_FORMAT (not six digits; not
 * counted as a try), PHONE_CODE_INVALID (field `code`), PHONE_CHALLENGE_LOCKED (with retryAfterSeconds),
 * PHONE_CODE_EXPIRED (the number changed since the code was sent), NOT_FOUND.
 * @param accountId the session's account id.
 */
export async function verifyPhoneNumber(
  db: Db,
  accountId: string,
  input: unknown,
  options: { now?: Date; limiter?: RateLimitStore } = {},
): Promise<PhoneResult<{ account: Account }>> {
  const parsed = verificationCodeSchema.safeParse(input);
  if (!parsed.success) return refused(...violationsOf(parsed.error));
  const account = await findAccount(db, accountId);
  if (!account) return refusal('NOT_FOUND');
  const result = await verifyCode(db, {
    purpose: PHONE_PURPOSE,
    subject: account.id,
    code: parsed.data.code,
    ...(options.now ? { now: options.now } : {}),
    ...(options.limiter ? { limiter: options.limiter } : {}),
  });
  if (!result.ok) {
    return result.reason === 'locked'
      ? refusal('PHONE_CHALLENGE_LOCKED', null, result.retryAfterSeconds)
      : refusal('PHONE_CODE_INVALID', 'code');
  }
  if (!account.phoneNumber || result.data?.['phoneNumber'] !== account.phoneNumber) {
    return refusal('PHONE_CODE_EXPIRED');
  }
  const [saved] = await db
    .update(accounts)
    .set({ phoneVerified: true, updatedAt: new Date() })
    .where(eq(accounts.id, account.id))
    .returning();
  return saved ? ok({ account: saved }) : refusal('NOT_FOUND');
}
