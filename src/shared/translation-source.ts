/**
 * The shape of a table of texts (an area's `translations.json`, the core texts): translation key → the nl-NL text,
 * and the nl-BE text where Flemish wording differs. Placeholders are written `{name}` and filled in by the app. A key
 * `<key>@magazine` is the text of `<key>` on magazine brands (src/i18n/translate.ts, kindTexts).
 */
export type TranslationSource = Record<string, { nl: string; be?: string }>;
