/**
 * The keys every island's page passes beside its own: the refusals any request may get and the page states' texts.
 * An area's list of message keys is its own prefixes and codes followed by these.
 */

/** What any request may be refused with: not found, switched off, signed out, too many requests, anything else. */
export const REQUEST_VIOLATION_CODES: readonly string[] = [
  'NOT_FOUND',
  'FEATURE_DISABLED',
  'UNAUTHENTICATED',
  'RATE_LIMITED',
  'GENERIC-ERROR',
];

/** The page states: the error with its reload button, and what a screen reader hears while data loads. */
export const PAGE_STATE_KEYS: readonly string[] = ['pageErrorMessage', 'pageReloadButtonLabel', 'pageLoading'];
