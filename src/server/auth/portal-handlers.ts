/**
 * The portal's sign-in routes as plain `Request → Response` functions, so the Astro endpoints stay one line and
 * tests can drive the whole code flow without running Astro:
 *
 * - `handleLogin`    GET  /api/auth/login?callback_url=/path → the provider's authorization endpoint (`&fresh=1`:
 *   with `max_age=0`, so the provider asks to sign in again)
 * - `handleCallback` GET  /api/auth/callback?code&state      → a new portal session, back to callback_url
 * - `handleLogout`   POST /api/logout                         → session ended, on to the provider's end-session endpoint
 * - `handleLogin` with `silent` GET /api/auth/check?callback_url=/path → the silent session check (`prompt=none`):
 *   the provider answers at once whether it has a session and for whom. NotLoggedIn + a provider session = signed
 *   in automatically; LoggedIn as another account than the provider's = LoggedInDifferentAccount, which offers
 *   `handleSwitch` (POST /api/auth/switch, continue as the provider's account) or `handleStay` (POST /api/auth/stay).
 *   With `&frame=1` the check runs in a hidden frame of the page (src/features/login/sso-check.ts): the
 *   callback then answers that frame with a tiny page that tells the page the outcome by `postMessage` instead of
 *   sending the browser back to it, so the page is never left or loaded again.
 */
import { createHash } from 'node:crypto';
import * as client from 'openid-client';
import { z } from 'zod';
import { brandFromHost, brandKeySchema, type BrandInfo } from '../../brands/registry';
import { config } from '../config';
import { getDb, type Db } from '../db/client';
import { accounts, sessions } from '../db/schema';
import { eq } from 'drizzle-orm';
import { endPortalSessions, isProviderSessionEnded } from '../domain/identity';
import {
  authCookieAttributes,
  decryptValue,
  encryptValue,
  parseCookieHeader,
  serializeCookie,
  signValue,
  verifySignedValue,
} from './cookies';
import { OIDC_SCOPE, oidcClientFor, oidcClientSettings, type OidcClientOptions } from './oidc-client';
import { createTranslator, type Translate } from '../../i18n/translate';
import { committedTranslations } from '../../content/queries/translations';
import type { Origin } from './client-context';
import {
  createSession,
  destroySession,
  findSession,
  SESSION_COOKIE,
  signedInHintCookie,
  SESSION_TTL_MS,
  sessionCookieAttributes,
} from './session';
import { safeCallbackPath } from './urls';
import { SILENT_CHECK_MESSAGE, type SilentCheckMessage, type SilentOutcome } from '../../shared/silent-check';
import { accountForSignIn } from './account-link';
import { minimalPage } from '../minimal-page';
import { log } from '../log';

/** Name of the short-lived cookie that carries state, nonce and PKCE verifier from login to callback. */
export const LOGIN_STATE_COOKIE = 'mo_auth';
/** The login state cookie lives 10 minutes: long enough to type a password, short enough to be useless later. */
export const LOGIN_STATE_TTL_SECONDS = 600;
const LOGIN_STATE_PATH = '/api/auth';
const LOGIN_STATE_PURPOSE = 'login-state';
/**
 * The claims request (OpenID Connect's `claims` parameter) for the provider's session id in the ID token: `sid`
 * links a portal session to the browser's provider session, so that ending the one ends the other.
 */
const SID_CLAIM_REQUEST = JSON.stringify({ id_token: { sid: null } });

export interface PortalAuthDeps {
  /** The brand of the request; taken from the Host header when absent. */
  brand?: BrandInfo | undefined;
  /** Port overrides (tests). */
  oidc?: OidcClientOptions;
  /** The client's IP address (Astro's `clientAddress`), kept with the session. */
  clientAddress?: string | undefined;
  /** The request's translator (Astro's `locals.t`); default the committed texts of the brand's language. */
  t?: Translate | undefined;
  /** WEB or WEBVIEW (Astro's `locals.origin`), kept with a session started here. */
  origin?: Origin | undefined;
}

export interface PortalAuthDbDeps extends PortalAuthDeps {
  /** Default: the process-wide database (as the GraphQL endpoint), so API routes need not import the client. */
  db?: Db;
}

const loginStateSchema = z.object({
  brand: brandKeySchema,
  state: z.string().min(1),
  nonce: z.string().min(1),
  verifier: z.string().min(43),
  callback: z.string(),
  /** A silent session check (`prompt=none`) rather than a sign-in the user asked for. */
  silent: z.boolean().optional(),
  /** The silent check runs in a hidden frame of the page: the callback answers with a message, not a redirect. */
  frame: z.boolean().optional(),
  /** Expiry, epoch seconds: the signature alone does not stop an old cookie from being replayed. */
  exp: z.number().int(),
});
type LoginState = z.infer<typeof loginStateSchema>;

function brandOf(request: Request, deps: PortalAuthDeps): BrandInfo | undefined {
  return deps.brand ?? brandFromHost(request.headers.get('host') ?? new URL(request.url).host);
}

/** The translator of a request: the one the middleware made, or the committed texts of the brand's language. */
function translatorOf(deps: PortalAuthDeps, brand: BrandInfo | undefined): Translate {
  return deps.t ?? createTranslator(committedTranslations(brand?.country === 'be' ? 'be' : 'nl'));
}

/**
 * A minimal Dutch message page for the rare cases where signing in cannot continue. The brand's tokens come from the
 * portal's `/brand/tokens.css`; no inline style, so the strict Content-Security-Policy holds.
 */
function messagePage(
  status: number,
  title: string,
  message: string,
  link?: { href: string; label: string },
  language: 'nl' | 'be' = 'nl',
): Response {
  const html = minimalPage({ language, title, paragraphs: [message], link, tokens: true });
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

function redirect(location: string, status: 302 | 303, cookies: string[] = []): Response {
  const headers = new Headers({ location, 'cache-control': 'no-store' });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(null, { status, headers });
}

function loginPath(callback: string): string {
  return `/api/auth/login?callback_url=${encodeURIComponent(callback)}`;
}

function unknownBrand(t: Translate): Response {
  return messagePage(404, t('notFound.title'), t('notFound.body'));
}

function unavailable(t: Translate, brand: BrandInfo): Response {
  return messagePage(
    503,
    t('identity.portal.unavailableTitle'),
    t('identity.portal.unavailable'),
    { href: '/', label: t('identity.portal.home') },
    brand.country,
  );
}

/** GET /api/auth/login: starts the authorization code flow with state, nonce and PKCE. */
export async function handleLogin(
  request: Request,
  deps: PortalAuthDeps & { silent?: boolean } = {},
): Promise<Response> {
  const brand = brandOf(request, deps);
  const t = translatorOf(deps, brand);
  if (!brand) return unknownBrand(t);
  const requestUrl = new URL(request.url);
  const callback = safeCallbackPath(requestUrl.searchParams.get('callback_url'));
  const frame = Boolean(deps.silent) && requestUrl.searchParams.get('frame') === '1';
  // `fresh=1`: the provider asks to sign in again even when it knows the browser (max_age=0), for a screen that
  // needs a fresh sign-in (the account host's passkeys).
  const fresh = !deps.silent && requestUrl.searchParams.get('fresh') === '1';
  let oidc;
  try {
    oidc = await oidcClientFor(brand, deps.oidc);
  } catch (error) {
    log.error({ err: error, brand: brand.key }, '[auth] discovery failed');
    if (deps.silent) return silentEnd({ callback, frame }, 'none', [ssoCheckedCookie(requestUrl.hostname)]);
    return unavailable(t, brand);
  }
  const state: LoginState = {
    brand: brand.key,
    state: client.randomState(),
    nonce: client.randomNonce(),
    verifier: client.randomPKCECodeVerifier(),
    callback,
    ...(deps.silent ? { silent: true } : {}),
    ...(frame ? { frame: true } : {}),
    exp: Math.floor(Date.now() / 1000) + LOGIN_STATE_TTL_SECONDS,
  };
  const authorizationUrl = client.buildAuthorizationUrl(oidc.configuration, {
    redirect_uri: oidc.redirectUri,
    scope: OIDC_SCOPE,
    state: state.state,
    nonce: state.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(state.verifier),
    code_challenge_method: 'S256',
    ...(deps.silent ? { prompt: 'none' } : {}),
    ...(fresh ? { max_age: '0' } : {}),
    // Only where the provider says it reads the parameter (the built-in account host does).
    ...(oidc.configuration.serverMetadata().claims_parameter_supported ? { claims: SID_CLAIM_REQUEST } : {}),
  });
  const hostname = new URL(oidc.portalOrigin).hostname;
  const cookie = serializeCookie(
    LOGIN_STATE_COOKIE,
    await signValue(config().sessionSecret, LOGIN_STATE_PURPOSE, JSON.stringify(state)),
    authCookieAttributes(hostname, LOGIN_STATE_TTL_SECONDS, LOGIN_STATE_PATH),
  );
  return redirect(authorizationUrl.href, 302, [cookie]);
}

async function readLoginState(request: Request, brand: BrandInfo): Promise<LoginState | undefined> {
  const raw = await verifySignedValue(
    config().sessionSecret,
    LOGIN_STATE_PURPOSE,
    parseCookieHeader(request.headers.get('cookie')).get(LOGIN_STATE_COOKIE),
  );
  if (!raw) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const parsed = loginStateSchema.safeParse(json);
  if (!parsed.success) return undefined;
  // A state made on another brand's host, or an old one, does not count.
  if (parsed.data.brand !== brand.key || parsed.data.exp < Math.floor(Date.now() / 1000)) return undefined;
  return parsed.data;
}

/** Name of the (script-readable, harmless) cookie that says the silent session check ran in this browser session. */
export const SSO_CHECKED_COOKIE = 'mo_sso_checked';
/**
 * Name of the cookie that carries the account host's other account to the choice screen. It holds an e-mail address
 * and an ID token, so it is encrypted, not merely signed.
 */
export const OTHER_ACCOUNT_COOKIE = 'mo_sso_other';
const OTHER_ACCOUNT_PURPOSE = 'other-account';
/** The choice between two accounts is offered for 10 minutes. */
const OTHER_ACCOUNT_TTL_SECONDS = 600;
/** The screen that offers the choice (LoggedInDifferentAccount). */
export const SWITCH_ACCOUNT_PATH = '/login/ander-account';

/** The marker cookie of the silent check: a session cookie (no Max-Age), readable by the page script on purpose. */
function ssoCheckedCookie(hostname: string): string {
  const attributes = authCookieAttributes(hostname, 0);
  const secure = attributes.secure ? '; Secure' : '';
  return `${SSO_CHECKED_COOKIE}=1; Path=/; SameSite=Lax${secure}`;
}

/**
 * Name of the (script-readable, harmless) cookie that says the provider may know this browser: set when a sign-in
 * through it succeeded, removed when the browser signs out or a silent check finds no session there. The page script
 * starts the silent check only while it is there (src/features/login/sso-config.ts), so a visitor who never signed
 * in is never sent through the provider: one document, not five.
 */
export const SSO_HINT_COOKIE = 'mo_sso_hint';
/** The provider's session lasts at most as long as ours (30 days), and the hint no longer. */
const SSO_HINT_TTL_SECONDS = SESSION_TTL_MS / 1000;

/** The hint cookie set (`present`) or removed. */
function ssoHintCookie(hostname: string, present: boolean): string {
  const attributes = authCookieAttributes(hostname, 0);
  const secure = attributes.secure ? '; Secure' : '';
  return `${SSO_HINT_COOKIE}=${present ? '1' : ''}; Path=/; Max-Age=${present ? SSO_HINT_TTL_SECONDS : 0}; SameSite=Lax${secure}`;
}

const otherAccountSchema = z.object({
  brand: brandKeySchema,
  /** The session this choice was offered to: it is only valid there. */
  sessionId: z.string(),
  accountId: z.uuid(),
  subject: z.string(),
  email: z.string(),
  idToken: z.string().nullable(),
  /** The provider's session id (`sid`) of the other account's sign-in, if the provider sent one. */
  providerSessionId: z.string().nullable().optional(),
  exp: z.number().int(),
});
export type OtherAccount = z.infer<typeof otherAccountSchema>;

/** The account host's other account offered to the current session on `brand`, if any and still valid. */
export async function readOtherAccount(
  cookieValue: string | undefined,
  brand: BrandInfo,
  sessionId: string | undefined,
): Promise<OtherAccount | undefined> {
  const raw = await decryptValue(config().sessionSecret, OTHER_ACCOUNT_PURPOSE, cookieValue);
  if (!raw || !sessionId) return undefined;
  let parsed;
  try {
    parsed = otherAccountSchema.safeParse(JSON.parse(raw));
  } catch {
    return undefined;
  }
  if (!parsed.success) return undefined;
  const value = parsed.data;
  if (value.brand !== brand.key || value.sessionId !== sessionId || value.exp < Math.floor(Date.now() / 1000)) {
    return undefined;
  }
  return value;
}

/** GET /api/auth/callback: checks state, exchanges the code, verifies the ID token and starts a portal session. */
export async function handleCallback(request: Request, deps: PortalAuthDbDeps): Promise<Response> {
  const db = deps.db ?? (await getDb());
  const brand = brandOf(request, deps);
  const t = translatorOf(deps, brand);
  if (!brand) return unknownBrand(t);
  const settings = oidcClientSettings(brand, deps.oidc);
  const hostname = new URL(settings.portalOrigin).hostname;
  const clearState = serializeCookie(LOGIN_STATE_COOKIE, '', authCookieAttributes(hostname, 0, LOGIN_STATE_PATH));
  const state = await readLoginState(request, brand);
  const retry = { href: loginPath(state?.callback ?? '/'), label: t('identity.host.restart') };
  const failed = (status: number, message: string) => {
    const response = messagePage(status, t('identity.portal.failedTitle'), message, retry, brand.country);
    response.headers.append('set-cookie', clearState);
    return response;
  };
  if (!state) return failed(400, t('identity.portal.expired'));

  const requestUrl = new URL(request.url);
  const cookies = parseCookieHeader(request.headers.get('cookie'));
  const current = await findSession(db, cookies.get(SESSION_COOKIE), brand.key);
  const checked = ssoCheckedCookie(hostname);
  // A silent check the provider answered without a session (login_required, …) simply ends here, and is not tried
  // again until the next sign-in there.
  if (state.silent && requestUrl.searchParams.has('error')) {
    return silentEnd(state, 'none', [clearState, checked, ssoHintCookie(hostname, false)]);
  }

  // The URL the provider redirected to is our registered redirect URI; behind a proxy request.url may differ from it.
  const currentUrl = new URL(`${settings.redirectUri}${requestUrl.search}`);
  let oidc;
  try {
    oidc = await oidcClientFor(brand, deps.oidc);
  } catch (error) {
    log.error({ err: error, brand: brand.key }, '[auth] discovery failed');
    if (state.silent) return silentEnd(state, 'none', [clearState, checked]);
    return unavailable(t, brand);
  }
  let tokens;
  try {
    tokens = await client.authorizationCodeGrant(oidc.configuration, currentUrl, {
      expectedState: state.state,
      expectedNonce: state.nonce,
      pkceCodeVerifier: state.verifier,
      idTokenExpected: true,
    });
  } catch (error) {
    log.warn({ err: error, brand: brand.key }, '[auth] authorization code grant failed');
    if (state.silent) return silentEnd(state, 'none', [clearState, checked]);
    return failed(400, t('identity.portal.notCompleted'));
  }
  const claims = tokens.claims();
  const subject = claims?.sub;
  const providerSessionId = typeof claims?.['sid'] === 'string' ? claims['sid'] : null;
  // A provider session whose portal session was ended (by the user, a new password, logging out) is never signed in
  // silently again, even when the provider still knows it: it was the user's choice to sign that browser out.
  if (state.silent && providerSessionId && (await isProviderSessionEnded(db, providerSessionId))) {
    return silentEnd(state, 'none', [clearState, checked, ssoHintCookie(hostname, false)]);
  }
  // Built-in host: `sub` is the account id. External provider: linked by `sub`, else by its verified e-mail address.
  const account = await accountForSignIn(db, claims, settings.external);
  if (!account || !subject) {
    if (state.silent) return silentEnd(state, 'none', [clearState, checked]);
    return failed(403, t('identity.portal.noAccount'));
  }

  if (state.silent && current) {
    // LoggedIn: the same account needs nothing; another one is LoggedInDifferentAccount, offered as a choice.
    if (current.accountId === account.id) return silentEnd(state, 'none', [clearState, checked]);
    const offer: OtherAccount = {
      brand: brand.key,
      sessionId: current.sessionId,
      accountId: account.id,
      subject,
      email: account.email,
      idToken: tokens.id_token ?? null,
      providerSessionId,
      exp: Math.floor(Date.now() / 1000) + OTHER_ACCOUNT_TTL_SECONDS,
    };
    const cookie = serializeCookie(
      OTHER_ACCOUNT_COOKIE,
      await encryptValue(config().sessionSecret, OTHER_ACCOUNT_PURPOSE, JSON.stringify(offer)),
      authCookieAttributes(hostname, OTHER_ACCOUNT_TTL_SECONDS),
    );
    const choice = `${SWITCH_ACCOUNT_PATH}?callback_url=${encodeURIComponent(state.callback)}`;
    return silentEnd({ ...state, callback: choice }, 'other-account', [clearState, checked, cookie]);
  }

  // Rotation: whatever session this browser had on this brand ends; the signed-in user gets a fresh token.
  if (current) await destroySession(db, current.sessionId);
  const session = await createSession(db, {
    accountId: account.id,
    brandKey: brand.key,
    subject,
    idToken: tokens.id_token ?? null,
    providerSessionId,
    userAgent: request.headers.get('user-agent'),
    ip: deps.clientAddress ?? null,
    origin: deps.origin ?? 'WEB',
  });
  const signedIn = [
    serializeCookie(SESSION_COOKIE, session.token, sessionCookieAttributes(hostname)),
    signedInHintCookie(hostname, true),
    clearState,
    checked,
    ssoHintCookie(hostname, true),
  ];
  return state.silent ? silentEnd(state, 'signed-in', signedIn) : redirect(state.callback, 302, signedIn);
}

/** The frame page's one script: it hands the outcome (the JSON beside it) to the page that holds the frame. */
const FRAME_SCRIPT =
  "parent.postMessage(JSON.parse(document.getElementById('mo-sso-result').textContent),location.origin)";
const FRAME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(FRAME_SCRIPT).digest('base64')}'`;

/**
 * The end of a silent check. Run by navigating the page, it sends the browser on: back to the page (`callback`), or
 * on to the choice between accounts. Run in a hidden frame (`frame`), it answers the frame with a page that posts the
 * outcome to its parent — only a page of our own origin may hold it (frame-ancestors 'self') and hear it (the
 * message's target origin) — and the parent decides what to show; the cookies are the same either way.
 */
function silentEnd(state: Pick<LoginState, 'callback' | 'frame'>, outcome: SilentOutcome, cookies: string[]): Response {
  if (!state.frame) return redirect(state.callback, 302, cookies);
  const message: SilentCheckMessage = {
    type: SILENT_CHECK_MESSAGE,
    outcome,
    ...(outcome === 'other-account' ? { next: state.callback } : {}),
  };
  // JSON in a data block, `<` escaped so that no value can end the element.
  const data = JSON.stringify(message).replaceAll('<', '\\u003c');
  const html = `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Mijn Omgeving</title></head><body><script type="application/json" id="mo-sso-result">${data}</script><script>${FRAME_SCRIPT}</script></body></html>`;
  const headers = new Headers({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': `default-src 'none'; script-src ${FRAME_SCRIPT_HASH}; frame-ancestors 'self'; base-uri 'none'; form-action 'none'`,
    'x-frame-options': 'SAMEORIGIN',
  });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(html, { status: 200, headers });
}

/**
 * POST /api/auth/switch: LoggedInDifferentAccount → continue as the account host's account. The current session ends
 * and a new one starts for the other account (the ID token the provider issued for it is kept for logout).
 */
export async function handleSwitch(request: Request, deps: PortalAuthDbDeps): Promise<Response> {
  const db = deps.db ?? (await getDb());
  const brand = brandOf(request, deps);
  const t = translatorOf(deps, brand);
  if (!brand) return unknownBrand(t);
  if (crossSite(request, brand)) {
    return messagePage(
      403,
      t('identity.portal.failedTitle'),
      t('identity.portal.forbiddenOrigin'),
      undefined,
      brand.country,
    );
  }
  const hostname = new URL(oidcClientSettings(brand, deps.oidc).portalOrigin).hostname;
  const cookies = parseCookieHeader(request.headers.get('cookie'));
  const current = await findSession(db, cookies.get(SESSION_COOKIE), brand.key);
  const offer = await readOtherAccount(cookies.get(OTHER_ACCOUNT_COOKIE), brand, current?.sessionId);
  const clearOffer = serializeCookie(OTHER_ACCOUNT_COOKIE, '', authCookieAttributes(hostname, 0));
  const callback = safeCallbackPath(new URL(request.url).searchParams.get('callback_url'));
  if (!current || !offer) return redirect(callback, 303, [clearOffer]);
  const [account] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, offer.accountId))
    .limit(1);
  if (!account) return redirect(callback, 303, [clearOffer]);
  await destroySession(db, current.sessionId);
  const session = await createSession(db, {
    accountId: account.id,
    brandKey: brand.key,
    subject: offer.subject,
    idToken: offer.idToken,
    providerSessionId: offer.providerSessionId ?? null,
    userAgent: request.headers.get('user-agent'),
    ip: deps.clientAddress ?? null,
    origin: deps.origin ?? 'WEB',
  });
  return redirect(callback, 303, [
    serializeCookie(SESSION_COOKIE, session.token, sessionCookieAttributes(hostname)),
    signedInHintCookie(hostname, true),
    clearOffer,
  ]);
}

/** POST /api/auth/stay: LoggedInDifferentAccount → stay with the portal's account; the offer is forgotten. */
export async function handleStay(request: Request, deps: PortalAuthDeps): Promise<Response> {
  const brand = brandOf(request, deps);
  const t = translatorOf(deps, brand);
  if (!brand) return unknownBrand(t);
  if (crossSite(request, brand)) {
    return messagePage(
      403,
      t('identity.portal.failedTitle'),
      t('identity.portal.forbiddenOrigin'),
      undefined,
      brand.country,
    );
  }
  const hostname = new URL(oidcClientSettings(brand, deps.oidc).portalOrigin).hostname;
  const callback = safeCallbackPath(new URL(request.url).searchParams.get('callback_url'));
  return redirect(callback, 303, [serializeCookie(OTHER_ACCOUNT_COOKIE, '', authCookieAttributes(hostname, 0))]);
}

/** True when a cross-site page tries to submit the logout form (SameSite=Lax already withholds the cookie then). */
function crossSite(request: Request, brand: BrandInfo): boolean {
  const origin = request.headers.get('origin');
  // No Origin header: an older browser or a same-origin navigation; SameSite=Lax is the protection then.
  if (!origin) return false;
  // "null" is sent from sandboxed frames and opaque origins: never our own logout button.
  if (origin === 'null') return true;
  try {
    return brandFromHost(new URL(origin).host)?.key !== brand.key;
  } catch {
    return true;
  }
}

/**
 * /api/logout: POST ends the portal session together with the browser's session at the built-in account host
 * (endPortalSessions of src/server/domain/identity/) and returns to the brand's `/`. Where the provider's session
 * could not be ended that way (an external provider, a session without `sid`), it continues at the provider's
 * end-session endpoint instead, which ends it there. Any other method gets 405 with `Allow: POST`.
 */
export async function handleLogout(request: Request, deps: PortalAuthDbDeps): Promise<Response> {
  const db = deps.db ?? (await getDb());
  if (request.method !== 'POST') {
    const t = translatorOf(deps, brandOf(request, deps));
    return new Response(t('identity.portal.logoutMethod'), {
      status: 405,
      headers: { allow: 'POST', 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  const brand = brandOf(request, deps);
  const t = translatorOf(deps, brand);
  if (!brand) return unknownBrand(t);
  if (crossSite(request, brand)) {
    return messagePage(
      403,
      t('identity.portal.logoutFailedTitle'),
      t('identity.portal.logoutCrossSite'),
      undefined,
      brand.country,
    );
  }

  const settings = oidcClientSettings(brand, deps.oidc);
  const hostname = new URL(settings.portalOrigin).hostname;
  // Signing out here signs out at the provider too: no silent check until the next sign-in.
  const clearSession = [
    serializeCookie(SESSION_COOKIE, '', { ...sessionCookieAttributes(hostname), maxAge: 0 }),
    signedInHintCookie(hostname, false),
    ssoHintCookie(hostname, false),
  ];
  const session = await findSession(
    db,
    parseCookieHeader(request.headers.get('cookie')).get(SESSION_COOKIE),
    brand.key,
  );
  if (!session) return redirect('/', 303, clearSession);
  const ended = await endPortalSessions(db, eq(sessions.id, session.sessionId));
  // The account host forgot this browser already: its end-session page would only ask what is done.
  if (!settings.external && ended.accountHostSessions > 0) return redirect('/', 303, clearSession);

  try {
    const oidc = await oidcClientFor(brand, deps.oidc);
    const parameters: Record<string, string> = { post_logout_redirect_uri: oidc.postLogoutRedirectUri };
    if (session.idToken) parameters['id_token_hint'] = session.idToken;
    else parameters['client_id'] = oidc.clientId;
    const endSession = client.buildEndSessionUrl(oidc.configuration, parameters);
    return redirect(endSession.href, 303, clearSession);
  } catch (error) {
    // The portal session is gone either way; without a reachable provider the user simply lands on the start page.
    log.error({ err: error, brand: brand.key }, '[auth] end-session redirect failed');
    return redirect('/', 303, clearSession);
  }
}

/**
 * The answer of GET /api/auth/visitor (src/pages/api/auth/visitor.ts): the signed-in account's e-mail address for the
 * shared pages' header, or that nobody is, which also removes the signed-in hint (the session ended elsewhere).
 */
export function visitorAnswer(account: { email: string } | undefined, hostname: string): Response {
  const headers = new Headers({
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'private, no-store',
  });
  if (account) return new Response(JSON.stringify({ signedIn: true, email: account.email }), { headers });
  headers.append('set-cookie', signedInHintCookie(hostname, false));
  return new Response(JSON.stringify({ signedIn: false }), { headers });
}
