/**
 * The NL/BE working-day calendar: a working day is Monday to Saturday (newspapers are delivered on
 * Saturdays) minus the public holidays of the brand's country.
 *
 * The public holidays are the legal ones, as rules below: fixed dates, Easter and the feasts that move with it, and
 * the Dutch King's Day (27 April, the 26th when the 27th is a Sunday; before 2014 Queen's Day on 30 April, the 29th
 * when the 30th is a Sunday). Observances (Dodenherdenking), school holidays (Goede Vrijdag, Bevrijdingsdag in NL)
 * and bank holidays are working days. The rules run in the browser too (the journeys' date pickers and the contact
 * page's opening hours), where `date-holidays` would bring its parser, moment-timezone and four calendar libraries
 * into every journey's island for ten dates a year; `working-days.reference.test.ts` keeps these rules equal to
 * `date-holidays` (a development dependency) for every year from 1980 to 2200. Dates are the calendar dates of
 * ./dates.ts.
 */
import { addDays, dayOfWeek, daysBetween, isIsoDate, type Country, type IsoDate } from './dates';

/** A holiday: a fixed date (`MM-DD`) or a number of days after Easter Sunday. */
type HolidayRule = { name: string; date: `${string}-${string}` } | { name: string; afterEaster: number };

const RULES: Readonly<Record<Country, readonly HolidayRule[]>> = {
  nl: [
    { name: 'Nieuwjaar', date: '01-01' },
    { name: 'Pasen', afterEaster: 0 },
    { name: 'Tweede paasdag', afterEaster: 1 },
    { name: 'Hemelvaartsdag', afterEaster: 39 },
    { name: 'Pinksteren', afterEaster: 49 },
    { name: 'Tweede pinksterdag', afterEaster: 50 },
    { name: 'Kerstmis', date: '12-25' },
    { name: 'Tweede kerstdag', date: '12-26' },
  ],
  be: [
    { name: 'Nieuwjaar', date: '01-01' },
    { name: 'Paasmaandag', afterEaster: 1 },
    { name: 'Dag van de Arbeid', date: '05-01' },
    { name: 'Hemelvaartsdag', afterEaster: 39 },
    { name: 'Pinkstermaandag', afterEaster: 50 },
    { name: 'Nationale feestdag', date: '07-21' },
    { name: 'Tenhemelopneming', date: '08-15' },
    { name: 'Allerheiligen', date: '11-01' },
    { name: 'Wapenstilstand', date: '11-11' },
    { name: 'Kerstmis', date: '12-25' },
  ],
};

function isoDate(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Easter Sunday of a year in the Gregorian calendar (the anonymous algorithm of Meeus, Jones and Butcher). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

/** The Dutch King's Day (from 2014) or Queen's Day (before): moved a day earlier when it falls on a Sunday. */
function kingsDay(year: number): [IsoDate, string] {
  const [day, name] = year >= 2014 ? [27, 'Koningsdag'] : [30, 'Koninginnedag'];
  const date = isoDate(year, 4, day);
  return [dayOfWeek(date) === 0 ? addDays(date, -1) : date, name];
}

const holidaysByYear = new Map<string, ReadonlyMap<IsoDate, string>>();

/** The public holidays of a country in a year, in date order: date → Dutch name (e.g. 2026-04-27 → Koningsdag). */
export function publicHolidays(year: number, country: Country): ReadonlyMap<IsoDate, string> {
  if (!Number.isInteger(year)) throw new RangeError(`A year, not ${year}`);
  const key = `${country}:${year}`;
  let holidays = holidaysByYear.get(key);
  if (!holidays) {
    const easter = easterSunday(year);
    const dates: Array<[IsoDate, string]> = RULES[country].map((rule) =>
      'date' in rule
        ? [`${String(year).padStart(4, '0')}-${rule.date}`, rule.name]
        : [addDays(easter, rule.afterEaster), rule.name],
    );
    if (country === 'nl') dates.push(kingsDay(year));
    holidays = new Map(dates.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
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
