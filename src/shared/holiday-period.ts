/**
 * The rules about a holiday period that need no calendar — its length, overlap with the subscription's other
 * periods and the yearly cap — which the period step applies to the server's window and the schemas
 * (./holiday.ts) check again. Not in ./holiday-codes.ts, which the journey's first step and the overview load with
 * the holiday area's own files: only the period step and the schemas need these.
 */
import { addDays, daysBetween, isIsoDate, type IsoDate } from './dates';
import {
  HOLIDAY_VIOLATIONS,
  type HolidayLimits,
  type HolidayPeriod,
  type HolidayWindow,
  type YearUsage,
} from './holiday-codes';
import { holidayRules } from './product';

/** The limits a window applies: its own, else the capability table's defaults. */
export function limitsOf(window: Pick<HolidayWindow, 'limits'>): HolidayLimits {
  const defaults = holidayRules();
  return {
    minDays: window.limits?.minDays ?? defaults.minDays,
    maxDays: window.limits?.maxDays ?? defaults.maxDays,
    yearLimitDays: window.limits?.yearLimitDays ?? defaults.yearLimitDays,
  };
}

/** The number of days of a period (both days included); 0 or less when the end lies before the start. */
export function periodDays(period: HolidayPeriod): number {
  return daysBetween(period.startDate, period.endDate) + 1;
}

/** The days of a period per calendar year (a period over New Year counts in both). */
export function daysPerYear(period: HolidayPeriod): Map<number, number> {
  const result = new Map<number, number>();
  let from = period.startDate;
  while (from <= period.endDate) {
    const year = Number(from.slice(0, 4));
    const yearEnd = `${String(year).padStart(4, '0')}-12-31`;
    const to = period.endDate < yearEnd ? period.endDate : yearEnd;
    result.set(year, (result.get(year) ?? 0) + daysBetween(from, to) + 1);
    from = addDays(to, 1);
  }
  return result;
}

/** The days taken per calendar year by a list of periods. */
export function usageOf(periods: readonly HolidayPeriod[]): YearUsage[] {
  const totals = new Map<number, number>();
  for (const period of periods) {
    for (const [year, days] of daysPerYear(period)) totals.set(year, (totals.get(year) ?? 0) + days);
  }
  return [...totals].sort(([a], [b]) => a - b).map(([year, days]) => ({ year, days }));
}

/** True when two periods share at least one day. */
export function overlaps(a: HolidayPeriod, b: HolidayPeriod): boolean {
  return a.startDate <= b.endDate && b.startDate <= a.endDate;
}

function usedIn(window: Pick<HolidayWindow, 'usedDays'>, year: number): number {
  return window.usedDays.find((usage) => usage.year === year)?.days ?? 0;
}

function isTaken(date: IsoDate, window: Pick<HolidayWindow, 'taken'>): boolean {
  return window.taken.some((period) => period.startDate <= date && date <= period.endDate);
}

/** True when a new period may start on `date`: in the window, on no other period, with days left in its year. */
export function isStartAllowed(date: IsoDate, window: HolidayWindow): boolean {
  if (!isIsoDate(date) || date < window.earliestStart || date > window.latestStart) return false;
  if (isTaken(date, window)) return false;
  return usedIn(window, Number(date.slice(0, 4))) < limitsOf(window).yearLimitDays;
}

/**
 * The last day a period that starts on `start` may end on: at most the longest period's days, before the next period
 * of the subscription, and within what is left of the yearly cap of each year it touches.
 */
export function latestEnd(start: IsoDate, window: HolidayWindow): IsoDate {
  const limits = limitsOf(window);
  let end = start;
  const added = new Map<number, number>();
  const year = (date: IsoDate) => Number(date.slice(0, 4));
  added.set(year(start), 1);
  for (let length = 2; length <= limits.maxDays; length += 1) {
    const next = addDays(end, 1);
    if (isTaken(next, window)) break;
    const count = (added.get(year(next)) ?? 0) + 1;
    if (usedIn(window, year(next)) + count > limits.yearLimitDays) break;
    added.set(year(next), count);
    end = next;
  }
  return end;
}

/** True when a period that starts on `start` may end on `date`. */
export function isEndAllowed(date: IsoDate, start: IsoDate, window: HolidayWindow): boolean {
  if (!isIsoDate(date) || !isStartAllowed(start, window)) return false;
  return date >= start && date <= latestEnd(start, window);
}

/**
 * The violations of a new period against the window, each with the field it belongs to (startDate or endDate); an
 * empty list when the period is allowed. The server runs the same check with the window it computed itself.
 */
export function holidayPeriodViolations(
  period: HolidayPeriod,
  window: HolidayWindow,
): Array<{ code: string; field: 'startDate' | 'endDate' }> {
  const V = HOLIDAY_VIOLATIONS;
  const limits = limitsOf(window);
  const violations: Array<{ code: string; field: 'startDate' | 'endDate' }> = [];
  const startValid = isIsoDate(period.startDate);
  const endValid = isIsoDate(period.endDate);
  if (!startValid) violations.push({ code: V.startInvalid, field: 'startDate' });
  else if (period.startDate < window.earliestStart) violations.push({ code: V.startTooSoon, field: 'startDate' });
  else if (period.startDate > window.latestStart) violations.push({ code: V.startTooLate, field: 'startDate' });
  if (!endValid) violations.push({ code: V.endInvalid, field: 'endDate' });
  if (!startValid || !endValid) return violations;
  const length = periodDays(period);
  if (length < limits.minDays) violations.push({ code: V.periodTooShort, field: 'endDate' });
  else if (length > limits.maxDays) violations.push({ code: V.periodTooLong, field: 'endDate' });
  if (length < limits.minDays || violations.length > 0) return violations;
  if (window.taken.some((other) => overlaps(other, period))) {
    violations.push({ code: V.overlap, field: 'startDate' });
    return violations;
  }
  for (const [year, days] of daysPerYear(period)) {
    if (usedIn(window, year) + days > limits.yearLimitDays) {
      violations.push({ code: V.yearLimitExceeded, field: 'endDate' });
      break;
    }
  }
  return violations;
}

/** The days of a year still free for a subscription. */
export function remainingDays(window: Pick<HolidayWindow, 'usedDays' | 'limits'>, year: number): number {
  return Math.max(0, limitsOf(window).yearLimitDays - usedIn(window, year));
}
