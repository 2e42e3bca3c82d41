/**
 * The persisted GraphQL read as the front answers it (./graphql-front.ts): the same endpoint Astro's
 * route calls (src/server/graphql/endpoint.ts), with the locals the middleware (src/middleware.ts) would have given
 * it, without Astro's pipeline around it. The server entry (./entry.ts) hands it to the front; both are in the build
 * with the middleware, so they share its modules (schema, database, session).
 *
 * It answers undefined, having done nothing, for everything but the plain case, which then goes to Astro unchanged:
 * another method than GET/HEAD (mutations are POSTed, and their origin check stays in the middleware), a host that
 * names no brand, a prebuild render, a preview cookie, a `debug` parameter, a client-context change that must set
 * its cookie (`?platform=`), no fresh reading of the brand's site context (the middleware reads it; the next request
 * finds it), or a route the flags switch off (the middleware's Dutch 404). Otherwise, as the middleware does: the
 * session under the request deadline (503 with Retry-After when the database does not answer) with its cookies when
 * it rolled, one trace id, and an unexpected failure answered as JSON without its details.
 */
import { sql } from 'drizzle-orm';
import { parseCookie, stringifySetCookie } from 'cookie';
import { brandFromHost, type BrandKey } from '../../brands/registry';
import {
  createTranslator,
  LANGUAGE_COOKIE,
  resolveLanguage,
  type Language,
  type Translate,
} from '../../i18n/translate';
import { isRouteEnabled } from '../areas';
import { CLIENT_COOKIE, resolveClientContext } from '../auth/client-context';
import { sessionFromRequest, type SessionCookies } from '../auth/session';
import { config } from '../config';
import { getDb, type Db } from '../db/client';
import { createTraceId, log, runWithTraceId } from '../log';
import { PREBUILD_HEADER } from '../prebuilt/paths';
import { readPrebuilt } from '../prebuilt/store';
import { PREVIEW_COOKIE } from '../preview/preview';
import { GRAPHQL_PATH, type GraphQLRead } from './graphql-front';
import {
  isServiceUnavailable,
  REQUEST_TIMEOUT_MS,
  requestDeadline,
  serviceUnavailableResponse,
} from '../service-unavailable';
import { peekSiteContext, type SiteContext } from '../site-context';
import { unexpectedFailureResponse } from '../unexpected-failure';
import { answerGraphQLRequest } from '../graphql/endpoint';

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
function cookieJar(header: string | undefined): SessionCookies & { setCookies: string[] } {
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

export interface GraphQLReadDeps {
  /** Default: the process-wide database. */
  db?: () => Promise<Db>;
  /** The brand's fresh site context, or undefined (default: the middleware's cache, `peekSiteContext`). */
  site?: (brandKey: BrandKey, language: Language) => SiteContext | undefined;
}

/** The read (see above); the server's is {@link readGraphQL}. */
export function createGraphQLRead(deps: GraphQLReadDeps = {}): GraphQLRead {
  const database = deps.db ?? getDb;
  const freshSite = deps.site ?? peekSiteContext;
  return async (request, clientAddress) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const brand = brandFromHost(request.headers.get('host'));
    if (!brand || request.headers.has(PREBUILD_HEADER)) return undefined;
    const cookies = cookieJar(request.headers.get('cookie') ?? undefined);
    if (cookies.get(PREVIEW_COOKIE)) return undefined;
    const languageCookie = cookies.get(LANGUAGE_COOKIE)?.value;
    const language = resolveLanguage(languageCookie, brand.country);
    const site = freshSite(brand.key, language);
    if (!site || !isRouteEnabled(GRAPHQL_PATH, site.flags)) return undefined;
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

    const { translations } = site;
    const locals: App.Locals = {
      brand,
      ...(site.brandDocument ? { brandDocument: site.brandDocument } : {}),
      ...(site.flags ? { flags: site.flags } : {}),
      preview: false,
      prebuild: false,
      language,
      t: translatorFor(site),
      translations,
      origin: client.origin,
      clientSettings: client.clientSettings,
    };
    const response = await runWithTraceId(createTraceId(), async () => {
      try {
        const deadline = requestDeadline(REQUEST_TIMEOUT_MS, async () => (await database()).execute(sql`select 1`));
        let db: Db;
        try {
          const session = await deadline.race(async () => {
            db = await database();
            return sessionFromRequest(db, cookies, brand.key);
          });
          if (session) locals.account = session;
        } catch (error) {
          if (!isServiceUnavailable(error)) throw error;
          return serviceUnavailableResponse({ url, brand, language, translations, error });
        }
        return await answerGraphQLRequest(request, { locals, clientAddress, db: db! });
      } catch (error) {
        return unexpectedFailureResponse({
          error,
          url,
          method: request.method,
          brand,
          language,
          translations,
          readPage: (key, pagePath) => readPrebuilt(key, pagePath),
        });
      }
    });
    return { response, setCookies: cookies.setCookies };
  };
}

/** The server's read, on the process-wide database and the middleware's site context cache. */
export const readGraphQL: GraphQLRead = createGraphQLRead();
