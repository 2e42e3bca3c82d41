/**
 * The portal's session cookie (the session rules: 30 days rolling, HttpOnly, SameSite=Lax, Secure off localhost): the
 * browser holds a random 256-bit token in the `mo_session` cookie; the session store (src/server/domain/sessions/)
 * holds only its SHA-256 hash and rolls it. This module reads and writes the cookies of a request.
 */
import { stringifySetCookie } from 'cookie';
import { BRANDS, type BrandKey } from '../../brands/registry';
import { config } from '../config';
import type { Db } from '../db/client';
import type { AccountRecord } from '../db/schema';
import { SESSION_TTL_MS } from '../domain/sessions/rules';
import { touchSession } from '../domain/sessions/storage';
import { authCookieAttributes, type CookieAttributes } from './cookies';
import { portalOrigin } from './urls';

export { SESSION_TOUCH_INTERVAL_MS, SESSION_TTL_MS, sessionIdForToken } from '../domain/sessions/rules';
export {
  createSession,
  destroySession,
  findSession,
  purgeExpiredSessions,
  resolveSession,
  type CreatedSession,
  type CreateSessionInput,
  type ResolvedSession,
} from '../domain/sessions/storage';

/** Name of the session cookie. */
export const SESSION_COOKIE = 'mo_session';

/** The session cookie's attributes for a request on `hostname`: HttpOnly, Lax, Path=/, Secure off localhost, 30 days. */
export function sessionCookieAttributes(hostname: string): CookieAttributes {
  return authCookieAttributes(hostname, SESSION_TTL_MS / 1000);
}

/**
 * A cookie scripts may read, kept beside the session cookie: "this browser has a portal session", nothing more (no
 * token, no account). The prebuilt pages every visitor shares carry no account; with this cookie the
 * page's script shows the signed-in header and asks `/api/auth/visitor` whose it is
 * (src/features/login/signed-in-header.ts), and the server's fast path gives a session-cookie holder the shared file
 * only while the hint is there (src/server/prebuilt/default-context.ts).
 */
export const SIGNED_IN_HINT_COOKIE = 'mo_signed_in';

/** The Set-Cookie value that sets (`true`, for the session cookie's lifetime and scope) or removes the hint. */
export function signedInHintCookie(hostname: string, signedIn: boolean): string {
  const { secure, maxAge } = sessionCookieAttributes(hostname);
  return stringifySetCookie({
    name: SIGNED_IN_HINT_COOKIE,
    value: signedIn ? '1' : '',
    path: '/',
    maxAge: signedIn ? maxAge : 0,
    ...(signedIn ? {} : { expires: new Date(0) }),
    sameSite: 'lax',
    secure,
  });
}

/**
 * The cookies of a request as {@link sessionFromRequest} reads and writes them: Astro's `AstroCookies`, or the
 * front's jar for the GraphQL read (src/server/serving/graphql-front.ts).
 */
export interface SessionCookies {
  get(name: string): { value: string } | undefined;
  set(
    name: string,
    value: string,
    options: { httpOnly: boolean; sameSite: 'lax'; path: string; secure: boolean; maxAge: number },
  ): void;
}

/** The signed-in account of a request (`locals.account`). */
export interface SignedInAccount {
  id: string;
  sessionId: string;
  email: string;
  /**
   * ResolvedSession's snapshot of the account's row, when the session read brought it (every request the middleware
   * or the front's GraphQL read signed in); locals made by hand, as tests do, may leave it out.
   */
  record?: AccountRecord;
  /**
   * True while the account has an open deletion request (ResolvedSession.deletionPending, read with the session):
   * the middleware renders its pages for it alone, never a kept page, and `/account` then reads the request to show
   * its notice.
   */
  deletionPending: boolean;
}

/**
 * For the middleware: the signed-in account of a request on `brandKey` (the `locals.account` value), or undefined.
 * When the session rolled, the cookie is written again so the browser's copy lives as long as the server's, and so is
 * the signed-in hint ({@link SIGNED_IN_HINT_COOKIE}), also whenever it is missing.
 */
export async function sessionFromRequest(
  db: Db,
  cookies: SessionCookies,
  brandKey: BrandKey,
): Promise<SignedInAccount | undefined> {
  const token = cookies.get(SESSION_COOKIE)?.value;
  if (!token) return undefined;
  const touched = await touchSession(db, token, brandKey, new Date());
  if (!touched) return undefined;
  const hintMissing = cookies.get(SIGNED_IN_HINT_COOKIE)?.value !== '1';
  if (touched.rolled || hintMissing) {
    const { PORT, isProduction } = config();
    const { hostname } = new URL(portalOrigin(BRANDS[brandKey], { port: PORT, production: isProduction }));
    const { httpOnly, sameSite, path, secure, maxAge } = sessionCookieAttributes(hostname);
    if (touched.rolled) cookies.set(SESSION_COOKIE, token, { httpOnly, sameSite, path, secure, maxAge });
    // Beside it the hint for the page's script (also for a session from before the hint existed).
    cookies.set(SIGNED_IN_HINT_COOKIE, '1', { httpOnly: false, sameSite, path, secure, maxAge });
  }
  const { session } = touched;
  return {
    id: session.accountId,
    sessionId: session.sessionId,
    email: session.email,
    record: session.record,
    deletionPending: session.deletionPending,
  };
}
