/**
 * The calendar rules of the holiday service: a period starts at least 3 working days after today and
 * can be cancelled until 3 working days before its start, on the brand country's working-day calendar
 * (./working-days.ts: the public holidays of NL or BE) with "today" in its time zone. Kept apart from ./holiday.ts so
 * that the islands, which get these dates from the server (`holidayOptions`), never load the holiday calendar.
 */
import { addDays, dayOfWeek, today, type Country, type IsoDate } from './dates';
import { holidayRules, type HolidayRules } from './product';
import { addWorkingDays, isPublicHoliday } from './working-days';

/**
 * The window of a new period's start on the brand country's calendar, from today (`now`), by the brand's `rules`
 * (the capability table's, ./product.ts).
 */
export function holidayStartWindow(
  country: Country,
  now: Date = new Date(),
  rules: Pick<HolidayRules, 'leadWorkingDays' | 'maxStartDaysAhead'> = holidayRules(),
): { earliest: IsoDate; latest: IsoDate } {
  const start = today(country, now);
  return {
    earliest: addWorkingDays(start, rules.leadWorkingDays, country),
    latest: addDays(start, rules.maxStartDaysAhead),
  };
}

/** The last day a period that starts on `start` can be cancelled: the rules' working days before it. */
export function cancelDeadline(
  start: IsoDate,
  country: Country,
  rules: Pick<HolidayRules, 'cancelWorkingDays'> = holidayRules(),
): IsoDate {
  return addWorkingDays(start, -rules.cancelWorkingDays, country);
}

/**
 * The delivery days a suspension from `start` to `end` (both included) leaves out: the days of the subscription's
 * delivery schedule (ISO weekdays, 1 = Monday … 7 = Sunday) that are not public holidays of the brand's country (no
 * paper appears then anyway). docs/architecture.md: the subscription is extended by this number of delivery days.
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
