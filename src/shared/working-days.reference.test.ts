import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import type { Country, IsoDate } from './dates';
import { publicHolidays } from './working-days';

/**
 * The portal's public-holiday rules are checked against `date-holidays` (a development dependency): the rules ship
 * in the browser's date pickers, where `date-holidays` would bring its parser, moment-timezone and calendar
 * libraries, so the portal keeps its own few rules and this test keeps them equal to the library's.
 */
const FIRST_YEAR = 1980;
const LAST_YEAR = 2200;

/** date → the names date-holidays gives it (two feasts can share a date: Ascension on 1 May in BE in 2008). */
function libraryPublicHolidays(year: number, country: Country): Map<string, string[]> {
  const byDate = new Map<string, string[]>();
  for (const holiday of new Holidays(country.toUpperCase()).getHolidays(year, 'nl')) {
    if (holiday.type !== 'public') continue;
    const date = holiday.date.slice(0, 10);
    byDate.set(date, [...(byDate.get(date) ?? []), holiday.name]);
  }
  return byDate;
}

describe('public holidays against date-holidays', () => {
  for (const country of ['nl', 'be'] as const) {
    it(`gives the same dates and Dutch names as date-holidays in ${country.toUpperCase()}, ${FIRST_YEAR}–${LAST_YEAR}`, () => {
      const differences: string[] = [];
      for (let year = FIRST_YEAR; year <= LAST_YEAR; year += 1) {
        const ours = publicHolidays(year, country);
        const theirs = libraryPublicHolidays(year, country);
        const dates = [...new Set([...ours.keys(), ...theirs.keys()])].sort();
        for (const date of dates) {
          const name = ours.get(date as IsoDate);
          const names = theirs.get(date) ?? [];
          if (name === undefined || !names.includes(name)) {
            differences.push(`${date}: ours ${name ?? '(none)'}, date-holidays ${names.join(' / ') || '(none)'}`);
          }
        }
      }
      expect(differences).toEqual([]);
    });
  }
});
