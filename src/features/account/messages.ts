/**
 * Translating in the account islands: the page picks the keys below from the request's dictionary and passes them
 * as props; the island translates through the same lookup the server uses (src/i18n/translate.ts), and a violation
 * code through its own key, falling back to GENERIC-ERROR (specification §8).
 */
import { useMemo } from 'react';
import { createTranslator, violationMessage, type Translate } from '../../i18n/translate';
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

export interface AccountMessages {
  t: Translate;
  /** The Dutch message of a violation code. */
  violation: (code: string) => string;
}

/** `t` and `violation` over the island's messages. */
export function useAccountMessages(messages: Readonly<Record<string, string>>): AccountMessages {
  return useMemo(
    () => ({ t: createTranslator(messages), violation: (code: string) => violationMessage(messages, code) }),
    [messages],
  );
}

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
