import IMask from 'imask';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRY_CODE, PHONE_MASK_DEFINITIONS, phoneDisplay, phoneMaskPattern, sortCountries } from './phone';

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
