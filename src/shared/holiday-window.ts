/**
 * The calendar rules of the holiday service (DESIGN.md §5): a period starts at least 3 working days after today and
 * can be cancelled until 3 working days before its start, on the brand country's working-day calendar
 * (./working-days.ts: the public holidays of NL or BE) with "today" in its time zone. Kept apart from ./holiday.ts so
 * that the islands, which get these dates from the server (`holidayOptions`), never load the holiday calendar.
 */
import { addDays, dayOfWeek, today, type Country, type IsoDate } from './dates';
import { HOLIDAY_RULES } from './holiday-codes';
import { addWorkingDays, isPublicHoliday } from './working-days';

/** The window of a new period's start on the brand country's calendar, from today (`now`). */
export function holidayStartWindow(country: Country, now: Date = new Date()): { earliest: IsoDate; latest: IsoDate } {
  const start = today(country, now);
  return {
    earliest: addWorkingDays(start, HOLIDAY_RULES.leadWorkingDays, country),
    latest: addDays(start, HOLIDAY_RULES.maxStartDaysAhead),
  };
}

/** The last day a period that starts on `start` can be cancelled: 3 working days before it. */
export function cancelDeadline(start: IsoDate, country: Country): IsoDate {
  return addWorkingDays(start, -HOLIDAY_RULES.cancelWorkingDays, country);
}

/**
 * The delivery days a suspension from `start` to `end` (both included) leaves out: the days of the subscription's
 * delivery schedule (ISO weekdays, 1 = Monday … 7 = Sunday) that are not public holidays of the brand's country (no
 * paper appears then anyway). DESIGN.md §5: the subscription is extended by this number of delivery days.
 */
export function missedDeliveryDays(
  start: IsoDate,
  end: IsoDate,
  deliveryDays: readonly number[],
  country: Country,
): number {
  let missed = 0;
  for (let date = start; date <= end; date = addDays(date, 1)) {
    if (deliveryDays.includes(dayOfWeek(date) || 7) && !isPublicHoliday(date, country)) missed += 1;
  }
  return missed;
}
