import { describe, expect, it } from 'vitest';
import { TRANSLATIONS } from '../content/dataset/source/translations';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password';

describe('password lengths', () => {
  it('are one pair of numbers: at least 10, at most 128', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(10);
    expect(PASSWORD_MAX_LENGTH).toBe(128);
  });

  it('are the numbers the Dutch messages of the portal and the account host name', () => {
    for (const key of ['PASSWORD_TOO_SHORT', 'identity.password.tooShort']) {
      expect(TRANSLATIONS[key]?.nl, key).toContain(`${PASSWORD_MIN_LENGTH} tekens`);
    }
    for (const key of ['PASSWORD_TOO_LONG', 'identity.password.tooLong']) {
      expect(TRANSLATIONS[key]?.nl, key).toContain(`${PASSWORD_MAX_LENGTH} tekens`);
    }
  });
});
