/**
 * Translating in the holiday islands: the pages pick {@link HOLIDAY_MESSAGE_KEYS} from the request's dictionary and
 * pass them as props; the islands translate through the same lookup the server uses, and a violation code through
 * its own key, falling back to GENERIC-ERROR (the kit's useMessages, src/lib/messages; dates through src/lib/format).
 */
import { PAGE_STATE_KEYS, REQUEST_VIOLATION_CODES } from '../../lib/messages';
import type { Translate } from '../../i18n/translate';
import { HOLIDAY_VIOLATIONS } from '../../shared/holiday-codes';
import type { DatePickerLabels } from '../../ui/date-picker';

/** Every violation code a holiday island may have to show. */
export const HOLIDAY_VIOLATION_CODES: readonly string[] = [
  ...new Set(Object.values(HOLIDAY_VIOLATIONS)),
  'TEXT_CONTROL_CHARACTER',
  'FREE_TEXT_FORBIDDEN_CHARACTER',
  ...REQUEST_VIOLATION_CODES,
];

/** The keys (and key prefixes ending in '.') the holiday pages pass to their islands. */
export const HOLIDAY_MESSAGE_KEYS: readonly string[] = ['holiday.', ...PAGE_STATE_KEYS, ...HOLIDAY_VIOLATION_CODES];

/** The date picker's texts, from the holiday keys. */
export function calendarLabels(t: Translate): DatePickerLabels {
  return {
    calendar: t('holiday.calendar.label'),
    prevMonth: t('holiday.calendar.prev'),
    nextMonth: t('holiday.calendar.next'),
    placeholder: t('holiday.calendar.placeholder'),
    unavailable: t('holiday.calendar.unavailable'),
    selected: t('holiday.calendar.selected'),
    loading: t('holiday.calendar.loading'),
  };
}

/** One line of an address: "Zeedijk 120 bus 3, 8400 Oostende" (the shared address display). */
export { addressLine } from '../../shared/address';
