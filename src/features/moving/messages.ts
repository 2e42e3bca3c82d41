/**
 * Translating in the moving islands: the pages pick {@link MOVING_MESSAGE_KEYS} from the request's dictionary and
 * pass them as props; the islands translate through the same lookup the server uses, and a violation code through
 * its own key, falling back to GENERIC-ERROR (specification §8). Dates are written in the request's language.
 */
import { useMemo } from 'react';
import { createTranslator, violationMessage, type Translate } from '../../i18n/translate';
import { MOVING_VIOLATIONS } from '../../shared/moving-codes';

/** Every violation code a moving island may have to show. */
export const MOVING_VIOLATION_CODES: readonly string[] = [
  ...new Set(Object.values(MOVING_VIOLATIONS)),
  'TEXT_CONTROL_CHARACTER',
  'NOT_FOUND',
  'FEATURE_DISABLED',
  'UNAUTHENTICATED',
  'RATE_LIMITED',
  'GENERIC-ERROR',
];

/** The keys (and key prefixes ending in '.') the moving pages pass to their islands. */
export const MOVING_MESSAGE_KEYS: readonly string[] = [
  'moving.',
  'pageErrorMessage',
  'pageReloadButtonLabel',
  'pageLoading',
  ...MOVING_VIOLATION_CODES,
];

export interface MovingMessages {
  t: Translate;
  violation: (code: string) => string;
}

export function useMovingMessages(messages: Readonly<Record<string, string>>): MovingMessages {
  return useMemo(
    () => ({ t: createTranslator(messages), violation: (code: string) => violationMessage(messages, code) }),
    [messages],
  );
}

/** "6 januari 2026" for an ISO calendar date (no time-zone shift: it is a calendar date). */
export function longDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso.slice(0, 10)}T00:00:00Z`),
  );
}

/** One line of an address: "Coolsingel 40 A, 3011 AD Rotterdam" (the shared address display). */
export { addressLine } from '../../shared/address';
