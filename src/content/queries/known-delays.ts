/**
 * Known delivery delays (`_type: "knownDelay"`): what customer service already knows about a brand's
 * deliveries, shown before the complaint form while the brand flag isKnownDelaysEnabled is on.
 */
import type { SanityClient } from '@sanity/client';
import { z } from 'zod';
import { BRAND_KEYS, type BrandKey } from '../../brands/registry';
import { localeStringSchema } from './faq';
import { parseDocument } from './parse-document';

/** A stored known delay: the brands it concerns, and what {@link knownDelaysQuery} reads of it. */
export const knownDelayDocumentSchema = z.object({
  _id: z.string(),
  _type: z.literal('knownDelay'),
  /** The brands whose complaint form shows it. */
  brands: z.array(z.enum(BRAND_KEYS)).min(1),
  title: localeStringSchema,
  message: localeStringSchema,
  /** First and last calendar date it is shown (YYYY-MM-DD). */
  validFrom: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  validUntil: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

/** What {@link knownDelaysQuery} answers per delay. */
export const knownDelaySchema = knownDelayDocumentSchema.omit({ _type: true, brands: true });

export type KnownDelay = z.infer<typeof knownDelaySchema>;

export const knownDelaysQuery = `*[_type == "knownDelay" && $brand in brands && validFrom <= $today && validUntil >= $today] | order(validFrom desc, _id asc) { _id, title, message, validFrom, validUntil }`;

/** The delays of one brand that apply on `today` (the brand country's date), each parsed on its own. */
export async function getKnownDelays(client: SanityClient, brand: BrandKey, today: string): Promise<KnownDelay[]> {
  const result = await client.fetch<unknown[]>(knownDelaysQuery, { brand, today });
  return (result ?? []).map((document) => {
    const id = (document as { _id?: string } | null)?._id ?? 'knownDelay';
    return parseDocument(knownDelaySchema, document, id);
  });
}
