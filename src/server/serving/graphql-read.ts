/**
 * The persisted GraphQL read as the front answers it (./graphql-front.ts): the same endpoint Astro's
 * route calls (src/server/graphql/endpoint.ts), with the locals the middleware (src/middleware.ts) would have given
 * it, without Astro's pipeline around it. The server entry (./entry.ts) hands it to the front; both are in the build
 * with the middleware, so they share its modules (schema, database, session).
 *
 * It answers undefined, having done nothing, for everything but the plain case (./plain-request.ts), which then
 * goes to Astro unchanged, and for another method than GET/HEAD (mutations are POSTed, and their origin check stays
 * in the middleware). Otherwise, as the middleware does: the session under the request deadline (503 with
 * Retry-After when the database does not answer) with its cookies when it rolled, one trace id, and an unexpected
 * failure answered as JSON without its details.
 */
import { sql } from 'drizzle-orm';
import { sessionFromRequest } from '../auth/session';
import { getDb, type Db } from '../db/client';
import { createTraceId, runWithTraceId } from '../log';
import { readPrebuilt } from '../prebuilt/store';
import { GRAPHQL_PATH, type GraphQLRead } from './graphql-front';
import { plainRequest, type FreshSite } from './plain-request';
import {
  isServiceUnavailable,
  REQUEST_TIMEOUT_MS,
  requestDeadline,
  serviceUnavailableResponse,
} from '../service-unavailable';
import { peekSiteContext } from '../site-context';
import { unexpectedFailureResponse } from '../unexpected-failure';
import { answerGraphQLRequest } from '../graphql/endpoint';

export interface GraphQLReadDeps {
  /** Default: the process-wide database. */
  db?: () => Promise<Db>;
  /** The brand's fresh site context, or undefined (default: the middleware's cache, `peekSiteContext`). */
  site?: FreshSite;
}

/** The read (see above); the server's is {@link readGraphQL}. */
export function createGraphQLRead(deps: GraphQLReadDeps = {}): GraphQLRead {
  const database = deps.db ?? getDb;
  const freshSite = deps.site ?? peekSiteContext;
  return async (request, clientAddress) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const plain = await plainRequest(request, GRAPHQL_PATH, freshSite);
    if (!plain) return undefined;
    const { brand, url, cookies, language, locals } = plain;
    const { translations } = plain.site;
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
