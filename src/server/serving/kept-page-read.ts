/**
 * A kept signed-in page as the front answers it: a GET of a route whose page is the same for every subscriber (a
 * route's `sharedShell`, src/server/page-shell.ts), when this instance keeps that page already, is answered with it
 * here, filled in for the visitor, without Astro's pipeline around it; the middleware (src/middleware.ts) renders and
 * keeps the page on the first visit, and answers every case this read declines. What it answers is what the
 * middleware's kept answer is: the same page and headers, the security headers and `no-store`, and the cookies of
 * the visitor's own session (rolled, and the signed-in hint). Profiled under load, Astro's pipeline and the garbage
 * it leaves were about a third of a kept page's CPU.
 *
 * Declined, having done nothing but read the session at most: a request that is not the plain case
 * (./plain-request.ts), a route that is not shared, a page this instance does not keep yet (the key is the
 * middleware's, so its first visit renders it), no session (the middleware's sign-in redirect), a visitor with an open
 * deletion request or an address the page cannot take (both get their page rendered for them). A database that does
 * not answer within the request deadline gets the Dutch 503 page, as in the middleware.
 */
import { sql } from 'drizzle-orm';
import { isSharedShellPath } from '../areas';
import { sessionFromRequest } from '../auth/session';
import { PRIVATE_NO_STORE } from '../cache-control';
import { getDb, type Db } from '../db/client';
import { createTraceId, runWithTraceId } from '../log';
import type { PlainBytesAnswer } from '../graphql/plain-answer';
import { canFill, pageShells, requestShellKey, shellPlainAnswer } from '../page-shell';
import { addSecurityHeaders, withSecurityHeaders } from '../security-headers';
import {
  isServiceUnavailable,
  REQUEST_TIMEOUT_MS,
  requestDeadline,
  serviceUnavailableResponse,
} from '../service-unavailable';
import { peekSiteContext } from '../site-context';
import { plainRequest, type FreshSite } from './plain-request';

/** An answer and the `Set-Cookie` lines of the visitor's session; undefined: Astro answers the request. */
export type KeptPageRead = (
  request: Request,
  pathname: string,
) => Promise<{ response: Response | PlainBytesAnswer; setCookies: readonly string[] } | undefined>;

export interface KeptPageReadDeps {
  /** Default: the process-wide database. */
  db?: () => Promise<Db>;
  /** Default: the middleware's site context cache. */
  site?: FreshSite;
}

/** The read (see above); the server's is {@link readKeptPage}. */
export function createKeptPageRead(deps: KeptPageReadDeps = {}): KeptPageRead {
  const database = deps.db ?? getDb;
  const freshSite = deps.site ?? peekSiteContext;
  return async (request, pathname) => {
    if (request.method !== 'GET' || !isSharedShellPath(pathname)) return undefined;
    const plain = await plainRequest(request, pathname, freshSite);
    if (!plain) return undefined;
    const { brand, url, cookies, language, site, client } = plain;
    const kept = pageShells.get(requestShellKey({ brandKey: brand.key, language, client, url, site }));
    if (!kept) return undefined;
    return runWithTraceId(createTraceId(), async () => {
      const deadline = requestDeadline(REQUEST_TIMEOUT_MS, async () => (await database()).execute(sql`select 1`));
      let account;
      try {
        account = await deadline.race(async () => sessionFromRequest(await database(), cookies, brand.key));
      } catch (error) {
        if (!isServiceUnavailable(error)) throw error;
        const response = serviceUnavailableResponse({ url, brand, language, translations: site.translations, error });
        return { response: withSecurityHeaders(response, url), setCookies: [] };
      }
      if (!account || account.deletionPending || !canFill(account)) return undefined;
      const answer = shellPlainAnswer(kept, account, 'kept', request.headers.get('accept-encoding'));
      addSecurityHeaders(answer.headers, url);
      answer.headers['cache-control'] ??= PRIVATE_NO_STORE;
      return { response: answer, setCookies: cookies.setCookies };
    });
  };
}

/** The server's read, on the process-wide database and the middleware's site context cache. */
export const readKeptPage: KeptPageRead = createKeptPageRead();
