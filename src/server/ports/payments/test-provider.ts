/**
 * The built-in test payment provider (never in production; PAYMENT_PROVIDER=test): a payment is a row of this
 * process's memory, its "hosted page" is /betaalservice/testbetaling/<id>, where the tester chooses paid, pending,
 * canceled or failed; that page then calls the webhook as a provider would (only the id) and redirects back.
 * A restarted server forgets its test payments (their changes stay open), which is enough for a test page.
 */
import { randomBytes } from 'node:crypto';
import type { TestOutcome } from '../../../shared/payment-codes';
import type { CreatePaymentRequest, PaymentProvider, PaymentState } from './index';

export interface TestPayment {
  id: string;
  request: CreatePaymentRequest;
  state: PaymentState;
}

const payments = new Map<string, TestPayment>();

/** The test payment of an id (the test page shows it), or undefined. */
export function findTestPayment(id: string): TestPayment | undefined {
  return payments.get(id);
}

/** The tester's choice: the payment's new status (a paid card gets a test card and mandate). */
export function completeTestPayment(id: string, outcome: TestOutcome): TestPayment | undefined {
  const payment = payments.get(id);
  if (!payment) return undefined;
  const paid = outcome === 'paid';
  payment.state = {
    status: outcome,
    accountMasked: paid ? (payment.request.method === 'credit_card' ? '**** **** **** 4242' : 'NL** **** 00') : null,
    mandateReference: paid ? `mdt_test_${id.slice(3, 13)}` : null,
    checkoutUrl: null,
  };
  return payment;
}

export function testProvider(): PaymentProvider {
  return {
    name: 'test',
    async createPayment(request) {
      const id = `tr_${randomBytes(9).toString('base64url')}`;
      const checkoutUrl = `/betaalservice/testbetaling/${id}`;
      payments.set(id, {
        id,
        request,
        state: { status: 'open', accountMasked: null, mandateReference: null, checkoutUrl },
      });
      return { id, checkoutUrl };
    },
    async getPayment(id) {
      const payment = payments.get(id);
      return payment ? { ...payment.state } : null;
    },
  };
}
