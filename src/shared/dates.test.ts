import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDate,
  dayOfWeek,
  daysBetween,
  isIsoDate,
  isoToMaskDate,
  maskDateToIso,
  startOfDay,
  TIME_ZONES,
  today,
} from './dates';

describe('time zones', () => {
  it('are Amsterdam for NL brands and Brussels for BE brands', () => {
    expect(TIME_ZONES).toEqual({ nl: 'Europe/Amsterdam', be: 'Europe/Brussels' });
  });
});

describe('today', () => {
  it('is the calendar date in the country, not in UTC', () => {
    // 23:30 UTC in winter is 00:30 the next day in Amsterdam and Brussels (UTC+1).
    expect(today('nl', new Date('2026-03-15T23:30:00Z'))).toBe('2026-03-16');
    expect(today('be', new Date('2026-03-15T23:30:00Z'))).toBe('2026-03-16');
    // 22:30 UTC in summer is 00:30 the next day (UTC+2).
    expect(today('be', new Date('2026-07-20T22:30:00Z'))).toBe('2026-07-21');
  });

  it('turns at local midnight in Brussels, an hour (winter) or two (summer) before UTC midnight', () => {
    expect(today('be', new Date('2026-01-09T22:59:59.999Z'))).toBe('2026-01-09');
    expect(today('be', new Date('2026-01-09T23:00:00Z'))).toBe('2026-01-10');
    expect(today('be', new Date('2026-07-20T21:59:59.999Z'))).toBe('2026-07-20');
    expect(today('be', new Date('2026-07-20T22:00:00Z'))).toBe('2026-07-21');
    // Between local and UTC midnight the UTC date is still the day before.
    const justAfterBrusselsMidnight = new Date('2026-07-20T22:30:00Z');
    expect(justAfterBrusselsMidnight.toISOString().slice(0, 10)).toBe('2026-07-20');
    expect(today('be', justAfterBrusselsMidnight)).toBe('2026-07-21');
  });

  it('handles the turn of the year', () => {
    expect(today('nl', new Date('2025-12-31T22:59:00Z'))).toBe('2025-12-31');
    expect(today('nl', new Date('2025-12-31T23:00:00Z'))).toBe('2026-01-01');
  });

  it('is the same date on both sides of a daylight-saving switch', () => {
    // 29 March 2026: clocks go from 02:00 to 03:00 CET → CEST.
    expect(calendarDate(new Date('2026-03-29T00:59:00Z'), 'nl')).toBe('2026-03-29');
    expect(calendarDate(new Date('2026-03-29T01:00:00Z'), 'nl')).toBe('2026-03-29');
    expect(calendarDate(new Date('2026-03-29T21:59:00Z'), 'nl')).toBe('2026-03-29');
    expect(calendarDate(new Date('2026-03-29T22:00:00Z'), 'nl')).toBe('2026-03-30');
    // 25 October 2026: clocks go from 03:00 back to 02:00 CEST → CET.
    expect(calendarDate(new Date('2026-10-24T21:59:00Z'), 'be')).toBe('2026-10-24');
    expect(calendarDate(new Date('2026-10-24T22:00:00Z'), 'be')).toBe('2026-10-25');
    expect(calendarDate(new Date('2026-10-25T22:59:00Z'), 'be')).toBe('2026-10-25');
    expect(calendarDate(new Date('2026-10-25T23:00:00Z'), 'be')).toBe('2026-10-26');
  });
});

describe('startOfDay', () => {
  it('is local midnight: 23:00 UTC in winter, 22:00 UTC in summer', () => {
    expect(startOfDay('2026-01-10', 'be').toISOString()).toBe('2026-01-09T23:00:00.000Z');
    expect(startOfDay('2026-07-21', 'be').toISOString()).toBe('2026-07-20T22:00:00.000Z');
    expect(startOfDay('2026-04-27', 'nl').toISOString()).toBe('2026-04-26T22:00:00.000Z');
  });

  it('gives the short and the long day of a daylight-saving switch their 23 and 25 hours', () => {
    const hours = (date: string, next: string) =>
      (startOfDay(next, 'nl').getTime() - startOfDay(date, 'nl').getTime()) / 3_600_000;
    expect(startOfDay('2026-03-29', 'nl').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(hours('2026-03-29', '2026-03-30')).toBe(23);
    expect(startOfDay('2026-10-25', 'nl').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(hours('2026-10-25', '2026-10-26')).toBe(25);
    expect(hours('2026-06-01', '2026-06-02')).toBe(24);
  });

  it('is the first instant whose calendar date is that date', () => {
    for (const date of ['2026-03-29', '2026-03-30', '2026-10-25', '2026-10-26', '2026-12-31']) {
      for (const country of ['nl', 'be'] as const) {
        const start = startOfDay(date, country);
        expect(calendarDate(start, country), `${date} ${country}`).toBe(date);
        expect(calendarDate(new Date(start.getTime() - 1), country), `${date} ${country}`).toBe(addDays(date, -1));
      }
    }
  });
});

describe('calendar arithmetic', () => {
  it('adds days across months, years, leap days and daylight-saving switches', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-01-01', 90)).toBe('2026-04-01');
  });

  it('counts the days between two dates', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-30', '2026-10-20')).toBe(-10);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
  });

  it('knows the day of the week', () => {
    expect(dayOfWeek('2026-04-27')).toBe(1); // Monday
    expect(dayOfWeek('2026-07-19')).toBe(0); // Sunday
    expect(dayOfWeek('2026-07-25')).toBe(6); // Saturday
  });

  it('accepts only real dates written YYYY-MM-DD', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    for (const text of ['2025-02-29', '2025-2-1', '2025-13-01', '01-03-2025', '2025-03-01T00:00', '']) {
      expect(isIsoDate(text), text).toBe(false);
    }
    expect(() => addDays('2025-02-30', 1)).toThrow(RangeError);
    expect(() => daysBetween('2025-01-01', 'morgen')).toThrow(RangeError);
  });
});

describe('the dd.mm.yyyy date mask', () => {
  it('turns a real date into ISO and back', () => {
    expect(maskDateToIso('12.04.1968')).toBe('1968-04-12');
    expect(maskDateToIso(' 29.02.2024 ')).toBe('2024-02-29');
    expect(maskDateToIso('01.01.1900')).toBe('1900-01-01');
    expect(isoToMaskDate('1968-04-12')).toBe('12.04.1968');
    expect(isoToMaskDate(null)).toBe('');
    expect(isoToMaskDate(undefined)).toBe('');
  });

  it.each(['31.02.1990', '29.02.2023', '00.01.1990', '01.13.1990', '1.2.1990', '01.01.1899', '1990-04-12', 'abc'])(
    'refuses %j',
    (text) => {
      expect(maskDateToIso(text)).toBeNull();
    },
  );
});
