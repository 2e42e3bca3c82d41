import { describe, expect, it } from 'vitest';
import {
  belongsToCountry,
  isEmptyPhoneNumber,
  normalisePhoneNumber,
  phoneForComparison,
  samePhoneNumber,
  splitPhoneNumber,
} from './phone';

describe('phone comparison', () => {
  it('keeps only digits and +', () => {
    expect(phoneForComparison('(+31) 6 123 456 78')).toBe('+31612345678');
    expect(phoneForComparison('+32-470/12.34.56')).toBe('+32470123456');
  });

  it('treats differently formatted equal numbers as the same', () => {
    expect(samePhoneNumber('(+31) 6 123 456 78', '+31 612 345 678')).toBe(true);
    expect(samePhoneNumber('(+31) 6 123 456 78', '(+32) 6 123 456 78')).toBe(false);
  });
});

describe('belongsToCountry', () => {
  it('NL numbers contain +31, BE numbers +32', () => {
    expect(belongsToCountry('(+31) 6 123 456 78', 'nl')).toBe(true);
    expect(belongsToCountry('(+31) 6 123 456 78', 'be')).toBe(false);
    expect(belongsToCountry('+32 470 12 34 56', 'be')).toBe(true);
    expect(belongsToCountry('+32 470 12 34 56', 'nl')).toBe(false);
  });

  it('a national number without a dial code belongs to neither', () => {
    expect(belongsToCountry('0612345678', 'nl')).toBe(false);
    expect(belongsToCountry('0470123456', 'be')).toBe(false);
  });
});

describe('splitPhoneNumber', () => {
  const codes = ['31', '32', '352'];
  it('recognises +code, 00code and the masked form', () => {
    expect(splitPhoneNumber('+31612345678', codes)).toEqual({ code: '31', national: '612345678' });
    expect(splitPhoneNumber('0032 470 12 34 56', codes)).toEqual({ code: '32', national: '470123456' });
    expect(splitPhoneNumber('(+352) 6 211 234 56', codes)).toEqual({ code: '352', national: '621123456' });
  });

  it('treats a number without dial code as national, without leading zeros', () => {
    expect(splitPhoneNumber('06-12345678', codes)).toEqual({ national: '612345678' });
  });
});

describe('normalisePhoneNumber', () => {
  it.each([
    ['(+31) 6 123 456 78', '+31612345678'],
    ['+31612345678', '+31612345678'],
    ['0031 6 12345678', '+31612345678'],
    ['(+32) 470 12 34 56', '+32470123456'],
    ['(+32) 2 123 45 67', '+3221234567'],
    ['+32 (0)470 123456', '+32470123456'],
  ])('normalises %j to %j', (input, expected) => {
    expect(normalisePhoneNumber(input)).toBe(expected);
  });

  it.each(['(+31) 6 123', '(+31) 0', '0612345678', 'abc', '(+31) 6 123 456 789 01'])('refuses %j', (input) => {
    expect(normalisePhoneNumber(input)).toBeNull();
  });

  it('sees an empty value or a bare prefix as no number', () => {
    for (const value of [undefined, null, '', '  ', '(+31) ', ' (+32)']) expect(isEmptyPhoneNumber(value)).toBe(true);
    expect(isEmptyPhoneNumber('(+31) 6')).toBe(false);
  });
});
