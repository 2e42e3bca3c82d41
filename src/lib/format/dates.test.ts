import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange, formatDateTime, toCalendarDate } from './dates';

describe('formatDate', () => {
  it('writes a calendar date long, with its weekday, or short, in nl-NL and nl-BE', () => {
    expect(formatDate('2026-12-07', { locale: 'nl-NL' })).toBe('7 december 2026');
    expect(formatDate('2026-12-07', { locale: 'nl-BE' })).toBe('7 december 2026');
    expect(formatDate('2026-12-07', { locale: 'nl-NL' }, 'weekday')).toBe('maandag 7 december 2026');
    expect(formatDate('2026-12-07', { locale: 'nl-NL' }, 'short')).toBe('07-12-2026');
    expect(formatDate('2026-12-07', { locale: 'nl-BE' }, 'short')).toBe('7/12/2026');
  });

  it('never shifts a calendar date, whatever the zone of the machine', () => {
    // 1 January: a date written through the browser's zone west of UTC would read 31 december.
    expect(formatDate('2027-01-01', { locale: 'nl-NL' })).toBe('1 januari 2027');
    expect(formatDate('2026-03-29', { locale: 'nl-NL', country: 'nl' })).toBe('29 maart 2026');
  });

  it("writes an instant as the day it falls on in the brand's country", () => {
    // 23:30 UTC on 6 December is already 7 December in Amsterdam and Brussels (UTC+1).
    expect(formatDate('2026-12-06T23:30:00Z', { locale: 'nl-NL', country: 'nl' })).toBe('7 december 2026');
    expect(formatDate(new Date('2026-12-06T23:30:00Z'), { locale: 'nl-BE', country: 'be' })).toBe('7 december 2026');
    // 22:30 UTC on 30 June is 00:30 on 1 July in summer time (UTC+2), not yet in winter-time arithmetic.
    expect(formatDate('2026-06-30T22:30:00Z', { locale: 'nl-NL' })).toBe('1 juli 2026');
    expect(formatDate('2026-12-06T22:30:00Z', { locale: 'nl-NL' })).toBe('6 december 2026');
  });

  it('refuses what is no date', () => {
    expect(() => formatDate('morgen', { locale: 'nl-NL' })).toThrow(RangeError);
    expect(() => toCalendarDate('2026-02-30x', 'nl')).toThrow(RangeError);
  });
});

describe('formatDateRange', () => {
  it("gives a period's first and last day as a text's {start} and {end}", () => {
    expect(formatDateRange('2026-07-01', '2026-07-21', { locale: 'nl-NL' })).toEqual({
      start: '1 juli 2026',
      end: '21 juli 2026',
    });
    expect(formatDateRange('2026-12-07', '2026-12-08', { locale: 'nl-BE' }, 'weekday')).toEqual({
      start: 'maandag 7 december 2026',
      end: 'dinsdag 8 december 2026',
    });
  });
});

describe('formatDateTime', () => {
  it("writes the date and time of day in the brand's country, summer and winter", () => {
    expect(formatDateTime('2026-12-07T13:05:00Z', { locale: 'nl-NL', country: 'nl' })).toBe('7 december 2026 om 14:05');
    expect(formatDateTime(new Date('2026-07-01T13:05:00Z'), { locale: 'nl-BE', country: 'be' })).toBe(
      '1 juli 2026 om 15:05',
    );
  });
});
