/**
 * Cross-site request forgery protection on top of SameSite=Lax: a state-changing request (POST, PUT, PATCH, DELETE)
 * to the portal must come from the portal's own origin. Browsers send `Origin` on every such request; when it is
 * missing (very old browsers, some same-origin navigations) `Sec-Fetch-Site` decides, and without either the
 * request is let through (SameSite=Lax still keeps the session cookie off cross-site requests).
 */

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** True for methods that change state. */
export function isUnsafeMethod(method: string): boolean {
  return UNSAFE_METHODS.has(method.toUpperCase());
}

/**
 * True when a state-changing request comes from `expectedOrigin` (the scheme, host and port the portal answers
 * on for this brand), or when it is a safe method.
 */
export function isSameOriginRequest(request: Request, expectedOrigins: readonly string[]): boolean {
  if (!isUnsafeMethod(request.method)) return true;
  const origin = request.headers.get('origin');
  if (origin !== null) {
    // "null" comes from sandboxed frames, data: URLs and privacy redirects: never our own pages.
    if (origin === 'null') return false;
    return expectedOrigins.includes(origin.toLowerCase());
  }
  const site = request.headers.get('sec-fetch-site');
  if (site !== null) return site === 'same-origin' || site === 'none';
  return true;
}
