/**
 * The translation keys the shared-access pages pass to their islands (picked on the server from the request's
 * dictionary): the area's texts, every violation code it can show and the page-load texts. Imported by the pages
 * only, so the zod schema beside the codes never reaches the browser.
 */
import { SHARED_ACCESS_VIOLATIONS } from '../../shared/shared-access-codes';

export const SHARED_ACCESS_MESSAGE_KEYS: readonly string[] = [
  'sharedAccess.',
  // The error summary's heading of the invitation form.
  'account.formErrors',
  'pageErrorMessage',
  'pageReloadButtonLabel',
  'pageLoading',
  ...Object.values(SHARED_ACCESS_VIOLATIONS),
  'FEATURE_DISABLED',
  'UNAUTHENTICATED',
  'GENERIC-ERROR',
];
