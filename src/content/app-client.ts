/**
 * The portal's content client for a request: `sanity:client` (configured at build time) pointed, at run time, at
 * this process's content source, then narrowed to published content or preview drafts by contentClient.
 *
 * Without SANITY_PROJECT_ID the source is the local content lake on CONTENT_LAKE_PORT, which is decided when the
 * portal runs rather than when it is built.
 */
import type { SanityClient } from '@sanity/client';
import { sanityClient } from 'sanity:client';
import { config } from '../server/config';
import { contentClient } from './client';

let base: SanityClient | undefined;

function runtimeBase(): SanityClient {
  if (base) return base;
  const settings = config();
  base = settings.SANITY_PROJECT_ID
    ? sanityClient
    : sanityClient.withConfig({ apiHost: `http://127.0.0.1:${settings.CONTENT_LAKE_PORT}`, useProjectHostname: false });
  return base;
}

/**
 * The content client of a request: published, or drafts with the token in preview. A prebuild render reads
 * published content without the CDN, so a rebuild right after a publish never bakes a stale cached answer.
 */
export function appContentClient(locals: { preview: boolean; prebuild?: boolean }): SanityClient {
  const client = contentClient({ preview: locals.preview, base: runtimeBase() });
  return locals.prebuild && !locals.preview ? client.withConfig({ useCdn: false }) : client;
}
