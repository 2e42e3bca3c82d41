import { describe, expect, it } from 'vitest';
import { accountCompleteness, COMPLETENESS_FIELDS, type CompletenessInput } from './account';

const empty: CompletenessInput = {
  firstName: null,
  lastName: null,
  gender: null,
  dateOfBirth: null,
  street: null,
  houseNumber: null,
  zipCode: null,
  city: null,
  phoneNumber: null,
};
const full: CompletenessInput = {
  firstName: 'Anna',
  lastName: 'Jansen',
  gender: 'female',
  dateOfBirth: '1980-04-12',
  street: 'Kerkstraat',
  houseNumber: '12',
  zipCode: '1234 AB',
  city: 'Utrecht',
  phoneNumber: '+31612345678',
};

describe('accountCompleteness', () => {
  it('is 0 for an empty profile and 100 for a full one', () => {
    expect(accountCompleteness(empty)).toBe(0);
    expect(accountCompleteness(full)).toBe(100);
  });

  it('counts each field equally, rounded to whole percents', () => {
    expect(COMPLETENESS_FIELDS).toHaveLength(9);
    expect(accountCompleteness({ ...empty, firstName: 'Anna' })).toBe(11);
    expect(accountCompleteness({ ...empty, firstName: 'Anna', lastName: 'Jansen' })).toBe(22);
    expect(accountCompleteness({ ...full, phoneNumber: null })).toBe(89);
  });

  it('does not count blank text or an unknown gender as filled', () => {
    expect(accountCompleteness({ ...full, city: '   ' })).toBe(89);
    expect(accountCompleteness({ ...full, gender: 'unknown' })).toBe(89);
    expect(accountCompleteness({ ...full, gender: 'other' })).toBe(100);
  });
});
