/**
 * The translations the subscriptions pages pass to their islands (picked from the request's dictionary); the islands
 * translate them through the kit's messages hook (src/lib/messages).
 */
import { PAGE_STATE_KEYS, REQUEST_VIOLATION_CODES } from '../../lib/messages';
import { SUBSCRIPTION_VIOLATIONS } from '../../shared/subscriptions-codes';

/** Every violation code a subscriptions island may have to show. */
export const SUBSCRIPTION_VIOLATION_CODES: readonly string[] = [
  ...new Set(Object.values(SUBSCRIPTION_VIOLATIONS)),
  'FREE_TEXT_FORBIDDEN_CHARACTER',
  'TEXT_CONTROL_CHARACTER',
  ...REQUEST_VIOLATION_CODES,
];

/** The keys (and key prefixes ending in '.') the subscriptions pages pass to their islands. */
export const SUBSCRIPTION_MESSAGE_KEYS: readonly string[] = [
  'subscriptions.',
  // The error summary's heading of the subscription forms.
  'account.formErrors',
  ...PAGE_STATE_KEYS,
  ...SUBSCRIPTION_VIOLATION_CODES,
];

/**
 * The keys of the subscriptions overview island (/abonnementen), no more: the page's first HTML carries its props.
 * src/features/island-messages.test.ts checks the list against every key the island's modules name.
 */
export const SUBSCRIPTION_OVERVIEW_MESSAGE_KEYS: readonly string[] = [
  'subscriptions.link.',
  'subscriptions.empty.',
  'subscriptions.field.',
  'subscriptions.productType.',
  'subscriptions.state.',
  'subscriptions.day.',
  'subscriptions.days.',
  'subscriptions.price.',
  'subscriptions.payment.',
  'subscriptions.detailsLabel',
  'subscriptions.details',
  'subscriptions.notSet',
  'POSTCODE_INVALID',
  ...PAGE_STATE_KEYS,
  ...REQUEST_VIOLATION_CODES,
];

/** The keys of the commercial offers island of /abonnementen (checked like the overview's). */
export const COMMERCIAL_OFFERS_MESSAGE_KEYS: readonly string[] = [
  'subscriptions.offers.',
  ...PAGE_STATE_KEYS,
  ...REQUEST_VIOLATION_CODES,
];
