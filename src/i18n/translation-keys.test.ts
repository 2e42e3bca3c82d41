/**
 * Every translation key the UI uses exists in the dataset (nl, and be through its fallback): the source is
 * scanned for `t('…')` calls and `labelKey`/`descriptionKey` entries; keys built at run time are listed below
 * with all their expansions.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TRANSLATIONS } from '../content/dataset/source/translations';

const SRC = fileURLToPath(new URL('..', import.meta.url));

/** Keys the code builds from data (template literals), spelled out. */
const DYNAMIC_KEYS = [
  // src/features/account: `account.productType.${type}`
  'account.productType.newspaper',
  'account.productType.magazine',
  'account.productType.digital',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    if (!/\.(astro|ts|tsx)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return [full];
  });
}

/** The literal keys used in one file's text. */
export function keysIn(text: string): string[] {
  const keys: string[] = [];
  for (const match of text.matchAll(/\bt\(\s*(['"])([^'"\n]+)\1/g)) keys.push(match[2]!);
  for (const match of text.matchAll(/\b(?:labelKey|descriptionKey)\s*:\s*(['"])([^'"\n]+)\1/g)) keys.push(match[2]!);
  return keys;
}

/** Violation codes the server answers with (`{ code: 'HOLIDAY_START_TOO_SOON' }`), not GraphQL error codes. */
export function violationCodesIn(text: string): string[] {
  return [...text.matchAll(/(?<!extensions:\s*\{\s*)\bcode:\s*'([A-Z][A-Z0-9_-]{3,})'/g)].map((match) => match[1]!);
}

describe('translation keys used by the UI', () => {
  it('finds t() calls and navigation keys (the scanner works)', () => {
    expect(
      keysIn(`{t('faq.title')} t("nav.menu", { a: 1 }) labelKey: 'nav.faq', descriptionKey: "tile.faq.description"`),
    ).toEqual(['faq.title', 'nav.menu', 'nav.faq', 'tile.faq.description']);
    expect(keysIn('const x = format(value); it(`works`)')).toEqual([]);
  });

  it('exist in the dataset', () => {
    const used = new Map<string, string>();
    for (const file of sourceFiles(SRC)) {
      for (const key of keysIn(readFileSync(file, 'utf8'))) used.set(key, path.relative(SRC, file));
    }
    expect(used.size).toBeGreaterThan(30);
    const missing = [...used]
      .filter(([key]) => !Object.hasOwn(TRANSLATIONS, key))
      .map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
    for (const key of DYNAMIC_KEYS) expect(Object.hasOwn(TRANSLATIONS, key), key).toBe(true);
  });

  it('include every violation code the server answers with, and GENERIC-ERROR', () => {
    expect(
      violationCodesIn(
        `refused({ code: 'HOLIDAY_OVERLAP', field: 'x' }); extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' }; { code: 'NL' }`,
      ),
    ).toEqual(['HOLIDAY_OVERLAP']);
    const codes = new Map<string, string>();
    for (const file of sourceFiles(SRC)) {
      for (const code of violationCodesIn(readFileSync(file, 'utf8'))) codes.set(code, path.relative(SRC, file));
    }
    expect(codes.has('FEATURE_DISABLED')).toBe(true);
    const missing = [...codes]
      .filter(([code]) => !Object.hasOwn(TRANSLATIONS, code))
      .map(([code, file]) => `${code} (${file})`);
    expect(missing).toEqual([]);
    expect(Object.hasOwn(TRANSLATIONS, 'GENERIC-ERROR')).toBe(true);
  });
});
