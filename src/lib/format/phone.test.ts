import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('formatPhone', () => {
  it('groups Dutch numbers on an NL brand', () => {
    expect(formatPhone('+31612345678', 'nl')).toBe('06 12 34 56 78');
    expect(formatPhone('+31201234567', 'nl')).toBe('020 123 4567');
    expect(formatPhone('+31101234567', 'nl')).toBe('010 123 4567');
    expect(formatPhone('+31113123456', 'nl')).toBe('0113 123 456');
    expect(formatPhone('+31881234567', 'nl')).toBe('088 123 4567');
    expect(formatPhone('+318001234567', 'nl')).toBe('0800 123 4567');
  });

  it('groups Belgian numbers on a BE brand', () => {
    expect(formatPhone('+32470123456', 'be')).toBe('0470 12 34 56');
    expect(formatPhone('+3221234567', 'be')).toBe('02 123 45 67');
    expect(formatPhone('+3293123456', 'be')).toBe('09 312 34 56');
    expect(formatPhone('+3215123456', 'be')).toBe('015 12 34 56');
    expect(formatPhone('+3280012345', 'be')).toBe('0800 12 345');
  });

  it("writes the other country's numbers in international form, grouped the same way", () => {
    expect(formatPhone('+32470123456', 'nl')).toBe('+32 470 12 34 56');
    expect(formatPhone('+31612345678', 'be')).toBe('+31 6 12 34 56 78');
  });

  it('writes foreign numbers in international form after their country code', () => {
    expect(formatPhone('+4930123456', 'nl')).toBe('+49 30123456');
    expect(formatPhone('+33612345678', 'be')).toBe('+33 612345678');
    expect(formatPhone('+12025550123', 'nl')).toBe('+1 2025550123');
    expect(formatPhone('+352621123456', 'be')).toBe('+352 621123456');
  });

  it("reads the phone input's masked form and other spellings of a stored number", () => {
    expect(formatPhone('(+31) 6 123 456 78', 'nl')).toBe('06 12 34 56 78');
    expect(formatPhone('0031 6 12345678', 'nl')).toBe('06 12 34 56 78');
    expect(formatPhone('+31 (0)6 12345678', 'nl')).toBe('06 12 34 56 78');
  });

  it('leaves a value that is no phone number as it was given', () => {
    expect(formatPhone('onbekend', 'nl')).toBe('onbekend');
    expect(formatPhone('', 'nl')).toBe('');
    // A Dutch number of a length no Dutch number has gets no Dutch groups: international form, not grouped wrongly.
    expect(formatPhone('+3161234567', 'nl')).toBe('+31 61234567');
  });
});
