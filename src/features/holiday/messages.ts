/**
 * Translating in the holiday islands: the pages pick {@link HOLIDAY_MESSAGE_KEYS} from the request's dictionary and
 * pass them as props; the islands translate through the same lookup the server uses, and a violation code through
 * its own key, falling back to GENERIC-ERROR (specification §8). Dates are written in the request's language.
 */
import { useMemo } from 'react';
import { createTranslator, violationMessage, type Translate } from '../../i18n/translate';
import { HOLIDAY_VIOLATIONS } from '../../shared/holiday-codes';
import type { DatePickerLabels } from '../../ui/date-picker';

/** Every violation code a holiday island may have to show. */
export const HOLIDAY_VIOLATION_CODES: readonly string[] = [
  ...new Set(Object.values(HOLIDAY_VIOLATIONS)),
  'TEXT_CONTROL_CHARACTER',
  'FREE_TEXT_FORBIDDEN_CHARACTER',
  'NOT_FOUND',
  'FEATURE_DISABLED',
  'UNAUTHENTICATED',
  'RATE_LIMITED',
  'GENERIC-ERROR',
];

/** The keys (and key prefixes ending in '.') the holiday pages pass to their islands. */
export const HOLIDAY_MESSAGE_KEYS: readonly string[] = [
  'holiday.',
  'pageErrorMessage',
  'pageReloadButtonLabel',
  'pageLoading',
  ...HOLIDAY_VIOLATION_CODES,
];

export interface HolidayMessages {
  t: Translate;
  violation: (code: string) => string;
  /** The date picker's texts. */
  calendar: DatePickerLabels;
}

export function useHolidayMessages(messages: Readonly<Record<string, string>>): HolidayMessages {
  return useMemo(() => {
    const t = createTranslator(messages);
    return {
      t,
      violation: (code: string) => violationMessage(messages, code),
      calendar: {
        calendar: t('holiday.calendar.label'),
        prevMonth: t('holiday.calendar.prev'),
        nextMonth: t('holiday.calendar.next'),
        placeholder: t('holiday.calendar.placeholder'),
        unavailable: t('holiday.calendar.unavailable'),
        selected: t('holiday.calendar.selected'),
        loading: t('holiday.calendar.loading'),
      },
    };
  }, [messages]);
}

/** "6 januari 2026" for an ISO calendar date (no time-zone shift: it is a calendar date). */
export function longDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso.slice(0, 10)}T00:00:00Z`),
  );
}

/** The calendar date `days` days after `iso`. */
export function nextDay(iso: string, days = 1): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** One line of an address: "Zeedijk 120 bus 3, 8400 Oostende" (the shared address display). */
export { addressLine } from '../../shared/address';
