import IMask from 'imask';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COUNTRY_CODE,
  PHONE_MASK_DEFINITIONS,
  belongsToCountry,
  phoneDisplay,
  phoneForComparison,
  phoneMaskPattern,
  samePhoneNumber,
  sortCountries,
  splitPhoneNumber,
} from './phone';

describe('phone display', () => {
  it('removes the leading parenthesised prefix and all whitespace', () => {
    expect(phoneDisplay('(+31) 6 123 456 78')).toBe('612345678');
    expect(phoneDisplay('  (+32) 470 12 34 56')).toBe('470123456');
    expect(phoneDisplay('06 123 456 78')).toBe('0612345678');
  });

  it('keeps a bracket that is not leading', () => {
    expect(phoneDisplay('+31 (0)6 12345678')).toBe('+31(0)612345678');
  });
});

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

describe('countries', () => {
  it('lists highlighted countries first, otherwise in the given order', () => {
    const sorted = sortCountries([
      { name: 'Duitsland', code: '49' },
      { name: 'Nederland', code: '31', highlighted: true },
      { name: 'Frankrijk', code: '33' },
      { name: 'België', code: '32', highlighted: true },
    ]);
    expect(sorted.map((country) => country.name)).toEqual(['Nederland', 'België', 'Duitsland', 'Frankrijk']);
  });

  it('the default dial code is 31', () => {
    expect(DEFAULT_COUNTRY_CODE).toBe('31');
  });
});

describe('phone mask', () => {
  function typed(code: string, input: string) {
    const mask = IMask.createMask({ mask: phoneMaskPattern(code), definitions: PHONE_MASK_DEFINITIONS });
    mask.value = `(+${code}) `;
    mask.append(input, { input: true });
    return mask;
  }

  it('puts the dial code in brackets and groups the number # 000 000 000', () => {
    const mask = typed('31', '612345678');
    expect(mask.value).toBe('(+31) 6 123 456 78');
    expect(mask.unmaskedValue).toBe('+31612345678');
    expect(typed('32', '4701234567').value).toBe('(+32) 4 701 234 567');
  });

  it('refuses 0 as the first digit of the number', () => {
    expect(typed('31', '0612345678').value).toBe('(+31) 6 123 456 78');
  });

  it('is complete from 8 digits', () => {
    expect(typed('31', '6123456').isComplete).toBe(false);
    expect(typed('32', '21234567').isComplete).toBe(true);
    expect(typed('31', '612345678').isComplete).toBe(true);
  });

  it('keeps the grouping and 10-digit maximum of # 000 000 000, but real NL/BE numbers (8-9 digits) complete', () => {
    // A strict 10-digit rule would leave every NL mobile and landline incomplete forever.
    expect(typed('31', '201234567').isComplete).toBe(true);
    expect(typed('32', '470123456').isComplete).toBe(true);
    expect(typed('32', '21234567').value).toBe('(+32) 2 123 456 7');
    expect(typed('31', '61234567890').value).toBe('(+31) 6 123 456 789');
    expect(typed('31', '61234567890').isComplete).toBe(true);
  });

  it('escapes dial codes that contain a 0', () => {
    expect(typed('20', '1012345678').value).toBe('(+20) 1 012 345 678');
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
