/**
 * Translation lookup (`?debug=locale` shows the keys instead of the texts). Every word a user reads comes
 * through `t(key)`; the dictionaries come from the CMS translation documents (nl, be).
 */

export type Language = 'nl' | 'be';
export const LANGUAGES: readonly Language[] = ['nl', 'be'];
/** The cookie that overrides the brand's language. */
export const LANGUAGE_COOKIE = 'mo-site-language';
/** The violation code every unknown code falls back to. */
export const GENERIC_ERROR = 'GENERIC-ERROR';

export type Params = Record<string, string | number>;
export type Translate = (key: string, params?: Params) => string;

export interface TranslatorOptions {
  /** Show raw keys (`?debug=locale`); only honoured outside production by the caller. */
  debug?: boolean;
  /** Where a missing key is reported; defaults to console.warn. */
  log?: (message: string) => void;
}

/** The language of a request: a valid `mo-site-language` cookie wins over the brand's country. */
export function resolveLanguage(cookieValue: string | undefined, brandCountry: Language): Language {
  return cookieValue === 'nl' || cookieValue === 'be' ? cookieValue : brandCountry;
}

function interpolate(text: string, params?: Params): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

/**
 * The dictionary with the placeholders named in `params` filled in (others stay for `t`'s own parameters): how a
 * brand's rule numbers (`{holidayLeadDays}` …, src/shared/product.ts) reach every text once, on the server and in the
 * islands that get their messages from it. A new object; the dictionary itself is not changed.
 */
export function fillPlaceholders(
  dictionary: Readonly<Record<string, string>>,
  params: Readonly<Params>,
): Readonly<Record<string, string>> {
  const names = Object.keys(params);
  if (names.length === 0) return dictionary;
  const pattern = new RegExp(`\\{(${names.join('|')})\\}`, 'g');
  return Object.fromEntries(
    Object.entries(dictionary).map(([key, text]) => [
      key,
      text.includes('{') ? text.replace(pattern, (_match, name: string) => String(params[name])) : text,
    ]),
  );
}

/**
 * How a key's variant for one kind of brand is written: `<key>@magazine` is the text of `<key>` on a magazine brand
 * (newspapers, the default wording, have none). Magazines are not newspapers: a text that names the paper has a
 * magazine variant.
 */
export const KIND_VARIANT_SEPARATOR = '@';

/**
 * The dictionary as a brand of `kind` reads it: every `<key>@<kind>` entry replaces `<key>`. A new object when
 * anything is replaced; the dictionary itself is not changed.
 */
export function kindTexts(
  dictionary: Readonly<Record<string, string>>,
  kind: string | undefined,
): Readonly<Record<string, string>> {
  if (!kind) return dictionary;
  const suffix = `${KIND_VARIANT_SEPARATOR}${kind}`;
  const variants = Object.entries(dictionary).filter(([key]) => key.endsWith(suffix));
  if (variants.length === 0) return dictionary;
  const texts = { ...dictionary };
  for (const [key, text] of variants) texts[key.slice(0, -suffix.length)] = text;
  return texts;
}

/**
 * Builds `t`. A missing key is logged once and renders as an empty string; in debug mode every key renders as
 * itself and a missing one as `{key} was NOT FOUND`.
 */
export function createTranslator(
  dictionary: Readonly<Record<string, string>>,
  options: TranslatorOptions = {},
): Translate {
  const log = options.log ?? ((message: string) => console.warn(message));
  const reported = new Set<string>();
  return (key, params) => {
    const value = Object.hasOwn(dictionary, key) ? dictionary[key] : undefined;
    if (value === undefined) {
      if (!reported.has(key)) {
        reported.add(key);
        log(`[i18n] Missing translation: ${key}`);
      }
      return options.debug ? `${key} was NOT FOUND` : '';
    }
    return options.debug ? key : interpolate(value, params);
  };
}

/**
 * The message for a violation code: its own translation, or the GENERIC-ERROR message (the unknown code is
 * logged).
 */
export function violationMessage(
  dictionary: Readonly<Record<string, string>>,
  code: string,
  log: (message: string) => void = (message) => console.warn(message),
): string {
  if (Object.hasOwn(dictionary, code)) return dictionary[code]!;
  log(`[i18n] Unknown violation code: ${code}`);
  return dictionary[GENERIC_ERROR] ?? '';
}
