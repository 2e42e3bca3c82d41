import { describe, expect, it } from 'vitest';
import type { BrandCategory } from '../../../brands/registry';
import { NL_ONLY_WORDS } from '../../../i18n/nl-only-words';
import { KIND_VARIANT_SEPARATOR } from '../../../i18n/translate';
import { mergeTranslations, TRANSLATIONS } from './translations';

const KINDS: readonly BrandCategory[] = ['newspaper', 'magazine', 'account'];

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

  it('has a base text for every kind variant, and only variants for kinds of brand', () => {
    const variants = Object.keys(TRANSLATIONS).filter((key) => key.includes(KIND_VARIANT_SEPARATOR));
    expect(variants.length).toBeGreaterThan(0);
    for (const key of variants) {
      const [base, kind] = key.split(KIND_VARIANT_SEPARATOR);
      expect(TRANSLATIONS[base!], key).toBeDefined();
      expect(KINDS, key).toContain(kind);
    }
  });

  it('names no newspaper in the home tiles of a magazine brand', () => {
    for (const key of ['delivery.tile.description', 'holiday.tile.description']) {
      const variant = TRANSLATIONS[`${key}${KIND_VARIANT_SEPARATOR}magazine`];
      expect(variant?.nl, key).not.toMatch(/krant/i);
      expect(variant?.be, key).not.toMatch(/krant/i);
    }
  });

  it('gives every Belgian text in Belgian Dutch (the `.nl` keys are for Dutch addresses only)', () => {
    const dutch = Object.entries(TRANSLATIONS)
      .filter(([key]) => !key.endsWith('.nl') && !key.includes('.nl@'))
      .filter(([, text]) => NL_ONLY_WORDS.test(text.be ?? text.nl))
      .map(([key, text]) => `${key}: ${text.be ?? text.nl}`);
    expect(dutch).toEqual([]);
  });
});
