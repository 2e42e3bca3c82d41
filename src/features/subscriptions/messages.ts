/**
 * The translations the subscriptions pages pass to their islands (picked from the request's dictionary); the islands
 * translate them through the kit's messages hook (src/lib/messages).
 */
import type { Violation } from '../../shared/result';
import { SUBSCRIPTION_VIOLATIONS } from '../../shared/subscriptions-codes';

/** Every violation code a subscriptions island may have to show. */
export const SUBSCRIPTION_VIOLATION_CODES: readonly string[] = [
  ...new Set(Object.values(SUBSCRIPTION_VIOLATIONS)),
  'FREE_TEXT_FORBIDDEN_CHARACTER',
  'TEXT_CONTROL_CHARACTER',
  'NOT_FOUND',
  'FEATURE_DISABLED',
  'UNAUTHENTICATED',
  'RATE_LIMITED',
  'GENERIC-ERROR',
];

/** The keys (and key prefixes ending in '.') the subscriptions pages pass to their islands. */
export const SUBSCRIPTION_MESSAGE_KEYS: readonly string[] = [
  'subscriptions.',
  'pageErrorMessage',
  'pageReloadButtonLabel',
  'pageLoading',
  ...SUBSCRIPTION_VIOLATION_CODES,
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
