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
import { fillPlaceholders, kindTexts, type Language } from '../i18n/translate';
import { ruleTextParams } from '../shared/product';
import { config } from './config';
import { onContentEvent } from './ports/content-events';
import { smsAvailable } from './ports/sms';

export interface SiteContext {
  brandDocument?: BrandDocument;
  flags?: FeatureFlags;
  translations: Readonly<Record<string, string>>;
}

interface CacheEntry {
  at: number;
  value: Promise<SiteContext>;
  /** The value once it arrived (what {@link peekSiteContext} reads). */
  resolved?: SiteContext;
}

// One cache per process, shared by the built server's copy of this module and the front's (src/server/serving, which
// runs from source next to the bundle): the front serves a prebuilt file only under the flags the middleware read.
const KEY = Symbol.for('mijn-omgeving.site-context-cache');
const cache: Map<string, CacheEntry> = ((globalThis as { [KEY]?: Map<string, CacheEntry> })[KEY] ??= new Map());

/**
 * The brand's flags as this server can serve them: the phone number check needs text messages, so without a way to
 * send them (production without SMS_PROVIDER) it is off on every brand, whatever the CMS says.
 */
export function servableFlags(flags: FeatureFlags, canSendSms: boolean): FeatureFlags {
  return canSendSms || !flags.isPhoneNumberChallengeEnabled
    ? flags
    : { ...flags, isPhoneNumberChallengeEnabled: false };
}

async function load(client: SanityClient, brand: BrandInfo | undefined, language: Language): Promise<SiteContext> {
  const [translations, brandDocument, flags] = await Promise.all([
    getTranslations(client, language),
    brand ? getBrandDocument(client, brand.key) : Promise.resolve(undefined),
    brand ? getFeatureFlags(client, brand.key) : Promise.resolve(undefined),
  ]);
  // The texts name the brand's rule numbers through placeholders ({holidayLeadDays} …): filled here once, from the
  // capability table, so a text always says what the rule enforces; a magazine brand reads its variants.
  return {
    translations: fillPlaceholders(kindTexts(translations, brand?.category), ruleTextParams(brand?.key)),
    brandDocument,
    flags: flags && servableFlags(flags, smsAvailable()),
  };
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
  const entry: CacheEntry = { at: Date.now(), value };
  cache.set(key, entry);
  value.then(
    (resolved) => (entry.resolved = resolved),
    () => cache.delete(key),
  );
  return value;
}

/**
 * The published site context of a brand and language as the last request read it, while it is at most
 * CONTENT_CACHE_MS old; undefined when there is none (then the middleware reads it).
 */
export function peekSiteContext(brandKey: string, language: Language): SiteContext | undefined {
  const hit = cache.get(`${brandKey}|${language}`);
  return hit?.resolved && Date.now() - hit.at < config().CONTENT_CACHE_MS ? hit.resolved : undefined;
}

/** Forgets cached content, e.g. after an editor published a change. */
export function clearSiteContextCache(): void {
  cache.clear();
}

// Any instance that hears of a change (the webhook on any instance, a rebuild by any worker) forgets its cached
// content at once, instead of after CONTENT_CACHE_MS (src/server/ports/content-events.ts). Everything is dropped:
// the translations every brand shares may be what changed.
onContentEvent(clearSiteContextCache);
