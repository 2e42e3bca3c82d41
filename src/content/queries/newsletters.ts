/**
 * Newsletters (`_type: "newsletter"`): the newsletters each brand offers, in the order shown.
 */
import type { SanityClient } from '@sanity/client';
import { z } from 'zod';
import { BRAND_KEYS, type BrandKey } from '../../brands/registry';
import type { Language } from '../../i18n/translate';
import { localeStringSchema } from './faq';
import { localize } from './page';
import { parseDocument } from './parse-document';

export const newsletterDocumentSchema = z.object({
  _id: z.string(),
  _type: z.literal('newsletter'),
  brand: z.enum(BRAND_KEYS),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  order: z.number().int(),
  title: localeStringSchema,
  description: localeStringSchema,
  frequency: localeStringSchema,
});

export interface Newsletter {
  id: string;
  slug: string;
  title: string;
  description: string;
  frequency: string;
}

export const newslettersQuery = `*[_type == "newsletter" && brand == $brand] | order(order asc)`;

/** The newsletters of a brand in a language; each document parsed on its own so a bad one names itself. */
export async function getNewsletters(client: SanityClient, brand: BrandKey, language: Language): Promise<Newsletter[]> {
  const answer = await client.fetch<unknown[]>(newslettersQuery, { brand });
  return (answer ?? []).map((raw) => {
    const doc = parseDocument(newsletterDocumentSchema, raw, (raw as { _id?: string } | null)?._id ?? 'newsletter');
    return {
      id: doc._id,
      slug: doc.slug,
      title: localize(doc.title, language),
      description: localize(doc.description, language),
      frequency: localize(doc.frequency, language),
    };
  });
}
