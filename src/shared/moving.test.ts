import { describe, expect, it } from 'vitest';
import { addDays, addMonths, type Country } from './dates';
import {
  addressLookupSchema,
  movingAddressSchema,
  movingDateViolation,
  movingStepOf,
  movingSubscriptionsSchema,
  MOVING_VIOLATIONS as V,
  submitMovingHouseSchema,
} from './moving';
import { movingDateWindow } from './moving-window';
import WINDOW_CASES from './moving-window.cases.json';
import { violationsOf } from './result';

/** The earliest effective date from a day, by country, and why (./moving-window.cases.json). */
const EARLIEST_DATES = WINDOW_CASES as readonly { country: Country; today: string; earliest: string; why: string }[];

/** Noon UTC of a date: the same calendar date in Amsterdam and Brussels. */
const noon = (date: string) => new Date(`${date}T12:00:00Z`);

describe('the effective date window (at least 3 working days, at most 6 months ahead)', () => {
  it.each(EARLIEST_DATES)(
    '$country, today $today: earliest $earliest ($why)',
    ({ country, today: todayDate, earliest }) => {
      expect(movingDateWindow(country, noon(todayDate)).earliest).toBe(earliest);
      expect(movingDateViolation(earliest, movingDateWindow(country, noon(todayDate)))).toBeUndefined();
      expect(movingDateViolation(addDays(earliest, -1), movingDateWindow(country, noon(todayDate)))).toBe(
        V.dateTooSoon,
      );
    },
  );

  it('takes "today" in the brand country’s time zone, not UTC', () => {
    // 22:30 UTC on Thursday 23 April is already Friday 24 April in Amsterdam.
    expect(movingDateWindow('nl', new Date('2026-04-23T22:30:00Z')).earliest).toBe('2026-04-29');
    expect(movingDateWindow('nl', new Date('2026-04-23T22:00:00Z')).earliest).toBe('2026-04-29');
    // One minute earlier it is still Thursday there: Friday, Saturday and Tuesday are the three working days.
    expect(movingDateWindow('nl', new Date('2026-04-23T21:59:00Z')).earliest).toBe('2026-04-28');
    expect(movingDateWindow('nl', new Date('2026-04-23T12:00:00Z')).earliest).toBe('2026-04-28');
  });

  it('allows up to the same day six months on, and refuses the day after', () => {
    expect(movingDateWindow('nl', noon('2026-03-10')).latest).toBe('2026-09-10');
    expect(movingDateViolation('2026-09-10', movingDateWindow('nl', noon('2026-03-10')))).toBeUndefined();
    expect(movingDateViolation('2026-09-11', movingDateWindow('nl', noon('2026-03-10')))).toBe(V.dateTooLate);
    // Across New Year, and to a shorter month's last day.
    expect(movingDateWindow('be', noon('2026-08-31')).latest).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
  });

  it('refuses what is not a calendar date', () => {
    for (const value of ['', '2026-02-30', '15-03-2026', 'morgen']) {
      expect(movingDateViolation(value, movingDateWindow('nl', noon('2026-01-05')))).toBe(V.dateInvalid);
    }
  });
});

describe('the address step', () => {
  it('normalises an NL postcode and the suffix, and needs only postcode and number', () => {
    expect(addressLookupSchema('NL').parse({ postcode: '3011ad', houseNumber: ' 40 ', suffix: ' A ' })).toEqual({
      postcode: '3011 AD',
      houseNumber: '40',
      suffix: 'A',
    });
    expect(addressLookupSchema('NL').parse({ postcode: '3011 AD', houseNumber: '40', suffix: '' }).suffix).toBeNull();
  });

  it.each([
    [{ postcode: '0123 AB', houseNumber: '1' }, 'postcode', 'POSTCODE_INVALID'],
    [{ postcode: '1234 SA', houseNumber: '1' }, 'postcode', 'POSTCODE_INVALID'],
    [{ postcode: '1000', houseNumber: '1' }, 'postcode', 'POSTCODE_INVALID'],
    [{ postcode: '3011 AD', houseNumber: '0' }, 'houseNumber', V.houseNumberInvalid],
    [{ postcode: '3011 AD', houseNumber: '12a' }, 'houseNumber', V.houseNumberInvalid],
    [{ postcode: '3011 AD', houseNumber: '123456' }, 'houseNumber', V.houseNumberInvalid],
    [{ postcode: '3011 AD', houseNumber: '12', suffix: 'ABCDEFGHIJK' }, 'suffix', V.suffixInvalid],
    [{ postcode: '3011 AD', houseNumber: '12', suffix: '!!' }, 'suffix', V.suffixInvalid],
    [{ postcode: '3011 AD\u0000', houseNumber: '12' }, 'postcode', 'TEXT_CONTROL_CHARACTER'],
  ])('refuses NL %j with %s %s', (input, field, code) => {
    const parsed = addressLookupSchema('NL').safeParse(input);
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(violationsOf(parsed.error)).toContainEqual({ field, code });
  });

  it('checks a Belgian postcode’s range and needs street and city', () => {
    const be = movingAddressSchema('BE');
    expect(
      be.parse({
        postcode: '1000',
        houseNumber: '5',
        suffix: 'Bus2',
        street: 'Wetstraat',
        city: 'Brussel',
        countryCode: 'BE',
      }),
    ).toMatchObject({ postcode: '1000', suffix: 'bus 2', street: 'Wetstraat', city: 'Brussel' });
    for (const postcode of ['0999', '999', '10000', '1000 AB']) {
      const parsed = be.safeParse({
        postcode,
        houseNumber: '5',
        street: 'Wetstraat',
        city: 'Brussel',
        countryCode: 'BE',
      });
      expect(parsed.success, postcode).toBe(false);
    }
    const empty = be.safeParse({ postcode: '9999', houseNumber: '5', street: ' ', city: '<b>', countryCode: 'BE' });
    expect(empty.success).toBe(false);
    if (!empty.success) {
      expect(violationsOf(empty.error)).toEqual([
        { field: 'street', code: V.streetRequired },
        { field: 'city', code: V.cityRequired },
      ]);
    }
  });

  it('refuses a control character in any address field', () => {
    const valid = {
      postcode: '1000',
      houseNumber: '5',
      suffix: 'A',
      street: 'Wetstraat',
      city: 'Brussel',
      countryCode: 'BE',
    };
    for (const field of ['postcode', 'houseNumber', 'suffix', 'street', 'city'] as const) {
      const parsed = movingAddressSchema('BE').safeParse({ ...valid, [field]: `${valid[field]}\u0000` });
      expect(parsed.success, field).toBe(false);
    }
    const nl = movingAddressSchema('NL').safeParse({
      postcode: '3011 AD',
      houseNumber: '40',
      street: 'a\u001b',
      countryCode: 'NL',
    });
    expect(nl.success).toBe(false);
  });

  it('accepts only the brand’s own country', () => {
    const parsed = movingAddressSchema('NL').safeParse({ postcode: '3011 AD', houseNumber: '40', countryCode: 'BE' });
    expect(parsed.success).toBe(false);
    if (!parsed.success)
      expect(violationsOf(parsed.error)).toContainEqual({ field: 'countryCode', code: V.countryNotDelivered });
  });
});

describe('the subscriptions step and the submission', () => {
  it('needs at least one subscription and the confirmation', () => {
    const parsed = movingSubscriptionsSchema.safeParse({ subscriptionIds: [], confirmAllAtAddress: false });
    expect(parsed.success).toBe(false);
    if (!parsed.success) {
      expect(violationsOf(parsed.error)).toEqual([
        { field: 'subscriptionIds', code: V.noSubscriptions },
        { field: 'confirmAllAtAddress', code: V.notConfirmed },
      ]);
    }
    expect(movingSubscriptionsSchema.safeParse({ subscriptionIds: ['a'], confirmAllAtAddress: true }).success).toBe(
      true,
    );
  });

  it('needs an idempotency key of the client', () => {
    const schema = submitMovingHouseSchema(movingDateWindow('nl', noon('2026-03-02')));
    const base = { subscriptionIds: ['a'], confirmAllAtAddress: true, effectiveDate: '2026-03-20' };
    expect(schema.safeParse({ ...base, idempotencyKey: '3f1b7c1e-8a57-4c1e-9a43-0d4b7c1e8a57' }).success).toBe(true);
    const bad = schema.safeParse({ ...base, idempotencyKey: 'x' });
    expect(bad.success).toBe(false);
    if (!bad.success)
      expect(violationsOf(bad.error)).toEqual([{ field: 'idempotencyKey', code: V.idempotencyKeyInvalid }]);
  });

  it('reads the step from the URL, the first step for anything else', () => {
    expect(movingStepOf('datum')).toBe('datum');
    expect(movingStepOf('klaar')).toBe('adres');
    expect(movingStepOf(null)).toBe('adres');
  });
});
