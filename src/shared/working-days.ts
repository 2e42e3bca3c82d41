/**
 * The NL/BE working-day calendar (DESIGN.md §5): a working day is Monday to Saturday (newspapers are delivered on
 * Saturdays) minus the public holidays of the brand's country. The holidays come from `date-holidays` (maintained
 * rules, including moving feasts such as Easter Monday and shifted ones such as Koningsdag on a Sunday); only its
 * type `public` counts, so observances (Dodenherdenking), school holidays (Goede Vrijdag, Bevrijdingsdag in NL) and
 * bank holidays are working days. Dates are the calendar dates of ./dates.ts.
 */
import Holidays from 'date-holidays';
import { addDays, dayOfWeek, daysBetween, isIsoDate, type Country, type IsoDate } from './dates';

const HOLIDAY_COUNTRIES: Readonly<Record<Country, string>> = { nl: 'NL', be: 'BE' };

const calendars = new Map<Country, Holidays>();
const holidaysByYear = new Map<string, ReadonlyMap<IsoDate, string>>();

/** The public holidays of a country in a year: date → Dutch name (e.g. 2026-04-27 → Koningsdag). */
export function publicHolidays(year: number, country: Country): ReadonlyMap<IsoDate, string> {
  const key = `${country}:${year}`;
  let holidays = holidaysByYear.get(key);
  if (!holidays) {
    let calendar = calendars.get(country);
    if (!calendar) {
      calendar = new Holidays(HOLIDAY_COUNTRIES[country], { languages: ['nl'], types: ['public'] });
      calendars.set(country, calendar);
    }
    // `date` is the local calendar date ("2026-04-27 00:00:00"), independent of the process's time zone.
    holidays = new Map(
      calendar
        .getHolidays(year, 'nl')
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => [holiday.date.slice(0, 10), holiday.name] as const),
    );
    holidaysByYear.set(key, holidays);
  }
  return holidays;
}

/** True when the date is a public holiday of the country. */
export function isPublicHoliday(date: IsoDate, country: Country): boolean {
  if (!isIsoDate(date)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${JSON.stringify(date)}`);
  return publicHolidays(Number(date.slice(0, 4)), country).has(date);
}

/** True for Monday to Saturday unless a public holiday of the country. */
export function isWorkingDay(date: IsoDate, country: Country): boolean {
  return dayOfWeek(date) !== 0 && !isPublicHoliday(date, country);
}

/**
 * The date `n` working days after `date` (before it, for a negative `n`); `date` itself does not count, and `n = 0`
 * gives `date`. "At least 3 working days ahead" is `addWorkingDays(today(country), 3, country)` or later; "until 3
 * working days before the start" is up to `addWorkingDays(start, -3, country)`.
 */
export function addWorkingDays(date: IsoDate, n: number, country: Country): IsoDate {
  if (!Number.isInteger(n)) throw new RangeError(`A whole number of working days, not ${n}`);
  const step = n < 0 ? -1 : 1;
  let current = date;
  for (let left = Math.abs(n); left > 0;) {
    current = addDays(current, step);
    if (isWorkingDay(current, country)) left -= 1;
  }
  return current;
}

/** The working days after `from` up to and including `to` (negative when `to` lies before `from`). */
export function workingDaysBetween(from: IsoDate, to: IsoDate, country: Country): number {
  const span = daysBetween(from, to);
  if (span < 0) return -workingDaysBetween(to, from, country);
  let count = 0;
  for (let offset = 1; offset <= span; offset += 1) {
    if (isWorkingDay(addDays(from, offset), country)) count += 1;
  }
  return count;
}
