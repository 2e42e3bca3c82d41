/**
 * Translating in the payment islands: the pages pick {@link PAYMENT_MESSAGE_KEYS} from the request's dictionary and
 * pass them as props; the islands translate through the same lookup the server uses, and a violation code through
 * its own key, falling back to GENERIC-ERROR (specification §8).
 */
import { useMemo } from 'react';
import { createTranslator, violationMessage, type Translate } from '../../i18n/translate';
import { PAYMENT_VIOLATIONS } from '../../shared/payment-codes';

/** Every violation code a payment island may have to show. */
export const PAYMENT_VIOLATION_CODES: readonly string[] = [
  ...Object.values(PAYMENT_VIOLATIONS),
  'TEXT_CONTROL_CHARACTER',
  'NOT_FOUND',
  'FEATURE_DISABLED',
  'UNAUTHENTICATED',
  'RATE_LIMITED',
  'GENERIC-ERROR',
];

/** The keys (and key prefixes ending in '.') the payment pages pass to their islands. */
export const PAYMENT_MESSAGE_KEYS: readonly string[] = [
  'payment.',
  'pageErrorMessage',
  'pageReloadButtonLabel',
  'pageLoading',
  ...PAYMENT_VIOLATION_CODES,
];

export interface PaymentMessages {
  t: Translate;
  violation: (code: string) => string;
}

export function usePaymentMessages(messages: Readonly<Record<string, string>>): PaymentMessages {
  return useMemo(
    () => ({ t: createTranslator(messages), violation: (code: string) => violationMessage(messages, code) }),
    [messages],
  );
}

/** The path of the change screen of one subscription. */
export function changePath(brandKey: string, subscriptionId: string): string {
  return `/betaalservice/wijzigen/${encodeURIComponent(brandKey)}/${encodeURIComponent(subscriptionId)}`;
}
