/**
 * The subscriptions area's queries. Every read and change of a linked subscription filters on the session's account
 * id, so another account's subscription is found exactly like one that does not exist.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import type { OwnerScope } from '../../../shared/owner';
import { isRowId, ownedBy, OWNER_PLACEHOLDERS, ownerValues, type Queryable } from '../kit/ownership';
import { firstRow, updateRow } from '../kit/rows';
import { subscriptions, type Subscription } from '../../db/schema';

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

/** The account's subscriptions: those of `firstBrand` first, then by brand; within each, oldest first, then by id. */
export async function linkedSubscriptionRows(db: Db, accountId: string, firstBrand: string): Promise<Subscription[]> {
  return listLinkedStatement(db).execute({ accountId, firstBrand });
}

/** The owner's active subscriptions on the brand, oldest first (digital ones included), in `db` or a transaction. */
export function activeOwnSubscriptions(db: Queryable, owner: OwnerScope): Promise<Subscription[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(ownedBy(subscriptions, owner), eq(subscriptions.status, 'active')))
    .orderBy(asc(subscriptions.startDate), asc(subscriptions.id));
}

const activeOwnStatement = preparedPerDb((db) =>
  db
    .select()
    .from(subscriptions)
    .where(and(ownedBy(subscriptions, OWNER_PLACEHOLDERS), eq(subscriptions.status, 'active')))
    .orderBy(asc(subscriptions.startDate), asc(subscriptions.id))
    .prepare('active_own_subscriptions'),
);

/** {@link activeOwnSubscriptions} outside a transaction, as a statement prepared once per database. */
export function activeOwnSubscriptionsOf(db: Db, owner: OwnerScope): Promise<Subscription[]> {
  return activeOwnStatement(db).execute(ownerValues(owner));
}

/** One of the account's subscriptions by id, or undefined (another account's, unknown or malformed). */
export async function linkedSubscriptionRow(
  db: Db,
  accountId: string,
  subscriptionId: unknown,
): Promise<Subscription | undefined> {
  if (!isRowId(subscriptionId)) return undefined;
  return firstRow(db, subscriptions, eq(subscriptions.id, subscriptionId), eq(subscriptions.accountId, accountId));
}

/** The brand's record with this subscription number, linked or not. */
export async function subscriptionByNumber(
  db: Db,
  brandKey: string,
  subscriptionNumber: string,
): Promise<Subscription | undefined> {
  return firstRow(
    db,
    subscriptions,
    eq(subscriptions.brandKey, brandKey),
    eq(subscriptions.subscriptionNumber, subscriptionNumber),
  );
}

/**
 * Links a record to the account only while nobody linked it in the meantime: of two accounts racing for one
 * subscription, one wins (undefined for the other).
 */
export async function claimSubscription(
  db: Db,
  subscriptionId: string,
  accountId: string,
): Promise<Subscription | undefined> {
  return updateRow(
    db,
    subscriptions,
    { accountId },
    eq(subscriptions.id, subscriptionId),
    isNull(subscriptions.accountId),
  );
}

/** Writes `values` to one of the account's subscriptions; the stored row, or undefined when it is not the account's. */
export async function updateLinkedSubscription(
  db: Queryable,
  accountId: string,
  subscriptionId: string,
  values: Partial<Subscription>,
): Promise<Subscription | undefined> {
  return updateRow(
    db,
    subscriptions,
    values,
    eq(subscriptions.id, subscriptionId),
    eq(subscriptions.accountId, accountId),
  );
}
