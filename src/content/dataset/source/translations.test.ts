import { describe, expect, it } from 'vitest';
import { mergeTranslations, TRANSLATIONS } from './translations';

describe('translation sources', () => {
  it('merges the area files into one set of keys', () => {
    expect(TRANSLATIONS['skipToContent']?.nl).toBe('Ga naar de inhoud');
    expect(TRANSLATIONS['redactie.publicatie.title']?.nl).toBe('Publicatie van vaste pagina’s');
  });

  it('refuses a key that two sources define', () => {
    expect(() => mergeTranslations([{ a: { nl: 'A' } }, { b: { nl: 'B' } }, { a: { nl: 'nog eens A' } }])).toThrow(
      'Translation key "a" is defined twice.',
    );
    expect(mergeTranslations([{ a: { nl: 'A' } }, { b: { nl: 'B', be: 'B-be' } }])).toEqual({
      a: { nl: 'A' },
      b: { nl: 'B', be: 'B-be' },
    });
  });
});
