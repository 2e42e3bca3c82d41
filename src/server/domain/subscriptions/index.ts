/**
 * The subscriptions services: the subscriptions linked to the signed-in account, linking one of the publisher's
 * records by its number and postcode, unlinking, and changing a subscription's e-mail address and its holder's
 * personal details.
 *
 * Every query filters on the session's account id, so a subscription of another account is indistinguishable from
 * one that does not exist: both answer NOT_FOUND. Unlike the kit's brand-scoped findOwned, a linked subscription is
 * the account's on every brand: the overview lists them all and each one's page changes it, whichever portal shows
 * it ({@link findLinkedSubscription} is that one check; the contact form and invoices use it too). Input is parsed with the shared schemas of
 * src/shared/subscriptions.ts, whose issue messages are the violation codes the screens translate.
 */
import { BRANDS, isBrandKey } from '../../../brands/registry';
import { today } from '../../../shared/dates';
import type { OwnerScope } from '../../../shared/owner';
import { ok, refused, violationsOf, type Result } from '../../../shared/result';
import {
  linkSubscriptionSchema,
  SUBSCRIPTION_VIOLATIONS,
  subscriptionPersonaliaSchema,
} from '../../../shared/subscriptions';
import type { Subscription } from '../../db/schema';
import { rateLimitStore, type RateLimitStore } from '../../ports/rate-limit';
import type { Db } from '../../db/client';
import { endPlannedChangesOf } from '../holiday/storage';
import { isRowId } from '../kit/ownership';
import { dropFromPlannedMoves } from '../moving/storage';
import { dropPendingChangesOf } from '../payment/storage';
import { endSharingOf } from '../shared-access/storage';
import { LINK_POLICY, linkLimitKey, linkRefusal, NOT_FOUND, personaliaValues } from './rules';
import {
  claimSubscription,
  linkedSubscriptionRow,
  linkedSubscriptionRows,
  subscriptionByNumber,
  updateLinkedSubscription,
} from './storage';

export { LINK_POLICY, NOT_FOUND } from './rules';
export {
  confirmSubscriptionEmailChange,
  pendingSubscriptionEmailChange,
  requestSubscriptionEmailChange,
  SUBSCRIPTION_EMAIL_CONFIRM_PATH,
  SUBSCRIPTION_EMAIL_LINK_INVALID,
  SUBSCRIPTION_EMAIL_POLICY,
  type PendingSubscriptionEmail,
} from './email-change';

/** A change that answers the subscription as it is now stored. */
export type SubscriptionChange = Result<{ subscription: Subscription }>;

/**
 * All subscriptions of the account across brands: those of `firstBrand` first, then the others; within each,
 * oldest first (ties broken by id so the order is stable).
 * @param accountId the session's account id.
 * @param firstBrand the brand of the request, whose subscriptions lead the list.
 */
export async function listLinkedSubscriptions(db: Db, accountId: string, firstBrand?: string): Promise<Subscription[]> {
  if (!isRowId(accountId)) return [];
  return linkedSubscriptionRows(db, accountId, firstBrand ?? '');
}

/**
 * One subscription of the account, or null when it does not exist, belongs to another account or the id is malformed.
 * @param accountId the session's account id.
 * @param subscriptionId the id the client asked for (untrusted).
 */
export async function findLinkedSubscription(
  db: Db,
  accountId: string,
  subscriptionId: string,
): Promise<Subscription | null> {
  if (!isRowId(accountId) || !isRowId(subscriptionId)) return null;
  return (await linkedSubscriptionRow(db, accountId, subscriptionId)) ?? null;
}

/**
 * Who links: the owner scope — the session's account on the request's brand, whose records are searched, and its
 * country, whose postcode form the number comes with.
 */
export interface LinkContext extends OwnerScope {
  /** Counters of refused attempts; default the portal's store. */
  limiter?: RateLimitStore;
}

function refusal(code: string, field: string | null = null) {
  return refused({ code, field });
}

/**
 * Links the brand's subscription with this number to the account when the postcode is that of its delivery address.
 * Refusals: SUBSCRIPTION_NUMBER_INVALID / POSTCODE_INVALID (form), SUBSCRIPTION_NUMBER_UNKNOWN,
 * SUBSCRIPTION_POSTCODE_MISMATCH, SUBSCRIPTION_ALREADY_LINKED (to this account or another), RATE_LIMITED.
 */
export async function linkSubscription(db: Db, context: LinkContext, input: unknown): Promise<SubscriptionChange> {
  if (!isRowId(context.accountId)) return refusal(NOT_FOUND);
  const parsed = linkSubscriptionSchema(context.country === 'be' ? 'BE' : 'NL').safeParse(input);
  if (!parsed.success) return refused(...violationsOf(parsed.error));
  const limiter = context.limiter ?? rateLimitStore(db);
  const key = linkLimitKey(context.accountId);
  const allowed = await limiter.check(LINK_POLICY, key);
  if (!allowed.allowed) return refusal('RATE_LIMITED');
  const refuse = async (code: string, field: string | null) => {
    await limiter.hit(LINK_POLICY, key);
    return refusal(code, field);
  };

  const { subscription_number: number, zip_code: zipCode } = parsed.data;
  const found = await subscriptionByNumber(db, context.brandKey, number);
  const why = linkRefusal(found, zipCode);
  if (why) return refuse(why.code, why.field ?? null);
  // No refusal means the record exists and is free; claiming it still loses to an account that linked it meanwhile.
  const linked = found && (await claimSubscription(db, found.id, context.accountId));
  if (!linked) return refuse(SUBSCRIPTION_VIOLATIONS.alreadyLinked, 'subscription_number');
  await limiter.reset(LINK_POLICY, key);
  return ok({ subscription: linked });
}

/**
 * Unlinks one of the account's subscriptions: it leaves the account's overview and can be linked again with its
 * number and postcode. Nothing of this holder passes to the next one: in the same transaction its co-readers and
 * open invitations are revoked, its holiday events after today cancelled (one running today ends today), the
 * subscription leaves its moves still to come, and its payment changes the provider has not settled are dropped.
 * NOT_FOUND for any id that is not one of the account's subscriptions.
 * @param now the instant of the unlink (tests); its calendar date in the brand's country is "today".
 */
export async function unlinkSubscription(
  db: Db,
  accountId: string,
  subscriptionId: string,
  now: Date = new Date(),
): Promise<Result<{ subscriptionId: string }>> {
  const subscription = await findLinkedSubscription(db, accountId, subscriptionId);
  if (!subscription) return refusal(NOT_FOUND);
  const day = today(isBrandKey(subscription.brandKey) ? BRANDS[subscription.brandKey].country : 'nl', now);
  const unlinked = await db.transaction(async (tx) => {
    const released = await updateLinkedSubscription(tx, accountId, subscription.id, { accountId: null });
    if (!released) return false;
    const release = { accountId, subscriptionId: subscription.id, today: day, now };
    await endSharingOf(tx, subscription.id, now);
    await endPlannedChangesOf(tx, release);
    await dropFromPlannedMoves(tx, release);
    await dropPendingChangesOf(tx, release);
    return true;
  });
  return unlinked ? ok({ subscriptionId: subscription.id }) : refusal(NOT_FOUND);
}

/**
 * Changes the subscription holder's name and phone number. Refusals: NOT_FOUND, FIRST_NAME_REQUIRED,
 * LAST_NAME_REQUIRED, NAME_TOO_LONG, PHONE_INVALID, the free-text codes.
 */
export async function updateSubscriptionPersonalia(
  db: Db,
  accountId: string,
  subscriptionId: string,
  input: unknown,
): Promise<SubscriptionChange> {
  const subscription = await findLinkedSubscription(db, accountId, subscriptionId);
  if (!subscription) return refusal(NOT_FOUND);
  const parsed = subscriptionPersonaliaSchema.safeParse(input);
  if (!parsed.success) return refused(...violationsOf(parsed.error));
  const updated = await updateLinkedSubscription(db, accountId, subscription.id, personaliaValues(parsed.data));
  return updated ? ok({ subscription: updated }) : refusal(NOT_FOUND);
}
