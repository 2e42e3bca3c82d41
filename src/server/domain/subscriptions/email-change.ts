/**
 * Changing a subscription's e-mail address, confirmed by the new address: the change sends a single-use link to it
 * (valid {@link SUBSCRIPTION_EMAIL_TTL_MS}), and the address is changed only when that link is opened by the same
 * account, signed in, and confirmed. Until then the subscription keeps its address, so nobody can point a subscription's
 * mail at an address they do not read. Mails are limited per receiving address (CODE_SEND_POLICY) and per account
 * ({@link SUBSCRIPTION_EMAIL_POLICY}), counted before anything is stored or sent.
 */
import { ok, refused, violationsOf, type Result } from '../../../shared/result';
import { SUBSCRIPTION_VIOLATIONS, subscriptionEmailSchema } from '../../../shared/subscriptions';
import type { Db } from '../../db/client';
import type { Subscription } from '../../db/schema';
import { sendTranslatedMail, type Translate } from '../kit/mail';
import { CODE_SEND_POLICY, rateLimitStore, type RateLimitPolicy, type RateLimitStore } from '../../ports/rate-limit';
import { consumeLinkToken, findLinkToken, issueLinkToken } from '../identity/codes';
import { isRowId } from '../kit/ownership';
import { isSameSubscriptionEmail, NOT_FOUND } from './rules';
import { linkedSubscriptionRow, updateLinkedSubscription } from './storage';

/** The link tokens' purpose. */
export const SUBSCRIPTION_EMAIL_PURPOSE = 'subscription-email-change';
/** How long a confirmation link is valid. */
export const SUBSCRIPTION_EMAIL_TTL_MS = 24 * 60 * 60 * 1000;
/** The confirmation page; the link carries `?token=`. */
export const SUBSCRIPTION_EMAIL_CONFIRM_PATH = '/abonnementen/e-mail-bevestigen';
/** The code of an unknown, used, expired or another account's link. */
export const SUBSCRIPTION_EMAIL_LINK_INVALID = SUBSCRIPTION_VIOLATIONS.emailLinkInvalid;

/** Confirmation mails one account may have sent for its subscriptions: 5 an hour, whatever the addresses. */
export const SUBSCRIPTION_EMAIL_POLICY: RateLimitPolicy = {
  name: 'subscription-email',
  limit: 5,
  windowMs: 60 * 60 * 1000,
};

/** What the mail needs: the brand it is sent for, its portal origin and the request's translations. */
export interface SubscriptionEmailMailContext {
  brandKey: string;
  brandName: string;
  /** The portal origin of the brand, e.g. `https://mijn.ad.nl`. */
  origin: string;
  t: Translate;
  /** Default: the configured store. */
  limiter?: RateLimitStore;
  now?: Date;
}

/** An open change as the confirmation page shows it. */
export interface PendingSubscriptionEmail {
  subscriptionId: string;
  title: string;
  newEmail: string;
}

const refusal = (code: string, field: string | null = null) => refused({ code, field });

/** One link per subscription: a new request replaces the subscription's open link. */
function linkSubject(accountId: string, subscriptionId: string): string {
  return `${accountId}/${subscriptionId}`;
}

/**
 * Sends a confirmation link to the new address of one of the account's subscriptions; the subscription keeps its
 * address until the link is confirmed. Refused: NOT_FOUND (not the account's), EMAIL_INVALID,
 * SUBSCRIPTION_EMAIL_UNCHANGED (field `email`), RATE_LIMITED (per address or per account; nothing is sent).
 */
export async function requestSubscriptionEmailChange(
  db: Db,
  accountId: string,
  subscriptionId: string,
  input: unknown,
  context: SubscriptionEmailMailContext,
): Promise<Result<{ subscription: Subscription; pendingEmail: string; expiresAt: Date }>> {
  if (!isRowId(accountId) || !isRowId(subscriptionId)) return refusal(NOT_FOUND);
  const subscription = await linkedSubscriptionRow(db, accountId, subscriptionId);
  if (!subscription) return refusal(NOT_FOUND);
  const parsed = subscriptionEmailSchema.safeParse(input);
  if (!parsed.success) return refused(...violationsOf(parsed.error));
  const newEmail = parsed.data.email;
  if (isSameSubscriptionEmail(subscription.email, newEmail)) {
    return refusal(SUBSCRIPTION_VIOLATIONS.emailUnchanged, 'email');
  }
  const limiter = context.limiter ?? rateLimitStore(db);
  const perAccount = await limiter.hit(SUBSCRIPTION_EMAIL_POLICY, `account:${accountId}`);
  if (!perAccount.allowed) return refusal('RATE_LIMITED');
  const perAddress = await limiter.hit(CODE_SEND_POLICY, `${SUBSCRIPTION_EMAIL_PURPOSE}:${newEmail.toLowerCase()}`);
  if (!perAddress.allowed) return refusal('RATE_LIMITED');

  const { token, expiresAt } = await issueLinkToken(db, {
    purpose: SUBSCRIPTION_EMAIL_PURPOSE,
    subject: linkSubject(accountId, subscription.id),
    data: { accountId, subscriptionId: subscription.id, newEmail },
    ttlMs: SUBSCRIPTION_EMAIL_TTL_MS,
    ...(context.now ? { now: context.now } : {}),
  });
  const link = new URL(SUBSCRIPTION_EMAIL_CONFIRM_PATH, context.origin);
  link.searchParams.set('token', token);
  const keys = { subject: 'subscriptions.email.mail.confirmSubject', text: 'subscriptions.email.mail.confirmText' };
  await sendTranslatedMail(db, { ...context, to: newEmail }, keys, {
    title: subscription.title,
    link: link.toString(),
  });
  return ok({ subscription, pendingEmail: newEmail, expiresAt });
}

/** The link's change when it is this account's, open and its subscription still the account's; null otherwise. */
function linkedChange(
  found: { subject: string; data: Record<string, unknown> | null } | undefined,
  accountId: string,
): { subscriptionId: string; newEmail: string } | null {
  const data = found?.data;
  const subscriptionId = data?.['subscriptionId'];
  const newEmail = data?.['newEmail'];
  if (!found || data?.['accountId'] !== accountId) return null;
  if (typeof subscriptionId !== 'string' || typeof newEmail !== 'string') return null;
  return found.subject === linkSubject(accountId, subscriptionId) ? { subscriptionId, newEmail } : null;
}

/** The open change of a link of this account (for the confirmation page), or null. */
export async function pendingSubscriptionEmailChange(
  db: Db,
  accountId: string,
  token: string,
  now?: Date,
): Promise<PendingSubscriptionEmail | null> {
  if (!isRowId(accountId)) return null;
  const change = linkedChange(
    await findLinkToken(db, { purpose: SUBSCRIPTION_EMAIL_PURPOSE, token, ...(now ? { now } : {}) }),
    accountId,
  );
  if (!change) return null;
  const subscription = await linkedSubscriptionRow(db, accountId, change.subscriptionId);
  return subscription
    ? { subscriptionId: subscription.id, title: subscription.title, newEmail: change.newEmail }
    : null;
}

/**
 * Confirms the change of a link: the subscription's address becomes the new one, once. Refused:
 * SUBSCRIPTION_EMAIL_LINK_INVALID (unknown, used, expired, another account's link, or a subscription no longer the
 * account's).
 */
export async function confirmSubscriptionEmailChange(
  db: Db,
  accountId: string,
  token: string,
  now?: Date,
): Promise<Result<{ subscription: Subscription }>> {
  const pending = await pendingSubscriptionEmailChange(db, accountId, token, now);
  if (!pending) return refusal(SUBSCRIPTION_EMAIL_LINK_INVALID);
  const consumed = linkedChange(
    await consumeLinkToken(db, { purpose: SUBSCRIPTION_EMAIL_PURPOSE, token, ...(now ? { now } : {}) }),
    accountId,
  );
  if (!consumed) return refusal(SUBSCRIPTION_EMAIL_LINK_INVALID);
  const updated = await updateLinkedSubscription(db, accountId, consumed.subscriptionId, { email: consumed.newEmail });
  return updated ? ok({ subscription: updated }) : refusal(SUBSCRIPTION_EMAIL_LINK_INVALID);
}
