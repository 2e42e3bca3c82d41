import { describe, expect, it } from 'vitest';
import { ADDRESS_COUNTRIES, normalisePostcode } from './postcode';

describe('postcode rules', () => {
  it('know the two countries the brands deliver in', () => {
    expect(ADDRESS_COUNTRIES).toEqual(['NL', 'BE']);
  });

  it.each([
    ['1234 AB', '1234 AB'],
    ['1234ab', '1234 AB'],
    [' 3015 bh ', '3015 BH'],
    ['9999 ZZ', '9999 ZZ'],
    ['1000 AA', '1000 AA'],
  ])('accepts the NL postcode %j as %j', (input, stored) => {
    expect(normalisePostcode(input, 'NL')).toBe(stored);
  });

  it.each([
    '0123 AB',
    '123 AB',
    '12345 AB',
    '1234 A',
    '1234 SA',
    '1234 SD',
    '1234 SS',
    '1234  AB',
    '1000',
    'AB 1234',
    '1234 ÄB',
    '',
  ])('refuses the NL postcode %j', (input) => {
    expect(normalisePostcode(input, 'NL')).toBeNull();
  });

  it.each(['1000', '2000', '9999', ' 3000 '])('accepts the BE postcode %j', (input) => {
    expect(normalisePostcode(input, 'BE')).toBe(input.trim());
  });

  it.each(['0999', '999', '10000', '1000 AB', 'B-1000', ''])('refuses the BE postcode %j', (input) => {
    expect(normalisePostcode(input, 'BE')).toBeNull();
  });
});
