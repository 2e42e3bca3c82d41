/**
 * Subscriptions domain (issue 10): the subscriptions linked to the signed-in account, linking one of the publisher's
 * records by its number and postcode, unlinking, and changing a subscription's e-mail address and its holder's
 * personal details.
 *
 * Every query filters on the session's account id, so a subscription of another account is indistinguishable from
 * one that does not exist (DESIGN.md §2): both answer NOT_FOUND. Input is parsed with the shared schemas of
 * src/shared/subscriptions.ts, whose issue messages are the violation codes the screens translate.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedPerDb } from '../db/prepared';
import { subscriptions, type Subscription } from '../db/schema';
import { rateLimitStore, type RateLimitPolicy, type RateLimitStore } from '../ports/rate-limit';
import { ok, refused, violationsOf, type Result } from '../../shared/result';
import {
  linkSubscriptionSchema,
  SUBSCRIPTION_VIOLATIONS,
  subscriptionEmailSchema,
  subscriptionPersonaliaSchema,
} from '../../shared/subscriptions';
import type { AddressCountry } from '../../shared/postcode';
import { idSchema } from './account';

/** The code of an id the account may not see (another account's, unknown or malformed). */
export const NOT_FOUND = 'NOT_FOUND';

/**
 * Linking: the 10th refused attempt of an account within an hour locks linking for an hour, so subscription numbers
 * and postcodes cannot be tried out in bulk (the refusals tell an unknown number from a wrong postcode).
 */
export const LINK_POLICY: RateLimitPolicy = {
  name: 'subscription-link',
  limit: 10,
  windowMs: 60 * 60 * 1000,
  lockoutMs: 60 * 60 * 1000,
};

/** A change that answers the subscription as it is now stored. */
export type SubscriptionChange = Result<{ subscription: Subscription }>;

/**
 * All subscriptions of the account across brands: those of `firstBrand` first, then the others; within each,
 * oldest first (ties broken by id so the order is stable).
 * @param accountId the session's account id.
 * @param firstBrand the brand of the request, whose subscriptions lead the list.
 */
export async function listLinkedSubscriptions(db: Db, accountId: string, firstBrand?: string): Promise<Subscription[]> {
  if (!idSchema.safeParse(accountId).success) return [];
  return listLinkedStatement(db).execute({ accountId, firstBrand: firstBrand ?? '' });
}

const listLinkedStatement = preparedPerDb((db) =>
  db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.accountId, sql.placeholder('accountId')))
    .orderBy(
      sql`case when ${subscriptions.brandKey} = ${sql.placeholder('firstBrand')} then 0 else 1 end`,
      asc(subscriptions.brandKey),
      asc(subscriptions.startDate),
      asc(subscriptions.id),
    )
    .prepare('list_linked_subscriptions'),
);

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
  if (!idSchema.safeParse(accountId).success || !idSchema.safeParse(subscriptionId).success) return null;
  const rows = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.accountId, accountId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Who links: the session's account on the request's brand (whose records are searched) and its country. */
export interface LinkContext {
  accountId: string;
  brandKey: string;
  country: AddressCountry;
  /** Counters of refused attempts; default the portal's store. */
  limiter?: RateLimitStore;
}

function refusal(code: string, field: string | null = null) {
  return refused({ code, field });
}

/** A postcode compared without case and spaces. */
function samePostcode(a: string | null, b: string): boolean {
  const plain = (value: string) => value.replace(/\s/g, '').toUpperCase();
  return a !== null && plain(a) === plain(b);
}

/**
 * Links the brand's subscription with this number to the account when the postcode is that of its delivery address.
 * Refusals: SUBSCRIPTION_NUMBER_INVALID / POSTCODE_INVALID (form), SUBSCRIPTION_NUMBER_UNKNOWN,
 * SUBSCRIPTION_POSTCODE_MISMATCH, SUBSCRIPTION_ALREADY_LINKED (to this account or another), RATE_LIMITED.
 */
export async function linkSubscription(db: Db, context: LinkContext, input: unknown): Promise<SubscriptionChange> {
  if (!idSchema.safeParse(context.accountId).success) return refusal(NOT_FOUND);
  const parsed = linkSubscriptionSchema(context.country).safeParse(input);
  if (!parsed.success) return refused(...violationsOf(parsed.error));
  const limiter = context.limiter ?? rateLimitStore(db);
  const key = `${context.accountId}`;
  const allowed = await limiter.check(LINK_POLICY, key);
  if (!allowed.allowed) return refusal('RATE_LIMITED');
  const refuse = async (code: string, field: string | null) => {
    await limiter.hit(LINK_POLICY, key);
    return refusal(code, field);
  };

  const { subscription_number: number, zip_code: zipCode } = parsed.data;
  const [found] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.brandKey, context.brandKey), eq(subscriptions.subscriptionNumber, number)))
    .limit(1);
  if (!found) return refuse(SUBSCRIPTION_VIOLATIONS.numberUnknown, 'subscription_number');
  if (!samePostcode(found.zipCode, zipCode)) return refuse(SUBSCRIPTION_VIOLATIONS.postcodeMismatch, 'zip_code');
  if (found.accountId !== null) return refuse(SUBSCRIPTION_VIOLATIONS.alreadyLinked, 'subscription_number');

  // Only while nobody linked it in the meantime: two accounts racing for one subscription, one wins.
  const [linked] = await db
    .update(subscriptions)
    .set({ accountId: context.accountId })
    .where(and(eq(subscriptions.id, found.id), isNull(subscriptions.accountId)))
    .returning();
  if (!linked) return refuse(SUBSCRIPTION_VIOLATIONS.alreadyLinked, 'subscription_number');
  await limiter.reset(LINK_POLICY, key);
  return ok({ subscription: linked });
}

/**
 * Unlinks one of the account's subscriptions: it leaves the account's overview and can be linked again with its
 * number and postcode. NOT_FOUND for any id that is not one of the account's subscriptions.
 */
export async function unlinkSubscription(
  db: Db,
  accountId: string,
  subscriptionId: string,
): Promise<Result<{ subscriptionId: string }>> {
  const subscription = await findLinkedSubscription(db, accountId, subscriptionId);
  if (!subscription) return refusal(NOT_FOUND);
  await db
    .update(subscriptions)
    .set({ accountId: null })
    .where(and(eq(subscriptions.id, subscription.id), eq(subscriptions.accountId, accountId)));
  return ok({ subscriptionId: subscription.id });
}

/**
 * Changes the e-mail address the subscription's invoices and letters go to (not the account's sign-in address, which
 * changes through a confirmation link: account-email.ts). Refusals: NOT_FOUND, EMAIL_INVALID,
 * SUBSCRIPTION_EMAIL_UNCHANGED.
 */
export async function changeSubscriptionEmail(
  db: Db,
  accountId: string,
  subscriptionId: string,
  input: unknown,
): Promise<SubscriptionChange> {
  const subscription = await findLinkedSubscription(db, accountId, subscriptionId);
  if (!subscription) return refusal(NOT_FOUND);
  const parsed = subscriptionEmailSchema.safeParse(input);
  if (!parsed.success) return refused(...violationsOf(parsed.error));
  if (subscription.email?.toLowerCase() === parsed.data.email) {
    return refusal(SUBSCRIPTION_VIOLATIONS.emailUnchanged, 'email');
  }
  const [updated] = await db
    .update(subscriptions)
    .set({ email: parsed.data.email })
    .where(and(eq(subscriptions.id, subscription.id), eq(subscriptions.accountId, accountId)))
    .returning();
  return updated ? ok({ subscription: updated }) : refusal(NOT_FOUND);
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
  const [updated] = await db
    .update(subscriptions)
    .set({
      holderFirstName: parsed.data.first_name,
      holderLastName: parsed.data.last_name,
      holderPhoneNumber: parsed.data.phone_number,
    })
    .where(and(eq(subscriptions.id, subscription.id), eq(subscriptions.accountId, accountId)))
    .returning();
  return updated ? ok({ subscription: updated }) : refusal(NOT_FOUND);
}
