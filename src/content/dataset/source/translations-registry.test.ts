/**
 * The areas' texts are found by glob, not listed: Vite's glob, the file-system glob of the command line (the dataset
 * generator runs under tsx) and the area folders that hold a `translations.ts` must agree, and every text found is
 * in the merged translations.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { globFiles } from '../../../shared/found-modules';
import type { TranslationSource } from '../../../shared/translation-source';
import { AREA_TRANSLATIONS_PATTERN, TRANSLATIONS } from './translations';

const FEATURES = fileURLToPath(new URL('../../../features', import.meta.url));
const FOLDERS = readdirSync(FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(FEATURES, entry.name, 'translations.ts')))
  .map((entry) => `../../../features/${entry.name}/translations.ts`)
  .sort();

describe("the areas' texts, found by glob", () => {
  const found = import.meta.glob<Record<string, TranslationSource>>('../../../features/*/translations.ts', {
    eager: true,
  });

  it('finds the translations.ts of every area folder, under Vite and on the file system alike', () => {
    expect(Object.keys(found).sort()).toEqual(FOLDERS);
    expect(globFiles(new URL('./translations.ts', import.meta.url).href, AREA_TRANSLATIONS_PATTERN)).toEqual(FOLDERS);
  });

  it("merges every key of every area's file", () => {
    for (const [file, exports] of Object.entries(found)) {
      expect(Object.keys(exports), file).toHaveLength(1);
      for (const [key, text] of Object.entries(Object.values(exports)[0]!))
        expect(TRANSLATIONS[key], key).toEqual(text);
    }
  });
});
