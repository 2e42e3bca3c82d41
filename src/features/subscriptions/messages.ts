/**
 * Translating in the subscriptions islands: the pages pick {@link SUBSCRIPTION_MESSAGE_KEYS} from the request's
 * dictionary and pass them as props; the islands translate through the same lookup the server uses, and a violation
 * code through its own key, falling back to GENERIC-ERROR (specification §8).
 */
import { useMemo } from 'react';
import { createTranslator, violationMessage, type Translate } from '../../i18n/translate';
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

export interface SubscriptionMessages {
  t: Translate;
  /** The Dutch message of a violation code. */
  violation: (code: string) => string;
}

/** `t` and `violation` over the island's messages. */
export function useSubscriptionMessages(messages: Readonly<Record<string, string>>): SubscriptionMessages {
  return useMemo(
    () => ({ t: createTranslator(messages), violation: (code: string) => violationMessage(messages, code) }),
    [messages],
  );
}

/** Violations by form field (the first per field) and the rest, shown above the form. */
export function splitViolations(
  violations: readonly Violation[],
  fields: readonly string[],
): { byField: Record<string, string>; general: string[] } {
  const byField: Record<string, string> = {};
  const general: string[] = [];
  for (const violation of violations) {
    if (violation.field && fields.includes(violation.field)) byField[violation.field] ??= violation.code;
    else if (!general.includes(violation.code)) general.push(violation.code);
  }
  return { byField, general };
}
