/**
 * The opening-hours data a page hands to the browser (./opening-today.ts) and to the chat widget: the CMS's hours per
 * weekday, the brand's country (its time zone) and the public holidays of this year and the next (closed), worked
 * out on the server so the browser needs no holiday calendar.
 */
import type { Country } from '../../shared/dates';
import type { DayHours } from '../../shared/opening-hours';
import { publicHolidays } from '../../shared/working-days';
import type { OpeningTodayData } from './opening-today';

/** The public holidays of the country from this year to the next. */
export function closedDatesFor(country: Country, now: Date = new Date()): string[] {
  const year = now.getUTCFullYear();
  return [year, year + 1].flatMap((each) => [...publicHolidays(each, country).keys()]);
}

export function openingTodayData(
  hours: readonly DayHours[],
  country: Country,
  t: (key: string) => string,
  now: Date = new Date(),
): OpeningTodayData {
  return {
    hours: [...hours],
    country,
    closedDates: closedDatesFor(country, now),
    openText: t('contact.today.open'),
    closedNowText: t('contact.today.closedNow'),
    closedText: t('contact.today.closed'),
  };
}
