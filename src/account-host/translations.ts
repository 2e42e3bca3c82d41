/**
 * The account host's words: the same translation documents the portal reads (the content lake locally, Sanity in
 * production), cached for CONTENT_CACHE_MS, with the committed translation source as the fallback when the content service
 * does not answer — signing in must keep working when the CMS is down.
 */
import { createClient, type SanityClient } from '@sanity/client';
import type { BrandInfo } from '../brands/registry';
import { SANITY_API_VERSION } from '../content/client';
import { committedTranslations, getTranslations } from '../content/queries/translations';
import { createTranslator, type Language, type Translate } from '../i18n/translate';
import { config } from '../server/config';
import { log } from '../server/log';

const cache = new Map<Language, { at: number; value: Promise<Record<string, string>> }>();
let client: SanityClient | undefined;

function contentClient(): SanityClient {
  if (client) return client;
  const settings = config();
  client = settings.SANITY_PROJECT_ID
    ? createClient({
        projectId: settings.SANITY_PROJECT_ID,
        dataset: settings.SANITY_DATASET,
        apiVersion: SANITY_API_VERSION,
        useCdn: true,
        perspective: 'published',
      })
    : createClient({
        projectId: 'local',
        dataset: settings.SANITY_DATASET,
        apiVersion: SANITY_API_VERSION,
        apiHost: `http://127.0.0.1:${settings.CONTENT_LAKE_PORT}`,
        useProjectHostname: false,
        useCdn: false,
        perspective: 'published',
      });
  return client;
}

async function load(language: Language): Promise<Record<string, string>> {
  try {
    return { ...committedTranslations(language), ...(await getTranslations(contentClient(), language)) };
  } catch (error) {
    log.warn({ err: error }, '[account-host] translations from the content service failed; using the committed texts');
    return committedTranslations(language);
  }
}

/** The dictionary of a language, cached for CONTENT_CACHE_MS like the portal's content (15 seconds by default). */
export function translationsFor(language: Language): Promise<Record<string, string>> {
  const hit = cache.get(language);
  if (hit && Date.now() - hit.at < config().CONTENT_CACHE_MS) return hit.value;
  const value = load(language);
  cache.set(language, { at: Date.now(), value });
  return value;
}

/** The translator for a brand's account host: nl-BE for Belgian brands, nl-NL otherwise. */
export async function translatorFor(brand: BrandInfo | undefined): Promise<Translate> {
  const language: Language = brand?.country === 'be' ? 'be' : 'nl';
  return createTranslator(await translationsFor(language));
}
