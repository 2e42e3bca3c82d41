/**
 * The payment-provider port (docs/architecture.md ports): starts a hosted payment for a method (the provider's
 * page where the subscriber enters a card or picks a bank) with the URL to return to and the URL of the status
 * callback (webhook), and answers a payment's status by its id — the webhook never trusts what it is sent, it
 * re-fetches the status here. Two adapters: Mollie (./mollie.ts) and the built-in test payment page
 * (./test-provider.ts, never in production). `PAYMENT_PROVIDER` (src/server/config.ts) chooses; default test.
 */
import { config } from '../../config';
import type { HostedMethod, PaymentStatus } from '../../../shared/payment-codes';
import { mollieProvider } from './mollie';
import { testProvider } from './test-provider';

export interface CreatePaymentRequest {
  method: HostedMethod;
  /** Shown on the provider's page and the bank statement. */
  description: string;
  /** Where the provider sends the subscriber back to. */
  redirectUrl: string;
  /** Where the provider posts `id=<payment id>` when the status changes. */
  webhookUrl: string;
  /** Our own reference (the payment change's id), stored with the payment. */
  reference: string;
  locale: 'nl_NL' | 'nl_BE';
}

export interface CreatedPayment {
  id: string;
  /** The provider's hosted page. */
  checkoutUrl: string;
}

/** A payment's status and, once paid, the card or account the mandate uses. */
export interface PaymentState {
  status: PaymentStatus;
  accountMasked: string | null;
  mandateReference: string | null;
  /** The hosted page while the payment is open, else null. */
  checkoutUrl: string | null;
}

export interface PaymentProvider {
  readonly name: 'mollie' | 'test';
  /** Starts a hosted payment; null when the provider does not answer (the user may try again later). */
  createPayment(request: CreatePaymentRequest): Promise<CreatedPayment | null>;
  /** The status of a payment; null when the provider knows no such payment (or does not answer). */
  getPayment(id: string): Promise<PaymentState | null>;
}

let chosen: PaymentProvider | undefined;

/** The adapter the configuration chooses (made once per process); the test page is refused in production. */
export function paymentProvider(): PaymentProvider {
  if (chosen) return chosen;
  const settings = config();
  if (settings.PAYMENT_PROVIDER === 'mollie') {
    if (!settings.MOLLIE_API_KEY)
      throw new Error('Invalid configuration:\n  MOLLIE_API_KEY: required with PAYMENT_PROVIDER=mollie');
    chosen = mollieProvider({ apiKey: settings.MOLLIE_API_KEY });
  } else {
    if (settings.isProduction)
      throw new Error('Invalid configuration:\n  PAYMENT_PROVIDER: test is not allowed in production');
    chosen = testProvider();
  }
  return chosen;
}

/** For tests: use this adapter instead of the configured one (undefined resets). */
export function setPaymentProvider(provider: PaymentProvider | undefined): void {
  chosen = provider;
}
