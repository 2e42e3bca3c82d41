/**
 * The areas' texts are data found by glob, not listed: Vite's glob, the file-system glob of the command line (the
 * dataset generator runs under tsx) and the area folders that hold a `translations.json` must agree, each with the
 * notes on its wording in a `translations.md` beside it; every file is a table of texts (key → `{ nl, be? }`,
 * nothing else), a file of another shape is refused with its name, and every text found is in the merged
 * translations.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { globFiles } from '../../../shared/found-modules';
import { AREA_TRANSLATIONS_PATTERN, areaTranslations, TRANSLATIONS } from './translations';

const FEATURES = fileURLToPath(new URL('../../../features', import.meta.url));
const FOLDERS = readdirSync(FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(FEATURES, entry.name, 'translations.json')))
  .map((entry) => `../../../features/${entry.name}/translations.json`)
  .sort();

describe("the areas' texts, found by glob", () => {
  const found = import.meta.glob<unknown>('../../../features/*/translations.json', { eager: true, import: 'default' });

  it('finds the translations.json of every area folder, under Vite and on the file system alike', () => {
    expect(FOLDERS.length).toBeGreaterThan(0);
    expect(Object.keys(found).sort()).toEqual(FOLDERS);
    expect(globFiles(new URL('./translations.ts', import.meta.url).href, AREA_TRANSLATIONS_PATTERN)).toEqual(FOLDERS);
  });

  it('has beside every translations.json its translations.md, the notes on what the texts cover and their wording', () => {
    for (const file of FOLDERS) {
      const notes = fileURLToPath(new URL(file.replace(/\.json$/, '.md'), import.meta.url));
      expect(existsSync(notes), notes).toBe(true);
    }
  });

  it("merges every key of every area's file", () => {
    for (const [file, data] of Object.entries(found)) {
      const texts = areaTranslations(file, data);
      expect(Object.keys(texts).length, file).toBeGreaterThan(0);
      for (const [key, text] of Object.entries(texts)) expect(TRANSLATIONS[key], key).toEqual(text);
    }
  });

  it('keeps each text as the file has it: nl always, be only where given', () => {
    for (const [file, data] of Object.entries(found)) expect(areaTranslations(file, data), file).toEqual(data);
  });

  it('refuses a file that is not a table of texts, naming the file and the key', () => {
    const file = '../../../features/proef/translations.json';
    expect(() => areaTranslations(file, { 'proef.title': { be: 'Welkom' } })).toThrow(
      /features\/proef\/translations\.json[\s\S]*proef\.title/,
    );
    expect(() => areaTranslations(file, { 'proef.title': { nl: 'Welkom', fr: 'Bienvenue' } })).toThrow(
      /features\/proef\/translations\.json[\s\S]*fr/,
    );
    expect(() => areaTranslations(file, { 'proef.title': 'Welkom' })).toThrow(/features\/proef\/translations\.json/);
    expect(() => areaTranslations(file, [{ nl: 'Welkom' }])).toThrow(/features\/proef\/translations\.json/);
  });
});
