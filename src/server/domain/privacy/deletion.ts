/**
 * Deleting one's account (the right to erasure), in three steps:
 *
 * 1. **Request**, confirmed with the account's password, or — for an account without one — with a six-digit code
 *    mailed to it (the identity codes: valid 10 minutes, a new one at most every 30 seconds, the 4th wrong one locks
 *    for an hour; besides, at most {@link DELETION_CODE_MAIL_POLICY} mails a day per account). A wrong password
 *    counts towards the sign-in lockout like any password guess. A refusal changes nothing.
 * 2. **The wait** of {@link DELETION_WAIT_DAYS} days: the account is marked (`account_deletions`, so the mark
 *    survives every restart) and works as before; signing in at the account host and the portal's `/account` offer
 *    "Verwijdering intrekken", which removes the mark.
 * 3. **The erasure**, by the housekeeping's first pass after the wait ({@link eraseDueAccounts}), in one transaction
 *    per account under a row lock that other instances skip, so it runs once however many instances pass: every
 *    session ends on every brand (portal and account host); co-readers of its subscriptions, its own co-reading
 *    and its invitations are revoked and the invitations (with the addresses it typed) removed; what it recorded
 *    through the portal (newsletters, consents, holiday events, complaints, moves, payment changes, contact cases
 *    with their files, open codes) is deleted; its subscriptions leave it and stay in the publisher's records — a
 *    running one is not ended and can be linked again, an ended one loses its holder's name, address, e-mail and
 *    phone; the account keeps only its id, country and dates, under an address nobody can receive mail at. What
 *    bookkeeping must keep stays: the invoices (number, dates, lines, amounts), without name or address, until
 *    {@link INVOICE_RETENTION_YEARS} years after their date ({@link purgeExpiredBookkeeping}). The last mail goes to
 *    the old address inside the transaction: a mail that cannot be sent leaves the account for the next pass.
 */
import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, notExists, or, sql } from 'drizzle-orm';
import {
  DELETION_VIOLATIONS as V,
  DELETION_WAIT_DAYS,
  deletionConfirmSchema,
  INVOICE_RETENTION_YEARS,
} from '../../../shared/account-deletion';
import { ok, refused, violationsOf, type Result } from '../../../shared/result';
import type { Db } from '../../db/client';
import {
  accountDeletions,
  accounts,
  commercialOfferingConsents,
  contactAttachments,
  contactCases,
  deliveryComplaints,
  holidayChanges,
  invoices,
  movingHouseChanges,
  newsletterSubscriptions,
  oidcPayloads,
  paymentChanges,
  sharedAccessCoReaders,
  sharedAccessInvites,
  subscriptions,
  verificationCodes,
} from '../../db/schema';
import type { FileStorage } from '../../ports/file-storage';
import { sendTranslatedMail } from '../kit/mail';
import { rateLimitStore, type RateLimitPolicy, type RateLimitStore } from '../../ports/rate-limit';
import type { MessageContext } from '../account/notifications';
import { checkThrottledPassword, endEverySessionOf } from '../identity';
import { issueCode, verifyCode } from '../identity/codes';
import { endSharingOf, revokeSharing } from '../shared-access/storage';

export { DELETION_WAIT_DAYS, INVOICE_RETENTION_YEARS } from '../../../shared/account-deletion';

/** The identity codes' purpose of a deletion code (subject: the account id). */
export const DELETION_CODE_PURPOSE = 'account-deletion';

/** Mails with a deletion code: at most 5 per account in 24 hours (besides the codes' 30 seconds between two). */
export const DELETION_CODE_MAIL_POLICY: RateLimitPolicy = {
  name: 'deletion-code-mail',
  limit: 5,
  windowMs: 24 * 60 * 60 * 1000,
};

/** Accounts one pass erases at most; the rest wait for the next pass. */
export const ERASE_BATCH = 50;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The address an erased account is left with: unique, and no mail can reach it (`.invalid`, RFC 2606). */
export function erasedEmail(accountId: string): string {
  return `verwijderd-${accountId}@account.invalid`;
}

/** The request as the screens show it. */
export interface PendingDeletion {
  requestedAt: Date;
  /** The planned date: the account is erased by the first pass after it. */
  eraseAfter: Date;
}

/** Who asks: the session's account on the request's brand. */
export interface DeletionOwner {
  accountId: string;
  brandKey: string;
}

type Wait = { retryAfterSeconds?: number };

/** A transaction of {@link Db}. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// What the erasure writes over personal data, part by part: nothing of it is left.
/** An account's way to sign in (its e-mail address becomes {@link erasedEmail}). */
const ERASED_SIGN_IN = { passwordHash: null, oidcSubject: null } as const;
/** An account's name, gender and date of birth. */
const ERASED_PERSON = { firstName: null, lastName: null, gender: null, dateOfBirth: null } as const;
/** An account's phone number (and so its verification). */
const ERASED_PHONE = { phoneNumber: null, phoneVerified: false } as const;
/** The address of an account or of a subscription. */
const ERASED_ADDRESS = { street: null, houseNumber: null, houseNumberSuffix: null, zipCode: null, city: null } as const;
/** A subscription's holder: the address it mails, the name and the phone number. */
const ERASED_HOLDER = { email: null, holderFirstName: null, holderLastName: null, holderPhoneNumber: null } as const;
/** A subscription's payment account. */
const ERASED_PAYMENT = { paymentAccountMasked: null, mandateReference: null } as const;

/** The account's open request, if it has one. */
export async function pendingDeletion(db: Db, accountId: string): Promise<PendingDeletion | undefined> {
  const [row] = await db
    .select({ requestedAt: accountDeletions.requestedAt, eraseAfter: accountDeletions.eraseAfter })
    .from(accountDeletions)
    .where(and(eq(accountDeletions.accountId, accountId), isNull(accountDeletions.erasedAt)))
    .limit(1);
  return row;
}

/** How the account confirms: its password, or a mailed code when it has none; undefined for no such account. */
export async function deletionConfirmation(db: Db, accountId: string): Promise<'password' | 'code' | undefined> {
  const account = await liveAccount(db, accountId);
  if (!account) return undefined;
  return account.passwordHash ? 'password' : 'code';
}

/** The account, unless it is unknown or already erased. */
async function liveAccount(db: Db, accountId: string) {
  const [account] = await db
    .select({ id: accounts.id, email: accounts.email, passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(
      and(
        eq(accounts.id, accountId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(accountDeletions)
            .where(and(eq(accountDeletions.accountId, accounts.id), isNotNull(accountDeletions.erasedAt))),
        ),
      ),
    )
    .limit(1);
  return account;
}

/** The planned date as a Dutch or Belgian reader writes it, in the brand's time zone. */
export function plannedDateText(eraseAfter: Date, country: 'nl' | 'be'): string {
  return new Intl.DateTimeFormat(country === 'be' ? 'nl-BE' : 'nl-NL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: country === 'be' ? 'Europe/Brussels' : 'Europe/Amsterdam',
  }).format(eraseAfter);
}

/**
 * Mails a six-digit code to an account without a password. Refused: DELETION_CODE_NOT_AVAILABLE (the account has a
 * password, which is what it confirms with), DELETION_CODE_TOO_SOON (within 30 seconds of the last one) and
 * DELETION_CODE_LIMIT (the daily number of mails reached), the last two with `retryAfterSeconds`.
 */
export async function sendDeletionCode(
  db: Db,
  owner: DeletionOwner,
  context: MessageContext,
  options: { now?: Date; limiter?: RateLimitStore } = {},
): Promise<Result<{ expiresAt: Date }, Wait>> {
  const now = options.now ?? new Date();
  const limiter = options.limiter ?? rateLimitStore(db);
  const account = await liveAccount(db, owner.accountId);
  if (!account || account.passwordHash) return refused({ code: V.codeNotForPassword, field: null });
  const limit = await limiter.check(DELETION_CODE_MAIL_POLICY, owner.accountId);
  if (!limit.allowed) {
    return { ...refused({ code: V.codeLimit, field: 'code' }), retryAfterSeconds: limit.retryAfterSeconds };
  }
  const issued = await issueCode(db, { purpose: DELETION_CODE_PURPOSE, subject: owner.accountId, now });
  if (!issued.ok) {
    return { ...refused({ code: V.codeTooSoon, field: 'code' }), retryAfterSeconds: issued.retryAfterSeconds };
  }
  await limiter.hit(DELETION_CODE_MAIL_POLICY, owner.accountId);
  const keys = { subject: 'privacy.deletion.mail.codeSubject', text: 'privacy.deletion.mail.codeText' };
  await sendTranslatedMail(db, { ...context, to: account.email }, keys, { code: issued.code });
  return ok({ expiresAt: issued.expiresAt });
}

/**
 * Marks the account for deletion after the password or the mailed code proved it is its holder; the erasure follows
 * after {@link DELETION_WAIT_DAYS} days, and a mail says when and how to cancel. A second request while one is open
 * answers the open one. Refused (nothing changes): DELETION_PASSWORD_REQUIRED, DELETION_PASSWORD_INCORRECT,
 * RATE_LIMITED (the sign-in lockout, with `retryAfterSeconds`), DELETION_CODE_INVALID, DELETION_CODE_LOCKED, NOT_FOUND.
 */
export async function requestDeletion(
  db: Db,
  owner: DeletionOwner,
  input: unknown,
  context: MessageContext & { country: 'nl' | 'be' },
  options: { now?: Date; limiter?: RateLimitStore } = {},
): Promise<Result<PendingDeletion, Wait>> {
  const now = options.now ?? new Date();
  const parsed = deletionConfirmSchema.safeParse(input ?? {});
  if (!parsed.success) return refused(...violationsOf(parsed.error));
  const account = await liveAccount(db, owner.accountId);
  if (!account) return refused({ code: 'NOT_FOUND', field: null });
  const open = await pendingDeletion(db, owner.accountId);
  if (open) return ok(open);

  if (account.passwordHash) {
    const password = parsed.data.password ?? '';
    if (!password) return refused({ code: V.passwordRequired, field: 'password' });
    const check = await checkThrottledPassword(db, account.email, account.passwordHash, password);
    if (!check.ok && check.reason === 'locked') {
      return { ...refused({ code: V.rateLimited, field: null }), retryAfterSeconds: check.retryAfterSeconds };
    }
    if (!check.ok) return refused({ code: V.passwordIncorrect, field: 'password' });
  } else {
    const code = parsed.data.code;
    if (!code) return refused({ code: V.codeInvalid, field: 'code' });
    const verified = await verifyCode(db, {
      purpose: DELETION_CODE_PURPOSE,
      subject: owner.accountId,
      code,
      now,
      ...(options.limiter ? { limiter: options.limiter } : {}),
    });
    if (!verified.ok && verified.reason === 'locked') {
      return { ...refused({ code: V.codeLocked, field: 'code' }), retryAfterSeconds: verified.retryAfterSeconds };
    }
    if (!verified.ok) return refused({ code: V.codeInvalid, field: 'code' });
  }

  const eraseAfter = new Date(now.getTime() + DELETION_WAIT_DAYS * DAY_MS);
  await db
    .insert(accountDeletions)
    .values({ accountId: owner.accountId, brandKey: owner.brandKey, requestedAt: now, eraseAfter })
    .onConflictDoNothing();
  const stored = await pendingDeletion(db, owner.accountId);
  if (!stored) return refused({ code: 'NOT_FOUND', field: null });
  const keys = { subject: 'privacy.deletion.mail.requestedSubject', text: 'privacy.deletion.mail.requestedText' };
  const date = plannedDateText(stored.eraseAfter, context.country);
  await sendTranslatedMail(db, { ...context, to: account.email }, keys, { date, days: DELETION_WAIT_DAYS });
  return ok(stored);
}

/** Cancels the account's open request ("Verwijdering intrekken"); false when there was none. */
export async function cancelDeletion(db: Db, accountId: string): Promise<boolean> {
  const removed = await db
    .delete(accountDeletions)
    .where(and(eq(accountDeletions.accountId, accountId), isNull(accountDeletions.erasedAt)))
    .returning({ accountId: accountDeletions.accountId });
  return removed.length === 1;
}

// ── The erasure ─────────────────────────────────────────────────────────────────────────────────────────────────

/** The words of a mail the housekeeping sends for a brand, without a request (the caller's translations). */
export type BrandMessages = (brandKey: string) => MessageContext;

/**
 * Erases the accounts whose wait is over, each once (see the file comment), at most {@link ERASE_BATCH} per call.
 * @returns how many accounts this call erased.
 */
export async function eraseDueAccounts(
  db: Db,
  storage: FileStorage,
  messages: BrandMessages,
  now: Date = new Date(),
): Promise<number> {
  let erased = 0;
  while (erased < ERASE_BATCH) {
    const done = await db.transaction(async (tx) => {
      // Another instance erasing an account holds its row: skip it, take the next due one.
      const [due] = await tx
        .select()
        .from(accountDeletions)
        .where(and(isNull(accountDeletions.erasedAt), lte(accountDeletions.eraseAfter, now)))
        .orderBy(asc(accountDeletions.eraseAfter))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return false;
      await eraseAccount(tx, storage, due.accountId, messages(due.brandKey), now);
      await tx.update(accountDeletions).set({ erasedAt: now }).where(eq(accountDeletions.accountId, due.accountId));
      return true;
    });
    if (!done) break;
    erased += 1;
  }
  return erased;
}

/** One account's erasure, in the caller's transaction. */
async function eraseAccount(tx: Tx, storage: FileStorage, accountId: string, context: MessageContext, now: Date) {
  const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
  if (!account) return;

  // Nobody stays signed in, on any brand.
  await endEverySessionOf(tx, accountId);
  await tx.delete(oidcPayloads).where(sql`${oidcPayloads.payload} @> ${JSON.stringify({ accountId })}::jsonb`);

  // Shared access: its subscriptions' co-readers and invitations, its own co-reading, the invitations it sent.
  const owned = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.accountId, accountId));
  for (const subscription of owned) await endSharingOf(tx, subscription.id, now);
  const of = { coReaders: sharedAccessCoReaders.accountId, invites: sharedAccessInvites.ownerAccountId };
  await revokeSharing(tx, of, accountId, now);
  await tx.delete(sharedAccessInvites).where(eq(sharedAccessInvites.ownerAccountId, accountId));

  // What the account recorded through the portal.
  const files = await tx
    .select({ key: contactAttachments.storageKey })
    .from(contactAttachments)
    .where(and(eq(contactAttachments.accountId, accountId), isNotNull(contactAttachments.storageKey)));
  await tx.delete(contactAttachments).where(eq(contactAttachments.accountId, accountId));
  await tx.delete(contactCases).where(eq(contactCases.accountId, accountId));
  for (const table of [
    newsletterSubscriptions,
    commercialOfferingConsents,
    holidayChanges,
    deliveryComplaints,
    movingHouseChanges,
    paymentChanges,
  ]) {
    await tx.delete(table).where(eq(table.accountId, accountId));
  }
  await tx
    .delete(verificationCodes)
    .where(or(eq(verificationCodes.subject, accountId), eq(verificationCodes.subject, account.email)));

  // Ended subscriptions stay for their invoices, without their holder; running ones are not ended. Both leave the
  // account and stay in the publisher's records (a running one to be linked again).
  await tx
    .update(subscriptions)
    .set({ ...ERASED_HOLDER, ...ERASED_ADDRESS, ...ERASED_PAYMENT })
    .where(and(eq(subscriptions.accountId, accountId), eq(subscriptions.status, 'ended')));
  await tx.update(subscriptions).set({ accountId: null }).where(eq(subscriptions.accountId, accountId));

  await tx
    .update(accounts)
    .set({
      email: erasedEmail(accountId),
      ...ERASED_SIGN_IN,
      ...ERASED_PERSON,
      ...ERASED_ADDRESS,
      ...ERASED_PHONE,
      updatedAt: now,
    })
    .where(eq(accounts.id, accountId));

  const keys = { subject: 'privacy.deletion.mail.erasedSubject', text: 'privacy.deletion.mail.erasedText' };
  await sendTranslatedMail(tx, { ...context, to: account.email }, keys, { years: INVOICE_RETENTION_YEARS });
  // Last, so a failure before leaves the rows that name them for the next pass.
  for (const file of files) if (file.key) await storage.delete(file.key);
}

/**
 * The end of the statutory period: an erased account's invoices older than {@link INVOICE_RETENTION_YEARS} years go,
 * and an erased account with none left goes entirely, its deletion row with it (one that had no invoices at all goes
 * in the pass that erased it). Its subscriptions left it at the erasure, so none goes with it.
 * @returns how many invoices were removed.
 */
export async function purgeExpiredBookkeeping(db: Db, now: Date = new Date()): Promise<number> {
  const limit = new Date(now);
  limit.setUTCFullYear(limit.getUTCFullYear() - INVOICE_RETENTION_YEARS);
  const cutoff = limit.toISOString().slice(0, 10);
  const erased = db
    .select({ id: accountDeletions.accountId })
    .from(accountDeletions)
    .where(isNotNull(accountDeletions.erasedAt));
  const removed = await db
    .delete(invoices)
    .where(and(inArray(invoices.accountId, erased), lt(invoices.issueDate, cutoff)))
    .returning({ id: invoices.id });
  await db.delete(accounts).where(
    and(
      inArray(accounts.id, erased),
      notExists(
        db
          .select({ one: sql`1` })
          .from(invoices)
          .where(eq(invoices.accountId, accounts.id)),
      ),
    ),
  );
  return removed.length;
}
