import { describe, expect, it } from 'vitest';
import { centralEuropeanOffset, intlWallClock, wallClock } from './wall-clock';

const HOUR = 60 * 60 * 1000;
const ZONES = ['Europe/Amsterdam', 'Europe/Brussels'] as const;

describe('wallClock', () => {
  it('agrees with Intl every hour from 2024 to 2031, in both zones', () => {
    const mismatches: string[] = [];
    for (const zone of ZONES) {
      for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2031, 0, 1); time += HOUR + 61_000) {
        const instant = new Date(time);
        const ours = wallClock(instant, zone);
        const intl = intlWallClock(instant, zone);
        if (JSON.stringify(ours) !== JSON.stringify(intl)) mismatches.push(`${zone} ${instant.toISOString()}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('switches to and from summer time at 01:00 UTC on the last Sundays of March and October, 1996 to 2080', () => {
    const mismatches: string[] = [];
    for (let year = 1996; year <= 2080; year += 1) {
      for (const month of [2, 9]) {
        for (let day = 24; day <= 31; day += 1) {
          for (const minutes of [-61, -1, 0, 1, 59, 60, 61]) {
            const instant = new Date(Date.UTC(year, month, day, 1) + minutes * 60_000);
            for (const zone of ZONES) {
              if (JSON.stringify(wallClock(instant, zone)) !== JSON.stringify(intlWallClock(instant, zone))) {
                mismatches.push(`${zone} ${instant.toISOString()}`);
              }
            }
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('knows the 2026 switches: 29 March 02:00 → 03:00 and 25 October 03:00 → 02:00', () => {
    expect(centralEuropeanOffset(Date.UTC(2026, 2, 29, 0, 59))).toBe(HOUR);
    expect(centralEuropeanOffset(Date.UTC(2026, 2, 29, 1, 0))).toBe(2 * HOUR);
    expect(centralEuropeanOffset(Date.UTC(2026, 9, 25, 0, 59))).toBe(2 * HOUR);
    expect(centralEuropeanOffset(Date.UTC(2026, 9, 25, 1, 0))).toBe(HOUR);
    expect(wallClock(new Date(Date.UTC(2026, 11, 31, 23, 30)), 'Europe/Amsterdam')).toEqual({
      year: 2027,
      month: 1,
      day: 1,
      hour: 0,
      minute: 30,
      second: 0,
      weekday: 5,
    });
  });

  it('leaves earlier years and other zones to Intl', () => {
    const before = new Date(Date.UTC(1990, 8, 29, 23, 0));
    expect(wallClock(before, 'Europe/Amsterdam')).toEqual(intlWallClock(before, 'Europe/Amsterdam'));
    const now = new Date(Date.UTC(2026, 10, 26, 12, 0));
    expect(wallClock(now, 'Europe/London')).toMatchObject({ hour: 12, day: 26 });
    expect(() => wallClock(new Date(Number.NaN), 'Europe/Amsterdam')).toThrow(RangeError);
  });
});
