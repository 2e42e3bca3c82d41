/**
 * The feature-flag document `featureflagconfiguration`: a `general` group and one group per
 * brand key. {@link getFeatureFlags} merges the general group with one brand's group into a typed object.
 */
import type { SanityClient } from '@sanity/client';
import { z } from 'zod';
import type { BrandKey } from '../../brands/registry';
import { parseDocument } from './parse-document';
import { BRAND_FLAG_NAMES, GENERAL_FLAG_NAMES, type FeatureFlags } from '../../shared/feature-flags';

// The names are a contract the area manifests share with the server: they live in src/shared/feature-flags.ts.
export {
  BRAND_FLAG_NAMES,
  GENERAL_FLAG_NAMES,
  type BrandFlagName,
  type BrandFlags,
  type FeatureFlags,
  type FlagName,
  type GeneralFlagName,
  type GeneralFlags,
} from '../../shared/feature-flags';

function flagGroup<const N extends readonly string[]>(names: N) {
  return z.object(Object.fromEntries(names.map((name) => [name, z.boolean()])) as { [K in N[number]]: z.ZodBoolean });
}

/** Every brand flag present and boolean. */
export const brandFlagsSchema = flagGroup(BRAND_FLAG_NAMES);
/** Every general flag present and boolean. */
export const generalFlagsSchema = flagGroup(GENERAL_FLAG_NAMES);

/** The id of the published document; the draft is `drafts.featureflagconfiguration`. */
export const FEATURE_FLAGS_DOCUMENT_ID = 'featureflagconfiguration';

/** The whole document (general group plus every brand group present). */
export const featureFlagDocumentSchema = z.looseObject({
  _id: z.string(),
  _type: z.literal('featureflagconfiguration'),
  general: generalFlagsSchema,
});

/** What {@link getFeatureFlags} reads: the general group and the asked brand's group. */
export const featureFlagsQuery = `*[_type == "featureflagconfiguration" && _id == $id][0]{ _id, general, "brand": @[$key] }`;

const answerSchema = z.object({ _id: z.string(), general: generalFlagsSchema, brand: brandFlagsSchema });

/**
 * The feature flags of one brand: general flags merged with that brand's group. In preview (a client with the
 * drafts perspective) the draft document is read. Throws a ContentDocumentError naming the document when the
 * document is missing, the brand has no group, or a flag is missing.
 */
export async function getFeatureFlags(client: SanityClient, key: BrandKey): Promise<FeatureFlags> {
  const answer = await client.fetch<unknown>(featureFlagsQuery, { id: FEATURE_FLAGS_DOCUMENT_ID, key });
  const id = (answer as { _id?: string } | null)?._id ?? FEATURE_FLAGS_DOCUMENT_ID;
  const parsed = parseDocument(answerSchema, answer, `${id} (brand group "${key}")`);
  return { ...parsed.general, ...parsed.brand };
}
