/**
 * The shape of an area's texts (its `translations.ts`): translation key → the nl-NL text, and the nl-BE text where
 * Flemish wording differs. Placeholders are written `{name}` and filled in by the app.
 */
export type TranslationSource = Record<string, { nl: string; be?: string }>;
