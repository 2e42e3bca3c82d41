/** The translations the newsletters island reads: its own texts, the page states and the endpoint's refusals. */
export const NEWSLETTER_MESSAGE_KEYS: readonly string[] = [
  'newsletters.',
  'pageLoading',
  'pageErrorMessage',
  'pageReloadButtonLabel',
  'NEWSLETTER_UNKNOWN',
  'CHOICE_REQUIRED',
  'UNAUTHENTICATED',
  'FEATURE_DISABLED',
  'RATE_LIMITED',
  'GENERIC-ERROR',
];
