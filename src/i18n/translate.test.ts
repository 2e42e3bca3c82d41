import { describe, expect, it, vi } from 'vitest';
import { createTranslator, fillPlaceholders, kindTexts, resolveLanguage, violationMessage } from './translate';

const dictionary = {
  greeting: 'Hallo {name}',
  'GENERIC-ERROR': 'Er ging iets mis. Probeer het later opnieuw.',
  ADDRESS_INVALID: 'Dit adres bestaat niet.',
};

describe('createTranslator', () => {
  it('translates and fills placeholders', () => {
    const t = createTranslator(dictionary, { log: vi.fn() });
    expect(t('greeting', { name: 'Anke' })).toBe('Hallo Anke');
  });

  it('logs a missing key once and renders an empty string', () => {
    const log = vi.fn();
    const t = createTranslator(dictionary, { log });
    expect(t('nope')).toBe('');
    expect(t('nope')).toBe('');
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('[i18n] Missing translation: nope');
  });

  it('shows raw keys in debug mode, and marks missing ones', () => {
    const t = createTranslator(dictionary, { debug: true, log: vi.fn() });
    expect(t('greeting', { name: 'Anke' })).toBe('greeting');
    expect(t('nope')).toBe('nope was NOT FOUND');
  });
});

describe('violationMessage', () => {
  it('translates a known violation code', () => {
    expect(violationMessage(dictionary, 'ADDRESS_INVALID', vi.fn())).toBe('Dit adres bestaat niet.');
  });

  it('logs an unknown code and falls back to GENERIC-ERROR', () => {
    const log = vi.fn();
    expect(violationMessage(dictionary, 'WA', log)).toBe('Er ging iets mis. Probeer het later opnieuw.');
    expect(log).toHaveBeenCalledWith('[i18n] Unknown violation code: WA');
  });
});

describe('resolveLanguage', () => {
  it('prefers a valid cookie and otherwise uses the brand country', () => {
    expect(resolveLanguage('be', 'nl')).toBe('be');
    expect(resolveLanguage('fr', 'be')).toBe('be');
    expect(resolveLanguage(undefined, 'nl')).toBe('nl');
  });
});

describe('fillPlaceholders', () => {
  it("fills only the named placeholders and leaves the others for t's parameters", () => {
    const source = { rule: 'Minstens {leadDays} werkdagen voor {date}.', plain: 'Geen', other: '{name}' };
    const filled = fillPlaceholders(source, { leadDays: 3 });
    expect(filled).toEqual({ rule: 'Minstens 3 werkdagen voor {date}.', plain: 'Geen', other: '{name}' });
    expect(createTranslator(filled)('rule', { date: '1 mei' })).toBe('Minstens 3 werkdagen voor 1 mei.');
    expect(source.rule).toBe('Minstens {leadDays} werkdagen voor {date}.');
    expect(fillPlaceholders(source, {})).toBe(source);
  });
});

describe('kindTexts', () => {
  const texts = { tile: 'Krant niet bezorgd?', 'tile@magazine': 'Tijdschrift niet bezorgd?', title: 'Bezorging' };

  it("gives a magazine brand its variants in place of the newspaper's texts", () => {
    const magazine = kindTexts(texts, 'magazine');
    expect(magazine['tile']).toBe('Tijdschrift niet bezorgd?');
    expect(magazine['title']).toBe('Bezorging');
    expect(texts['tile']).toBe('Krant niet bezorgd?');
  });

  it('leaves the texts of a newspaper, and of an unknown host, as they are', () => {
    expect(kindTexts(texts, 'newspaper')).toBe(texts);
    expect(kindTexts(texts, undefined)).toBe(texts);
  });
});
