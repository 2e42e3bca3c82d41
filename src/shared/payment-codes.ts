/**
 * The payment service's codes without zod: the violation codes, methods and status kinds the islands
 * need. The zod schemas that use them live in ./payment.ts.
 */

/** Violation codes of the payment service (each has a translation key in translations-payment.ts). */
export const PAYMENT_VIOLATIONS = {
  ibanInvalid: 'PAYMENT_IBAN_INVALID',
  /** A valid IBAN of another country than the brand's (NL for NL brands, BE for BE brands). */
  ibanCountry: 'PAYMENT_IBAN_COUNTRY',
  holderInvalid: 'PAYMENT_HOLDER_INVALID',
  /** The method is switched off by its general flag (or unknown). */
  methodUnavailable: 'PAYMENT_METHOD_UNAVAILABLE',
  /** The provider could not start a payment; the user may try again later. */
  providerUnavailable: 'PAYMENT_PROVIDER_UNAVAILABLE',
  requestInvalid: 'PAYMENT_REQUEST_INVALID',
} as const;

/** The methods a subscriber can change to; `invoice` is only ever set by the publisher. */
export const PAYMENT_CHANGE_METHODS = ['direct_debit', 'credit_card', 'ideal'] as const;
export type PaymentChangeMethod = (typeof PAYMENT_CHANGE_METHODS)[number];

/** Methods paid through the provider's hosted page. */
export const HOSTED_METHODS = ['credit_card', 'ideal'] as const;
export type HostedMethod = (typeof HOSTED_METHODS)[number];

/** The provider's statuses (Mollie's words) as stored in payment_changes.status. */
export type PaymentStatus = 'open' | 'pending' | 'paid' | 'failed' | 'canceled' | 'expired';

/** What the status page `/betaalservice/wijzigen/status/[...type]` shows. */
export const STATUS_TYPES = ['gelukt', 'in-behandeling', 'mislukt'] as const;
export type StatusType = (typeof STATUS_TYPES)[number];

/** The status page of a provider status: paid → gelukt, open/pending → in-behandeling, the rest → mislukt. */
export function statusTypeOf(status: string): StatusType {
  if (status === 'paid') return 'gelukt';
  if (status === 'open' || status === 'pending') return 'in-behandeling';
  return 'mislukt';
}

/** The outcomes the built-in test payment page lets the tester choose. */
export const TEST_OUTCOMES = ['paid', 'pending', 'canceled', 'failed'] as const;
export type TestOutcome = (typeof TEST_OUTCOMES)[number];
