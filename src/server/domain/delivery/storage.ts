/**
 * The queries of delivery complaints (Drizzle). Complaints belong to the account across its brands (the history
 * shows every brand's), so each query filters on the session's account; a subscription or complaint of another
 * account is not found, like an unknown one.
 */
import { and, between, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { IsoDate } from '../../../shared/dates';
import { isIdempotencyKey } from '../../../shared/idempotency';
import type { Db } from '../../db/client';
import { deliveryComplaints, holidayChanges, subscriptions, type DeliveryComplaint } from '../../db/schema';
import type { SuspendedPeriod } from './rules';

/** The suspended periods of a subscription that touch [from, to]. */
export function suspensionsOf(db: Db, subscriptionId: string, from: IsoDate, to: IsoDate): Promise<SuspendedPeriod[]> {
  return db
    .select({ startDate: holidayChanges.startDate, endDate: holidayChanges.endDate })
    .from(holidayChanges)
    .where(
      and(
        eq(holidayChanges.subscriptionId, subscriptionId),
        eq(holidayChanges.kind, 'suspension'),
        isNull(holidayChanges.cancelledAt),
        lte(holidayChanges.startDate, to),
        gte(holidayChanges.endDate, from),
      ),
    );
}

/** The dates already complained about for a subscription within [from, to]. */
export async function complainedDates(
  db: Db,
  subscriptionId: string,
  from: IsoDate,
  to: IsoDate,
): Promise<Set<IsoDate>> {
  const rows = await db
    .select({ deliveryDate: deliveryComplaints.deliveryDate })
    .from(deliveryComplaints)
    .where(
      and(eq(deliveryComplaints.subscriptionId, subscriptionId), between(deliveryComplaints.deliveryDate, from, to)),
    );
  return new Set(rows.map((row) => row.deliveryDate));
}

/** The account's complaints with their subscription's title, newest delivery date first (at most `limit`). */
export function accountComplaints(
  db: Db,
  accountId: string,
  limit: number,
): Promise<Array<{ complaint: DeliveryComplaint; title: string }>> {
  return db
    .select({ complaint: deliveryComplaints, title: subscriptions.title })
    .from(deliveryComplaints)
    .innerJoin(subscriptions, eq(subscriptions.id, deliveryComplaints.subscriptionId))
    .where(and(eq(deliveryComplaints.accountId, accountId), eq(subscriptions.accountId, accountId)))
    .orderBy(desc(deliveryComplaints.deliveryDate), desc(deliveryComplaints.createdAt))
    .limit(limit);
}

/**
 * The complaint stored under the account's idempotency key, with its subscription's title, or undefined (always for
 * a key the shared rule refuses: it never reaches the query).
 */
export async function complaintByKey(
  db: Db,
  accountId: string,
  key: string,
): Promise<{ complaint: DeliveryComplaint; title: string } | undefined> {
  if (!isIdempotencyKey(key)) return undefined;
  const [row] = await db
    .select({ complaint: deliveryComplaints, title: subscriptions.title })
    .from(deliveryComplaints)
    .innerJoin(subscriptions, eq(subscriptions.id, deliveryComplaints.subscriptionId))
    .where(and(eq(deliveryComplaints.accountId, accountId), eq(deliveryComplaints.idempotencyKey, key)))
    .limit(1);
  return row;
}

/** How many complaints of a subscription were made since `since`. */
export async function complaintsSince(db: Db, subscriptionId: string, since: Date): Promise<number> {
  const [recent] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(deliveryComplaints)
    .where(and(eq(deliveryComplaints.subscriptionId, subscriptionId), gte(deliveryComplaints.createdAt, since)));
  return recent?.count ?? 0;
}

/**
 * Inserts a complaint; undefined when a unique index refused it: the account's key taken by a concurrent request,
 * or the date already complained about.
 */
export async function insertComplaint(
  db: Db,
  values: typeof deliveryComplaints.$inferInsert,
): Promise<DeliveryComplaint | undefined> {
  const [row] = await db.insert(deliveryComplaints).values(values).onConflictDoNothing().returning();
  return row;
}
