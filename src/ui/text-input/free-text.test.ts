import { describe, expect, it } from 'vitest';
import { FORBIDDEN_FREE_TEXT_CHARACTERS, freeText, freeTextOfLength, freeTextViolation } from './free-text';

describe('free-text rule', () => {
  it('accepts ordinary Dutch text with punctuation', () => {
    expect(freeText.safeParse('Mijn krant kwam vandaag niet, graag een oplossing! (€ 4,50?)').success).toBe(true);
    expect(freeTextViolation('Één regel\nen nog één')).toBeUndefined();
  });

  it('refuses empty and whitespace-only text', () => {
    for (const value of ['', ' ', '\n\t  ']) {
      const result = freeText.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('FREE_TEXT_EMPTY');
      expect(freeTextViolation(value)).toBe('FREE_TEXT_EMPTY');
    }
  });

  it('refuses each forbidden character: < > ^ # = / :', () => {
    expect(FORBIDDEN_FREE_TEXT_CHARACTERS).toEqual(['<', '>', '^', '#', '=', '/', ':']);
    for (const character of FORBIDDEN_FREE_TEXT_CHARACTERS) {
      const result = freeText.safeParse(`tekst ${character} tekst`);
      expect(result.success, character).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toContain('FREE_TEXT_FORBIDDEN_CHARACTER');
      expect(freeTextViolation(character)).toBe('FREE_TEXT_FORBIDDEN_CHARACTER');
    }
  });

  it('allows characters next to the forbidden ones', () => {
    for (const character of ['-', '+', '.', ',', ';', '!', '?', '@', '&', '(', ')', '\\', '*', '"', "'"]) {
      expect(freeText.safeParse(`a${character}b`).success, character).toBe(true);
    }
  });

  it('combines with a length range', () => {
    const message = freeTextOfLength(1, 2500);
    expect(message.safeParse('x'.repeat(2500)).success).toBe(true);
    expect(message.safeParse('x'.repeat(2501)).success).toBe(false);
    expect(message.safeParse('a:b').success).toBe(false);
  });
});
