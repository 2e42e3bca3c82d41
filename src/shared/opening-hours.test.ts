import { describe, expect, it } from 'vitest';
import { dutchTime, isClockTime, openingState, type DayHours } from './opening-hours';

const HOURS: DayHours[] = [
  { day: 1, open: '08:00', close: '18:00' },
  { day: 2, open: '08:00', close: '18:00' },
  { day: 3, open: '08:00', close: '18:00' },
  { day: 4, open: '08:00', close: '18:00' },
  { day: 5, open: '08:00', close: '18:00' },
  { day: 6, open: '09:00', close: '13:00' },
];

describe('openingState', () => {
  it('is open on a weekday between opening and closing time in Amsterdam (winter, UTC+1)', () => {
    // Wednesday 14 January 2026, 07:30 UTC = 08:30 in Amsterdam.
    expect(openingState(HOURS, 'nl', new Date('2026-01-14T07:30:00Z'))).toEqual({
      open: true,
      date: '2026-01-14',
      today: { open: '08:00', close: '18:00' },
    });
  });

  it('is closed before opening and from the closing minute on', () => {
    // 06:59 UTC = 07:59 local; 17:00 UTC = 18:00 local.
    expect(openingState(HOURS, 'nl', new Date('2026-01-14T06:59:00Z')).open).toBe(false);
    expect(openingState(HOURS, 'nl', new Date('2026-01-14T16:59:00Z')).open).toBe(true);
    expect(openingState(HOURS, 'nl', new Date('2026-01-14T17:00:00Z')).open).toBe(false);
  });

  it('uses summer time (UTC+2) in Brussels', () => {
    // Saturday 4 July 2026, 10:30 UTC = 12:30 in Brussels (open until 13:00); 11:00 UTC = 13:00 closed.
    expect(openingState(HOURS, 'be', new Date('2026-07-04T10:30:00Z'))).toEqual({
      open: true,
      date: '2026-07-04',
      today: { open: '09:00', close: '13:00' },
    });
    expect(openingState(HOURS, 'be', new Date('2026-07-04T11:00:00Z')).open).toBe(false);
  });

  it('takes the date of the brand country, not of UTC', () => {
    // Sunday 23:30 UTC is already Monday 00:30 in Amsterdam: Monday's hours, but not open yet.
    expect(openingState(HOURS, 'nl', new Date('2026-01-18T23:30:00Z'))).toEqual({
      open: false,
      date: '2026-01-19',
      today: { open: '08:00', close: '18:00' },
    });
  });

  it('is closed all day on a day without hours and on a closed date', () => {
    // Sunday.
    expect(openingState(HOURS, 'nl', new Date('2026-01-18T12:00:00Z'))).toEqual({
      open: false,
      date: '2026-01-18',
      today: null,
    });
    // King's Day, Monday 27 April 2026.
    expect(openingState(HOURS, 'nl', new Date('2026-04-27T10:00:00Z'), ['2026-04-27'])).toEqual({
      open: false,
      date: '2026-04-27',
      today: null,
    });
  });
});

describe('clock times', () => {
  it('accepts HH:MM and writes it the Dutch way', () => {
    expect(isClockTime('08:00')).toBe(true);
    expect(isClockTime('24:00')).toBe(false);
    expect(isClockTime('8:00')).toBe(false);
    expect(dutchTime('08:00')).toBe('8.00');
    expect(dutchTime('13:30')).toBe('13.30');
  });
});
