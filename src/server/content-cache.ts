/**
 * Published content a request reads, kept in memory: what must be rendered on demand — a page for a
 * signed-in visitor, the other language, a webview — then costs no round trip to the content source and no GROQ
 * evaluation per request. Kept for CONTENT_CACHE_MS like the site context (./site-context.ts) and dropped at once on
 * every instance when content changes (./ports/content-events.ts). Preview and prebuild renders never use it
 * (src/content/app-client.ts).
 */
import type { SanityClient } from '@sanity/client';
import { config } from './config';
import { onContentEvent } from './ports/content-events';

/** Answers kept per query and parameters; beyond it the oldest go first. */
export const PUBLISHED_CACHE_ENTRIES = 2000;
const published = new Map<string, { at: number; value: Promise<unknown> }>();
// Any instance that hears of a change (the webhook, a rebuild) forgets every answer at once (content-events.ts).
onContentEvent(() => published.clear());

/**
 * `base` whose `fetch(query, params)` answers are kept in memory for CONTENT_CACHE_MS (like the site context): a page
 * rendered on demand for one visitor (signed in, the other language, a webview) then reads its content — FAQ, page
 * texts, alerts — from memory instead of asking the content source and evaluating GROQ on every request.
 */
export function cachingClient(base: SanityClient): SanityClient {
  const fetchCached = (query: string, params?: Record<string, unknown>, options?: unknown) => {
    // A call with request options (a tag, a signal, filtered responses) is not ours to share.
    if (options !== undefined) return base.fetch(query, params ?? {}, options as never);
    const key = `${query}\u0000${JSON.stringify(params ?? {})}`;
    const hit = published.get(key);
    if (hit && Date.now() - hit.at < config().CONTENT_CACHE_MS) return hit.value;
    const value = base.fetch(query, params ?? {});
    published.delete(key);
    published.set(key, { at: Date.now(), value });
    if (published.size > PUBLISHED_CACHE_ENTRIES) published.delete(published.keys().next().value!);
    value.catch(() => published.delete(key));
    return value;
  };
  return new Proxy(base, {
    get: (target, property, receiver) => (property === 'fetch' ? fetchCached : Reflect.get(target, property, receiver)),
  });
}
