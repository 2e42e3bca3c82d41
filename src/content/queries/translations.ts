/**
 * Translation documents `translation.nl` and `translation.be`: every word the portal shows, per language
 * (nl-NL and nl-BE). {@link getTranslations} turns one into a key → text dictionary.
 */
import type { SanityClient } from '@sanity/client';
import { z } from 'zod';
import { TRANSLATIONS } from '../dataset/source/translations';
import { parseDocument } from './parse-document';

/** The languages. */
export type TranslationLanguage = 'nl' | 'be';

/** A translation document. */
export const translationDocumentSchema = z.object({
  _id: z.string(),
  _type: z.literal('translation'),
  language: z.enum(['nl', 'be']),
  entries: z.array(
    z.object({
      _key: z.string().min(1),
      /** The translation key, e.g. `nav.account`. */
      key: z.string().min(1),
      /** The text shown, never empty (an empty text would leave a gap where a word belongs); placeholders are written `{name}`. */
      value: z.string().min(1),
    }),
  ),
});

export type TranslationDocument = z.infer<typeof translationDocumentSchema>;

export const translationsQuery = `*[_type == "translation" && _id == $id][0]{ _id, _type, language, entries }`;

/** The `_id` of a language's translation document. */
export function translationDocumentId(language: TranslationLanguage): string {
  return `translation.${language}`;
}

/**
 * The translations of one language as a dictionary. Throws a ContentDocumentError naming `translation.{language}`
 * when the document is missing or invalid.
 */
export async function getTranslations(
  client: SanityClient,
  language: TranslationLanguage,
): Promise<Record<string, string>> {
  const id = translationDocumentId(language);
  const answer = await client.fetch<unknown>(translationsQuery, { id });
  const document = parseDocument(translationDocumentSchema, answer, id);
  return Object.fromEntries(document.entries.map((entry) => [entry.key, entry.value]));
}

/**
 * The committed texts of a language (`src/content/dataset/source`), the same the dataset is generated from: the
 * fallback wherever a page must speak Dutch while the content service does not answer (sign-in, error pages).
 */
export function committedTranslations(language: TranslationLanguage): Record<string, string> {
  return Object.fromEntries(
    Object.entries(TRANSLATIONS).map(([key, text]) => [key, language === 'be' ? (text.be ?? text.nl) : text.nl]),
  );
}
