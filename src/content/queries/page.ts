/**
 * The page documents of the content scopes (src/content/schema/scopes.ts): one query for every scope type, since
 * they share their page fields. A brand gets the document that names it (an override), otherwise the one of its
 * brand category and country; texts come in the brand's language (be falls back to nl per field).
 */
import type { SanityClient } from '@sanity/client';
import { z } from 'zod';
import { BRAND_KEYS, type BrandInfo, type BrandKey } from '../../brands/registry';
import type { Language } from '../../i18n/translate';
import { scopeTypeName, type ContentScope } from '../schema/scopes';
import { localeParagraphsSchema, localeStringSchema } from './faq';
import { parseDocument } from './parse-document';
import { isClockTime } from '../../shared/opening-hours';

type LocaleString = z.infer<typeof localeStringSchema>;
type LocaleParagraphs = z.infer<typeof localeParagraphsSchema>;

/** The text of a locale field in a language. */
export function localize(field: LocaleString, language: Language): string;
export function localize(field: LocaleString | undefined, language: Language): string | undefined;
export function localize(field: LocaleString | undefined, language: Language): string | undefined {
  if (!field) return undefined;
  return language === 'be' ? (field.be ?? field.nl) : field.nl;
}

/** The paragraphs of a locale field in a language. */
export function localizeParagraphs(field: LocaleParagraphs | undefined, language: Language): string[] {
  if (!field) return [];
  return language === 'be' ? (field.be ?? field.nl) : field.nl;
}

const httpsUrl = z.url({ protocol: /^https$/ });

/** The page fields every scope document has. */
export const pageDocumentSchema = z.object({
  _id: z.string(),
  _type: z.string(),
  brandCategories: z.array(z.enum(['newspaper', 'magazine', 'account'])).min(1),
  countries: z.array(z.enum(['nl', 'be'])).min(1),
  brands: z.array(z.enum(BRAND_KEYS)).optional(),
  title: localeStringSchema,
  intro: localeStringSchema.optional(),
  body: localeParagraphsSchema.optional(),
});

/** The extra fields of the scopes that have them, validated with the page fields. */
export const SCOPE_SCHEMAS = {
  'only-scoped': pageDocumentSchema.extend({ scope: z.string().min(1) }),
  'faq-items': pageDocumentSchema.extend({
    items: z
      .array(z.object({ _type: z.literal('reference'), _ref: z.string().min(1) }))
      .min(1)
      .max(6),
  }),
  maintenancepage: pageDocumentSchema.extend({ expected: localeStringSchema.optional() }),
  loginpage: pageDocumentSchema.extend({
    buttonLabel: localeStringSchema,
    benefits: z.array(localeStringSchema).default([]),
    resetPasswordLink: z.object({ label: localeStringSchema, url: httpsUrl }).optional(),
  }),
  servicepage: pageDocumentSchema.extend({ tilesTitle: localeStringSchema }),
  contactcta: pageDocumentSchema.extend({ buttonLabel: localeStringSchema }),
  contactpage: pageDocumentSchema.extend({
    phoneTitle: localeStringSchema,
    phoneNumber: z.string().min(1),
    openingHours: localeParagraphsSchema,
    /** Per weekday the hours customer service is open (src/shared/opening-hours.ts); none: closed all week. */
    weeklyHours: z
      .array(
        z
          .object({
            day: z.number().int().min(1).max(7),
            open: z.string().refine(isClockTime),
            close: z.string().refine(isClockTime),
          })
          .refine((hours) => hours.open < hours.close, { message: 'open must be before close' }),
      )
      .default([]),
    formTitle: localeStringSchema,
    formText: localeStringSchema,
    formLinkLabel: localeStringSchema,
    faqTitle: localeStringSchema,
    /** The contact page's card that leads to /klantenservice/email: heading, one line and the link's text. */
    emailCardTitle: localeStringSchema,
    emailCardText: localeStringSchema,
    emailLinkLabel: localeStringSchema,
    /** /klantenservice/email: its heading and opening line. */
    emailTitle: localeStringSchema,
    emailIntro: localeStringSchema,
    /** What to put in the mail, one line each. */
    emailChecklist: localeParagraphsSchema,
    /** What never to send by e-mail, one line each. */
    emailNever: localeParagraphsSchema,
    /** How soon the answer comes. */
    emailResponseTime: localeStringSchema,
    /** The text of the button that opens a new mail to customer service. */
    emailButtonLabel: localeStringSchema,
  }),
  contactformpage: pageDocumentSchema.extend({ subjects: z.array(localeStringSchema).min(1) }),
} satisfies Partial<Record<ContentScope, z.ZodType>>;

type ScopeSchemas = typeof SCOPE_SCHEMAS;
/** The stored document of a scope. */
export type PageDocument<S extends ContentScope> = S extends keyof ScopeSchemas
  ? z.infer<ScopeSchemas[S]>
  : z.infer<typeof pageDocumentSchema>;

/** The schema a scope's documents are validated with. */
export function schemaForScope(scope: ContentScope): z.ZodType {
  return (SCOPE_SCHEMAS as Partial<Record<ContentScope, z.ZodType>>)[scope] ?? pageDocumentSchema;
}

/** Every document of a type that may apply to the brand; {@link pickForBrand} chooses one. */
export const pageDocumentsQuery = `*[_type == $type && ($brand in brands || (!defined(brands) && $category in brandCategories && $country in countries))] | order(_id asc)`;

/** The document naming the brand wins; otherwise the general one of its category and country. */
export function pickForBrand<T extends { brands?: string[] | undefined }>(
  documents: T[],
  brand: BrandKey,
): T | undefined {
  return documents.find((doc) => doc.brands?.includes(brand)) ?? documents.find((doc) => !doc.brands?.length);
}

/** The candidates of a page document: one schema for every call (zod compiles a schema's parser on its first use). */
const documentListSchema = z.array(z.object({ _id: z.string(), brands: z.array(z.string()).optional() }).loose());

/**
 * The page document of a scope for a brand, parsed. Throws a ContentDocumentError naming the document that does
 * not parse, or naming `{type} for {brand}` when the brand has none.
 */
export async function getPageDocument<S extends ContentScope>(
  client: SanityClient,
  scope: S,
  brand: Pick<BrandInfo, 'key' | 'category' | 'country'>,
): Promise<PageDocument<S>> {
  const type = scopeTypeName(scope);
  const answer = await client.fetch<unknown>(pageDocumentsQuery, {
    type,
    brand: brand.key,
    category: brand.category,
    country: brand.country,
  });
  const list = parseDocument(documentListSchema, answer, `${type} (list)`);
  const chosen = pickForBrand(list, brand.key);
  return parseDocument(schemaForScope(scope), chosen, chosen?._id ?? `${type} for ${brand.key}`) as PageDocument<S>;
}
