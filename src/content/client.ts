/**
 * The content client of a request: published content by default, drafts in preview mode
 * (drafts without CDN and with an API token). The app passes its runtime client (app-client.ts) as `base`.
 */
import type { SanityClient } from '@sanity/client';
import { config } from '../server/config';

export { SANITY_API_VERSION } from './api-version';

/**
 * `base` for published content, or a copy of it that reads drafts (perspective `drafts`, no CDN, with the
 * read token of the configuration) when `preview` is on.
 */
export function contentClient(opts: { preview: boolean; base: SanityClient }): SanityClient {
  if (!opts.preview) return opts.base;
  return opts.base.withConfig({ token: config().contentLakeToken, perspective: 'drafts', useCdn: false });
}
