import { describe, expect, it } from 'vitest';
import { today } from './dates';
import {
  addWorkingDays,
  easterSunday,
  isPublicHoliday,
  isWorkingDay,
  publicHolidays,
  workingDaysBetween,
} from './working-days';

describe('public holidays', () => {
  it('of the Netherlands in 2026', () => {
    expect([...publicHolidays(2026, 'nl').keys()]).toEqual([
      '2026-01-01',
      '2026-04-05',
      '2026-04-06',
      '2026-04-27',
      '2026-05-14',
      '2026-05-24',
      '2026-05-25',
      '2026-12-25',
      '2026-12-26',
    ]);
    expect(publicHolidays(2026, 'nl').get('2026-04-27')).toBe('Koningsdag');
  });

  it('of Belgium in 2026', () => {
    expect([...publicHolidays(2026, 'be').keys()]).toEqual([
      '2026-01-01',
      '2026-04-06',
      '2026-05-01',
      '2026-05-14',
      '2026-05-25',
      '2026-07-21',
      '2026-08-15',
      '2026-11-01',
      '2026-11-11',
      '2026-12-25',
    ]);
  });

  it('Koningsdag is 27 April, or the 26th when the 27th is a Sunday', () => {
    expect(isPublicHoliday('2026-04-27', 'nl')).toBe(true);
    expect(isPublicHoliday('2025-04-26', 'nl')).toBe(true);
    expect(isPublicHoliday('2025-04-27', 'nl')).toBe(false);
    expect(isPublicHoliday('2026-04-27', 'be')).toBe(false);
  });

  it('21 July (national day) and 15 August are Belgian holidays only', () => {
    expect(isPublicHoliday('2026-07-21', 'be')).toBe(true);
    expect(isPublicHoliday('2026-07-21', 'nl')).toBe(false);
    expect(isPublicHoliday('2026-08-15', 'be')).toBe(true);
    expect(isPublicHoliday('2026-08-15', 'nl')).toBe(false);
  });

  it('Easter Monday moves with Easter in both countries', () => {
    for (const date of ['2025-04-21', '2026-04-06', '2027-03-29']) {
      expect(isPublicHoliday(date, 'nl'), date).toBe(true);
      expect(isPublicHoliday(date, 'be'), date).toBe(true);
    }
  });

  it('Boxing Day is one in the Netherlands, not in Belgium', () => {
    expect(isPublicHoliday('2026-12-26', 'nl')).toBe(true);
    expect(isPublicHoliday('2026-12-26', 'be')).toBe(false);
  });

  it('Easter Sunday follows the Gregorian computus', () => {
    const known = {
      2008: '2008-03-23',
      2011: '2011-04-24',
      2019: '2019-04-21',
      2024: '2024-03-31',
      2038: '2038-04-25',
    };
    for (const [year, date] of Object.entries(known)) expect(easterSunday(Number(year)), year).toBe(date);
  });

  it('before 2014 the Dutch holiday is Koninginnedag on 30 April, the 29th when that is a Sunday', () => {
    expect(publicHolidays(2013, 'nl').get('2013-04-30')).toBe('Koninginnedag');
    expect(publicHolidays(2000, 'nl').get('2000-04-29')).toBe('Koninginnedag');
    expect(isPublicHoliday('2000-04-30', 'nl')).toBe(false);
    expect(publicHolidays(2014, 'nl').get('2014-04-26')).toBe('Koningsdag');
  });

  it('two holidays on one day count once (Ascension on Labour Day, 2008 in Belgium)', () => {
    const holidays = publicHolidays(2008, 'be');
    expect(holidays.size).toBe(9);
    expect(holidays.get('2008-05-01')).toBe('Hemelvaartsdag');
  });

  it('names every holiday in Dutch, in date order', () => {
    expect([...publicHolidays(2027, 'be').values()]).toEqual([
      'Nieuwjaar',
      'Paasmaandag',
      'Dag van de Arbeid',
      'Hemelvaartsdag',
      'Pinkstermaandag',
      'Nationale feestdag',
      'Tenhemelopneming',
      'Allerheiligen',
      'Wapenstilstand',
      'Kerstmis',
    ]);
    expect([...publicHolidays(2027, 'nl').entries()].slice(0, 4)).toEqual([
      ['2027-01-01', 'Nieuwjaar'],
      ['2027-03-28', 'Pasen'],
      ['2027-03-29', 'Tweede paasdag'],
      ['2027-04-27', 'Koningsdag'],
    ]);
  });

  it('observances, school and bank holidays are not public holidays', () => {
    expect(isPublicHoliday('2026-04-03', 'nl')).toBe(false); // Goede Vrijdag
    expect(isPublicHoliday('2026-05-04', 'nl')).toBe(false); // Dodenherdenking
    expect(isPublicHoliday('2026-05-05', 'nl')).toBe(false); // Bevrijdingsdag (a day off only every fifth year)
    expect(isPublicHoliday('2026-12-31', 'nl')).toBe(false); // Oudejaarsdag
    expect(isPublicHoliday('2026-11-15', 'be')).toBe(false); // Koningsdag in Belgium
  });
});

describe('working days', () => {
  it('are Monday to Saturday', () => {
    expect(isWorkingDay('2026-06-15', 'nl')).toBe(true); // Monday
    expect(isWorkingDay('2026-06-20', 'nl')).toBe(true); // Saturday
    expect(isWorkingDay('2026-06-21', 'nl')).toBe(false); // Sunday
    expect(isWorkingDay('2026-06-21', 'be')).toBe(false);
  });

  it("exclude the country's public holidays", () => {
    expect(isWorkingDay('2026-04-27', 'nl')).toBe(false);
    expect(isWorkingDay('2026-04-27', 'be')).toBe(true);
    expect(isWorkingDay('2026-07-21', 'be')).toBe(false);
    expect(isWorkingDay('2026-07-21', 'nl')).toBe(true);
    expect(isWorkingDay('2026-04-06', 'nl')).toBe(false);
    expect(isWorkingDay('2026-04-06', 'be')).toBe(false);
  });

  it('refuse anything but a calendar date', () => {
    expect(() => isWorkingDay('27-04-2026', 'nl')).toThrow(RangeError);
    expect(() => isPublicHoliday('2026-02-30', 'nl')).toThrow(RangeError);
  });
});

describe('addWorkingDays', () => {
  it('skips Sundays but not Saturdays', () => {
    // Thursday 18 June 2026 + 3 → Friday, Saturday, (Sunday), Monday.
    expect(addWorkingDays('2026-06-18', 3, 'nl')).toBe('2026-06-22');
    // From a Sunday the next day counts.
    expect(addWorkingDays('2026-06-21', 1, 'be')).toBe('2026-06-22');
  });

  it('skips Koningsdag in the Netherlands only', () => {
    // Friday 24 April 2026 + 3: Saturday 25, (Sunday 26), (Koningsdag Monday 27), Tuesday 28, Wednesday 29.
    expect(addWorkingDays('2026-04-24', 3, 'nl')).toBe('2026-04-29');
    expect(addWorkingDays('2026-04-24', 3, 'be')).toBe('2026-04-28');
  });

  it('skips 21 July in Belgium only', () => {
    // Saturday 18 July 2026 + 3: (Sunday 19), Monday 20, (national day Tuesday 21), Wednesday 22, Thursday 23.
    expect(addWorkingDays('2026-07-18', 3, 'be')).toBe('2026-07-23');
    expect(addWorkingDays('2026-07-18', 3, 'nl')).toBe('2026-07-22');
  });

  it('skips the Easter weekend in both countries', () => {
    // Thursday 2 April 2026 + 3: Good Friday 3 (a working day), Saturday 4, (Easter 5, Easter Monday 6), Tuesday 7.
    expect(addWorkingDays('2026-04-02', 3, 'nl')).toBe('2026-04-07');
    expect(addWorkingDays('2026-04-02', 3, 'be')).toBe('2026-04-07');
  });

  it('crosses Christmas and the new year', () => {
    // Thursday 24 December 2026 + 3: NL (25, 26, Sunday 27) 28, 29, 30; BE 26 (Saturday), 28, 29.
    expect(addWorkingDays('2026-12-24', 3, 'nl')).toBe('2026-12-30');
    expect(addWorkingDays('2026-12-24', 3, 'be')).toBe('2026-12-29');
    expect(addWorkingDays('2026-12-31', 1, 'nl')).toBe('2027-01-02');
  });

  it('counts back for a negative number and gives the date itself for 0', () => {
    // Three working days before Wednesday 29 April 2026 in NL: Tuesday 28, (Koningsdag), Saturday 25, Friday 24.
    expect(addWorkingDays('2026-04-29', -3, 'nl')).toBe('2026-04-24');
    expect(addWorkingDays('2026-04-29', -3, 'be')).toBe('2026-04-25');
    expect(addWorkingDays('2026-06-21', 0, 'nl')).toBe('2026-06-21');
    expect(() => addWorkingDays('2026-06-21', 1.5, 'nl')).toThrow(RangeError);
  });

  it('takes "today" in the country: just after midnight in Brussels it is already the next day there', () => {
    // 22:30 UTC on Friday 17 July 2026 is 00:30 on Saturday in Brussels.
    const now = new Date('2026-07-17T22:30:00Z');
    expect(today('be', now)).toBe('2026-07-18');
    // Saturday + 3: (Sunday 19), Monday 20, (national day 21), Wednesday 22, Thursday 23.
    expect(addWorkingDays(today('be', now), 3, 'be')).toBe('2026-07-23');
    // A UTC "today" would still be Friday and allow a day too early.
    expect(addWorkingDays(now.toISOString().slice(0, 10), 3, 'be')).toBe('2026-07-22');
    // Just before midnight in Brussels it is still Friday there.
    const before = new Date('2026-07-17T21:59:59Z');
    expect(today('be', before)).toBe('2026-07-17');
    expect(addWorkingDays(today('be', before), 3, 'be')).toBe('2026-07-22');
  });
});

describe('workingDaysBetween', () => {
  it('counts the working days after the first date up to and including the second', () => {
    expect(workingDaysBetween('2026-04-24', '2026-04-29', 'nl')).toBe(3);
    expect(workingDaysBetween('2026-04-24', '2026-04-29', 'be')).toBe(4);
    expect(workingDaysBetween('2026-06-18', '2026-06-18', 'nl')).toBe(0);
    expect(workingDaysBetween('2026-04-29', '2026-04-24', 'nl')).toBe(-3);
  });

  it('agrees with addWorkingDays', () => {
    for (const country of ['nl', 'be'] as const) {
      for (let n = 0; n <= 30; n += 1) {
        const to = addWorkingDays('2026-12-20', n, country);
        expect(workingDaysBetween('2026-12-20', to, country), `${country} ${n}`).toBe(n);
      }
    }
  });

  it('refuses an invalid date instead of counting forever', () => {
    expect(() => workingDaysBetween('2026-01-01', 'zzz', 'nl')).toThrow(RangeError);
  });
});
