/**
 * Every request passes here (DESIGN.md §2): brand from the Host header, content context (translations, flags),
 * session, then either a prebuilt brand page from disk or the on-demand route. Unknown hosts get the Dutch 404
 * page and no brand's data.
 */
import { defineMiddleware } from 'astro:middleware';
import { brandFromHost } from './brands/registry';
import { appContentClient } from './content/app-client';
import { createTranslator, LANGUAGE_COOKIE, resolveLanguage } from './i18n/translate';
import { CLIENT_COOKIE, resolveClientContext } from './server/auth/client-context';
import { authCookieAttributes } from './server/auth/cookies';
import { isSameOriginRequest } from './server/auth/origin-check';
import { sessionFromRequest } from './server/auth/session';
import { portalOrigin } from './server/account-host-url';
import { config } from './server/config';
import { getDb } from './server/db/client';
import { isRouteEnabled } from './server/flags/route-flags';
import { isPrebuiltPath, PREBUILD_HEADER } from './server/prebuilt/paths';
import { prebuildSecret, readPrebuilt } from './server/prebuilt/store';
import { isPreviewCookie, PREVIEW_CACHE_CONTROL, PREVIEW_COOKIE } from './server/preview/preview';
import { siteContext } from './server/site-context';
import { withSecurityHeaders as withHeaders } from './server/security-headers';

/** Paths that answer the same for every host (no brand data in them). */
const HOST_INDEPENDENT = [/^\/images\//, /^\/_astro\//, /^\/favicon\.ico$/, /^\/brand\/tokens\.css$/];

export const onRequest = defineMiddleware(async (context, next) => {
  const { request, url, locals, cookies } = context;
  const settings = config();
  const brand = brandFromHost(request.headers.get('host'));
  locals.brand = brand;
  // Preview (drafts) only for a brand host with a valid, unexpired signed cookie; a prebuild render never is.
  locals.preview =
    Boolean(brand) &&
    request.headers.get(PREBUILD_HEADER) === null &&
    isPreviewCookie(cookies.get(PREVIEW_COOKIE)?.value);

  const language = resolveLanguage(cookies.get(LANGUAGE_COOKIE)?.value, brand?.country ?? 'nl');
  locals.language = language;
  const isPrebuild = Boolean(brand) && request.headers.get(PREBUILD_HEADER) === prebuildSecret();
  locals.prebuild = isPrebuild;
  // Preview and prebuild renders read fresh content (no in-memory cache).
  const site = await siteContext(appContentClient(locals), brand, language, locals.preview || isPrebuild);
  locals.translations = site.translations;
  locals.brandDocument = site.brandDocument;
  locals.flags = site.flags;
  const debug = !settings.isProduction && url.searchParams.get('debug') === 'locale';
  locals.t = createTranslator(site.translations, { debug });

  locals.origin = 'WEB';
  locals.clientSettings = { showLogoutButton: true, hasWebviewLimitation: false };

  if (!brand) {
    if (HOST_INDEPENDENT.some((pattern) => pattern.test(url.pathname))) return next();
    const response = await next('/404');
    return withHeaders(new Response(response.body, { status: 404, headers: response.headers }), url);
  }

  // Cross-site request forgery: a state-changing request must come from this brand's own portal (on top of SameSite).
  if (!isSameOriginRequest(request, [url.origin, portalOrigin(brand, settings)])) {
    return withHeaders(
      new Response(locals.t('identity.portal.forbiddenOrigin'), {
        status: 403,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      }),
      url,
    );
  }

  // WEB or WEBVIEW and the client settings, kept for the browser session (client-context.ts says how an app asks).
  const client = resolveClientContext({
    url,
    headers: request.headers,
    cookie: cookies.get(CLIENT_COOKIE)?.value,
    languageCookie: cookies.get(LANGUAGE_COOKIE)?.value,
    secret: settings.sessionSecret,
  });
  locals.origin = client.origin;
  locals.clientSettings = client.clientSettings;
  if (client.setCookie) {
    const attributes = authCookieAttributes(url.hostname, 0);
    cookies.set(CLIENT_COOKIE, client.setCookie, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: attributes.secure,
    });
  }

  // An area the brand's flags switch off answers with the Dutch 404 page (specification §3), never a broken screen.
  if (!isRouteEnabled(url.pathname, locals.flags)) {
    const response = await next('/404');
    return withHeaders(new Response(response.body, { status: 404, headers: response.headers }), url);
  }

  if (!isPrebuild) {
    const session = await sessionFromRequest(await getDb(), cookies, brand.key);
    if (session) locals.account = session;
  }

  // The prebuilt login page is the same for everyone; someone already signed in goes to their account instead.
  if (locals.account && (url.pathname.replace(/\/+$/, '') || '/') === '/login') return context.redirect('/account');

  if (request.method === 'GET' && !isPrebuild && !locals.preview && !debug && isPrebuiltPath(url.pathname)) {
    const page = await readPrebuilt(brand.key, url.pathname);
    if (page) {
      const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'x-mo-prebuilt': brand.key });
      if (page.csp) headers.set('content-security-policy', page.csp);
      return withHeaders(new Response(page.html, { status: page.status, headers }), url);
    }
  }

  const response = withHeaders(await next(), url);
  // Drafts are never stored by a browser or a CDN.
  if (locals.preview) response.headers.set('cache-control', PREVIEW_CACHE_CONTROL);
  return response;
});
