/**
 * The translations the payment pages pass to their islands (picked from the request's dictionary); the islands
 * translate them through the kit's messages hook (src/lib/messages).
 */
import { PAGE_STATE_KEYS, REQUEST_VIOLATION_CODES } from '../../lib/messages';
import { PAYMENT_VIOLATIONS } from '../../shared/payment-codes';

/** Every violation code a payment island may have to show. */
export const PAYMENT_VIOLATION_CODES: readonly string[] = [
  ...Object.values(PAYMENT_VIOLATIONS),
  'TEXT_CONTROL_CHARACTER',
  ...REQUEST_VIOLATION_CODES,
];

/** The keys (and key prefixes ending in '.') the payment pages pass to their islands. */
export const PAYMENT_MESSAGE_KEYS: readonly string[] = [
  'payment.',
  // The error summary's heading of the direct-debit form.
  'account.formErrors',
  ...PAGE_STATE_KEYS,
  ...PAYMENT_VIOLATION_CODES,
];

/** The path of the change screen of one subscription. */
export function changePath(brandKey: string, subscriptionId: string): string {
  return `/betaalservice/wijzigen/${encodeURIComponent(brandKey)}/${encodeURIComponent(subscriptionId)}`;
}
