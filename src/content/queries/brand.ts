/**
 * The brand document (`_id: "brand.{key}"`): what the CMS says about a brand — titles,
 * favicons, external links and privacy (consent) settings. The fixed skeleton lives in src/brands/registry.ts.
 */
import type { SanityClient } from '@sanity/client';
import { z } from 'zod';
import { BRAND_KEYS, type BrandKey } from '../../brands/registry';
import { parseDocument } from './parse-document';

const httpsUrl = z.url({ protocol: /^https$/ });

/**
 * A Sanity image field as the portal reads it (asset reference); missing or null when the brand has none. An image
 * whose file was removed in the Studio keeps only `_type`: that is none too, as the Studio sees it.
 */
const imageSchema = z.preprocess(
  (value) => (value && typeof value === 'object' && !('asset' in value) ? null : value),
  z
    .object({
      _type: z.literal('image'),
      asset: z.object({ _type: z.literal('reference'), _ref: z.string().min(1) }),
    })
    .nullish(),
);

/** The brand document, validated where it enters the app. */
export const brandDocumentSchema = z.object({
  _id: z.string(),
  _type: z.literal('brand'),
  /** Stable brand id (equal to the key). */
  id: z.string().min(1),
  /** The brand key of the specification. */
  key: z.enum(BRAND_KEYS),
  /** Production host of the portal, e.g. `mijn.ad.nl`. */
  host: z.string().min(1),
  /** The name a subscriber knows the brand by. */
  name: z.string().min(1),
  /** Put before " Mijn Omgeving" in the page title. */
  seoTitle: z.string().min(1),
  /** 48×48 favicon; none → the default favicon. */
  faviconIco: imageSchema,
  /** SVG favicon (height 48); none → no SVG favicon. */
  faviconSvg: imageSchema,
  /** External contact page, used when the brand flag isContactEnabled is off. */
  contactPageUrl: httpsUrl,
  /** Customer service's e-mail address, shown as a mailto link on /klantenservice/email. */
  customerServiceEmail: z.email(),
  subscriptionOffersLink: z.object({ url: httpsUrl }),
  subscriptionReadOnlineUrl: httpsUrl,
  subscriptionChangeLinkUrl: httpsUrl,
  subscriptionTerminateLinkUrl: httpsUrl,
  brandWebshopLinkUrl: httpsUrl,
  holidayTemporaryChangeCrossSellUrl: httpsUrl,
  holidayPauseCrossSellUrl: httpsUrl,
  changeAddressCrossSellUrl: httpsUrl,
  /** Settings of the consent script. */
  privacy: z.object({
    integratorId: z.string().min(1),
    language: z.enum(['nl', 'be']),
    readOnly: z.boolean(),
  }),
  country: z.enum(['nl', 'be']),
  category: z.enum(['newspaper', 'magazine', 'account']),
});

export type BrandDocument = z.infer<typeof brandDocumentSchema>;

/** The brand document of one key. */
export const brandDocumentQuery = `*[_type == "brand" && _id == $id][0]`;

/** The `_id` of a brand's document. */
export function brandDocumentId(key: BrandKey): string {
  return `brand.${key}`;
}

/**
 * The brand document of `key`, parsed. Throws a ContentDocumentError naming `brand.{key}` when it is missing or
 * invalid.
 */
export async function getBrandDocument(client: SanityClient, key: BrandKey): Promise<BrandDocument> {
  const id = brandDocumentId(key);
  const answer = await client.fetch<unknown>(brandDocumentQuery, { id });
  return parseDocument(brandDocumentSchema, answer, id);
}
