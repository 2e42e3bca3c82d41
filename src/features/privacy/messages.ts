/** The translations the download island reads: its own texts, its refusals, the page states and any request's. */
import { PAGE_STATE_KEYS, REQUEST_VIOLATION_CODES } from '../../lib/messages';
import { PRIVACY_VIOLATIONS } from '../../shared/privacy-codes';

export const DATA_EXPORT_MESSAGE_KEYS: readonly string[] = [
  'privacy.export.',
  ...Object.values(PRIVACY_VIOLATIONS),
  ...PAGE_STATE_KEYS,
  ...REQUEST_VIOLATION_CODES,
];
