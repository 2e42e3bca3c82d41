/**
 * The window of a move's effective date: at least 3 working days and at most 6 months
 * after today, on the brand country's working-day calendar (./working-days.ts) and "today" in its time zone. Kept
 * apart from ./moving.ts so that the islands, which get the window from the server, never load the holiday calendar.
 */
import { addMonths, today, type Country } from './dates';
import type { MovingDateWindow } from './moving';
import { movingRules, type MovingRules } from './product';
import { addWorkingDays } from './working-days';

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
