/**
 * The translations the account pages pass to their islands (picked from the request's dictionary); the islands
 * translate them through the kit's messages hook (src/lib/messages).
 */
import { PAGE_STATE_KEYS, REQUEST_VIOLATION_CODES } from '../../lib/messages';
import { ACCOUNT_VIOLATIONS } from '../../shared/account-codes';

/** Every violation code an account island may have to show. */
export const ACCOUNT_VIOLATION_CODES: readonly string[] = [
  ...Object.values(ACCOUNT_VIOLATIONS),
  'PASSWORD_INCORRECT',
  'EMAIL_IN_USE',
  'EMAIL_LINK_EXPIRED',
  'EMAIL_LINK_INVALID',
  'PHONE_CODE_INVALID',
  'PHONE_CODE_EXPIRED',
  'PHONE_CHALLENGE_LOCKED',
  'PHONE_CODE_TOO_SOON',
  'PHONE_SMS_FAILED',
  'PHONE_NUMBER_MISSING',
  'PHONE_ALREADY_VERIFIED',
  ...REQUEST_VIOLATION_CODES,
];

/** The keys (and key prefixes ending in '.') the account pages pass to their islands. */
export const ACCOUNT_MESSAGE_KEYS: readonly string[] = ['account.', ...PAGE_STATE_KEYS, ...ACCOUNT_VIOLATION_CODES];
