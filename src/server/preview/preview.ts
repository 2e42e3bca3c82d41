/**
 * Preview mode: editors enter it with `/api/preview?secret=…&redirect=/path` and then see
 * drafts on every page until they leave it through `/api/preview/exit`. A preview opened from the Studio carries
 * `exit=` (the Studio's address): leaving the preview goes back there. The browser holds a short-lived signed
 * cookie; a forged, altered or expired cookie is simply no preview. The pure functions here take their secrets as
 * arguments so they can be tested without a configuration.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { authCookieAttributes, serializeCookie, signValue, verifySignedValue } from '../auth/cookies';
import { config } from '../config';
import { safeRedirectTarget, studioReturnTarget } from '../../shared/safe-path';

/** Name of the preview cookie. */
export const PREVIEW_COOKIE = 'mo_preview';
/** Name of the cookie that holds where "Exit Preview Mode" goes: the Studio the preview was opened from. */
export const PREVIEW_EXIT_COOKIE = 'mo_preview_exit';

/** A preview session lasts one hour; the editor opens the link again after that. */
export const PREVIEW_TTL_SECONDS = 60 * 60;

export interface PreviewSecrets {
  /** Signs the cookie (the session secret: never shown to anyone). */
  signingSecret: string;
  /** The secret of the preview link; changing it ends every preview session. */
  previewSecret: string;
}

/** The signing purpose binds a cookie to the current preview secret. */
function purpose(previewSecret: string): string {
  return `preview:${createHash('sha256').update(previewSecret).digest('base64url').slice(0, 16)}`;
}

/** The cookie value of a preview session that ends `ttlSeconds` after `now`. */
export function createPreviewCookieValue(
  secrets: PreviewSecrets,
  now: Date = new Date(),
  ttlSeconds = PREVIEW_TTL_SECONDS,
): Promise<string> {
  const expiresAt = Math.floor(now.getTime() / 1000) + ttlSeconds;
  return signValue(secrets.signingSecret, purpose(secrets.previewSecret), `v1:${expiresAt}`);
}

/** True only for an unaltered cookie of ours that has not expired. */
export async function verifyPreviewCookieValue(
  secrets: PreviewSecrets,
  value: string | undefined,
  now: Date = new Date(),
): Promise<boolean> {
  const payload = await verifySignedValue(secrets.signingSecret, purpose(secrets.previewSecret), value);
  const match = payload ? /^v1:(\d{1,12})$/.exec(payload) : null;
  if (!match) return false;
  const expiresAt = Number(match[1]);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  return expiresAt > nowSeconds && expiresAt <= nowSeconds + PREVIEW_TTL_SECONDS;
}

/**
 * Compares a given secret with the expected one in constant time: both are reduced to HMACs of equal length first,
 * so neither the content nor the length of the expected secret leaks through timing.
 */
export function secretsMatch(given: string | null | undefined, expected: string): boolean {
  if (!given) return false;
  const key = 'mo-secret-comparison';
  const a = createHmac('sha256', key).update(given).digest();
  const b = createHmac('sha256', key).update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * The path to go to after entering preview: the shared same-site sanitiser ({@link safeRedirectTarget}); anything
 * that could leave the site is `/`.
 */
export function safeRedirectPath(raw: string | null | undefined): string {
  return safeRedirectTarget(raw);
}

const NO_STORE = 'private, no-store';

/** The hostname the browser addressed (Host header), which decides whether the cookie needs Secure. */
function requestHostname(request: Request): string {
  const host = request.headers.get('host');
  try {
    if (host) return new URL(`http://${host}`).hostname;
  } catch {
    // An unparsable Host falls back to the request URL.
  }
  return new URL(request.url).hostname;
}

/** Answers `GET /api/preview`: a right secret sets the cookie and redirects; anything else is 401 and no cookie. */
export async function enterPreview(
  request: Request,
  secrets: PreviewSecrets,
  now: Date = new Date(),
  /** The portal's origins (portalOrigins): where a Studio may be. */
  origins: readonly string[],
): Promise<Response> {
  const url = new URL(request.url);
  if (!secretsMatch(url.searchParams.get('secret'), secrets.previewSecret)) {
    return new Response('Deze previewlink is ongeldig. Vraag een nieuwe link aan.\n', {
      status: 401,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': NO_STORE },
    });
  }
  const location = safeRedirectPath(url.searchParams.get('redirect'));
  const hostname = requestHostname(request);
  const headers = new Headers({ location, 'cache-control': NO_STORE });
  headers.append(
    'set-cookie',
    serializeCookie(
      PREVIEW_COOKIE,
      await createPreviewCookieValue(secrets, now),
      authCookieAttributes(hostname, PREVIEW_TTL_SECONDS),
    ),
  );
  // Where leaving goes: the Studio it was opened from, else (a plain preview link) the start page.
  const exit = studioReturnTarget(url.searchParams.get('exit'), origins);
  headers.append(
    'set-cookie',
    serializeCookie(PREVIEW_EXIT_COOKIE, exit ?? '', authCookieAttributes(hostname, exit ? PREVIEW_TTL_SECONDS : 0)),
  );
  return new Response(null, { status: 302, headers });
}

/** The address of "Exit Preview Mode": back to the Studio when the preview was opened from one (`exitTarget`). */
export function exitPreviewHref(exitTarget: string | undefined, origins: readonly string[]): string {
  const target = studioReturnTarget(exitTarget, origins);
  return target ? `/api/preview/exit?${new URLSearchParams({ redirect: target })}` : '/api/preview/exit';
}

/**
 * Answers `GET /api/preview/exit?redirect=…`: deletes the cookies and goes to `redirect` when it is a Studio address
 * of the portal ({@link studioReturnTarget}) or a path on this site, else to the start page.
 */
export function exitPreview(request: Request, origins: readonly string[]): Response {
  const raw = new URL(request.url).searchParams.get('redirect');
  const location = studioReturnTarget(raw, origins) ?? safeRedirectTarget(raw);
  const hostname = requestHostname(request);
  const headers = new Headers({ location, 'cache-control': NO_STORE });
  headers.append('set-cookie', serializeCookie(PREVIEW_COOKIE, '', authCookieAttributes(hostname, 0)));
  headers.append('set-cookie', serializeCookie(PREVIEW_EXIT_COOKIE, '', authCookieAttributes(hostname, 0)));
  return new Response(null, { status: 302, headers });
}

/** The cache policy of every answer in preview: drafts must never be stored by a browser or a CDN. */
export const PREVIEW_CACHE_CONTROL = NO_STORE;

/** The secrets of this installation (configuration). */
export function previewSecrets(): PreviewSecrets {
  const settings = config();
  return { signingSecret: settings.sessionSecret, previewSecret: settings.previewSecret };
}

/** True when a request's preview cookie value is a valid, unexpired preview session of this installation. */
export async function isPreviewCookie(value: string | undefined): Promise<boolean> {
  return value !== undefined && (await verifyPreviewCookieValue(previewSecrets(), value));
}
