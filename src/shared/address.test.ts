import { describe, expect, it } from 'vitest';
import { MEIR } from '../../tests/fixtures/addresses';
import {
  addressLine,
  addressLines,
  addressPartsOf,
  completeAddress,
  isHouseNumberSuffix,
  normaliseHouseNumberSuffix,
  placeLine,
  streetLine,
} from './address';
import { houseNumberSchema, houseNumberSuffixSchema, postcodeSchema } from './address-schema';
import { violationsOf } from './result';

describe('the address parts', () => {
  it('takes a house number of 1 to 5 digits, not starting with 0', () => {
    const schema = houseNumberSchema('HN');
    expect(schema.parse(' 78 ')).toBe('78');
    for (const bad of ['0', '012', '12a', '123456', '', '1\u0000'])
      expect(schema.safeParse(bad).success, bad).toBe(false);
    expect(violationsOf(schema.safeParse('0').error!)).toEqual([{ code: 'HN', field: null }]);
  });

  it('takes a suffix of 1 to 10 letters, digits, spaces and dashes, and stores a box as "bus 3"', () => {
    const schema = houseNumberSuffixSchema('SFX');
    expect(schema.parse('A')).toBe('A');
    expect(schema.parse(' bis ')).toBe('bis');
    expect(schema.parse('2-hoog')).toBe('2-hoog');
    expect(schema.parse('bus3')).toBe('bus 3');
    expect(schema.parse('Bus  12a')).toBe('bus 12A');
    expect(schema.parse('')).toBeNull();
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse(undefined)).toBeNull();
    for (const bad of ['!!', '-A', 'ABCDEFGHIJK', 'a<b', 'a\u0000']) {
      expect(schema.safeParse(bad).success, bad).toBe(false);
    }
    expect(isHouseNumberSuffix('ABCDEFGHIJ')).toBe(true);
    expect(normaliseHouseNumberSuffix('  2   hoog ')).toBe('2 hoog');
  });

  it('takes a postcode by its country (NL 1234 AB, BE 1000)', () => {
    expect(postcodeSchema('NL').parse('3011ad')).toBe('3011 AD');
    expect(postcodeSchema('BE').parse('2000')).toBe('2000');
    expect(violationsOf(postcodeSchema('BE').safeParse('3011 AD').error!)).toEqual([
      { code: 'POSTCODE_INVALID', field: null },
    ]);
    expect(violationsOf(postcodeSchema('NL', 'OWN').safeParse('0123 AB').error!)).toEqual([
      { code: 'OWN', field: null },
    ]);
  });
});

describe('a stored address', () => {
  it('is complete with every part but the suffix, and needs every other part', () => {
    expect(completeAddress(MEIR)).toEqual(MEIR);
    expect(completeAddress({ ...MEIR, houseNumberSuffix: null })).toEqual({ ...MEIR, houseNumberSuffix: null });
    expect(completeAddress({ ...MEIR, street: null })).toBeNull();
    expect(completeAddress({ ...MEIR, countryCode: null })).toBeNull();
  });

  it('has only its parts taken from a row with other columns', () => {
    expect(addressPartsOf({ ...MEIR, id: 'row', email: 'anna@example.nl' })).toEqual(MEIR);
  });
});

describe('the address display', () => {
  const meir = { street: 'Meir', houseNumber: '78', zipCode: '2000', city: 'Antwerpen', countryCode: 'BE' };

  it('shows a Belgian box as "bus", whether it was stored with the word or without', () => {
    expect(addressLine({ ...meir, houseNumberSuffix: 'bus 3' })).toBe('Meir 78 bus 3, 2000 Antwerpen');
    expect(addressLine({ ...meir, houseNumberSuffix: '3' })).toBe('Meir 78 bus 3, 2000 Antwerpen');
    expect(addressLine({ ...meir, houseNumberSuffix: 'bus3' })).toBe('Meir 78 bus 3, 2000 Antwerpen');
    expect(streetLine({ ...meir, houseNumberSuffix: 'A' })).toBe('Meir 78 A');
  });

  it('shows an NL suffix as stored', () => {
    const coolsingel = { street: 'Coolsingel', houseNumber: '40', zipCode: '3011 AD', city: 'Rotterdam' };
    expect(addressLine({ ...coolsingel, houseNumberSuffix: 'A', countryCode: 'NL' })).toBe(
      'Coolsingel 40 A, 3011 AD Rotterdam',
    );
    expect(addressLine({ ...coolsingel, houseNumberSuffix: '3', countryCode: 'NL' })).toBe(
      'Coolsingel 40 3, 3011 AD Rotterdam',
    );
    expect(addressLine({ ...coolsingel, houseNumberSuffix: null })).toBe('Coolsingel 40, 3011 AD Rotterdam');
  });

  it('leaves out the parts that are missing', () => {
    expect(addressLine({})).toBe('');
    expect(addressLines({ ...meir, street: null, houseNumber: null })).toEqual(['2000 Antwerpen']);
    expect(placeLine({ city: 'Gent' })).toBe('Gent');
    expect(addressLines({ ...meir, houseNumberSuffix: 'bus 3' })).toEqual(['Meir 78 bus 3', '2000 Antwerpen']);
  });
});
