/** The moving service's queries (Drizzle), each scoped to the owner (src/server/domain/kit/ownership.ts). */
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { OwnerScope } from '../../../shared/owner';
import { productTypesWith } from '../../../shared/product';
import type { Db } from '../../db/client';
import { movingHouseChanges, subscriptions, type MovingHouseChange, type Subscription } from '../../db/schema';
import { findByIdempotencyKey, insertOnce } from '../kit/idempotency';
import { ownedBy, type Queryable } from '../kit/ownership';
import type { Release } from '../kit/release';
import type { MovedSubscription } from './rules';

/** The account's active subscriptions on the brand that a move applies to (the capability table's), oldest first. */
export function movableSubscriptionRows(db: Db, owner: OwnerScope): Promise<Subscription[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        ownedBy(subscriptions, owner),
        eq(subscriptions.status, 'active'),
        inArray(subscriptions.productType, [...productTypesWith('moving')]),
      ),
    )
    .orderBy(asc(subscriptions.startDate), asc(subscriptions.id));
}

/** What moves show of these subscriptions of the owner's account. */
export async function movedSubscriptions(
  db: Db,
  owner: OwnerScope,
  ids: readonly string[],
): Promise<MovedSubscription[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: subscriptions.id, title: subscriptions.title, subscriptionNumber: subscriptions.subscriptionNumber })
    .from(subscriptions)
    .where(and(eq(subscriptions.accountId, owner.accountId), inArray(subscriptions.id, [...ids])));
}

/**
 * Takes a subscription its holder lets go out of the holder's moves that take effect after `today`; a move left with
 * no subscription is cancelled. The subscription's next holder keeps its own delivery address.
 */
export async function dropFromPlannedMoves(tx: Queryable, release: Release): Promise<void> {
  const { accountId, subscriptionId, today, now } = release;
  const planned = and(
    eq(movingHouseChanges.accountId, accountId),
    isNull(movingHouseChanges.cancelledAt),
    gt(movingHouseChanges.effectiveDate, today),
  );
  await tx
    .update(movingHouseChanges)
    .set({ subscriptionIds: sql`array_remove(${movingHouseChanges.subscriptionIds}, ${subscriptionId}::uuid)` })
    .where(and(planned, sql`${subscriptionId}::uuid = any(${movingHouseChanges.subscriptionIds})`));
  await tx
    .update(movingHouseChanges)
    .set({ cancelledAt: now })
    .where(and(planned, sql`cardinality(${movingHouseChanges.subscriptionIds}) = 0`));
}

/** The owner's move made with the client's idempotency key, or undefined. */
export function moveByKey(db: Db, owner: OwnerScope, key: string): Promise<MovingHouseChange | undefined> {
  return findByIdempotencyKey(db, movingHouseChanges, owner, key);
}

/** Inserts a move; undefined when the owner's idempotency key is already taken (a concurrent request). */
export function insertMove(
  db: Db,
  values: typeof movingHouseChanges.$inferInsert,
): Promise<MovingHouseChange | undefined> {
  return insertOnce(db, movingHouseChanges, values);
}

/** The owner's moves on the brand that are not cancelled, by effective date (at most 200). */
export function ownMoves(db: Db, owner: OwnerScope): Promise<MovingHouseChange[]> {
  return db
    .select()
    .from(movingHouseChanges)
    .where(and(ownedBy(movingHouseChanges, owner), isNull(movingHouseChanges.cancelledAt)))
    .orderBy(asc(movingHouseChanges.effectiveDate), desc(movingHouseChanges.createdAt))
    .limit(200);
}
