import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { violationsOf } from './result';
import {
  FORBIDDEN_FREE_TEXT_CHARACTERS,
  FREE_TEXT_VIOLATIONS,
  freeText,
  freeTextViolation,
  optionalFreeText,
} from './free-text';

const codesOf = (result: z.ZodSafeParseResult<unknown>) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('free-text rule', () => {
  it('has one code for empty text and one for every forbidden character', () => {
    expect(FREE_TEXT_VIOLATIONS).toEqual({ empty: 'FREE_TEXT_EMPTY', forbidden: 'FREE_TEXT_FORBIDDEN_CHARACTER' });
  });

  it('accepts ordinary Dutch text with punctuation, accents and line breaks', () => {
    expect(freeText().safeParse('Mijn krant kwam vandaag niet, graag een oplossing! (€ 4,50?)').success).toBe(true);
    expect(freeTextViolation('Één regel\nen nog één')).toBeUndefined();
    expect(freeTextViolation('Kolom\tkolom\r\nregel')).toBeUndefined();
    expect(freeTextViolation('emoji 👍🏽 en ‘aanhalingstekens’')).toBeUndefined();
  });

  it('refuses empty and whitespace-only text', () => {
    for (const value of ['', ' ', '\n\t  ', '\u00a0']) {
      const result = freeText().safeParse(value);
      expect(result.success).toBe(false);
      expect(codesOf(result)[0]).toBe('FREE_TEXT_EMPTY');
      expect(freeTextViolation(value)).toBe('FREE_TEXT_EMPTY');
    }
  });

  it('refuses each forbidden character: < > ^ # = / :', () => {
    expect(FORBIDDEN_FREE_TEXT_CHARACTERS).toEqual(['<', '>', '^', '#', '=', '/', ':']);
    for (const character of FORBIDDEN_FREE_TEXT_CHARACTERS) {
      const result = freeText().safeParse(`tekst ${character} tekst`);
      expect(result.success, character).toBe(false);
      expect(codesOf(result)).toContain('FREE_TEXT_FORBIDDEN_CHARACTER');
      expect(freeTextViolation(character)).toBe('FREE_TEXT_FORBIDDEN_CHARACTER');
    }
  });

  it('refuses control characters with the same code, a NUL byte first of all', () => {
    for (const character of [
      '\u0000',
      '\u0001',
      '\u0007',
      '\u0008',
      '\u000b',
      '\u000c',
      '\u001b',
      '\u007f',
      '\u0085',
      '\u009f',
    ]) {
      const value = `voor${character}na`;
      expect(freeTextViolation(value), JSON.stringify(character)).toBe('FREE_TEXT_FORBIDDEN_CHARACTER');
      expect(codesOf(freeText().safeParse(value)), JSON.stringify(character)).toEqual([
        'FREE_TEXT_FORBIDDEN_CHARACTER',
      ]);
    }
    // Also alone, where trimming might otherwise have left an empty string that hides it.
    expect(freeTextViolation('\u0000')).toBe('FREE_TEXT_FORBIDDEN_CHARACTER');
    expect(codesOf(freeText().safeParse('\u0000'))).toEqual(['FREE_TEXT_FORBIDDEN_CHARACTER']);
  });

  it('refuses tab and line breaks in a single-line field only', () => {
    for (const character of ['\t', '\n', '\r', '\u2028', '\u2029']) {
      const value = `de${character}Vries`;
      expect(freeTextViolation(value, { singleLine: true }), JSON.stringify(character)).toBe(
        'FREE_TEXT_FORBIDDEN_CHARACTER',
      );
      expect(freeText({ singleLine: true }).safeParse(value).success, JSON.stringify(character)).toBe(false);
      expect(freeText().safeParse(value).success, JSON.stringify(character)).toBe(true);
    }
    // Surrounding whitespace is trimmed, not refused.
    expect(freeText({ singleLine: true }).parse('  de Vries\n')).toBe('de Vries');
  });

  it('allows characters next to the forbidden ones', () => {
    for (const character of ['-', '+', '.', ',', ';', '!', '?', '@', '&', '(', ')', '\\', '*', '"', "'", '’', 'é']) {
      expect(freeText().safeParse(`a${character}b`).success, character).toBe(true);
    }
  });

  it('takes the caller’s codes for an empty and a too long text', () => {
    const name = freeText({ requiredCode: 'FIRST_NAME_REQUIRED', tooLong: { max: 5, code: 'NAME_TOO_LONG' } });
    expect(name.parse(' Anna ')).toBe('Anna');
    expect(codesOf(name.safeParse('  '))).toEqual(['FIRST_NAME_REQUIRED']);
    expect(codesOf(name.safeParse(undefined))).toEqual(['FIRST_NAME_REQUIRED']);
    expect(codesOf(name.safeParse('Annabel'))).toEqual(['NAME_TOO_LONG']);
    expect(codesOf(name.safeParse('A:n'))).toEqual(['FREE_TEXT_FORBIDDEN_CHARACTER']);
    const message = freeText({ tooLong: { max: 2500, code: 'MESSAGE_TOO_LONG' } });
    expect(message.safeParse('x'.repeat(2500)).success).toBe(true);
    expect(codesOf(message.safeParse('x'.repeat(2501)))).toEqual(['MESSAGE_TOO_LONG']);
  });

  it('makes optional free text null when empty and applies the rule otherwise', () => {
    const suffix = optionalFreeText({ singleLine: true, tooLong: { max: 10, code: 'SUFFIX_INVALID' } });
    expect(suffix.parse(undefined)).toBeNull();
    expect(suffix.parse(null)).toBeNull();
    expect(suffix.parse('  ')).toBeNull();
    expect(suffix.parse(' bis ')).toBe('bis');
    expect(codesOf(suffix.safeParse('a\u0000'))).toEqual(['FREE_TEXT_FORBIDDEN_CHARACTER']);
    expect(codesOf(suffix.safeParse('12345678901'))).toEqual(['SUFFIX_INVALID']);
  });

  it('answers as a violation of the field it belongs to', () => {
    const form = z.object({ message: freeText() });
    expect(violationsOf(form.safeParse({ message: 'a\u0000b' }).error!)).toEqual([
      { code: 'FREE_TEXT_FORBIDDEN_CHARACTER', field: 'message' },
    ]);
  });
});
