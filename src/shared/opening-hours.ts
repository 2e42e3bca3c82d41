/**
 * Customer service's opening hours: per weekday a time it opens and closes, in the brand's time zone
 * (Europe/Amsterdam for NL brands, Europe/Brussels for BE brands, src/shared/dates.ts), and the dates it is closed
 * (the public holidays of the brand's country, worked out on the server with src/shared/working-days.ts and handed
 * to the browser as data, so this module stays small enough for a prebuilt page's script). The one place that says
 * whether customer service is open now and what today's hours are: the contact page's script, the chat widget and
 * the contact form's page all ask {@link openingState}. Zod-free.
 */
import type { Country, IsoDate } from './dates';
import { wallClock } from './wall-clock';

/**
 * The time zone of each country (as TIME_ZONES of ./dates.ts, which this module does not import: the contact page's
 * and the chat widget's scripts stay free of the shared code the islands load). Its wall clock comes from
 * ./wall-clock.ts, without `Intl`'s time zone data on every page's first load.
 */
const ZONES: Readonly<Record<Country, string>> = { nl: 'Europe/Amsterdam', be: 'Europe/Brussels' };

/** ISO weekdays: 1 Monday … 7 Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** The hours of one weekday: `HH:MM` in the brand's time zone, `open` before `close`. */
export interface DayHours {
  day: IsoWeekday;
  open: string;
  close: string;
}

/** What {@link openingState} answers. */
export interface OpeningState {
  /** True between today's opening and closing time (closing time excluded). */
  open: boolean;
  /** Today's calendar date in the brand's country. */
  date: IsoDate;
  /** Today's hours, or null when customer service is closed all day (no hours, or a closed date). */
  today: { open: string; close: string } | null;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** True for a time written `HH:MM` (00:00 to 23:59). */
export function isClockTime(value: string): boolean {
  return TIME.test(value);
}

function minutes(time: string): number {
  const match = TIME.exec(time);
  if (!match) throw new RangeError(`Not a time (HH:MM): ${JSON.stringify(time)}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * Whether customer service is open at `now` and today's hours, in the brand country's time zone. `closedDates` are
 * dates it is closed whatever the weekday says (public holidays).
 */
export function openingState(
  hours: readonly DayHours[],
  country: Country,
  now: Date = new Date(),
  closedDates: Iterable<IsoDate> = [],
): OpeningState {
  const clock = wallClock(now, ZONES[country]);
  const date: IsoDate = `${String(clock.year).padStart(4, '0')}-${String(clock.month).padStart(2, '0')}-${String(clock.day).padStart(2, '0')}`;
  const { weekday } = clock;
  const minute = clock.hour * 60 + clock.minute;
  const closed = new Set(closedDates).has(date);
  const entry = closed ? undefined : hours.find((day) => day.day === weekday);
  if (!entry) return { open: false, date, today: null };
  return {
    open: minute >= minutes(entry.open) && minute < minutes(entry.close),
    date,
    today: { open: entry.open, close: entry.close },
  };
}

/** "8.00" for "08:00": how Dutch writes a time of day on the contact page. */
export function dutchTime(time: string): string {
  const [hour, minute] = time.split(':');
  return `${Number(hour)}.${minute}`;
}
