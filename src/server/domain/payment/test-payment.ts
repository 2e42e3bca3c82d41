/**
 * The built-in test payment page's services (PAYMENT_PROVIDER=test): a test payment belongs to the account that
 * started its payment change, on that brand. Another account, another brand or a visitor without a session gets the
 * answer of an unknown payment: it cannot see, pay or cancel it, and nothing changes.
 */
import type { OwnerScope } from '../../../shared/owner';
import type { TestOutcome } from '../../../shared/payment-codes';
import type { Db } from '../../db/client';
import type { PaymentProvider } from '../../ports/payments';
import { completeTestPayment, findTestPayment, type TestPayment } from '../../ports/payments/test-provider';
import { applyPaymentStatus, type PaymentMail } from './index';
import { changeOfProviderPayment } from './storage';

type Asker = Pick<OwnerScope, 'accountId' | 'brandKey'> | undefined;

/** The test payment of `paymentId` when its change is the asker's own on the brand, or undefined. */
export async function ownTestPayment(
  db: Db,
  asker: Asker,
  provider: PaymentProvider,
  paymentId: string,
): Promise<TestPayment | undefined> {
  if (!asker || provider.name !== 'test') return undefined;
  const payment = findTestPayment(paymentId);
  if (!payment) return undefined;
  const change = await changeOfProviderPayment(db, provider.name, paymentId);
  return change?.accountId === asker.accountId && change.brandKey === asker.brandKey ? payment : undefined;
}

/**
 * The tester's choice on the page: when the payment is the asker's own and still open, it gets `outcome` and that
 * status is applied through the provider's status callback path. Answers the payment (to send the browser back to
 * its return URL), or undefined for a payment that is not the asker's (nothing changed).
 */
export async function completeOwnTestPayment(
  db: Db,
  asker: Asker,
  provider: PaymentProvider,
  paymentId: string,
  outcome: TestOutcome,
  mailFor?: (to: string, brandKey: string) => PaymentMail | undefined,
): Promise<TestPayment | undefined> {
  const payment = await ownTestPayment(db, asker, provider, paymentId);
  if (!payment) return undefined;
  if (payment.state.status === 'open') {
    completeTestPayment(payment.id, outcome);
    await applyPaymentStatus(db, provider, payment.id, mailFor);
  }
  return payment;
}
