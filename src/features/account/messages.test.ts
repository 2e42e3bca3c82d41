import { describe, expect, it } from 'vitest';
import { TRANSLATIONS } from '../../content/dataset/source/translations';
import { ACCOUNT_VIOLATION_CODES, splitViolations } from './messages';

describe('splitViolations', () => {
  it("puts each field's first code beside it and the rest above the form", () => {
    expect(
      splitViolations(
        [
          { code: 'POSTCODE_INVALID', field: 'zip_code' },
          { code: 'TEXT_TOO_LONG', field: 'zip_code' },
          { code: 'NOT_FOUND', field: null },
          { code: 'GENERIC-ERROR' },
          { code: 'NOT_FOUND' },
          { code: 'X', field: 'not_in_this_form' },
        ],
        ['zip_code', 'city'],
      ),
    ).toEqual({ byField: { zip_code: 'POSTCODE_INVALID' }, general: ['NOT_FOUND', 'GENERIC-ERROR', 'X'] });
  });
});

describe('violation codes of the account area', () => {
  it.each(ACCOUNT_VIOLATION_CODES)('%s has a Dutch translation', (code) => {
    expect(TRANSLATIONS[code]?.nl).toMatch(/\S/);
  });
});
