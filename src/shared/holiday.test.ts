/**
 * The holiday service's plain rules (./holiday-codes.ts) and step schemas (./holiday.ts): period length, overlap,
 * the yearly cap over New Year, the allowed start and end days the calendar offers, and the address in the brand's
 * country. The working-day window itself comes from the server (./holiday-window.ts, tested with the calendar).
 */
import { describe, expect, it } from 'vitest';
import { missedDeliveryDays } from './holiday-window';
import {
  daysPerYear,
  holidayAddressSchema,
  holidayChoiceSchema,
  holidayPeriodSchema,
  holidayPeriodViolations,
  holidayStepOf,
  HOLIDAY_VIOLATIONS as V,
  isEndAllowed,
  isStartAllowed,
  latestEnd,
  periodDays,
  remainingDays,
  usageOf,
  type HolidayWindow,
} from './holiday';
import { cancelDeadline, holidayStartWindow } from './holiday-window';
import { violationsOf } from './result';

const WINDOW: HolidayWindow = {
  earliestStart: '2026-03-10',
  latestStart: '2027-03-09',
  taken: [{ startDate: '2026-03-20', endDate: '2026-03-25' }],
  usedDays: [{ year: 2026, days: 6 }],
};

describe('periods', () => {
  it('counts both days and splits a period over New Year', () => {
    expect(periodDays({ startDate: '2026-03-10', endDate: '2026-03-10' })).toBe(1);
    expect(periodDays({ startDate: '2026-05-01', endDate: '2026-07-29' })).toBe(90);
    expect([...daysPerYear({ startDate: '2026-12-30', endDate: '2027-01-02' })]).toEqual([
      [2026, 2],
      [2027, 2],
    ]);
    expect(
      usageOf([
        { startDate: '2026-12-30', endDate: '2027-01-02' },
        { startDate: '2026-03-01', endDate: '2026-03-03' },
      ]),
    ).toEqual([
      { year: 2026, days: 5 },
      { year: 2027, days: 2 },
    ]);
  });

  it('offers start days in the window, off the other periods, while the year has days left', () => {
    expect(isStartAllowed('2026-03-09', WINDOW)).toBe(false);
    expect(isStartAllowed('2026-03-10', WINDOW)).toBe(true);
    expect(isStartAllowed('2026-03-22', WINDOW)).toBe(false);
    expect(isStartAllowed('2027-03-10', WINDOW)).toBe(false);
    const full = { ...WINDOW, usedDays: [{ year: 2026, days: 90 }] };
    expect(isStartAllowed('2026-06-01', full)).toBe(false);
    expect(isStartAllowed('2027-01-01', full)).toBe(true);
    expect(remainingDays(WINDOW, 2026)).toBe(84);
  });

  it('offers end days up to 90 days, the day before the next period and the yearly cap', () => {
    expect(latestEnd('2026-03-10', WINDOW)).toBe('2026-03-19');
    expect(latestEnd('2026-04-01', WINDOW)).toBe('2026-06-23'); // 84 days left in 2026
    expect(latestEnd('2026-04-01', { ...WINDOW, usedDays: [] })).toBe('2026-06-29'); // 90 days
    // The cap is per calendar year: 3 days left in 2026, then 2027's own.
    expect(latestEnd('2026-12-29', { ...WINDOW, usedDays: [{ year: 2026, days: 87 }] })).toBe('2027-03-28');
    expect(latestEnd('2026-12-20', { ...WINDOW, usedDays: [{ year: 2026, days: 85 }] })).toBe('2026-12-24');
    expect(latestEnd('2026-12-01', { ...WINDOW, usedDays: [{ year: 2026, days: 85 }] })).toBe('2026-12-05');
    expect(isEndAllowed('2026-03-19', '2026-03-10', WINDOW)).toBe(true);
    expect(isEndAllowed('2026-03-20', '2026-03-10', WINDOW)).toBe(false);
    expect(isEndAllowed('2026-03-09', '2026-03-10', WINDOW)).toBe(false);
  });

  it('names each refusal with its code and field', () => {
    const check = (startDate: string, endDate: string) => holidayPeriodViolations({ startDate, endDate }, WINDOW);
    expect(check('2026-03-10', '2026-03-19')).toEqual([]);
    expect(check('2026-03-09', '2026-03-12')).toEqual([{ code: V.startTooSoon, field: 'startDate' }]);
    expect(check('2027-03-10', '2027-03-12')).toEqual([{ code: V.startTooLate, field: 'startDate' }]);
    expect(check('2026-03-12', '2026-03-11')).toEqual([{ code: V.periodTooShort, field: 'endDate' }]);
    expect(check('2026-04-01', '2026-06-30')).toEqual([{ code: V.periodTooLong, field: 'endDate' }]);
    expect(check('2026-03-18', '2026-03-21')).toEqual([{ code: V.overlap, field: 'startDate' }]);
    expect(check('2026-04-01', '2026-06-29')).toEqual([{ code: V.yearLimitExceeded, field: 'endDate' }]);
    expect(check('', 'x')).toEqual([
      { code: V.startInvalid, field: 'startDate' },
      { code: V.endInvalid, field: 'endDate' },
    ]);
  });
});

describe('step schemas', () => {
  it('need a subscription and a kind', () => {
    expect(holidayChoiceSchema.safeParse({ subscriptionId: 's', kind: 'suspension' }).success).toBe(true);
    const refused = holidayChoiceSchema.safeParse({ subscriptionId: '', kind: 'pause' });
    expect(refused.success ? [] : violationsOf(refused.error)).toEqual([
      { code: V.subscriptionRequired, field: 'subscriptionId' },
      { code: V.kindRequired, field: 'kind' },
    ]);
  });

  it('check the period against the window', () => {
    const refused = holidayPeriodSchema(WINDOW).safeParse({ startDate: '2026-03-09', endDate: '2026-03-12' });
    expect(refused.success ? [] : violationsOf(refused.error)).toEqual([{ code: V.startTooSoon, field: 'startDate' }]);
  });

  it('take an address of the brand’s country with the moving service’s postcode rules', () => {
    const nl = holidayAddressSchema('NL').safeParse({
      postcode: '2042ad',
      houseNumber: '9',
      suffix: '',
      street: 'Boulevard Paulus Loot',
      city: 'Zandvoort',
      countryCode: 'NL',
    });
    expect(nl.success && nl.data).toMatchObject({ postcode: '2042 AD', suffix: null });
    const be = holidayAddressSchema('BE').safeParse({
      postcode: '840',
      houseNumber: '12a',
      suffix: 'bus 3',
      street: '',
      city: 'Oostende',
      countryCode: 'NL',
    });
    expect(be.success ? [] : violationsOf(be.error)).toEqual([
      { code: 'POSTCODE_INVALID', field: 'postcode' },
      { code: V.houseNumberInvalid, field: 'houseNumber' },
      { code: V.streetRequired, field: 'street' },
      { code: V.countryNotDelivered, field: 'countryCode' },
    ]);
  });

  it('reads the step from the URL, anything else as the first', () => {
    expect(holidayStepOf('adres')).toBe('adres');
    expect(holidayStepOf('elders')).toBe('keuze');
    expect(holidayStepOf(null)).toBe('keuze');
  });
});

describe('the calendar window (server side)', () => {
  it('starts 3 working days ahead and closes cancelling 3 working days before the start, per country', () => {
    // Thursday 23 April 2026: Monday 27 April is Koningsdag in the Netherlands only.
    const now = new Date('2026-04-23T10:00:00Z');
    expect(holidayStartWindow('nl', now)).toEqual({ earliest: '2026-04-28', latest: '2027-04-23' });
    expect(holidayStartWindow('be', now).earliest).toBe('2026-04-27');
    expect(cancelDeadline('2026-04-28', 'nl')).toBe('2026-04-23');
    expect(cancelDeadline('2026-04-28', 'be')).toBe('2026-04-24');
    // Late in the evening in Brussels is already the next day there.
    expect(holidayStartWindow('be', new Date('2026-04-22T22:30:00Z')).earliest).toBe('2026-04-27');
  });
});

describe('missedDeliveryDays: the delivery days a suspension leaves out (the extension)', () => {
  const mondayToSaturday = [1, 2, 3, 4, 5, 6];
  it('counts the delivery days of the schedule, both ends included', () => {
    // Monday 1 to Sunday 7 June 2026: six delivery days.
    expect(missedDeliveryDays('2026-06-01', '2026-06-07', mondayToSaturday, 'nl')).toBe(6);
    expect(missedDeliveryDays('2026-06-06', '2026-06-06', [6], 'nl')).toBe(1);
    expect(missedDeliveryDays('2026-06-01', '2026-06-05', [6], 'nl')).toBe(0);
  });
  it("leaves out the country's public holidays: Koningsdag in NL, not in BE; 21 July in BE, not in NL", () => {
    // Monday 26 to Wednesday 28 April 2027: Tuesday 27 April is Koningsdag.
    expect(missedDeliveryDays('2027-04-26', '2027-04-28', mondayToSaturday, 'nl')).toBe(2);
    expect(missedDeliveryDays('2027-04-26', '2027-04-28', mondayToSaturday, 'be')).toBe(3);
    // Tuesday 21 July 2026 is the Belgian national holiday.
    expect(missedDeliveryDays('2026-07-20', '2026-07-22', mondayToSaturday, 'be')).toBe(2);
    expect(missedDeliveryDays('2026-07-20', '2026-07-22', mondayToSaturday, 'nl')).toBe(3);
  });
  it('counts across New Year, without 1 January', () => {
    // Wednesday 30 December 2026 to Saturday 2 January 2027.
    expect(missedDeliveryDays('2026-12-30', '2027-01-02', mondayToSaturday, 'nl')).toBe(3);
  });
});
