/**
 * The holiday service's queries (Drizzle): the owner's subscriptions and events, the periods that count against a
 * new one, and the writes. Every read is scoped to the owner (src/server/domain/kit/ownership.ts).
 */
import { and, asc, desc, eq, gt, gte, inArray, isNull, lte } from 'drizzle-orm';
import type { IsoDate } from '../../../shared/dates';
import type { HolidayKind, HolidayPeriod } from '../../../shared/holiday';
import type { OwnerScope } from '../../../shared/owner';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { holidayChanges, subscriptions, type HolidayChange } from '../../db/schema';

type NewHolidayChange = typeof holidayChanges.$inferInsert;
import { findByIdempotencyKey, insertOnce } from '../kit/idempotency';
import { findOwned, ownedBy, OWNER_PLACEHOLDERS, ownerValues, type Queryable } from '../kit/ownership';
import type { Release } from '../kit/release';
import { updateRow } from '../kit/rows';
import type { EventSubscription } from './rules';

/*
 * The overview's reads are prepared once per database (src/server/db/prepared.ts), as building their SQL text from
 * the builder was about a quarter of the overview's CPU.
 */

/** Locks a subscription's row until the transaction ends: one submission at a time per subscription. */
export async function lockSubscription(tx: Queryable, subscriptionId: string): Promise<void> {
  await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId))
    .for('update');
}

/**
 * The periods of the subscriptions that count (the holder's own, not cancelled, ending on `fromDate` or later), by
 * subscription: a previous holder's periods of a subscription that was unlinked and linked again take no days.
 */
export async function periodsOf(
  db: Queryable,
  accountId: string,
  subscriptionIds: readonly string[],
  fromDate: IsoDate,
): Promise<Map<string, Array<HolidayPeriod & { id: string }>>> {
  const result = new Map<string, Array<HolidayPeriod & { id: string }>>();
  if (subscriptionIds.length === 0) return result;
  const rows = await db
    .select({
      id: holidayChanges.id,
      subscriptionId: holidayChanges.subscriptionId,
      startDate: holidayChanges.startDate,
      endDate: holidayChanges.endDate,
    })
    .from(holidayChanges)
    .where(
      and(
        inArray(holidayChanges.subscriptionId, [...subscriptionIds]),
        eq(holidayChanges.accountId, accountId),
        isNull(holidayChanges.cancelledAt),
        gte(holidayChanges.endDate, fromDate),
      ),
    )
    .orderBy(asc(holidayChanges.startDate));
  for (const row of rows) {
    const list = result.get(row.subscriptionId) ?? [];
    list.push({ id: row.id, startDate: row.startDate, endDate: row.endDate });
    result.set(row.subscriptionId, list);
  }
  return result;
}

const SUMMARY = {
  id: subscriptions.id,
  title: subscriptions.title,
  subscriptionNumber: subscriptions.subscriptionNumber,
  deliveryDays: subscriptions.deliveryDays,
};

/** What an event shows of its subscriptions (the owner's only), by id. */
export async function eventSubscriptions(
  db: Queryable,
  owner: OwnerScope,
  ids: readonly string[],
): Promise<Map<string, EventSubscription>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(SUMMARY)
    .from(subscriptions)
    .where(and(eq(subscriptions.accountId, owner.accountId), inArray(subscriptions.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row]));
}

/** What an event shows of its subscription; an empty summary when it is not the owner's (any more). */
export async function eventSubscription(db: Queryable, owner: OwnerScope, id: string): Promise<EventSubscription> {
  return (
    (await eventSubscriptions(db, owner, [id])).get(id) ?? { id, title: '', subscriptionNumber: '', deliveryDays: [] }
  );
}

/** The owner's event made with the client's idempotency key, or undefined. */
export function changeByKey(db: Queryable, owner: OwnerScope, key: string): Promise<HolidayChange | undefined> {
  return findByIdempotencyKey(db, holidayChanges, owner, key);
}

/** The owner's event of `kind` with this changeId, or undefined (another account's is answered the same way). */
export function ownChange(
  db: Queryable,
  owner: OwnerScope,
  changeId: unknown,
  kind: HolidayKind,
): Promise<HolidayChange | undefined> {
  return findOwned(db, holidayChanges, owner, changeId, eq(holidayChanges.kind, kind));
}

/** Inserts an event; undefined when the owner's idempotency key is already taken (a concurrent request). */
export function insertChange(tx: Queryable, values: NewHolidayChange): Promise<HolidayChange | undefined> {
  return insertOnce(tx, holidayChanges, values);
}

/** Cancels an event that is not cancelled yet; undefined when it already was. */
export async function markCancelled(db: Queryable, id: string, now: Date): Promise<HolidayChange | undefined> {
  return updateRow(
    db,
    holidayChanges,
    { cancelledAt: now },
    eq(holidayChanges.id, id),
    isNull(holidayChanges.cancelledAt),
  );
}

/**
 * Ends the holder's events of a subscription it lets go: those that start after `today` are cancelled, one running
 * today ends today, so nothing of them stops or redirects the delivery of the subscription's next holder.
 */
export async function endPlannedChangesOf(tx: Queryable, release: Release): Promise<void> {
  const { accountId, subscriptionId, today, now } = release;
  const holders = and(
    eq(holidayChanges.subscriptionId, subscriptionId),
    eq(holidayChanges.accountId, accountId),
    isNull(holidayChanges.cancelledAt),
  );
  await tx
    .update(holidayChanges)
    .set({ cancelledAt: now })
    .where(and(holders, gt(holidayChanges.startDate, today)));
  await tx
    .update(holidayChanges)
    .set({ endDate: today })
    .where(and(holders, lte(holidayChanges.startDate, today), gt(holidayChanges.endDate, today)));
}

/** Moves the end date of an event that is not cancelled; undefined when it was cancelled meanwhile. */
export async function moveEndDate(db: Queryable, id: string, endDate: IsoDate): Promise<HolidayChange | undefined> {
  return updateRow(db, holidayChanges, { endDate }, eq(holidayChanges.id, id), isNull(holidayChanges.cancelledAt));
}

const ownChangesStatement = preparedPerDb((db) =>
  db
    .select()
    .from(holidayChanges)
    .where(ownedBy(holidayChanges, OWNER_PLACEHOLDERS))
    .orderBy(asc(holidayChanges.startDate), desc(holidayChanges.createdAt))
    .limit(300)
    .prepare('holiday_own_changes'),
);

/** The owner's events on the brand, in start order (at most 300). */
export function ownChanges(db: Db, owner: OwnerScope): Promise<HolidayChange[]> {
  return ownChangesStatement(db).execute(ownerValues(owner));
}
