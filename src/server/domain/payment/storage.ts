/**
 * The payment service's queries (Drizzle). The owner's reads are scoped to the owner (src/server/domain/kit/
 * ownership.ts); the provider's status callback finds its change by the provider's payment id alone, and claims it
 * by setting appliedAt where it is still null, so a second, late or concurrent callback changes nothing.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { OwnerScope } from '../../../shared/owner';
import type { Db } from '../../db/client';
import { accounts, paymentChanges, subscriptions, type PaymentChange, type Subscription } from '../../db/schema';
import type { PaymentState } from '../../ports/payments';
import { findByIdempotencyKey } from '../kit/idempotency';
import { findOwned, ownedBy, type Queryable } from '../kit/ownership';
import type { Release } from '../kit/release';
import { firstRow, updateRow } from '../kit/rows';
import { isFinal } from './rules';

type NewPaymentChange = typeof paymentChanges.$inferInsert;

/** The owner's active subscription with this id, or undefined (another account's is answered the same way). */
export function ownActiveSubscription(db: Db, owner: OwnerScope, id: unknown): Promise<Subscription | undefined> {
  return findOwned(db, subscriptions, owner, id, eq(subscriptions.status, 'active'));
}

/** The owner's change with this id, or undefined. */
export function ownChange(db: Db, owner: OwnerScope, id: unknown): Promise<PaymentChange | undefined> {
  return findOwned(db, paymentChanges, owner, id);
}

/** The owner's latest change. */
export async function latestChange(db: Db, owner: OwnerScope): Promise<PaymentChange | undefined> {
  const [row] = await db
    .select()
    .from(paymentChanges)
    .where(ownedBy(paymentChanges, owner))
    .orderBy(desc(paymentChanges.createdAt))
    .limit(1);
  return row;
}

/** The owner's change made with the client's idempotency key, or undefined. */
export function changeByKey(db: Db, owner: OwnerScope, key: string): Promise<PaymentChange | undefined> {
  return findByIdempotencyKey(db, paymentChanges, owner, key);
}

/**
 * Records a direct-debit change and writes it to its subscription, in one transaction; undefined when the owner's key
 * is already taken (a concurrent request).
 */
export function insertDirectDebit(db: Db, values: NewPaymentChange): Promise<PaymentChange | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(paymentChanges).values(values).onConflictDoNothing().returning();
    if (!row) return undefined;
    await tx
      .update(subscriptions)
      .set({
        paymentMethod: 'direct_debit',
        paymentAccountMasked: row.accountMasked,
        mandateReference: row.mandateReference,
      })
      .where(eq(subscriptions.id, row.subscriptionId));
    return row;
  });
}

/** Records an open change (a hosted payment to come); undefined when the owner's key is already taken. */
export async function insertOpenChange(db: Db, values: NewPaymentChange): Promise<PaymentChange | undefined> {
  const [row] = await db.insert(paymentChanges).values(values).onConflictDoNothing().returning();
  return row;
}

/** Notes the provider's payment of a change. */
export async function setProviderPayment(
  db: Db,
  id: string,
  providerPaymentId: string,
): Promise<PaymentChange | undefined> {
  return updateRow(db, paymentChanges, { providerPaymentId, updatedAt: new Date() }, eq(paymentChanges.id, id));
}

/** The change of a provider's payment, or undefined. */
export async function changeOfProviderPayment(
  db: Db,
  provider: string,
  paymentId: string,
): Promise<PaymentChange | undefined> {
  return firstRow(
    db,
    paymentChanges,
    eq(paymentChanges.provider, provider),
    eq(paymentChanges.providerPaymentId, paymentId),
  );
}

/**
 * Drops the holder's payment changes of a subscription it lets go that the provider has not settled: they end as
 * canceled and applied, so a late status callback writes nothing to the subscription of its next holder.
 */
export async function dropPendingChangesOf(tx: Queryable, release: Release): Promise<void> {
  const { accountId, subscriptionId, now } = release;
  await tx
    .update(paymentChanges)
    .set({ status: 'canceled', updatedAt: now, appliedAt: now })
    .where(
      and(
        eq(paymentChanges.subscriptionId, subscriptionId),
        eq(paymentChanges.accountId, accountId),
        isNull(paymentChanges.appliedAt),
      ),
    );
}

/**
 * Applies the provider's status to a change that is not applied yet, in one transaction: a final status claims it
 * (appliedAt), paid also writes the method to the subscription. Undefined when another callback applied it first.
 */
export function applyState(db: Db, changeId: string, state: PaymentState): Promise<PaymentChange | undefined> {
  const final = isFinal(state.status);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(paymentChanges)
      .set({
        status: state.status,
        updatedAt: new Date(),
        ...(final ? { appliedAt: new Date() } : {}),
        ...(state.status === 'paid'
          ? { accountMasked: state.accountMasked, mandateReference: state.mandateReference }
          : {}),
      })
      .where(and(eq(paymentChanges.id, changeId), isNull(paymentChanges.appliedAt)))
      .returning();
    if (!claimed) return undefined;
    if (state.status === 'paid') {
      await tx
        .update(subscriptions)
        .set({
          paymentMethod: claimed.method,
          paymentAccountMasked: state.accountMasked,
          mandateReference: state.mandateReference,
        })
        .where(eq(subscriptions.id, claimed.subscriptionId));
    }
    return claimed;
  });
}

/** The e-mail address of an account and a subscription by id (the callback's confirmation mail). */
export async function mailRecipients(
  db: Db,
  accountId: string,
  subscriptionId: string,
): Promise<{ email: string | undefined; subscription: Subscription | undefined }> {
  const [account] = await db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, accountId));
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  return { email: account?.email, subscription };
}
