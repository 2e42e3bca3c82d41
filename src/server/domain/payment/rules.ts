/**
 * The payment service's rules without a database: which methods the general flags allow on a brand of a country, how
 * a subscription and a change are shown, which provider statuses are final, and the addresses the provider sends the
 * user and its status callbacks to.
 */
import type { Country } from '../../../shared/dates';
import { pickFields } from '../../../shared/fields';
import type { PaymentChangeMethod, PaymentStatus } from '../../../shared/payment';
import type { PaymentChange, Subscription } from '../../db/schema';

/** The general flags of the methods (FeatureFlags of the request). */
export type PaymentFlags = Partial<
  Record<
    | 'isChangePaymentDirectDebitNLEnabled'
    | 'isChangePaymentDirectDebitBEEnabled'
    | 'isChangePaymentCreditCardEnabled'
    | 'isChangePaymentIdealThroughWalletEnabled',
    boolean | undefined
  >
>;

/** The methods the flags allow on a brand of `country`, in the order the screen offers them. */
export function allowedMethods(flags: PaymentFlags, country: Country): PaymentChangeMethod[] {
  const methods: PaymentChangeMethod[] = [];
  const debit =
    country === 'be' ? flags.isChangePaymentDirectDebitBEEnabled : flags.isChangePaymentDirectDebitNLEnabled;
  if (debit) methods.push('direct_debit');
  if (flags.isChangePaymentCreditCardEnabled) methods.push('credit_card');
  if (flags.isChangePaymentIdealThroughWalletEnabled) methods.push('ideal');
  return methods;
}

/** A subscription with its current payment method. */
export interface PaymentSubscription {
  id: string;
  title: string;
  subscriptionNumber: string;
  paymentMethod: string;
  accountMasked: string | null;
  mandateReference: string | null;
}

/** A payment change as the screens show it. */
export interface PaymentChangeView {
  id: string;
  subscriptionId: string;
  method: string;
  status: string;
  accountMasked: string | null;
  mandateReference: string | null;
  applied: boolean;
  createdAt: Date;
  /** The provider's payment id (server side only: the status page re-fetches with it). */
  providerPaymentId: string | null;
}

/** A payment account as the screens show it: masked, with its mandate (null for what is not there). */
function accountShown(accountMasked: string | null | undefined, mandateReference: string | null | undefined) {
  return { accountMasked: accountMasked ?? null, mandateReference: mandateReference ?? null };
}

export function subscriptionView(row: Subscription): PaymentSubscription {
  return {
    ...pickFields(row, ['id', 'title', 'subscriptionNumber', 'paymentMethod']),
    ...accountShown(row.paymentAccountMasked, row.mandateReference),
  };
}

/** A change as the payment screens show it. */
export function changeView(row: PaymentChange): PaymentChangeView {
  return {
    ...pickFields(row, ['id', 'subscriptionId', 'method', 'status']),
    ...accountShown(row.accountMasked, row.mandateReference),
    applied: row.appliedAt !== null,
    createdAt: row.createdAt,
    providerPaymentId: row.providerPaymentId ?? null,
  };
}

/** The provider's statuses after which nothing changes any more: applied once. */
export const FINAL_STATUSES: readonly PaymentStatus[] = ['paid', 'failed', 'canceled', 'expired'];

/** Whether a provider status is final. */
export function isFinal(status: PaymentStatus): boolean {
  return FINAL_STATUSES.includes(status);
}

/** Whether `value` has the form of a provider's payment id (anything else is an unknown payment). */
export function isProviderPaymentId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{4,64}$/.test(value);
}

/** Where the provider sends the user back (the status page of the change) and its status callbacks. */
export function providerUrls(baseUrl: string, changeId: string): { redirectUrl: string; webhookUrl: string } {
  const base = baseUrl.replace(/\/$/, '');
  return {
    redirectUrl: `${base}/betaalservice/wijzigen/status/terug/${changeId}`,
    webhookUrl: `${base}/api/payments/webhook`,
  };
}

/** The language of the provider's hosted page for a brand of `country`. */
export function providerLocale(country: Country): 'nl_BE' | 'nl_NL' {
  return country === 'be' ? 'nl_BE' : 'nl_NL';
}
