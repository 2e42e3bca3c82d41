/**
 * Who may get a prebuilt page: a prebuilt file is rendered once per brand for the
 * default context — the brand's own language, a web browser, nobody signed in, no preview, no `?debug=locale`. The
 * server's fast path (src/server/serving/front.ts) shares it wider: the other language and an app's webview get a
 * variant rendered once the same way, and a signed-in visitor the same file, whose header the page's script fills in
 * ({@link sharedVariantRequest}). The middleware, which renders what the fast path leaves, still serves the file only
 * in the default context ({@link isDefaultContext}) and renders the page for anyone else.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Country } from '../../brands/registry';
import { LANGUAGE_COOKIE, type Language } from '../../i18n/translate';
import { CLIENT_COOKIE, PLATFORM_HEADER, type Origin } from '../auth/client-context';
import { SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from '../auth/session';
import { PREVIEW_COOKIE } from '../preview/preview';
import { PREBUILD_HEADER } from './paths';

export interface VisitorContext {
  /** The brand's country, which is its default language. */
  brandCountry: Country;
  /** The request's language (the `mo-site-language` cookie over the brand's country). */
  language: Language;
  origin: Origin;
  /** The request carries a portal session cookie (valid or not: it may be refreshed by the render). */
  hasSessionCookie: boolean;
  /** A signed-in account was found for the request. */
  signedIn: boolean;
  preview: boolean;
  /** `?debug=locale` outside production. */
  debug: boolean;
}

/** True when a prebuilt page shows exactly what an on-demand render would show this visitor. */
export function isDefaultContext(visitor: VisitorContext): boolean {
  return (
    visitor.language === visitor.brandCountry &&
    visitor.origin === 'WEB' &&
    !visitor.hasSessionCookie &&
    !visitor.signedIn &&
    !visitor.preview &&
    !visitor.debug
  );
}

/**
 * A prebuilt path's answer depends on these request parts, so shared caches (a CDN) must key on them:
 * cookies (language, session, preview, app) and the app's platform header.
 */
export const PREBUILT_VARY = 'Cookie, X-MO-Platform';

/** The raw parts of a request that {@link isDefaultContextRequest} reads (a node:http request has them as is). */
export interface RawVisitorRequest {
  method: string | undefined;
  /** The path as requested; without it a session cookie leaves the decision to the middleware. */
  pathname?: string;
  /** The query string without `?` (`''` when there is none). */
  search: string;
  headers: IncomingHttpHeaders;
}

/** Query parameters that can take a visitor out of the default context: an app's platform and settings, debug. */
const CONTEXT_PARAMS = new Set(['platform', 'showLogoutButton', 'hasWebviewLimitation', 'debug']);
/** Cookies of another context: preview, an app's kept choice (valid or not: not judged here). */
const CONTEXT_COOKIES = [PREVIEW_COOKIE, CLIENT_COOKIE];
/** Prebuilt paths a signed-in visitor never gets as the shared file: the login page sends them to their account. */
const SIGNED_OUT_ONLY_PATHS: ReadonlySet<string> = new Set(['/login']);

/**
 * A page variant every visitor in one context shares: the default context's is the prebuilt file; the
 * other language and an app's webview each get one render per brand and page, kept like a prebuilt file
 * (src/server/serving/prebuilt-pages.ts), instead of a render per request.
 */
export interface SharedVariant {
  language: Language;
  origin: Origin;
}

/** The variant's key beside the page path (`be|WEB`); the default context's is never used (it is the file). */
export function variantKey(variant: SharedVariant): string {
  return `${variant.language}|${variant.origin}`;
}

/** True for the variant of the brand's default context: its page is the prebuilt file itself. */
export function isDefaultVariant(variant: SharedVariant, brandCountry: Country): boolean {
  return variant.language === brandCountry && variant.origin === 'WEB';
}

/**
 * The shared variant a raw request asks for, decided before any cookie is verified or content is read (the server's
 * fast path, src/server/serving/front.ts); undefined when only the middleware can decide. Conservative: a variant
 * only when the request certainly shows the page nobody in particular sees — GET or HEAD, no prebuild header, none
 * of {@link CONTEXT_PARAMS}, no preview or client cookie (even one that only contains such a name), a session cookie
 * only with the signed-in hint and not on {@link SIGNED_OUT_ONLY_PATHS}; the
 * platform header absent (WEB) or `WEBVIEW` (any case), nothing else; the language cookie absent (the brand's
 * country) or `nl`/`be`, the same in every occurrence. Whatever this refuses is answered by the middleware, which
 * decides it fully; so an undefined here costs time, never correctness.
 */
export function sharedVariantRequest(request: RawVisitorRequest, brandCountry: Country): SharedVariant | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const { headers } = request;
  if (headers[PREBUILD_HEADER] !== undefined) return undefined;
  const platform = headers[PLATFORM_HEADER];
  let origin: Origin = 'WEB';
  if (platform !== undefined) {
    if (typeof platform !== 'string' || platform.toUpperCase() !== 'WEBVIEW') return undefined;
    origin = 'WEBVIEW';
  }
  if (request.search) {
    for (const name of new URLSearchParams(request.search).keys()) if (CONTEXT_PARAMS.has(name)) return undefined;
  }
  const cookie = headers.cookie;
  if (cookie === undefined) return { language: brandCountry, origin };
  if (CONTEXT_COOKIES.some((name) => cookie.includes(name))) return undefined;
  // A signed-in visitor shares the page too: its header comes from the page's script, by the signed-in hint. Without
  // the hint (a session from before it, or a stale cookie) the middleware renders the page and sets the hint.
  if (cookie.includes(SESSION_COOKIE)) {
    const hinted = cookie.split(';').some((pair) => pair.trim() === `${SIGNED_IN_HINT_COOKIE}=1`);
    if (!hinted || request.pathname === undefined || SIGNED_OUT_ONLY_PATHS.has(request.pathname)) return undefined;
  }
  if (!cookie.includes(LANGUAGE_COOKIE)) return { language: brandCountry, origin };
  let language: Language | undefined;
  for (const pair of cookie.split(';')) {
    const separator = pair.indexOf('=');
    const name = (separator === -1 ? pair : pair.slice(0, separator)).trim();
    if (name !== LANGUAGE_COOKIE) continue;
    const value = separator === -1 ? '' : pair.slice(separator + 1).trim();
    if ((value !== 'nl' && value !== 'be') || (language !== undefined && language !== value)) return undefined;
    language = value;
  }
  return { language: language ?? brandCountry, origin };
}

/**
 * The default context decided from the raw request alone (see {@link sharedVariantRequest}): true only when
 * {@link isDefaultContext} would certainly hold for it.
 */
export function isDefaultContextRequest(request: RawVisitorRequest, brandCountry: Country): boolean {
  const variant = sharedVariantRequest(request, brandCountry);
  return variant !== undefined && isDefaultVariant(variant, brandCountry);
}
