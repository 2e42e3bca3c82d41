/**
 * Commercial banners (`_type: "commercialBanner"`): an offer shown on a page, configured per
 * banner configuration (NL-Newspaper, NL-Magazines, BE-Newspaper, BE-TV/Radio) and type (the
 * place it is shown), and looked up by both.
 *
 * One configuration serves brands of different categories (BE-Newspaper also serves the Belgian magazines, such as
 * Humo), so a banner names the publication with the placeholder `{publication}`, filled per brand category from
 * the translation keys of {@link BANNER_PUBLICATION_KEYS}: "Lees je krant" for a newspaper, "Lees je magazine" for
 * a magazine.
 */
import type { SanityClient } from '@sanity/client';
import { z } from 'zod';
import type { BannerConfig, BrandCategory } from '../../brands/registry';
import type { Language } from '../../i18n/translate';
import { BANNER_CONFIGS, BANNER_TYPES } from '../schema/documents';
import { localeStringSchema } from './faq';
import { localize } from './page';
import { parseDocument } from './parse-document';

export type BannerType = (typeof BANNER_TYPES)[number];

export const commercialBannerDocumentSchema = z.object({
  _id: z.string(),
  _type: z.literal('commercialBanner'),
  configuration: z.object({ brand: z.enum(BANNER_CONFIGS), type: z.enum(BANNER_TYPES) }),
  title: localeStringSchema,
  text: localeStringSchema,
  buttonLabel: localeStringSchema,
  /** A path on the brand's subscription shop (`/aanbod`) or an https address. */
  link: z.string().regex(/^(\/|https:\/\/)/),
});

export interface CommercialBanner {
  id: string;
  title: string;
  text: string;
  buttonLabel: string;
  link: string;
}

/** The translation key of the word a banner's `{publication}` becomes, per brand category. */
export const BANNER_PUBLICATION_KEYS: Readonly<Record<BrandCategory, string>> = {
  newspaper: 'banner.publication.newspaper',
  magazine: 'banner.publication.magazine',
  account: 'banner.publication.account',
};

/** Fills a banner text's `{publication}` placeholder. */
export function fillPublication(text: string, publication: string): string {
  return text.replaceAll('{publication}', publication);
}

export const commercialBannerQuery = `*[_type == "commercialBanner" && configuration.brand == $config && configuration.type == $type] | order(_id asc)[0]`;

/**
 * The banner of a configuration and type in a language, or undefined when there is none. Throws a
 * ContentDocumentError naming the banner when it does not parse. A path link is resolved against `shopOrigin`;
 * `{publication}` is filled in.
 */
export async function getCommercialBanner(
  client: SanityClient,
  opts: {
    config: BannerConfig;
    type: BannerType;
    language: Language;
    shopOrigin: string;
    /** What `{publication}` becomes for this brand: the translation of its BANNER_PUBLICATION_KEYS entry. */
    publication: string;
  },
): Promise<CommercialBanner | undefined> {
  const answer = await client.fetch<unknown>(commercialBannerQuery, { config: opts.config, type: opts.type });
  if (answer === null || answer === undefined) return undefined;
  const id = (answer as { _id?: string })._id ?? `commercialBanner ${opts.config}/${opts.type}`;
  const doc = parseDocument(commercialBannerDocumentSchema, answer, id);
  return {
    id: doc._id,
    title: fillPublication(localize(doc.title, opts.language), opts.publication),
    text: fillPublication(localize(doc.text, opts.language), opts.publication),
    buttonLabel: fillPublication(localize(doc.buttonLabel, opts.language), opts.publication),
    link: doc.link.startsWith('/') ? `${opts.shopOrigin}${doc.link}` : doc.link,
  };
}
