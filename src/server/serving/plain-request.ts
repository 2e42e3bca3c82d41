/**
 * A request the front may answer itself, without Astro's pipeline, because nothing in it needs more than the
 * middleware's plain case (src/middleware.ts): a brand's host, no prebuild render, no preview cookie, no `debug`
 * parameter, no client-context change that must set its cookie (`?platform=`), the brand's site context already read
 * (the middleware reads it; the next request finds it), and a route its flags switch on. For such a request this
 * gives what the middleware would have put in the locals before the session; anything else is undefined, having done
 * nothing, and goes to Astro unchanged. Used by the persisted GraphQL read (./graphql-read.ts) and the kept
 * signed-in pages (./kept-page-read.ts).
 */
import { parseCookie, stringifySetCookie } from 'cookie';
import { brandFromHost, type BrandInfo, type BrandKey } from '../../brands/registry';
import {
  createTranslator,
  LANGUAGE_COOKIE,
  resolveLanguage,
  type Language,
  type Translate,
} from '../../i18n/translate';
import { isRouteEnabled } from '../areas';
import { CLIENT_COOKIE, resolveClientContext } from '../auth/client-context';
import type { SessionCookies } from '../auth/session';
import { config } from '../config';
import { log } from '../log';
import { PREBUILD_HEADER } from '../prebuilt/paths';
import { PREVIEW_COOKIE } from '../preview/preview';
import { peekSiteContext, type SiteContext } from '../site-context';

/** One translator per site context reading (the middleware makes one per request; the dictionary is the same). */
const translators = new WeakMap<SiteContext, Translate>();

function translatorFor(site: SiteContext): Translate {
  let t = translators.get(site);
  if (!t) {
    t = createTranslator(site.translations, { log: (message) => log.warn(message) });
    translators.set(site, t);
  }
  return t;
}

/** The request's cookies as the session reads them, and what it sets, as `Set-Cookie` lines. */
export type CookieJar = SessionCookies & { setCookies: string[] };

function cookieJar(header: string | undefined): CookieJar {
  const parsed = header ? parseCookie(header) : {};
  const setCookies: string[] = [];
  return {
    setCookies,
    get: (name) => {
      const value = parsed[name];
      return value === undefined ? undefined : { value };
    },
    set: (name, value, options) => {
      setCookies.push(stringifySetCookie({ name, value, ...options }));
    },
  };
}

/** What the middleware knows of a plain request before its session. */
export interface PlainRequest {
  brand: BrandInfo;
  url: URL;
  cookies: CookieJar;
  language: Language;
  site: SiteContext;
  /** WEB or WEBVIEW with the client settings (src/server/auth/client-context.ts). */
  client: { origin: string; clientSettings: unknown };
  /** The locals the middleware would give the route, without `account`. */
  locals: App.Locals;
}

/** The brand's fresh site context, or undefined (the server's: the middleware's cache, `peekSiteContext`). */
export type FreshSite = (brandKey: BrandKey, language: Language) => SiteContext | undefined;

/** The plain request for the route at `routePath` (see above), or undefined. */
export async function plainRequest(
  request: Request,
  routePath: string,
  freshSite: FreshSite = peekSiteContext,
): Promise<PlainRequest | undefined> {
  const brand = brandFromHost(request.headers.get('host'));
  if (!brand || request.headers.has(PREBUILD_HEADER)) return undefined;
  const cookies = cookieJar(request.headers.get('cookie') ?? undefined);
  if (cookies.get(PREVIEW_COOKIE)) return undefined;
  const languageCookie = cookies.get(LANGUAGE_COOKIE)?.value;
  const language = resolveLanguage(languageCookie, brand.country);
  const site = freshSite(brand.key, language);
  if (!site || !isRouteEnabled(routePath, site.flags)) return undefined;
  const url = new URL(request.url);
  // The middleware's translator shows keys for `?debug=locale` outside production: it answers that one.
  if (url.searchParams.has('debug')) return undefined;
  const client = await resolveClientContext({
    url,
    headers: request.headers,
    cookie: cookies.get(CLIENT_COOKIE)?.value,
    languageCookie,
    secret: config().sessionSecret,
  });
  if (client.setCookie) return undefined;
  const locals: App.Locals = {
    brand,
    ...(site.brandDocument ? { brandDocument: site.brandDocument } : {}),
    ...(site.flags ? { flags: site.flags } : {}),
    preview: false,
    prebuild: false,
    language,
    t: translatorFor(site),
    translations: site.translations,
    origin: client.origin,
    clientSettings: client.clientSettings,
  };
  return { brand, url, cookies, language, site, client, locals };
}
