/**
 * Dates as the screens write them, on `Intl`: "7 december 2026", "maandag 7 december 2026", "07-12-2026" (nl-NL) or
 * "7/12/2026" (nl-BE), and a period as the `{start}`/`{end}` of a text ("{start} tot en met {end}").
 *
 * A calendar date (`YYYY-MM-DD`) is written as it is: it is a day in the brand's country, not an instant, so no time
 * zone may shift it. An instant (a `Date` or an ISO timestamp) is first turned into the calendar date and wall
 * clock of the brand's country (Europe/Amsterdam for NL, Europe/Brussels for BE) through src/shared/dates.ts, then
 * written in UTC: that keeps the browser's own zone out of it and spares the page loading `Intl`'s zone data.
 */
import { calendarDate, isIsoDate, TIME_ZONES, type Country, type IsoDate } from '../../shared/dates';
import { wallClock } from '../../shared/wall-clock';

/** The languages the portal writes in. */
export type Locale = 'nl-NL' | 'nl-BE';

/** How a date is written: `long` "7 december 2026", `weekday` "maandag 7 december 2026", `short` "07-12-2026". */
export type DateStyle = 'long' | 'weekday' | 'short';

/** What writing a date needs: the request's language and the brand's country (for an instant's calendar date). */
export interface DateContext {
  locale: Locale;
  /** The brand's country; only instants need it. Defaults to the country of the locale. */
  country?: Country;
}

/** A calendar date `YYYY-MM-DD`, an ISO timestamp or a `Date`. */
export type DateValue = IsoDate | Date;

const OPTIONS: Readonly<Record<DateStyle | 'dateTime', Intl.DateTimeFormatOptions>> = {
  long: { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  weekday: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  short: { dateStyle: 'short', timeZone: 'UTC' },
  dateTime: { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' },
};

// Making an Intl.DateTimeFormat costs far more than using one, and a list writes many dates.
const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: Locale, style: DateStyle | 'dateTime'): Intl.DateTimeFormat {
  const key = `${locale} ${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, OPTIONS[style]);
    formats.set(key, format);
  }
  return format;
}

function countryOf({ locale, country }: DateContext): Country {
  return country ?? (locale === 'nl-BE' ? 'be' : 'nl');
}

/** The calendar date of a value: a `YYYY-MM-DD` as it is, an instant as the day it falls on in the country. */
export function toCalendarDate(value: DateValue, country: Country): IsoDate {
  if (typeof value === 'string' && isIsoDate(value)) return value;
  const instant = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not a date: ${JSON.stringify(value)}`);
  return calendarDate(instant, country);
}

/** A date in the request's language; see {@link DateStyle}. */
export function formatDate(value: DateValue, context: DateContext, style: DateStyle = 'long'): string {
  const date = toCalendarDate(value, countryOf(context));
  return formatter(context.locale, style).format(new Date(`${date}T00:00:00Z`));
}

/** The first and last day of a period, each a long date, as the `{start}` and `{end}` of a text. */
export function formatDateRange(
  start: DateValue,
  end: DateValue,
  context: DateContext,
  style: DateStyle = 'long',
): { start: string; end: string } {
  return { start: formatDate(start, context, style), end: formatDate(end, context, style) };
}

/** An instant as the date and time of day in the brand's country: "7 december 2026 om 14:05". */
export function formatDateTime(value: Date | string, context: DateContext): string {
  const instant = typeof value === 'string' ? new Date(value) : value;
  const wall = wallClock(instant, TIME_ZONES[countryOf(context)]);
  const local = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return formatter(context.locale, 'dateTime').format(new Date(local));
}
