/**
 * Every translation key the UI uses exists in the dataset (nl, and be through its fallback): the source is
 * scanned for `t('…')` and `m('…')` calls and `labelKey`/`descriptionKey` entries; keys built at run time (template literals
 * such as t(`account.gender.${gender}`)) must be listed below with all their expansions — a new one that is not
 * listed fails the test — and every `identity.*` key written anywhere (also outside a t() call) must exist.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TRANSLATIONS } from '../content/dataset/source/translations';
import { ACCOUNT_VIOLATIONS, GENDERS } from '../shared/account';
import { FREE_TEXT_VIOLATIONS } from '../shared/free-text';
import { ADDRESS_COUNTRIES, POSTCODE_INVALID } from '../shared/postcode';

const SRC = fileURLToPath(new URL('..', import.meta.url));

/** The identity pages build their keys from these prefixes (`${prefix}.title`, `${prefix}.intro`). */
const IDENTITY_KEY_PREFIXES = ['identity.code', 'identity.forgot'] as const;

/**
 * Keys the code builds from data (template literals), per template as the scanner reads it (every `${…}` as
 * `*`), spelled out with every value the data can take.
 */
const DYNAMIC_KEYS: Record<string, readonly string[]> = {
  // src/features/account/AccountOverview.tsx: `account.productType.${productType.toLowerCase()}`
  'account.productType.*': ['newspaper', 'magazine', 'digital'].map((type) => `account.productType.${type}`),
  // src/features/account/AccountDetails.tsx: the gender select and the gender shown
  'account.gender.*': GENDERS.map((gender) => `account.gender.${gender}`),
  // src/features/account/AccountDetails.tsx: the country select and the country shown
  'account.country.*': ADDRESS_COUNTRIES.map((code) => `account.country.${code}`),
  // src/account-host/pages/email-step-page.tsx: the e-mail step of the code and forgotten-password flows
  '*.title': IDENTITY_KEY_PREFIXES.map((prefix) => `${prefix}.title`),
  '*.intro': IDENTITY_KEY_PREFIXES.map((prefix) => `${prefix}.intro`),
  // src/features/platform/AppIntegrationTool.tsx: the language select
  'appIntegration.language.*': ['none', 'nl', 'be'].map((value) => `appIntegration.language.${value}`),
};

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
  // `t(…)` on the server and in islands; `m(…)` is an island's picked-messages lookup.
  for (const match of text.matchAll(/\b[tm]\(\s*(['"])([^'"\n]+)\1/g)) keys.push(match[2]!);
  for (const match of text.matchAll(/\b(?:labelKey|descriptionKey)\s*:\s*(['"])([^'"\n]+)\1/g)) keys.push(match[2]!);
  return keys;
}

/** The templates of keys built at run time in one file's text, each `${…}` written as `*`. */
export function keyTemplatesIn(text: string): string[] {
  return [...text.matchAll(/\b(?:t|m)\(\s*`([^`]*\$\{[^`]*)`/g)].map((match) => match[1]!.replace(/\$\{[^}]*\}/g, '*'));
}

/** Every `identity.*` key (or key prefix) written as a string literal, wherever it is passed on. */
export function identityKeysIn(text: string): string[] {
  return [...text.matchAll(/(['"`])(identity\.[A-Za-z0-9.]+)\1/g)].map((match) => match[2]!);
}

/** Violation codes the server answers with (`{ code: 'HOLIDAY_START_TOO_SOON' }`), not GraphQL error codes. */
export function violationCodesIn(text: string): string[] {
  return [...text.matchAll(/(?<!extensions:\s*\{\s*)\bcode:\s*'([A-Z][A-Z0-9_-]{3,})'/g)].map((match) => match[1]!);
}

describe('translation keys used by the UI', () => {
  it('finds t() calls and navigation keys (the scanner works)', () => {
    expect(
      keysIn(
        `{t('faq.title')} t("nav.menu", { a: 1 }) m('nav.account') labelKey: 'nav.faq', descriptionKey: "tile.faq.description"`,
      ),
    ).toEqual(['faq.title', 'nav.menu', 'nav.account', 'nav.faq', 'tile.faq.description']);
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
  });

  it('finds keys built at run time and identity keys passed on (the scanners work)', () => {
    expect(
      keyTemplatesIn("m.t(`account.gender.${gender}`) t(`${prefix}.title`) m(`a.${b.c()}`) t(`plain`) t('x')"),
    ).toEqual(['account.gender.*', '*.title', 'a.*']);
    expect(
      identityKeysIn(
        `t(kind ? 'identity.code.send' : "identity.forgot.submit"); const p = 'identity.code'; x = 'identity'`,
      ),
    ).toEqual(['identity.code.send', 'identity.forgot.submit', 'identity.code']);
  });

  it('built at run time are all listed, and every expansion exists in the dataset', () => {
    const templates = new Map<string, string>();
    for (const file of sourceFiles(SRC)) {
      for (const template of keyTemplatesIn(readFileSync(file, 'utf8')))
        templates.set(template, path.relative(SRC, file));
    }
    // The templates the audit named are really used (else this list would check nothing).
    for (const template of ['account.gender.*', 'account.country.*', '*.title', '*.intro']) {
      expect(templates.has(template), template).toBe(true);
    }
    const unlisted = [...templates]
      .filter(([template]) => !Object.hasOwn(DYNAMIC_KEYS, template))
      .map(([template, file]) => `${template} (${file})`);
    expect(unlisted, 'add each new template with its expansions to DYNAMIC_KEYS').toEqual([]);
    for (const [template, keys] of Object.entries(DYNAMIC_KEYS)) {
      const shape = new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\*/g, '[^.]+(?:\\.[^.]+)*')}$`);
      expect(keys.length, template).toBeGreaterThan(0);
      for (const key of keys) {
        expect(key, template).toMatch(shape);
        expect(Object.hasOwn(TRANSLATIONS, key), key).toBe(true);
      }
    }
  });

  it('of the identity pages exist, also when they are chosen or passed on before t() sees them', () => {
    const used = new Map<string, string>();
    for (const file of sourceFiles(SRC)) {
      if (file.includes(`${path.sep}content${path.sep}dataset${path.sep}`)) continue;
      for (const key of identityKeysIn(readFileSync(file, 'utf8'))) used.set(key, path.relative(SRC, file));
    }
    expect(used.size).toBeGreaterThan(50);
    const prefixes = new Set<string>(IDENTITY_KEY_PREFIXES);
    const keys = Object.keys(TRANSLATIONS);
    // A prefix the code builds keys from is one of the listed ones (its keys are checked through DYNAMIC_KEYS); a
    // prefix ending in a dot picks a group of messages for an island (pickMessages) and must pick at least one.
    const exists = (key: string) =>
      key.endsWith('.') ? keys.some((candidate) => candidate.startsWith(key)) : Object.hasOwn(TRANSLATIONS, key);
    const missing = [...used]
      .filter(([key]) => !exists(key) && !prefixes.has(key))
      .map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
    for (const prefix of IDENTITY_KEY_PREFIXES) expect(used.has(prefix), prefix).toBe(true);
  });

  it('include every violation code of the shared contracts, in Dutch (nl-BE falls back to nl)', () => {
    const codes = [...Object.values(FREE_TEXT_VIOLATIONS), POSTCODE_INVALID, ...Object.values(ACCOUNT_VIOLATIONS)];
    const missing = codes.filter((code) => !/\S/.test(TRANSLATIONS[code]?.nl ?? ''));
    expect(missing).toEqual([]);
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
