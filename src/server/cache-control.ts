/**
 * How long a browser or a shared cache (a CDN before the instances) may keep an answer. Only what is the same for
 * everyone says so itself — a prebuilt page, a hashed asset, a brand's stylesheet and logo, a CMS image; everything
 * else is `private, no-store` ({@link withPrivateDefault}): a signed-in page or a GraphQL read has one URL for every
 * subscriber, so a cache that kept it without being told not to (some CDNs keep an answer without Cache-Control for
 * an hour or a day) would hand one subscriber's account to the next.
 */

/** What may be kept by no one: the default of every answer that does not say otherwise. */
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * Prebuilt pages in shared caches: a CDN keeps one a minute (`s-maxage`) and may hand out the old one for ten more
 * minutes while it fetches the new one in the background (`stale-while-revalidate`), so a publish shows everywhere
 * within about a minute and a CDN asks each instance at most once a minute per page and variant. Browsers keep it
 * but revalidate every time (`max-age=0`): a 304 on the unchanged ETag, the new page right after a publish.
 */
export const PREBUILT_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** The `/500` page asked for directly: an error status no cache should keep. */
export const PREBUILT_ERROR_CACHE_CONTROL = 'no-store';

/** The policy of a prebuilt page's answer with `status`. */
export function prebuiltCacheControl(status: number): string {
  return status >= 500 ? PREBUILT_ERROR_CACHE_CONTROL : PREBUILT_CACHE_CONTROL;
}

/**
 * `response` with {@link PRIVATE_NO_STORE} unless it carries a Cache-Control of its own; a copy when its headers
 * cannot be changed (a `fetch` answer passed on).
 */
export function withPrivateDefault(response: Response): Response {
  if (response.headers.has('cache-control')) return response;
  try {
    response.headers.set('cache-control', PRIVATE_NO_STORE);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    headers.set('cache-control', PRIVATE_NO_STORE);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}
