/** The translations the privacy islands read: each its own texts, its refusals, the page states and any request's. */
import { PAGE_STATE_KEYS, REQUEST_VIOLATION_CODES } from '../../lib/messages';
import { DELETION_VIOLATIONS } from '../../shared/account-deletion';
import { PRIVACY_VIOLATIONS } from '../../shared/privacy-codes';

/** The download (DataExport.tsx). */
export const DATA_EXPORT_MESSAGE_KEYS: readonly string[] = [
  'privacy.export.',
  ...Object.values(PRIVACY_VIOLATIONS),
  ...PAGE_STATE_KEYS,
  ...REQUEST_VIOLATION_CODES,
];

/** Deleting the account (DeleteAccount.tsx, on /account/verwijderen and as the planned date on /account). */
export const DELETION_MESSAGE_KEYS: readonly string[] = [
  'privacy.deletion.',
  ...Object.values(DELETION_VIOLATIONS),
  ...PAGE_STATE_KEYS,
  ...REQUEST_VIOLATION_CODES,
];
