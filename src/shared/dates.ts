/**
 * Calendar dates. A rule about days ("at least 3 working days ahead", "within the last 14 days", "not
 * in the future") is about calendar dates in the brand's country: Europe/Amsterdam for NL brands, Europe/Brussels for
 * BE brands, whatever the zone of the server or the browser. A calendar date is an ISO string `YYYY-MM-DD` (as the
 * GraphQL `Date` scalar and Drizzle's date columns carry it); the arithmetic below is pure calendar arithmetic, so
 * a daylight-saving switch never moves a date. Only {@link today}, {@link calendarDate} and {@link startOfDay} cross
 * between instants and dates, and they take the country's zone.
 */

import { wallClock } from './wall-clock';

/** The country of a brand (as in the brand registry). */
export type Country = 'nl' | 'be';

/** A calendar date `YYYY-MM-DD`. */
export type IsoDate = string;

/** The time zone of each country's calendar. */
export const TIME_ZONES: Readonly<Record<Country, string>> = { nl: 'Europe/Amsterdam', be: 'Europe/Brussels' };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC midnight of a calendar date, for calendar arithmetic; throws on anything but a real date. */
function utcMidnight(date: IsoDate): number {
  const match = ISO_DATE.exec(date);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const time = Date.UTC(year, month - 1, day);
    const check = new Date(time);
    if (check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day) return time;
  }
  throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${JSON.stringify(date)}`);
}

function fromUtcMidnight(time: number): IsoDate {
  return new Date(time).toISOString().slice(0, 10);
}

/** True for a real calendar date written `YYYY-MM-DD` (2024-02-29 yes, 2025-02-29 and 2025-2-1 no). */
export function isIsoDate(value: string): boolean {
  try {
    utcMidnight(value);
    return true;
  } catch {
    return false;
  }
}

/** The calendar date an instant falls on in the country's time zone. */
export function calendarDate(instant: Date, country: Country): IsoDate {
  // Asked per item of a list for the same "now": the last answer per country holds for the rest of its second.
  const second = Math.floor(instant.getTime() / 1000);
  const last = lastDates.get(country);
  if (last && last.second === second) return last.date;
  const { year, month, day } = wallClock(instant, TIME_ZONES[country]);
  const date: IsoDate = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  lastDates.set(country, { second, date });
  return date;
}
const lastDates = new Map<Country, { second: number; date: IsoDate }>();

/** Today's calendar date in the country (`now` for tests and for one request's consistent "now"). */
export function today(country: Country, now: Date = new Date()): IsoDate {
  return calendarDate(now, country);
}

/** The instant a calendar date begins in the country (its local midnight; 23:00 or 22:00 UTC the day before). */
export function startOfDay(date: IsoDate, country: Country): Date {
  const timeZone = TIME_ZONES[country];
  const midnight = utcMidnight(date);
  // The zone's offset at a guess, then again at the corrected guess: right also on a day whose offset changes.
  let instant = midnight;
  for (let step = 0; step < 2; step += 1) {
    const wall = wallClock(new Date(instant), timeZone);
    const offset =
      Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) -
      Math.floor(instant / 1000) * 1000;
    instant = midnight - offset;
  }
  return new Date(instant);
}

/** The date `days` days after `date` (before, for a negative number). */
export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtcMidnight(utcMidnight(date) + days * DAY_MS);
}

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

/** How many days `to` lies after `from` (negative when before). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/** The day of the week: 0 Sunday, 1 Monday … 6 Saturday. */
export function dayOfWeek(date: IsoDate): number {
  return new Date(utcMidnight(date)).getUTCDay();
}

// ── The dd.mm.yyyy date mask ─────────────────────────────────────────────────────────────────

/** Earliest year of the date mask. */
export const DATE_MASK_MIN_YEAR = 1900;

/**
 * The ISO date of a `dd.mm.yyyy` text, or null when it is not a real calendar date from 1900 on (31.02.1990,
 * 1.2.1990 and 01.01.1899 are refused).
 */
export function maskDateToIso(text: string): IsoDate | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  if (Number(match[3]) < DATE_MASK_MIN_YEAR || !isIsoDate(iso)) return null;
  return iso;
}

/** The `dd.mm.yyyy` text of an ISO date ('' for none), for pre-filling the masked input. */
export function isoToMaskDate(iso: IsoDate | null | undefined): string {
  const match = ISO_DATE.exec(iso ?? '');
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}
