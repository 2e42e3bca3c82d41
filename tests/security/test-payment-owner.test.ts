/**
 * The test payment page belongs to the account that started the payment change, on that brand. Holding the
 * payment's id is not enough: another account, the same account on another brand and a visitor without a session
 * neither see it nor pay or cancel it, and the change, the subscription and the test payment stay as they were.
 * The owner then pays it, and the change is applied.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildAccount, buildSubscription, useTestDb } from '../fixtures/db';
import { paymentChanges, subscriptions } from '../../src/server/db/schema';
import { startPaymentChange } from '../../src/server/domain/payment';
import { completeOwnTestPayment, ownTestPayment } from '../../src/server/domain/payment/test-payment';
import { findTestPayment, testProvider } from '../../src/server/ports/payments/test-provider';

const testDb = useTestDb();

const provider = testProvider();

async function startedPayment() {
  const account = await buildAccount(testDb.db);
  const subscription = await buildSubscription(testDb.db, account.id, { brandKey: 'ad' });
  const owner = { accountId: account.id, brandKey: 'ad', country: 'nl' as const };
  const started = await startPaymentChange(
    testDb.db,
    owner,
    { subscriptionId: subscription.id, method: 'credit_card', idempotencyKey: `owner-${account.id}` },
    {
      flags: {
        isChangePaymentDirectDebitNLEnabled: true,
        isChangePaymentDirectDebitBEEnabled: true,
        isChangePaymentCreditCardEnabled: true,
        isChangePaymentIdealThroughWalletEnabled: false,
      },
      provider,
      baseUrl: 'http://ad.localhost:4321',
      description: 'Betaalwijze wijzigen AD',
    },
  );
  if (!started.ok) throw new Error(`not started: ${JSON.stringify(started.violations)}`);
  return { owner, subscription, paymentId: started.checkoutUrl.split('/').pop()! };
}

async function state(subscriptionId: string, paymentId: string) {
  const [change] = await testDb.db
    .select()
    .from(paymentChanges)
    .where(eq(paymentChanges.subscriptionId, subscriptionId));
  const [subscription] = await testDb.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  return {
    change: { status: change?.status, appliedAt: change?.appliedAt },
    paymentMethod: subscription?.paymentMethod,
    testPayment: findTestPayment(paymentId)?.state.status,
  };
}

describe('the test payment page', () => {
  it('is only the starting account’s, on its brand: others cannot see, pay or cancel it', async () => {
    const { owner, subscription, paymentId } = await startedPayment();
    const before = await state(subscription.id, paymentId);
    expect(before).toMatchObject({ change: { status: 'open', appliedAt: null }, testPayment: 'open' });

    const stranger = await buildAccount(testDb.db);
    const others = [
      { accountId: stranger.id, brandKey: 'ad' },
      { accountId: owner.accountId, brandKey: 'hln' },
      undefined,
    ];
    for (const asker of others) {
      expect(await ownTestPayment(testDb.db, asker, provider, paymentId)).toBeUndefined();
      for (const outcome of ['paid', 'canceled'] as const) {
        expect(await completeOwnTestPayment(testDb.db, asker, provider, paymentId, outcome)).toBeUndefined();
      }
      expect(await state(subscription.id, paymentId)).toEqual(before);
    }

    expect(await ownTestPayment(testDb.db, owner, provider, paymentId)).toMatchObject({ id: paymentId });
    expect(await completeOwnTestPayment(testDb.db, owner, provider, paymentId, 'paid')).toMatchObject({
      id: paymentId,
    });
    expect(await state(subscription.id, paymentId)).toMatchObject({
      change: { status: 'paid', appliedAt: expect.any(Date) },
      paymentMethod: 'credit_card',
      testPayment: 'paid',
    });
  });
});
