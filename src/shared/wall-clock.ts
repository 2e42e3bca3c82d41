/**
 * The wall clock of an instant in the Netherlands and Belgium (Europe/Amsterdam, Europe/Brussels), worked out
 * without `Intl`. Both countries keep Central European Time (UTC+1) with the EU's summer time (UTC+2) from 01:00 UTC
 * on the last Sunday of March until 01:00 UTC on the last Sunday of October (Directive 2000/84/EC; the same dates
 * since 1996). Why not `Intl.DateTimeFormat` with a `timeZone`: the first one a page makes loads the browser's time
 * zone data, and that was the largest single piece of script work on a signed-in page's first load (the chat
 * widget's opening hours, on every page: about 45 ms of a 4× slowed phone in Lighthouse, more than hydrating the
 * account overview). Instants before 1996, when the two countries' rules still differed, and any other zone go to
 * `Intl`. The unit test compares both ways hour by hour and around every switch.
 */

export interface WallClock {
  year: number;
  /** 1 January … 12 December. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: number;
}

/** The zones that keep Central European Time with the EU's summer time. */
const CENTRAL_EUROPEAN = new Set(['Europe/Amsterdam', 'Europe/Brussels']);
/** From here on the EU's summer time dates hold for both countries. */
const EU_RULES_FROM = Date.UTC(1996, 0, 1);
const HOUR_MS = 60 * 60 * 1000;

/** 01:00 UTC on the last Sunday of a month (0 January … 11 December) of a year. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
}

/** The offset from UTC of Central European (summer) time at `time` (ms since the epoch, 1996 or later), in ms. */
export function centralEuropeanOffset(time: number): number {
  const year = new Date(time).getUTCFullYear();
  const summer = time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9);
  return (summer ? 2 : 1) * HOUR_MS;
}

const formats = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS: Readonly<Record<string, number>> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The wall clock as `Intl` gives it (any zone, any year). */
export function intlWallClock(instant: Date, timeZone: string): WallClock {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(parts['year']),
    month: Number(parts['month']),
    day: Number(parts['day']),
    hour: Number(parts['hour']),
    minute: Number(parts['minute']),
    second: Number(parts['second']),
    weekday: WEEKDAYS[parts['weekday'] ?? ''] ?? 1,
  };
}

/** The calendar date, time of day and weekday of `instant` in `timeZone` (see above). */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const time = instant.getTime();
  if (!CENTRAL_EUROPEAN.has(timeZone) || !(time >= EU_RULES_FROM)) return intlWallClock(instant, timeZone);
  const local = new Date(time + centralEuropeanOffset(time));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
    weekday: local.getUTCDay() || 7,
  };
}
