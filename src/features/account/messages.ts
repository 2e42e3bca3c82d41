/**
 * The translations the account pages pass to their islands (picked from the request's dictionary); the islands
 * translate them through the kit's messages hook (src/lib/messages).
 */
import { ACCOUNT_VIOLATIONS } from '../../shared/account-codes';
import type { Violation } from '../../shared/result';

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
  'PHONE_NUMBER_MISSING',
  'PHONE_ALREADY_VERIFIED',
  'NOT_FOUND',
  'FEATURE_DISABLED',
  'UNAUTHENTICATED',
  'RATE_LIMITED',
  'GENERIC-ERROR',
];

/** The keys (and key prefixes ending in '.') the account pages pass to their islands. */
export const ACCOUNT_MESSAGE_KEYS: readonly string[] = [
  'account.',
  'pageErrorMessage',
  'pageReloadButtonLabel',
  'pageLoading',
  ...ACCOUNT_VIOLATION_CODES,
];

/**
 * Splits violations into the ones of the form's fields (first code per field) and the rest (no field, or a field
 * the form does not have), which the form shows above its fields.
 */
export function splitViolations(
  violations: readonly Violation[],
  fields: readonly string[],
): { byField: Record<string, string>; general: string[] } {
  const byField: Record<string, string> = {};
  const general: string[] = [];
  for (const violation of violations) {
    if (violation.field && fields.includes(violation.field)) {
      byField[violation.field] ??= violation.code;
    } else if (!general.includes(violation.code)) {
      general.push(violation.code);
    }
  }
  return { byField, general };
}
