/**
 * Loads what every page of a brand needs from the CMS: the brand document, its feature flags and the
 * translations of the request's language. Published content is cached briefly in memory (a cache only: every
 * instance can rebuild it); preview always reads fresh drafts.
 */
import type { SanityClient } from '@sanity/client';
import type { BrandInfo } from '../brands/registry';
import { getBrandDocument, type BrandDocument } from '../content/queries/brand';
import { getFeatureFlags, type FeatureFlags } from '../content/queries/feature-flags';
import { getTranslations } from '../content/queries/translations';
import type { Language } from '../i18n/translate';
import { config } from './config';
import { onContentEvent } from './ports/content-events';

export interface SiteContext {
  brandDocument?: BrandDocument;
  flags?: FeatureFlags;
  translations: Readonly<Record<string, string>>;
}

const cache = new Map<string, { at: number; value: Promise<SiteContext> }>();

async function load(client: SanityClient, brand: BrandInfo | undefined, language: Language): Promise<SiteContext> {
  const [translations, brandDocument, flags] = await Promise.all([
    getTranslations(client, language),
    brand ? getBrandDocument(client, brand.key) : Promise.resolve(undefined),
    brand ? getFeatureFlags(client, brand.key) : Promise.resolve(undefined),
  ]);
  return { translations, brandDocument, flags };
}

/**
 * The site context for a brand (or for an unknown host, translations only), read with `client` — the request's
 * content client, drafts in preview. `fresh` (preview, prebuild renders) skips the in-memory cache; otherwise a
 * result is reused for CONTENT_CACHE_MS (src/server/config.ts, 15 seconds unless configured).
 * Rejects with a ContentDocumentError naming the document when one is missing or malformed (a failed read is not
 * cached); the middleware answers that with the Dutch 500 page (src/server/content-failure.ts).
 */
export function siteContext(
  client: SanityClient,
  brand: BrandInfo | undefined,
  language: Language,
  fresh: boolean,
): Promise<SiteContext> {
  if (fresh) return load(client, brand, language);
  const key = `${brand?.key ?? '-'}|${language}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < config().CONTENT_CACHE_MS) return hit.value;
  const value = load(client, brand, language);
  cache.set(key, { at: Date.now(), value });
  value.catch(() => cache.delete(key));
  return value;
}

/** Forgets cached content, e.g. after an editor published a change. */
export function clearSiteContextCache(): void {
  cache.clear();
}

// Any instance that hears of a change (the webhook on any instance, a rebuild by any worker) forgets its cached
// content at once, instead of after CONTENT_CACHE_MS (src/server/ports/content-events.ts). Everything is dropped:
// the translations every brand shares may be what changed.
onContentEvent(clearSiteContextCache);
