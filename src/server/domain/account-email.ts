/**
 * Changing the e-mail address of the signed-in account (DESIGN.md §5): the new address gets a confirmation link,
 * valid 24 hours and usable once (a single-use link token of src/server/auth/codes.ts); only the link changes the
 * address, and then the old address is told. A link belongs to the account that asked for it: opened in another
 * account's session it is answered exactly like an unknown link. An address that already belongs to another account
 * is answered exactly like a free one — the form never tells whether an address has an account — and its owner gets
 * a mail saying so instead of a link.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { emailChangeSchema } from '../../shared/account';
import { ok, refused, violationsOf, type Refusal, type Result } from '../../shared/result';
import { consumeLinkToken, findLinkToken, issueLinkToken } from '../auth/codes';
import type { Db } from '../db/client';
import { accounts } from '../db/schema';
import { sendMail } from '../ports/mail';
import { CODE_SEND_POLICY, rateLimitStore, type RateLimitStore } from '../ports/rate-limit';
import { findAccount } from './account';

/** The purpose of the link tokens of an e-mail change. */
export const EMAIL_CHANGE_PURPOSE = 'email-change';
/** How long a confirmation link is valid (DESIGN.md §5). */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
/** The confirmation page; the link carries `?token=`. */
export const EMAIL_CONFIRM_PATH = '/account/e-mail-bevestigen';

export type EmailChangeResult<T extends object> = Result<T>;

/** What the mails need: the brand they are sent for, its portal origin and the request's translations. */
export interface MailContext {
  brandKey: string;
  brandName: string;
  /** The portal origin of the brand, e.g. `https://mijn.ad.nl`. */
  origin: string;
  t: (key: string, params?: Record<string, string | number>) => string;
  /** Default: the configured store. */
  limiter?: RateLimitStore;
  now?: Date;
}

/** A refusal with one violation. */
function refusal(code: string, field: string | null = null): Refusal {
  return refused({ code, field });
}

/** True when another account than `accountId` signs in with `email`. */
async function inUseByAnother(db: Db, accountId: string, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(sql`lower(${accounts.email}) = ${email}`, ne(accounts.id, accountId)))
    .limit(1);
  return rows.length > 0;
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
  if (account.email.toLowerCase() === newEmail) return refusal('EMAIL_UNCHANGED', 'new_email');
  // Keyed by the receiving address: nobody can flood someone else's mailbox with confirmation links or notices.
  const limit = await (context.limiter ?? rateLimitStore(db)).hit(
    CODE_SEND_POLICY,
    `${EMAIL_CHANGE_PURPOSE}:${newEmail}`,
  );
  if (!limit.allowed) return refusal('RATE_LIMITED');

  if (await inUseByAnother(db, accountId, newEmail)) {
    await sendMail(db, {
      brandKey: context.brandKey,
      to: newEmail,
      subject: context.t('account.email.mail.inUseSubject'),
      text: context.t('account.email.mail.inUseText', { brand: context.brandName }),
    });
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
  const link = new URL(EMAIL_CONFIRM_PATH, context.origin);
  link.searchParams.set('token', token);
  await sendMail(db, {
    brandKey: context.brandKey,
    to: newEmail,
    subject: context.t('account.email.mail.confirmSubject'),
    text: context.t('account.email.mail.confirmText', { brand: context.brandName, link: link.href }),
  });
  return ok({ newEmail, expiresAt });
}

/**
 * The new address of an open link of this account (to show on the confirmation page), or null when the link is
 * unknown, used, expired or another account's.
 */
export async function pendingEmailChange(db: Db, accountId: string, token: string, now?: Date): Promise<string | null> {
  const found = await findLinkToken(db, { purpose: EMAIL_CHANGE_PURPOSE, token, ...(now ? { now } : {}) });
  const newEmail = found?.data?.['newEmail'];
  return found && found.subject === accountId && typeof newEmail === 'string' ? newEmail : null;
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
  if (await inUseByAnother(db, accountId, newEmail)) return refusal('EMAIL_IN_USE');
  const consumed = await consumeLinkToken(db, {
    purpose: EMAIL_CHANGE_PURPOSE,
    token,
    ...(context.now ? { now: context.now } : {}),
  });
  if (!consumed) return refusal('EMAIL_LINK_INVALID');
  try {
    await db.update(accounts).set({ email: newEmail, updatedAt: new Date() }).where(eq(accounts.id, accountId));
  } catch (error) {
    // The unique index on lower(email): another account took the address between the check and the update.
    if (await inUseByAnother(db, accountId, newEmail)) return refusal('EMAIL_IN_USE');
    throw error;
  }
  await sendMail(db, {
    brandKey: context.brandKey,
    to: account.email,
    subject: context.t('account.email.mail.noticeSubject'),
    text: context.t('account.email.mail.noticeText', { brand: context.brandName, email: newEmail }),
  });
  return ok({ email: newEmail });
}
