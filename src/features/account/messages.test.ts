import { describe, expect, it } from 'vitest';
import { TRANSLATIONS } from '../../content/dataset/source/translations';
import { ACCOUNT_VIOLATION_CODES } from './messages';

describe('violation codes of the account area', () => {
  it.each(ACCOUNT_VIOLATION_CODES)('%s has a Dutch translation', (code) => {
    expect(TRANSLATIONS[code]?.nl).toMatch(/\S/);
  });
});
