/**
 * The one sanitiser for every redirect target the portal takes from a request (`callback_url` of the sign-in
 * flow, `redirect` of the preview link, `naar` of `/myaccount`, the account host's `/login`): only a path on the
 * same site comes out, never a URL a browser would take to another host.
 *
 * The rule is checked on what we RETURN, not only on what came in: URL normalisation turns `/.//evil.example`,
 * `/%2e//evil.example` and `/account/..//evil.example` into `//evil.example`, which a browser reads as another
 * host. So the raw text is screened (no backslash, no control character, a single leading `/`), then parsed,
 * and the normalised path is screened again and must parse back to itself.
 */

const BASE = 'http://same-site.invalid';

/** Longest target we accept; anything longer is refused rather than cut. */
export const MAX_REDIRECT_PATH_LENGTH = 2048;

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/** True when a browser would read `path` as leaving the site (`//host`, `/\host`, a scheme) or it is not a path. */
function leavesSite(path: string): boolean {
  return !path.startsWith('/') || path.startsWith('//') || path.includes('\\') || hasControlCharacter(path);
}

export interface SafePathOptions {
  /** What to return when the value is refused (default `/`). */
  fallback?: string;
  /** Path prefixes that are never a target (e.g. `/api`): the prefix itself and everything below it. */
  refuse?: readonly string[];
}

/**
 * `value` as a same-site path (path, query and hash, URL-normalised), or the fallback when it is missing, too
 * long, absolute, protocol-relative, contains a backslash or control character, or normalises to anything a
 * browser would send elsewhere.
 */
export function safeRedirectTarget(value: unknown, options: SafePathOptions = {}): string {
  const fallback = options.fallback ?? '/';
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_REDIRECT_PATH_LENGTH) return fallback;
  if (leavesSite(value)) return fallback;
  // Percent-encoded backslashes and slashes are decoded by some servers and proxies before they route.
  if (/%5c/i.test(value) || /^\/%2f/i.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (leavesSite(path)) return fallback;
  // Normalising once more must change nothing: a path that still moves is not a plain path.
  try {
    const again = new URL(path, BASE);
    if (again.origin !== BASE || `${again.pathname}${again.search}${again.hash}` !== path) return fallback;
  } catch {
    return fallback;
  }
  const pathname = url.pathname;
  for (const prefix of options.refuse ?? []) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return fallback;
  }
  return path;
}

/**
 * A Studio address to go back to (where "Exit Preview Mode" leads): a URL on one of the portal's `origins` whose path
 * is `/studio` or below it, as given; anything else is undefined, so it can never send anyone to another site.
 */
export function studioReturnTarget(raw: unknown, origins: readonly string[]): string | undefined {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_REDIRECT_PATH_LENGTH) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (!origins.includes(url.origin) || url.username || url.password) return undefined;
  if (url.pathname !== '/studio' && !url.pathname.startsWith('/studio/')) return undefined;
  return url.href;
}
