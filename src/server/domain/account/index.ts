/**
 * The account services: reading and editing the signed-in subscriber's account, changing its e-mail address and
 * password, and verifying its phone number. Every function takes the session's account id; there is no way to read
 * or change another account's data through here. Inputs are parsed here with the shared schemas of
 * src/shared/account.ts (the server is the authority).
 *
 * - **E-mail change**: the new address gets a confirmation link, valid 24 hours and usable once (a link token of the
 *   identity area's codes); only the link changes the address, and then the old address is told. A link belongs to
 *   the account that asked for it: opened in another account's session it is answered exactly like an unknown link.
 *   An address that already belongs to another account is answered exactly like a free one — the form never tells
 *   whether an address has an account — and its owner gets a mail saying so instead of a link.
 * - **Password change** (behind `POST /api/pass`): a wrong current password is a password guess like a wrong
 *   sign-in, so it counts towards the same lockout (8 wrong passwords lock the address, answered with 429 and
 *   Retry-After), and a new password ends every other session of the account.
 * - **Phone verification**: a six-digit code by SMS, valid 10 minutes, a new one at most every 30 seconds, and the
 *   4th wrong code locks the check for an hour. The code is issued for the number stored at that moment; if the
 *   number changes before the code is used, the code verifies nothing.
 */
import type { ContactInformation, PersonalInformation } from '../../../shared/account';
import { emailChangeSchema, passwordChangeSchema, verificationCodeSchema } from '../../../shared/account';
import { ok, refused, violationsOf, type Refusal, type Result } from '../../../shared/result';
import type { Db } from '../../db/client';
import type { Account } from '../../db/schema';
import { CODE_SEND_POLICY, rateLimitStore, type RateLimitStore } from '../../ports/rate-limit';
import { SmsDeliveryError } from '../../ports/sms';
import { checkThrottledPassword, replacePassword } from '../identity';
import { isRowId } from '../kit/ownership';
import {
  CODE_RESEND_INTERVAL_MS,
  consumeLinkToken,
  findLinkToken,
  issueCode,
  issueLinkToken,
  verifyCode,
} from '../identity/codes';
import {
  sendEmailChangedNotice,
  sendEmailConfirmation,
  sendEmailInUseNotice,
  sendPhoneCode,
  type MessageContext,
} from './notifications';
import {
  codeFitsNumber,
  contactInformationValues,
  EMAIL_CHANGE_PURPOSE,
  EMAIL_CHANGE_TTL_MS,
  emailChangeLimitKey,
  emailConfirmLink,
  isSameEmail,
  linkedNewEmail,
  PASSWORD_INCORRECT,
  personalInformationValues,
  PHONE_PURPOSE,
} from './rules';
import { emailInUseByAnother, findAccount, updateAccount } from './storage';

export {
  accountCompleteness,
  COMPLETENESS_FIELDS,
  EMAIL_CHANGE_PURPOSE,
  EMAIL_CHANGE_TTL_MS,
  EMAIL_CONFIRM_PATH,
  idSchema,
  PASSWORD_INCORRECT,
  PHONE_PURPOSE,
  type CompletenessInput,
} from './rules';
export { findAccount } from './storage';

/** A refusal with one violation, and the wait when there is one. */
function refusal(code: string, field: string | null = null, retryAfterSeconds?: number): Refusal<Wait> {
  return { ...refused({ code, field }), ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) };
}

// ── Profile ──────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Saves first name, last name, gender and date of birth. Null when the account does not exist.
 * @param accountId the session's account id.
 */
export async function updatePersonalInformation(
  db: Db,
  accountId: string,
  input: PersonalInformation,
): Promise<Account | null> {
  if (!isRowId(accountId)) return null;
  return updateAccount(db, accountId, personalInformationValues(input));
}

/**
 * Saves the address and the phone number. A phone number that differs from the stored one is no longer verified.
 * Null when the account does not exist.
 * @param accountId the session's account id.
 */
export async function updateContactInformation(
  db: Db,
  accountId: string,
  input: ContactInformation,
): Promise<Account | null> {
  const current = await findAccount(db, accountId);
  if (!current) return null;
  return updateAccount(db, accountId, contactInformationValues(current, input));
}

// ── E-mail change ────────────────────────────────────────────────────────────────────────────────────────────────

export type EmailChangeResult<T extends object> = Result<T>;

/** What the mails need: the brand they are sent for, its portal origin and the request's translations. */
export interface MailContext extends MessageContext {
  /** The portal origin of the brand, e.g. `https://mijn.ad.nl`. */
  origin: string;
  /** Default: the configured store. */
  limiter?: RateLimitStore;
  now?: Date;
}

/**
 * Sends a confirmation link to the new address. When that address already belongs to another account, the answer is
 * the same, but its owner gets a mail that someone wanted to use it (no link: the address cannot be taken over).
 * Refused: EMAIL_INVALID, EMAIL_UNCHANGED (field `new_email`), RATE_LIMITED (more than CODE_SEND_POLICY allows to one
 * address, counted alike for both), NOT_FOUND.
 * @param accountId the session's account id.
 */
export async function requestEmailChange(
  db: Db,
  accountId: string,
  input: unknown,
  context: MailContext,
): Promise<EmailChangeResult<{ newEmail: string; expiresAt: Date }>> {
  const parsed = emailChangeSchema.safeParse(input);
  if (!parsed.success) return refused(...violationsOf(parsed.error));
  const newEmail = parsed.data.new_email;
  const account = await findAccount(db, accountId);
  if (!account) return refusal('NOT_FOUND');
  if (isSameEmail(account.email, newEmail)) return refusal('EMAIL_UNCHANGED', 'new_email');
  const limit = await (context.limiter ?? rateLimitStore(db)).hit(CODE_SEND_POLICY, emailChangeLimitKey(newEmail));
  if (!limit.allowed) return refusal('RATE_LIMITED');

  if (await emailInUseByAnother(db, accountId, newEmail)) {
    await sendEmailInUseNotice(db, context, newEmail);
    // What a free address gets: the link's expiry (the link itself exists only for a free address).
    const now = context.now ?? new Date();
    return ok({ newEmail, expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS) });
  }

  const { token, expiresAt } = await issueLinkToken(db, {
    purpose: EMAIL_CHANGE_PURPOSE,
    subject: account.id,
    data: { newEmail },
    ttlMs: EMAIL_CHANGE_TTL_MS,
    ...(context.now ? { now: context.now } : {}),
  });
  await sendEmailConfirmation(db, context, newEmail, emailConfirmLink(context.origin, token));
  return ok({ newEmail, expiresAt });
}

/**
 * The new address of an open link of this account (to show on the confirmation page), or null when the link is
 * unknown, used, expired or another account's.
 */
export async function pendingEmailChange(db: Db, accountId: string, token: string, now?: Date): Promise<string | null> {
  const found = await findLinkToken(db, { purpose: EMAIL_CHANGE_PURPOSE, token, ...(now ? { now } : {}) });
  return linkedNewEmail(found, accountId);
}

/**
 * Confirms an e-mail change with the link's token: the account's address becomes the new one and the old address
 * is told. Refused: EMAIL_LINK_INVALID (unknown, used, expired or another account's link), EMAIL_IN_USE (someone
 * took the address in the meantime), NOT_FOUND.
 * @param accountId the session's account id.
 */
export async function confirmEmailChange(
  db: Db,
  accountId: string,
  token: string,
  context: Omit<MailContext, 'origin' | 'limiter'>,
): Promise<EmailChangeResult<{ email: string }>> {
  const newEmail = await pendingEmailChange(db, accountId, token, context.now);
  if (!newEmail) return refusal('EMAIL_LINK_INVALID');
  const account = await findAccount(db, accountId);
  if (!account) return refusal('NOT_FOUND');
  if (await emailInUseByAnother(db, accountId, newEmail)) return refusal('EMAIL_IN_USE');
  const consumed = await consumeLinkToken(db, {
    purpose: EMAIL_CHANGE_PURPOSE,
    token,
    ...(context.now ? { now: context.now } : {}),
  });
  if (!consumed) return refusal('EMAIL_LINK_INVALID');
  try {
    await updateAccount(db, accountId, { email: newEmail });
  } catch (error) {
    // The unique index on lower(email): another account took the address between the check and the update.
    if (await emailInUseByAnother(db, accountId, newEmail)) return refusal('EMAIL_IN_USE');
    throw error;
  }
  await sendEmailChangedNotice(db, context, account.email, newEmail);
  return ok({ email: newEmail });
}

// ── Password change ──────────────────────────────────────────────────────────────────────────────────────────────

export type PasswordChangeResult = Result<object, { notFound?: boolean; retryAfterSeconds?: number }>;

/**
 * Checks the current password and stores the new one. A wrong current password is the violation PASSWORD_INCORRECT
 * on `current_password`.
 * @param accountId the session's account id.
 * @param options.sessionId the session that asks: it stays signed in, every other session of the account ends.
 */
export async function changePassword(
  db: Db,
  accountId: string,
  input: unknown,
  options: { sessionId?: string | undefined } = {},
): Promise<PasswordChangeResult> {
  const parsed = passwordChangeSchema.safeParse(input);
  if (!parsed.success) return refused(...violationsOf(parsed.error));
  const account = await findAccount(db, accountId);
  if (!account) return { ...refused({ code: 'NOT_FOUND', field: null }), notFound: true };
  const check = await checkThrottledPassword(db, account.email, account.passwordHash, parsed.data.current_password);
  if (!check.ok && check.reason === 'locked') {
    return { ...refused({ code: 'RATE_LIMITED', field: null }), retryAfterSeconds: check.retryAfterSeconds };
  }
  if (!check.ok) return refused({ code: PASSWORD_INCORRECT, field: 'current_password' });
  // The session that changed the password stays; every other one ends.
  await replacePassword(db, accountId, parsed.data.new_password, { keepSessionId: options.sessionId });
  return ok();
}

// ── Phone verification ───────────────────────────────────────────────────────────────────────────────────────────

/** A refusal may say how long to wait before the next try (a throttled or locked request). */
type Wait = { retryAfterSeconds?: number };

export type PhoneResult<T extends object> = Result<T, Wait>;

/**
 * Sends a new code to the account's phone number. Refused: PHONE_NUMBER_MISSING, PHONE_ALREADY_VERIFIED,
 * PHONE_CODE_TOO_SOON (with retryAfterSeconds), PHONE_SMS_FAILED (the text message was not sent; with the wait before
 * another), NOT_FOUND.
 * @param accountId the session's account id.
 */
export async function startPhoneChallenge(
  db: Db,
  accountId: string,
  context: MessageContext & { now?: Date },
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
  try {
    await sendPhoneCode(db, context, account.phoneNumber, issued.code);
  } catch (error) {
    // Not sent (the provider refused it or did not answer): the subscriber hears so, and may ask again after the wait.
    if (error instanceof SmsDeliveryError) return refusal('PHONE_SMS_FAILED', null, CODE_RESEND_INTERVAL_MS / 1000);
    throw error;
  }
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
  if (!codeFitsNumber(result.data, account.phoneNumber)) return refusal('PHONE_CODE_EXPIRED');
  const saved = await updateAccount(db, account.id, { phoneVerified: true });
  return saved ? ok({ account: saved }) : refusal('NOT_FOUND');
}
