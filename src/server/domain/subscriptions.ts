/**
 * Subscriptions domain: the subscriptions linked to the signed-in account.
 * Every query filters on the session's account id, so a subscription of another account is indistinguishable from
 * one that does not exist (DESIGN.md §2).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { subscriptions, type Subscription } from '../db/schema';
import { idSchema } from './account';

/**
 * All subscriptions of the account, oldest first (ties broken by id so the order is stable).
 * @param accountId the session's account id.
 */
export async function listLinkedSubscriptions(db: Db, accountId: string): Promise<Subscription[]> {
  if (!idSchema.safeParse(accountId).success) return [];
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.accountId, accountId))
    .orderBy(asc(subscriptions.startDate), asc(subscriptions.id));
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
  if (!idSchema.safeParse(accountId).success || !idSchema.safeParse(subscriptionId).success) return null;
  const rows = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.accountId, accountId)))
    .limit(1);
  return rows[0] ?? null;
}
