/**
 * The window of a move's effective date: at least 3 working days and at most 6 months
 * after today, on the brand country's working-day calendar (./working-days.ts) and "today" in its time zone. Kept
 * apart from ./moving.ts so that the islands, which get the window from the server, never load the holiday calendar.
 */
import { today, type Country, type IsoDate } from './dates';
import type { MovingDateWindow } from './moving';
import { movingRules, type MovingRules } from './product';
import { addWorkingDays } from './working-days';

/** The same calendar day `months` months later, or the month's last day when it has no such day (31 Aug → 28 Feb). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(targetYear, 4)}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}`;
}

/**
 * The window of allowed effective dates on the brand country's calendar, from today (`now`), by the brand's `rules`
 * (the capability table's, ./product.ts): from the lead's working days to the horizon's months ahead.
 */
export function movingDateWindow(
  country: Country,
  now: Date = new Date(),
  rules: MovingRules = movingRules(),
): MovingDateWindow {
  const start = today(country, now);
  return {
    earliest: addWorkingDays(start, rules.leadWorkingDays, country),
    latest: addMonths(start, rules.horizonMonths),
  };
}
