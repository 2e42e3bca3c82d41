/**
 * The portal's content client for a request: `@sanity/astro`'s `sanity:client`, configured when the portal runs for
 * this process's content source, then narrowed to published content or preview drafts by contentClient.
 *
 * The source is the Sanity project of SANITY_PROJECT_ID (through its CDN), or without one the local content lake on
 * CONTENT_LAKE_PORT; both are decided when the portal runs rather than when it is built, so one build serves every
 * environment. The integration hands its client to server code as `globalThis.sanityClient` (its `page-ssr`
 * script); code that runs before any page has loaded (the front's first read) makes the same client itself.
 */
import { createClient, type SanityClient } from '@sanity/client';
import { config } from '../server/config';
import { cachingClient } from '../server/content-cache';
import { contentClient, SANITY_API_VERSION } from './client';

let base: SanityClient | undefined;

function runtimeBase(): SanityClient {
  if (base) return base;
  const settings = config();
  const common = {
    dataset: settings.SANITY_DATASET,
    apiVersion: SANITY_API_VERSION,
    useCdn: true,
    perspective: 'published',
  } as const;
  const source = settings.SANITY_PROJECT_ID
    ? { ...common, projectId: settings.SANITY_PROJECT_ID }
    : {
        ...common,
        projectId: 'local',
        apiHost: `http://127.0.0.1:${settings.CONTENT_LAKE_PORT}`,
        useProjectHostname: false,
      };
  const integration = (globalThis as { sanityClient?: SanityClient }).sanityClient;
  base = integration ? integration.withConfig(source) : createClient(source);
  return base;
}

/**
 * The content client of a request: published (answers kept in memory, see cachingClient), or drafts with the token
 * in preview (always fresh). A prebuild render reads published content fresh and without the CDN, so a rebuild right
 * after a publish never bakes a stale cached answer.
 */
export function appContentClient(locals: { preview: boolean; prebuild?: boolean }): SanityClient {
  const client = contentClient({ preview: locals.preview, base: runtimeBase() });
  if (locals.preview) return client;
  return locals.prebuild ? client.withConfig({ useCdn: false }) : cachingClient(client);
}
