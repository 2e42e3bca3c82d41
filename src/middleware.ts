/**
 * Every request passes here: brand from the Host header, content context (translations, flags),
 * session, then either a prebuilt brand page from disk (only for a visitor in the default context, see
 * prebuilt/default-context.ts) or the on-demand route. Unknown hosts get the Dutch 404 page and no brand's data.
 * Content the portal cannot use gives the Dutch 500 page and one log line naming the document, never a broken page.
 */
import { defineMiddleware, sequence } from 'astro:middleware';
import { brandFromHost } from './brands/registry';
import { sanityClient } from 'sanity:client';
import { appContentClient } from './content/app-client';
import { ContentDocumentError } from './content/queries/parse-document';
import { getTranslations } from './content/queries/translations';
import { createTranslator, LANGUAGE_COOKIE, resolveLanguage } from './i18n/translate';
import { CLIENT_COOKIE, resolveClientContext } from './server/auth/client-context';
import { authCookieAttributes } from './server/auth/cookies';
import { isSameOriginRequest } from './server/auth/origin-check';
import { SESSION_COOKIE, sessionFromRequest, type SignedInAccount } from './server/auth/session';
import { portalOrigin, portalOrigins } from './server/account-host-url';
import { config } from './server/config';
import { prebuiltCacheControl, PRIVATE_NO_STORE, withPrivateDefault } from './server/cache-control';
import { contentFailureResponse } from './server/content-failure';
import { getDb } from './server/db/client';
import { sql } from 'drizzle-orm';
import { isPrebuiltPath, isRouteEnabled, isSharedShellPath, prebuiltPageAllowed } from './server/areas';
import {
  canFill,
  isPageAnswer,
  keepShell,
  keptHeaders,
  pageShells,
  shellAccount,
  requestShellKey,
  shellAnswer,
} from './server/page-shell';
import { isDefaultContext, PREBUILT_VARY } from './server/prebuilt/default-context';
import { PREBUILD_HEADER } from './server/prebuilt/paths';
import { prebuildSecret, readPrebuilt } from './server/prebuilt/store';
import {
  exitPreviewHref,
  isPreviewCookie,
  PREVIEW_CACHE_CONTROL,
  PREVIEW_COOKIE,
  PREVIEW_EXIT_COOKIE,
} from './server/preview/preview';
import { siteContext, type SiteContext } from './server/site-context';
import { badHostResponse, isValidHostHeader } from './server/host-header';
import {
  isClientAbort,
  isServiceUnavailable,
  REQUEST_TIMEOUT_MS,
  requestDeadline,
  serviceUnavailableResponse,
} from './server/service-unavailable';
import { withSecurityHeaders as withHeaders } from './server/security-headers';
import { isStudioPath, studioLakeUrl, studioPolicy } from './server/studio-csp';
import { closingUnreadBody } from './server/request-body';
import { createTraceId, log, runWithTraceId } from './server/log';
import { unexpectedFailureResponse } from './server/unexpected-failure';
import { visitorAddress } from './server/visitor-address';

/** Paths that answer the same for every host (no brand data in them). */
// The content integration's client (@sanity/astro) is the one every content read starts from
// (src/content/app-client.ts): handed over before the first request, since pages, whose script does the same, load
// only after the middleware has read the brand's content.
(globalThis as { sanityClient?: unknown }).sanityClient ??= sanityClient;

const HOST_INDEPENDENT = [/^\/images\//, /^\/_astro\//, /^\/favicon\.ico$/, /^\/brand\/tokens\.css$/];

/** The portal's work for one request (see above). */
const portal = defineMiddleware(async (context, next) => {
  const { request, url, locals, cookies } = context;
  const settings = config();
  // A Host that is not host[:port] (`ad.localhost@evil.example`) is a malformed request, not a brand (host-header.ts).
  if (!isValidHostHeader(request.headers.get('host'))) return badHostResponse();
  const brand = brandFromHost(request.headers.get('host'));
  locals.brand = brand;
  locals.clientAddress = visitorAddress(request.headers.get('x-forwarded-for'), context.clientAddress);
  // Preview (drafts) only for a brand host with a valid, unexpired signed cookie; a prebuild render never is.
  locals.preview =
    Boolean(brand) &&
    request.headers.get(PREBUILD_HEADER) === null &&
    (await isPreviewCookie(cookies.get(PREVIEW_COOKIE)?.value));
  // "Exit Preview Mode" goes back to the Studio the preview was opened from.
  locals.previewExitHref = locals.preview
    ? exitPreviewHref(cookies.get(PREVIEW_EXIT_COOKIE)?.value, portalOrigins(settings))
    : '/api/preview/exit';

  const language = resolveLanguage(cookies.get(LANGUAGE_COOKIE)?.value, brand?.country ?? 'nl');
  locals.language = language;
  const isPrebuild = Boolean(brand) && request.headers.get(PREBUILD_HEADER) === prebuildSecret();
  locals.prebuild = isPrebuild;
  const content = appContentClient(locals);
  /** The Dutch 500 page for content the portal cannot use (content-failure.ts), with one log line naming it. */
  const contentFailure = async (error: unknown) =>
    withHeaders(
      await contentFailureResponse({
        error,
        brand,
        language,
        pathname: url.pathname,
        prebuild: isPrebuild,
        readPage: (key, pagePath) => readPrebuilt(key, pagePath),
        translations: await getTranslations(content, language).catch(() => undefined),
      }),
      url,
    );
  let site: SiteContext;
  try {
    // Preview and prebuild renders read fresh content (no in-memory cache).
    site = await siteContext(content, brand, language, locals.preview || isPrebuild);
  } catch (error) {
    return contentFailure(error);
  }
  locals.translations = site.translations;
  locals.brandDocument = site.brandDocument;
  locals.flags = site.flags;
  const debug = !settings.isProduction && url.searchParams.get('debug') === 'locale';
  locals.t = createTranslator(site.translations, { debug, log: (message) => log.warn(message) });

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
  const client = await resolveClientContext({
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

  // A slow or stopped database never hangs a request: past REQUEST_TIMEOUT_MS the database gets a quick probe, and
  // when it does not answer, 503 "try again shortly" with Retry-After (service-unavailable.ts).
  const deadline = requestDeadline(isPrebuild ? Number.POSITIVE_INFINITY : REQUEST_TIMEOUT_MS, async () =>
    (await getDb()).execute(sql`select 1`),
  );
  const unavailable = (error: unknown) =>
    withHeaders(serviceUnavailableResponse({ url, brand, language, translations: locals.translations, error }), url);

  // The session first: every page after this, the 404 page of a switched-off area included, knows who is signed in
  // (a signed-in subscriber gets the signed-in header on a 404 page too, never "Inloggen").
  if (!isPrebuild) {
    try {
      const session = await deadline.race(async () => sessionFromRequest(await getDb(), cookies, brand.key));
      if (session) locals.account = session;
    } catch (error) {
      if (isServiceUnavailable(error)) return unavailable(error);
      throw error;
    }
  }

  // An area the brand's flags switch off answers with the Dutch 404 page, never a broken screen.
  if (!isRouteEnabled(url.pathname, locals.flags)) {
    const response = await next('/404');
    return withHeaders(new Response(response.body, { status: 404, headers: response.headers }), url);
  }

  // The prebuilt login page is the same for everyone; someone already signed in goes to their account instead.
  if (locals.account && (url.pathname.replace(/\/+$/, '') || '/') === '/login') return context.redirect('/account');

  const prebuiltPath = request.method === 'GET' && !isPrebuild && isPrebuiltPath(url.pathname);
  // The prebuilt file is the page of the default context; anyone else gets the same page rendered for them.
  const defaultContext = isDefaultContext({
    brandCountry: brand.country,
    language,
    origin: client.origin,
    hasSessionCookie: cookies.has(SESSION_COOKIE),
    signedIn: Boolean(locals.account),
    preview: locals.preview,
    debug,
  });
  if (prebuiltPath && defaultContext && prebuiltPageAllowed(url.pathname, locals.flags)) {
    const page = await readPrebuilt(brand.key, url.pathname);
    if (page) {
      const headers = new Headers({
        'content-type': 'text/html; charset=utf-8',
        'x-mo-prebuilt': brand.key,
        vary: PREBUILT_VARY,
        'cache-control': prebuiltCacheControl(page.status),
      });
      if (page.csp) headers.set('content-security-policy', page.csp);
      return withHeaders(new Response(page.html, { status: page.status, headers }), url);
    }
  }

  /** Renders a shared page for the stand-in account, keeps it when it is a whole page, answers it for `visitor`. */
  async function renderShell(shellKeyValue: string, visitor: SignedInAccount): Promise<Response> {
    locals.account = shellAccount();
    try {
      const answer = await deadline.race(() => next());
      if (!isPageAnswer(answer)) return answer;
      const shell = { status: answer.status, headers: keptHeaders(answer), html: await answer.text() };
      if (shell.status === 200) keepShell(shellKeyValue, shell);
      return shellAnswer(shell, visitor, 'rendered', request.headers.get('accept-encoding'));
    } finally {
      locals.account = visitor;
    }
  }

  // A signed-in page that is the same for every subscriber is rendered once and kept briefly (page-shell.ts). A
  // visitor with an open deletion request gets their pages rendered for them: a page may show its notice.
  const account = locals.account;
  const shared =
    request.method === 'GET' &&
    account !== undefined &&
    !account.deletionPending &&
    canFill(account) &&
    !isPrebuild &&
    !locals.preview &&
    !debug &&
    isSharedShellPath(url.pathname);
  const key = shared ? requestShellKey({ brandKey: brand.key, language, client, url, site }) : undefined;
  if (key && account) {
    const kept = pageShells.get(key);
    if (kept) return withHeaders(shellAnswer(kept, account, 'kept', request.headers.get('accept-encoding')), url);
  }

  let rendered: Response;
  try {
    rendered = key && account ? await renderShell(key, account) : await deadline.race(() => next());
  } catch (error) {
    // A page's own content query (FAQ, page texts, banner) failed to parse: same Dutch 500 page and log line.
    if (error instanceof ContentDocumentError) return contentFailure(error);
    if (isServiceUnavailable(error)) return unavailable(error);
    throw error;
  }
  const response = withHeaders(rendered, url);
  // Only the Studio gets its looser policy (styled-components' style elements, its content API): studio-csp.ts.
  if (isStudioPath(url.pathname)) {
    const policy = studioPolicy(response.headers.get('content-security-policy'), { lakeUrl: studioLakeUrl(settings) });
    response.headers.set('content-security-policy', policy);
  }
  if (prebuiltPath) {
    // Rendered for this visitor only (language, app, account): shared caches key on what made the difference.
    response.headers.set('vary', PREBUILT_VARY);
    if (!defaultContext && !locals.preview) response.headers.set('cache-control', PRIVATE_NO_STORE);
  }
  // Drafts are never stored by a browser or a CDN.
  if (locals.preview) response.headers.set('cache-control', PREVIEW_CACHE_CONTROL);
  return response;
});

/**
 * Every request runs under its own trace id: each log line written while it is handled carries it (server/log.ts),
 * and the service routes answer with the same id in `x-trace-id`. A failure nothing else answered is logged here,
 * scrubbed, and answered with the Dutch 500 page (JSON under /api/), so Astro never writes the raw error and its
 * stack — which can name a query's parameters — to the log (unexpected-failure.ts).
 */
const traceRequest = defineMiddleware(({ request, url, locals }, next) =>
  runWithTraceId(createTraceId(), async () => {
    try {
      return await next();
    } catch (error) {
      // The visitor closed the connection before its request was in: no one to answer, and nothing wrong here.
      if (isClientAbort(error)) {
        log.info({ path: url.pathname }, '[request] closed by the visitor before it was in');
        return new Response(null, { status: 400 });
      }
      const answer = await unexpectedFailureResponse({
        error,
        url,
        method: request.method,
        brand: locals.brand,
        language: locals.language,
        translations: locals.translations,
        readPage: (key, pagePath) => readPrebuilt(key, pagePath),
      });
      return withHeaders(answer, url);
    }
  }),
);

/** Every answer that does not say how long it may be kept is kept by no one (src/server/cache-control.ts). */
const privateByDefault = defineMiddleware(async (_context, next) => withPrivateDefault(await next()));

/** An answer given without reading the request's body closes the connection (src/server/request-body.ts). */
const closeUnreadBodies = defineMiddleware(async ({ request }, next) => closingUnreadBody(request, await next()));

export const onRequest = sequence(closeUnreadBodies, traceRequest, privateByDefault, portal);
