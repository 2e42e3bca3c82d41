/**
 * Cross-site request forgery protection on top of SameSite=Lax: a state-changing request (POST, PUT, PATCH, DELETE)
 * to the portal must come from the portal's own origin. Browsers send `Origin` on every such request; when it is
 * missing (some older browsers) `Sec-Fetch-Site` decides, and only `same-origin` passes: `none` means the visitor
 * typed or bookmarked the address, which no page of ours turns into a POST. A request with neither is refused:
 * nothing we serve sends one, and a request that hides where it comes from is not one of ours.
 *
 * The one exemption is the signed webhook (`POST /api/rebuild`): Sanity calls it server to server, without `Origin`,
 * and its signature (src/server/prebuilt/rebuild-endpoint.ts) is its protection.
 */

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Paths whose requests carry their own proof (a signature) instead of an origin: the signed webhook only. */
// The payment provider's status callback carries only a payment id, whose status is re-fetched from the provider.
export const SIGNED_WEBHOOK_PATHS: ReadonlySet<string> = new Set(['/api/rebuild', '/api/payments/webhook']);

/** True for methods that change state. */
export function isUnsafeMethod(method: string): boolean {
  return UNSAFE_METHODS.has(method.toUpperCase());
}

/**
 * True when a state-changing request comes from one of `expectedOrigins` (the scheme, host and port the portal
 * answers on for this brand), or when it is a safe method, or the signed webhook.
 */
export function isSameOriginRequest(request: Request, expectedOrigins: readonly string[]): boolean {
  if (!isUnsafeMethod(request.method)) return true;
  // Exactly the path: `/api/rebuild/` or `/api/rebuildx` is not the webhook.
  if (SIGNED_WEBHOOK_PATHS.has(new URL(request.url).pathname)) return true;
  const origin = request.headers.get('origin');
  if (origin !== null) {
    // "null" comes from sandboxed frames, data: URLs and privacy redirects: never our own pages.
    if (origin === 'null') return false;
    return expectedOrigins.includes(origin.toLowerCase());
  }
  const site = request.headers.get('sec-fetch-site');
  if (site !== null) return site === 'same-origin';
  return false;
}
