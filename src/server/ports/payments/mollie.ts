/**
 * The Mollie adapter of the payment-provider port (PAYMENT_PROVIDER=mollie, MOLLIE_API_KEY): a hosted payment of
 * €0,01 with sequenceType `first`, so Mollie makes a mandate for the card or the account the subscriber pays
 * with (iDEAL becomes a SEPA direct debit mandate); the status is re-fetched by id. Only the small part of
 * `@mollie/api-client` it uses is typed here, so the unit tests pass a stub that answers recorded JSON.
 */
import { createMollieClient } from '@mollie/api-client';
import type { PaymentStatus } from '../../../shared/payment-codes';
import type { CreatePaymentRequest, PaymentProvider, PaymentState } from './index';

/** What Mollie answers about a payment (the fields this adapter reads). */
export interface MolliePaymentJson {
  id: string;
  status: string;
  mandateId?: string | null;
  details?: { cardNumber?: string | null; consumerAccount?: string | null } | null;
  _links?: { checkout?: { href: string } | null } | null;
}

/** The part of Mollie's client this adapter uses. */
export interface MollieClientLike {
  payments: {
    create(parameters: Record<string, unknown>): Promise<MolliePaymentJson>;
    get(id: string): Promise<MolliePaymentJson>;
  };
}

const MOLLIE_METHOD = { credit_card: 'creditcard', ideal: 'ideal' } as const;
const STATUSES: readonly PaymentStatus[] = ['open', 'pending', 'paid', 'failed', 'canceled', 'expired'];

/** The body of Mollie's "create payment" for a request (unit-tested). */
export function molliePaymentParameters(request: CreatePaymentRequest): Record<string, unknown> {
  return {
    amount: { currency: 'EUR', value: '0.01' },
    description: request.description.slice(0, 255),
    method: MOLLIE_METHOD[request.method],
    sequenceType: 'first',
    redirectUrl: request.redirectUrl,
    webhookUrl: request.webhookUrl,
    locale: request.locale,
    metadata: { paymentChangeId: request.reference },
  };
}

/** Our state of Mollie's answer: the status, the masked card or account and the mandate (unit-tested). */
export function mollieState(payment: MolliePaymentJson): PaymentState {
  const status = (STATUSES as readonly string[]).includes(payment.status) ? (payment.status as PaymentStatus) : 'open';
  const card = payment.details?.cardNumber;
  const account = payment.details?.consumerAccount;
  const accountMasked = card
    ? `**** **** **** ${card.slice(-4)}`
    : account
      ? `${account.slice(0, 4)} **** ${account.slice(-2)}`
      : null;
  return {
    status,
    accountMasked: status === 'paid' ? accountMasked : null,
    mandateReference: status === 'paid' ? (payment.mandateId ?? null) : null,
    checkoutUrl: status === 'open' ? (payment._links?.checkout?.href ?? null) : null,
  };
}

export function mollieProvider(options: { apiKey: string } | { client: MollieClientLike }): PaymentProvider {
  const client: MollieClientLike =
    'client' in options
      ? options.client
      : (createMollieClient({ apiKey: options.apiKey }) as unknown as MollieClientLike);
  return {
    name: 'mollie',
    async createPayment(request) {
      try {
        const payment = await client.payments.create(molliePaymentParameters(request));
        const checkoutUrl = payment._links?.checkout?.href;
        return checkoutUrl ? { id: payment.id, checkoutUrl } : null;
      } catch {
        return null;
      }
    },
    async getPayment(id) {
      if (!/^tr_[A-Za-z0-9]{4,40}$/.test(id)) return null;
      try {
        return mollieState(await client.payments.get(id));
      } catch {
        return null;
      }
    },
  };
}
