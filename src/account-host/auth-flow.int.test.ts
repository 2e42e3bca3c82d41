/**
 * The whole sign-in flow without a browser: the account host runs on a free port, requests to `*.localhost` go to
 * 127.0.0.1 with `X-Forwarded-Host` (as the portal's customFetch does), and the portal's login, callback and logout
 * handlers are called directly with `Request` objects.
 */
import { request as httpRequest } from 'node:http';
import { networkInterfaces } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browse, cookieValue, CookieJar } from '../../tests/fixtures/browser';
import { buildAccount, useTestDb } from '../../tests/fixtures/db';
import type { Account } from '../server/db/schema';
import { sessions } from '../server/db/schema';
import { type RunningAccountHost } from './server';
import { committedTranslations } from '../content/queries/translations';
import { createTranslator } from '../i18n/translate';
import { localFetch } from '../server/auth/local-fetch';
import { hashPassword, MAX_FAILURES } from '../server/domain/identity';
import { outbox } from '../server/db/schema';
import { desc } from 'drizzle-orm';
import {
  handleCallback,
  handleLogin,
  handleLogout,
  handleStay,
  handleSwitch,
  LOGIN_STATE_COOKIE,
  OTHER_ACCOUNT_COOKIE,
  SWITCH_ACCOUNT_PATH,
} from '../server/auth/portal-handlers';
import { resolveSession, SESSION_COOKIE } from '../server/auth/session';
import { CODE_CHECK_POLICY, CODE_SEND_POLICY } from '../server/ports/rate-limit';
import { startTestAccountHost } from '../../tests/fixtures/account-host';
import { rawRequest } from '../../tests/fixtures/raw-http';

const PORTAL_PORT = 4999;
const PASSWORD = 'Geheim-wachtwoord-42';
const t = createTranslator(committedTranslations('nl'));
const LOGIN_MESSAGES = { wrongCredentials: t('identity.login.wrongCredentials') };

const testDb = useTestDb();
let host: RunningAccountHost;
let account: Account;

/** The action of the page's first form, its `&amp;` unescaped. */
function formAction(html: string): string | undefined {
  return /<form[^>]*\saction="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function absolute(location: string | null, base: string): string {
  expect(location).toBeTruthy();
  return new URL(location!, base).href;
}

const oidc = () => ({ portalPort: PORTAL_PORT, accountHostPort: host.port });
const accountHostOrigin = (key = 'ad') => `http://login.${key}.localhost:${host.port}`;
const portalOrigin = (key = 'ad') => `http://${key}.localhost:${PORTAL_PORT}`;

/** Runs login → authorize → interaction form → credentials; returns the response to the credentials POST. */
async function startSignIn(jar: CookieJar, callbackUrl: string, email: string, password: string) {
  const entry = await browse(jar, `${accountHostOrigin()}/login?callback_url=${encodeURIComponent(callbackUrl)}`);
  expect(entry.status).toBe(302);
  const loginUrl = absolute(entry.headers.get('location'), accountHostOrigin());
  expect(loginUrl.startsWith(`${portalOrigin()}/api/auth/login?callback_url=`)).toBe(true);

  const login = await handleLogin(new Request(loginUrl), { oidc: oidc() });
  expect(login.status).toBe(302);
  const stateCookie = cookieValue(login, LOGIN_STATE_COOKIE);
  expect(stateCookie).toBeTruthy();
  const authorize = new URL(absolute(login.headers.get('location'), loginUrl));
  expect(authorize.origin).toBe(accountHostOrigin());
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('client_id')).toBe('mijn-ad');

  const toInteraction = await browse(jar, authorize.href);
  expect(toInteraction.status).toBe(303);
  const interactionUrl = absolute(toInteraction.headers.get('location'), authorize.href);
  const page = await browse(jar, interactionUrl);
  expect(page.status).toBe(200);
  // Compressed as every text answer is (fetch asks for gzip and decodes it).
  expect(page.headers.get('content-encoding')).toBe('gzip');
  const html = await page.text();
  expect(html).toContain('<html lang="nl-NL">');
  expect(html).toContain('<main id="main"');
  expect(html).toMatch(/autocomplete="username webauthn"/i);
  expect(html).toMatch(/autocomplete="current-password"/i);
  const action = formAction(html);
  expect(action).toBeTruthy();

  const submitted = await browse(jar, absolute(action!, interactionUrl), {
    method: 'POST',
    form: { email, password },
  });
  return { submitted, stateCookie: stateCookie!, interactionUrl, action: absolute(action!, interactionUrl) };
}

/** Follows the account host's redirects after a successful login until it sends the browser to the portal. */
async function followToPortal(jar: CookieJar, response: Response, base: string): Promise<string> {
  let current = response;
  let url = base;
  for (let hop = 0; hop < 5; hop += 1) {
    expect([302, 303]).toContain(current.status);
    url = absolute(current.headers.get('location'), url);
    if (url.startsWith(portalOrigin())) return url;
    current = await browse(jar, url);
  }
  throw new Error('too many redirects');
}

async function signIn(callbackUrl: string) {
  const jar = new CookieJar();
  const { submitted, stateCookie, interactionUrl } = await startSignIn(jar, callbackUrl, account.email, PASSWORD);
  const callbackTarget = await followToPortal(jar, submitted, interactionUrl);
  expect(callbackTarget.startsWith(`${portalOrigin()}/api/auth/callback?`)).toBe(true);
  const callback = await handleCallback(
    new Request(callbackTarget, {
      headers: { cookie: `${LOGIN_STATE_COOKIE}=${encodeURIComponent(stateCookie)}`, 'user-agent': 'vitest' },
    }),
    { db: testDb.db, oidc: oidc(), clientAddress: '127.0.0.1' },
  );
  return { jar, callback };
}

beforeAll(async () => {
  account = await buildAccount(testDb.db, {
    email: 'Jan.Flow@Example.nl',
    passwordHash: await hashPassword(PASSWORD),
    firstName: 'Jan',
    lastName: 'Flow',
  });
  host = await startTestAccountHost({
    portalPort: PORTAL_PORT,
    db: testDb.db,
    translator: async () => t,
  });
});

afterAll(async () => {
  await host?.close();
});

describe('account host behind the X-Forwarded-Host trick', () => {
  it('answers discovery for the brand named in X-Forwarded-Host, with that brand as issuer', async () => {
    for (const key of ['ad', 'hln']) {
      const response = await localFetch(`${accountHostOrigin(key)}/.well-known/openid-configuration`, {
        method: 'GET',
        headers: {},
        redirect: 'manual',
      } as never);
      expect(response.status).toBe(200);
      const metadata = (await response.json()) as { issuer: string; token_endpoint: string };
      expect(metadata.issuer).toBe(accountHostOrigin(key));
      expect(metadata.token_endpoint).toBe(`${accountHostOrigin(key)}/token`);
    }
  });

  it('refuses a host that is not a brand account host', async () => {
    const response = await fetch(`http://127.0.0.1:${host.port}/.well-known/openid-configuration`, {
      headers: { 'x-forwarded-host': `login.onbekend.localhost:${host.port}` },
    });
    expect(response.status).toBe(404);
  });

  it('serves the brand tokens, the stylesheet and the script as files, under the strict policy', async () => {
    const get = (path: string, key = 'ad') =>
      fetch(`http://127.0.0.1:${host.port}${path}`, {
        headers: { 'x-forwarded-host': `login.${key}.localhost:${host.port}` },
      });
    const tokens = await get('/assets/brand.css');
    expect(tokens.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await tokens.text()).toMatch(/^:root\{--color-accent:/);
    const css = await get('/assets/account-host.css');
    expect(css.status).toBe(200);
    const stylesheet = await css.text();
    // One render-blocking file: the brand's tokens first, then the classes of the design system's components and of
    // the host's own pages, compiled by Tailwind.
    expect(stylesheet.startsWith(await (await get('/assets/brand.css')).text())).toBe(true);
    expect(stylesheet).toContain('.bg-accent');
    expect(stylesheet).toContain('.bg-negative-bg');
    expect(stylesheet).toContain('@keyframes mo-loader-bar');
    const js = await get('/assets/account-host.js');
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await js.text()).toContain('account-host-page');
    expect(js.headers.get('content-security-policy')).toContain("script-src 'self'");
    // The unknown host's 404 page is styled too.
    expect((await get('/assets/account-host.css', 'onbekend')).status).toBe(200);
  });

  it('has a favicon: linked from every page and answered at /favicon.ico too, not a 404', async () => {
    const get = (path: string) =>
      fetch(`http://127.0.0.1:${host.port}${path}`, {
        headers: { 'x-forwarded-host': `login.ad.localhost:${host.port}` },
      });
    for (const path of ['/assets/favicon.ico', '/favicon.ico']) {
      const icon = await get(path);
      expect(icon.status, path).toBe(200);
      expect(icon.headers.get('content-type')).toBe('image/x-icon');
      expect((await icon.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
    const entry = await browse(new CookieJar(), `${accountHostOrigin()}/interaction/onbekend`);
    expect(await entry.text()).toContain('<link rel="icon" href="/assets/favicon.ico"');
  });

  it('sends its script and stylesheet compressed, with an ETag to revalidate by', async () => {
    const get = (path: string, headers: Record<string, string> = {}) =>
      rawRequest(host.port, path, { headers: { host: `login.ad.localhost:${host.port}`, ...headers } });
    for (const path of ['/assets/account-host.js', '/assets/account-host.css']) {
      const plain = await get(path);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const br = await get(path, { 'accept-encoding': 'gzip, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toBe('Accept-Encoding');
      expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
      expect(br.body.length).toBeLessThan(plain.body.length / 3);
      const gz = await get(path, { 'accept-encoding': 'gzip' });
      expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
      const again = await get(path, { 'accept-encoding': 'gzip, br', 'if-none-match': String(br.headers.etag) });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    }
    // Its pages are compressed on the fly: see startSignIn.
  });

  it('answers a path nobody knows with its Dutch 404 page, not the provider’s English one', async () => {
    const response = await fetch(`http://127.0.0.1:${host.port}/inlogen`, {
      headers: { 'x-forwarded-host': `login.ad.localhost:${host.port}` },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<html lang="nl-NL">');
    expect(html).toContain('Pagina niet gevonden');
    expect(html).not.toContain('Not Found');
  });

  it('sends /login to the portal, keeping a safe callback_url and replacing an unsafe one by /', async () => {
    const jar = new CookieJar();
    const cases: Array<[string, string]> = [
      ['/abonnementen?tab=1', '/abonnementen?tab=1'],
      ['//evil.com', '/'],
      ['https://evil.com', '/'],
    ];
    for (const [given, kept] of cases) {
      const response = await browse(jar, `${accountHostOrigin()}/login?callback_url=${encodeURIComponent(given)}`);
      expect(response.status).toBe(302);
      const location = new URL(response.headers.get('location')!);
      expect(location.origin).toBe(portalOrigin());
      expect(location.pathname).toBe('/api/auth/login');
      expect(location.searchParams.get('callback_url')).toBe(kept);
    }
  });
});

/** A non-loopback IPv4 address of this machine, if it has one. */
const externalAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;

/** GET with full control over the Host header (fetch does not allow setting it). */
function rawGet(address: string, port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: address, port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe.skipIf(!externalAddress)('X-Forwarded-Host from a peer that is not loopback', () => {
  it('is ignored: the issuer follows the Host header', async () => {
    const open = await startTestAccountHost({
      host: '0.0.0.0',
      portalPort: PORTAL_PORT,
      db: testDb.db,
      translator: async () => t,
    });
    try {
      const path = '/.well-known/openid-configuration';
      const adHost = `login.ad.localhost:${open.port}`;
      const direct = await rawGet(externalAddress!, open.port, path, { host: adHost });
      expect(direct.status).toBe(200);
      expect(JSON.parse(direct.body).issuer).toBe(`http://${adHost}`);

      const spoofed = await rawGet(externalAddress!, open.port, path, {
        host: adHost,
        'x-forwarded-host': `login.hln.localhost:${open.port}`,
      });
      expect(JSON.parse(spoofed.body).issuer).toBe(`http://${adHost}`);

      // The same header from loopback is believed (that is how the portal reaches the host).
      const trusted = await rawGet('127.0.0.1', open.port, path, {
        host: `127.0.0.1:${open.port}`,
        'x-forwarded-host': `login.hln.localhost:${open.port}`,
      });
      expect(JSON.parse(trusted.body).issuer).toBe(`http://login.hln.localhost:${open.port}`);
    } finally {
      await open.close();
    }
  });
});

describe('the code flow', () => {
  it('signs in with the right password and creates a session for that account on that brand', async () => {
    const { callback } = await signIn('/abonnementen');
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/abonnementen');
    const setCookie = callback.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);
    const token = cookieValue(callback, SESSION_COOKIE)!;
    const session = await resolveSession(testDb.db, token, 'ad');
    expect(session).toEqual({
      accountId: account.id,
      sessionId: expect.any(String),
      email: account.email,
      record: expect.objectContaining({ id: account.id, email: account.email }),
      // A fresh account has no open deletion request (its pages may be kept ones).
      deletionPending: false,
    });
    const [row] = await testDb.db.select().from(sessions).where(eq(sessions.id, session!.sessionId));
    expect(row!.subject).toBe(account.id);
    expect(row!.idToken).toMatch(/^ey/);
    // The link to the account host's session of this browser (the ID token's `sid`), ended with the portal session.
    expect(row!.providerSessionId).toMatch(/^[\w-]{10,}$/);
    expect(row!.userAgent).toBe('vitest');
  });

  it('replaces an unsafe callback_url by / at the end of the flow', async () => {
    for (const evil of ['//evil.com', 'https://evil.com/steal']) {
      const { callback } = await signIn(evil);
      expect(callback.status).toBe(302);
      expect(callback.headers.get('location')).toBe('/');
    }
  });

  it('rejects a wrong password with the Dutch error and creates no session', async () => {
    const before = await testDb.db.select().from(sessions).where(eq(sessions.accountId, account.id));
    const jar = new CookieJar();
    const { submitted } = await startSignIn(jar, '/', account.email, 'fout-wachtwoord');
    expect(submitted.status).toBe(401);
    const html = await submitted.text();
    expect(html).toContain(LOGIN_MESSAGES.wrongCredentials);
    // The error summary names the problem and links to the e-mail address field, which is marked invalid.
    expect(html).toMatch(/<section[^>]*data-error-summary/);
    expect(html).toMatch(new RegExp(`<a href="#email"[^>]*>${escapeRegExp(LOGIN_MESSAGES.wrongCredentials)}</a>`));
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*id="email"/);
    expect(html).not.toContain('role="alert"');
    expect(html).toContain('value="jan.flow@example.nl"');
    const after = await testDb.db.select().from(sessions).where(eq(sessions.accountId, account.id));
    expect(after.length).toBe(before.length);
  });

  it('gives an unknown e-mail address exactly the same answer as a wrong password', async () => {
    const { submitted } = await startSignIn(new CookieJar(), '/', 'niemand@example.nl', PASSWORD);
    expect(submitted.status).toBe(401);
    expect(await submitted.text()).toContain(LOGIN_MESSAGES.wrongCredentials);
  });

  it('refuses a NUL (or another control character) in the e-mail address with the Dutch validation error', async () => {
    for (const control of ['\u0000', '\u001b']) {
      const { submitted } = await startSignIn(new CookieJar(), '/', `jan.flow${control}@example.nl`, PASSWORD);
      expect(submitted.status).toBe(400);
      const html = await submitted.text();
      expect(html).toContain(t('identity.login.emailInvalid'));
      expect(html).not.toMatch(/invalid byte sequence|\bat \S+ \(|\.ts:\d+/);
    }
  });

  it('answers a NUL in what the provider looks up (a client id) as an unknown client, not a 500', async () => {
    const authorize = await browse(new CookieJar(), `${accountHostOrigin()}/auth?client_id=%00&response_type=code`);
    expect(authorize.status).toBe(400);
  });

  it('locks sign-in for an address after 8 wrong passwords, even with the right password, with Retry-After', async () => {
    const victim = await buildAccount(testDb.db, { passwordHash: await hashPassword(PASSWORD) });
    const jar = new CookieJar();
    const { submitted, action } = await startSignIn(jar, '/', victim.email, 'fout-1');
    expect(submitted.status).toBe(401);
    for (let attempt = 2; attempt < MAX_FAILURES; attempt += 1) {
      const response = await browse(jar, action, {
        method: 'POST',
        form: { email: victim.email, password: `fout-${attempt}` },
      });
      expect(response.status).toBe(401);
    }
    const eighth = await browse(jar, action, { method: 'POST', form: { email: victim.email, password: 'fout-8' } });
    expect(eighth.status).toBe(429);
    expect(Number(eighth.headers.get('retry-after'))).toBeGreaterThan(9 * 60);
    expect(await eighth.text()).toContain(
      'Je hebt te vaak een verkeerd wachtwoord ingevuld. Probeer het over 10 minuten opnieuw.',
    );
    const right = await browse(jar, action, {
      method: 'POST',
      form: { email: victim.email.toUpperCase(), password: PASSWORD },
    });
    expect(right.status).toBe(429);
    expect(await testDb.db.select().from(sessions).where(eq(sessions.accountId, victim.id))).toEqual([]);
  });

  it('refuses a callback whose state cookie is missing', async () => {
    const jar = new CookieJar();
    const { submitted, interactionUrl } = await startSignIn(jar, '/', account.email, PASSWORD);
    const callbackTarget = await followToPortal(jar, submitted, interactionUrl);
    const callback = await handleCallback(new Request(callbackTarget), { db: testDb.db, oidc: oidc() });
    expect(callback.status).toBe(400);
    expect(await callback.text()).toContain('Inloggen is niet gelukt');
    expect(callback.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
  });

  it('does not accept the session token on another brand', async () => {
    const { callback } = await signIn('/');
    const token = cookieValue(callback, SESSION_COOKIE)!;
    expect(await resolveSession(testDb.db, token, 'ad')).toBeDefined();
    expect(await resolveSession(testDb.db, token, 'hln')).toBeUndefined();
  });

  it('logs out: the session is deleted and the account host session ends, back to the brand start page', async () => {
    const { jar, callback } = await signIn('/account');
    const token = cookieValue(callback, SESSION_COOKIE)!;
    const session = (await resolveSession(testDb.db, token, 'ad'))!;

    const logout = await handleLogout(
      new Request(`${portalOrigin()}/api/logout`, {
        method: 'POST',
        headers: { cookie: `${SESSION_COOKIE}=${token}`, origin: portalOrigin() },
      }),
      { db: testDb.db, oidc: oidc() },
    );
    expect(logout.status).toBe(303);
    expect(logout.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))).toMatch(/Max-Age=0/);
    // Signed out at the account host too: no silent check on the next visit.
    expect(logout.headers.getSetCookie().find((c) => c.startsWith('mo_sso_hint='))).toMatch(/Max-Age=0/);
    expect(await testDb.db.select().from(sessions).where(eq(sessions.id, session.sessionId))).toEqual([]);
    expect(await resolveSession(testDb.db, token, 'ad')).toBeUndefined();
    // The portal ended the account host's session itself: no end-session page to confirm, straight back to the site.
    expect(logout.headers.get('location')).toBe('/');

    // The account host forgot the user: a new sign-in asks for the password again.
    const again = await handleLogin(new Request(`${portalOrigin()}/api/auth/login`), { oidc: oidc() });
    const toInteraction = await browse(jar, again.headers.get('location')!);
    const page = await browse(jar, absolute(toInteraction.headers.get('location'), accountHostOrigin()));
    expect(await page.text()).toMatch(/autocomplete="current-password"/i);
  });

  it("asks before ending the account host's session when a page sends the browser to /session/end", async () => {
    const { jar } = await signIn('/');
    // Any site can link here (e.g. with the portal's own client_id): a question with a button, never a form that
    // submits itself.
    const endSession = `${accountHostOrigin()}/session/end?client_id=mijn-ad&post_logout_redirect_uri=${encodeURIComponent(`${portalOrigin()}/`)}`;
    const confirmPage = await browse(jar, endSession);
    expect(confirmPage.status).toBe(200);
    const html = await confirmPage.text();
    expect(html).toMatch(/<h1[^>]*>Uitloggen<\/h1>/);
    expect(html).toMatch(/<button[^>]*form="op.logoutForm"[^>]*>|<button[^>]*id="logout-button"/);
    expect(html).toContain(t('identity.logout.stay'));
    expect(html).not.toMatch(/\.submit\(\)|requestSubmit|onload/);
    // Nothing ended by looking: signing in again needs no password.
    const before = await handleLogin(new Request(`${portalOrigin()}/api/auth/login`), { oidc: oidc() });
    const stillKnown = await browse(jar, before.headers.get('location')!);
    expect(absolute(stillKnown.headers.get('location'), accountHostOrigin())).toMatch(/\/api\/auth\/callback\?/);

    // Pressing the button ends it.
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
    const confirmed = await browse(jar, absolute(action!, endSession), {
      method: 'POST',
      form: { xsrf: xsrf!, logout: 'yes' },
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${portalOrigin()}/`);
    const after = await handleLogin(new Request(`${portalOrigin()}/api/auth/login`), { oidc: oidc() });
    const toInteraction = await browse(jar, after.headers.get('location')!);
    const page = await browse(jar, absolute(toInteraction.headers.get('location'), accountHostOrigin()));
    expect(await page.text()).toMatch(/autocomplete="current-password"/i);
  });

  it('refuses a logout posted from another site and keeps the session', async () => {
    const { callback } = await signIn('/');
    const token = cookieValue(callback, SESSION_COOKIE)!;
    for (const origin of ['https://evil.com', portalOrigin('hln'), 'null']) {
      const response = await handleLogout(
        new Request(`${portalOrigin()}/api/logout`, {
          method: 'POST',
          headers: { cookie: `${SESSION_COOKIE}=${token}`, origin },
        }),
        { db: testDb.db, oidc: oidc() },
      );
      expect(response.status).toBe(403);
    }
    expect(await resolveSession(testDb.db, token, 'ad')).toBeDefined();
  });

  it('answers GET /api/logout with 405 and Allow: POST', async () => {
    const response = await handleLogout(new Request(`${portalOrigin()}/api/logout`), { db: testDb.db, oidc: oidc() });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});

describe('sign in with an e-mail code', () => {
  it('mails a six-digit code to the outbox and signs in with it', async () => {
    const jar = new CookieJar();
    const login = await handleLogin(new Request(`${portalOrigin()}/api/auth/login?callback_url=%2Faccount`), {
      oidc: oidc(),
    });
    const stateCookie = cookieValue(login, LOGIN_STATE_COOKIE)!;
    const toInteraction = await browse(jar, login.headers.get('location')!);
    const interactionUrl = absolute(toInteraction.headers.get('location'), accountHostOrigin());
    const codeUrl = `${interactionUrl}/code`;
    const form = await browse(jar, codeUrl);
    expect(await form.text()).toMatch(/autocomplete="username"/i);
    const sent = await browse(jar, codeUrl, { method: 'POST', form: { email: account.email } });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toMatch(/autocomplete="one-time-code"/i);
    const [mail] = await testDb.db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(1);
    expect(mail!.recipient).toBe(account.email);
    const code = /\b(\d{6})\b/.exec(mail!.text)?.[1];
    expect(code).toBeTruthy();
    const verified = await browse(jar, `${codeUrl}/verify`, {
      method: 'POST',
      form: { email: account.email, code: code! },
    });
    const target = await followToPortal(jar, verified, codeUrl);
    const callback = await handleCallback(
      new Request(target, { headers: { cookie: `${LOGIN_STATE_COOKIE}=${encodeURIComponent(stateCookie)}` } }),
      { db: testDb.db, oidc: oidc() },
    );
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/account');
    expect(await resolveSession(testDb.db, cookieValue(callback, SESSION_COOKIE), 'ad')).toMatchObject({
      accountId: account.id,
    });
  });
});

describe('the silent session check', () => {
  it('offers LoggedInDifferentAccount when the account host knows another account, and switches on request', async () => {
    // The portal session belongs to `other`; the account host (jar) is signed in as `account`.
    const other = await buildAccount(testDb.db, { passwordHash: await hashPassword(PASSWORD) });
    const { jar } = await signIn('/');
    const portalSession = await createSessionFor(other.id);

    const check = await handleLogin(new Request(`${portalOrigin()}/api/auth/check?callback_url=%2Faccount`), {
      oidc: oidc(),
      silent: true,
    });
    const authorize = new URL(check.headers.get('location')!);
    expect(authorize.searchParams.get('prompt')).toBe('none');
    const stateCookie = cookieValue(check, LOGIN_STATE_COOKIE)!;
    const target = await followToPortal(jar, await browse(jar, authorize.href), authorize.href);
    const callback = await handleCallback(
      new Request(target, {
        headers: {
          cookie: `${LOGIN_STATE_COOKIE}=${encodeURIComponent(stateCookie)}; ${SESSION_COOKIE}=${portalSession}`,
        },
      }),
      { db: testDb.db, oidc: oidc() },
    );
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe(`${SWITCH_ACCOUNT_PATH}?callback_url=%2Faccount`);
    // The portal session is untouched until the user chooses.
    expect(await resolveSession(testDb.db, portalSession, 'ad')).toMatchObject({ accountId: other.id });

    const offer = cookieValue(callback, OTHER_ACCOUNT_COOKIE)!;
    const switched = await handleSwitch(
      new Request(`${portalOrigin()}/api/auth/switch?callback_url=%2Faccount`, {
        method: 'POST',
        headers: {
          origin: portalOrigin(),
          cookie: `${SESSION_COOKIE}=${portalSession}; ${OTHER_ACCOUNT_COOKIE}=${encodeURIComponent(offer)}`,
        },
      }),
      { db: testDb.db, oidc: oidc() },
    );
    expect(switched.status).toBe(303);
    expect(await resolveSession(testDb.db, portalSession, 'ad')).toBeUndefined();
    expect(await resolveSession(testDb.db, cookieValue(switched, SESSION_COOKIE), 'ad')).toMatchObject({
      accountId: account.id,
    });
  });

  it('ends quietly when the account host has no session', async () => {
    const check = await handleLogin(new Request(`${portalOrigin()}/api/auth/check?callback_url=%2Ffaq`), {
      oidc: oidc(),
      silent: true,
    });
    const stateCookie = cookieValue(check, LOGIN_STATE_COOKIE)!;
    const jar = new CookieJar();
    const target = await followToPortal(jar, await browse(jar, check.headers.get('location')!), accountHostOrigin());
    expect(new URL(target).searchParams.get('error')).toBe('login_required');
    const callback = await handleCallback(
      new Request(target, { headers: { cookie: `${LOGIN_STATE_COOKIE}=${encodeURIComponent(stateCookie)}` } }),
      { db: testDb.db, oidc: oidc() },
    );
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/faq');
    expect(callback.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
    expect(callback.headers.getSetCookie().some((c) => c.startsWith('mo_sso_checked=1'))).toBe(true);
    // Nobody there: the hint goes, so no later page starts the check again until a sign-in through the host.
    expect(callback.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^mo_sso_hint=; .*Max-Age=0/));
  });

  /** The message a frame page of the check posts to its parent, and the page's own policy. */
  async function frameMessage(answer: Response) {
    expect(answer.status).toBe(200);
    expect(answer.headers.get('location')).toBeNull();
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const html = await answer.text();
    const data = /<script type="application\/json" id="mo-sso-result">(.*?)<\/script>/.exec(html)?.[1];
    expect(html).toContain('parent.postMessage(');
    return JSON.parse(data!) as { type: string; outcome: string; next?: string };
  }

  it('in a hidden frame, tells the page that nobody is there instead of sending the browser back', async () => {
    const check = await handleLogin(new Request(`${portalOrigin()}/api/auth/check?callback_url=%2Ffaq&frame=1`), {
      oidc: oidc(),
      silent: true,
    });
    expect(new URL(check.headers.get('location')!).searchParams.get('prompt')).toBe('none');
    const stateCookie = cookieValue(check, LOGIN_STATE_COOKIE)!;
    const jar = new CookieJar();
    const target = await followToPortal(jar, await browse(jar, check.headers.get('location')!), accountHostOrigin());
    const callback = await handleCallback(
      new Request(target, { headers: { cookie: `${LOGIN_STATE_COOKIE}=${encodeURIComponent(stateCookie)}` } }),
      { db: testDb.db, oidc: oidc() },
    );
    expect(await frameMessage(callback)).toEqual({ type: 'mo-sso-check', outcome: 'none' });
    expect(callback.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
    expect(callback.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^mo_sso_hint=; .*Max-Age=0/));
  });

  it('in a hidden frame, signs in and says so, or names the choice when the host knows another account', async () => {
    const { jar } = await signIn('/');
    const run = async (cookie = '') => {
      const check = await handleLogin(
        new Request(`${portalOrigin()}/api/auth/check?callback_url=%2Fklantenservice&frame=1`),
        { oidc: oidc(), silent: true },
      );
      const authorize = check.headers.get('location')!;
      const target = await followToPortal(jar, await browse(jar, authorize), authorize);
      const state = `${LOGIN_STATE_COOKIE}=${encodeURIComponent(cookieValue(check, LOGIN_STATE_COOKIE)!)}`;
      return handleCallback(new Request(target, { headers: { cookie: `${state}${cookie}` } }), {
        db: testDb.db,
        oidc: oidc(),
      });
    };

    // NotLoggedIn on the portal: a new session, and the page is told to show it.
    const signedIn = await run();
    expect(await frameMessage(signedIn)).toEqual({ type: 'mo-sso-check', outcome: 'signed-in' });
    expect(await resolveSession(testDb.db, cookieValue(signedIn, SESSION_COOKIE), 'ad')).toMatchObject({
      accountId: account.id,
    });

    // LoggedIn as someone else: the portal session stays, and the page is sent to the choice.
    const other = await buildAccount(testDb.db, { passwordHash: await hashPassword(PASSWORD) });
    const portalSession = await createSessionFor(other.id);
    const offered = await run(`; ${SESSION_COOKIE}=${portalSession}`);
    expect(await frameMessage(offered)).toEqual({
      type: 'mo-sso-check',
      outcome: 'other-account',
      next: `${SWITCH_ACCOUNT_PATH}?callback_url=%2Fklantenservice`,
    });
    expect(cookieValue(offered, OTHER_ACCOUNT_COOKIE)).toBeTruthy();
    expect(await resolveSession(testDb.db, portalSession, 'ad')).toMatchObject({ accountId: other.id });
  });
});

/** Starts a sign-in at the portal and opens the account host's interaction; returns its URL and the state cookie. */
async function openInteraction(jar: CookieJar, callbackUrl = '/account') {
  const login = await handleLogin(
    new Request(`${portalOrigin()}/api/auth/login?callback_url=${encodeURIComponent(callbackUrl)}`),
    { oidc: oidc() },
  );
  const stateCookie = cookieValue(login, LOGIN_STATE_COOKIE)!;
  const toInteraction = await browse(jar, login.headers.get('location')!);
  const interactionUrl = absolute(toInteraction.headers.get('location'), accountHostOrigin());
  return { interactionUrl, stateCookie };
}

/** The newest six-digit code mailed to `email`. */
async function mailedCode(email: string): Promise<string> {
  const [mail] = await testDb.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, email))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(mail!.text)?.[1];
  expect(code).toBeTruthy();
  return code!;
}

describe('rate limits of the account host, through its pages', () => {
  it('locks the e-mail code after 4 wrong codes with 429 and Retry-After; then even the right code is refused', async () => {
    const victim = await buildAccount(testDb.db, { passwordHash: await hashPassword(PASSWORD) });
    const jar = new CookieJar();
    const { interactionUrl } = await openInteraction(jar);
    const codeUrl = `${interactionUrl}/code`;
    expect((await browse(jar, codeUrl, { method: 'POST', form: { email: victim.email } })).status).toBe(200);
    const right = await mailedCode(victim.email);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt < CODE_CHECK_POLICY.limit; attempt += 1) {
      const response = await browse(jar, `${codeUrl}/verify`, {
        method: 'POST',
        form: { email: victim.email, code: wrong },
      });
      expect(response.status).toBe(401);
      expect(await response.text()).toContain(t('identity.code.invalid'));
    }
    const locked = await browse(jar, `${codeUrl}/verify`, {
      method: 'POST',
      form: { email: victim.email, code: wrong },
    });
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(59 * 60);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    const html = await locked.text();
    expect(html).toContain(t('identity.code.locked', { minutes: 60 }));
    expect(html).toMatch(/autocomplete="one-time-code"/i);

    const stillLocked = await browse(jar, `${codeUrl}/verify`, {
      method: 'POST',
      form: { email: victim.email, code: right },
    });
    expect(stillLocked.status).toBe(429);
    expect(Number(stillLocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await testDb.db.select().from(sessions).where(eq(sessions.accountId, victim.id))).toEqual([]);
  });

  it('sends at most 5 codes or links per address in 15 minutes: the 6th request is answered 429 with Retry-After', async () => {
    const victim = await buildAccount(testDb.db, { passwordHash: await hashPassword(PASSWORD) });
    const jar = new CookieJar();
    const { interactionUrl } = await openInteraction(jar);
    const forgotUrl = `${interactionUrl}/wachtwoord-vergeten`;
    for (let sent = 1; sent <= CODE_SEND_POLICY.limit; sent += 1) {
      const response = await browse(jar, forgotUrl, { method: 'POST', form: { email: victim.email } });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(t('identity.forgot.sentTitle'));
    }
    const mails = await testDb.db.select().from(outbox).where(eq(outbox.recipient, victim.email));
    expect(mails).toHaveLength(CODE_SEND_POLICY.limit);

    const sixth = await browse(jar, forgotUrl, { method: 'POST', form: { email: victim.email.toUpperCase() } });
    expect(sixth.status).toBe(429);
    const retryAfter = Number(sixth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await sixth.text()).toContain(t('identity.code.tooMany', { minutes: 15 }));
    // Nothing more went out.
    expect(await testDb.db.select().from(outbox).where(eq(outbox.recipient, victim.email))).toHaveLength(
      CODE_SEND_POLICY.limit,
    );
  });
});

describe('sessions at sign-in and the login states', () => {
  it("rotates the session at sign-in: the browser's old session ends and a new token is issued", async () => {
    const first = await signIn('/');
    const oldToken = cookieValue(first.callback, SESSION_COOKIE)!;
    const oldSession = (await resolveSession(testDb.db, oldToken, 'ad'))!;

    // The same browser signs in again while it still holds the old session cookie.
    const jar = new CookieJar();
    const { submitted, stateCookie, interactionUrl } = await startSignIn(jar, '/account', account.email, PASSWORD);
    const target = await followToPortal(jar, submitted, interactionUrl);
    const callback = await handleCallback(
      new Request(target, {
        headers: { cookie: `${LOGIN_STATE_COOKIE}=${encodeURIComponent(stateCookie)}; ${SESSION_COOKIE}=${oldToken}` },
      }),
      { db: testDb.db, oidc: oidc() },
    );
    expect(callback.status).toBe(302);
    const newToken = cookieValue(callback, SESSION_COOKIE)!;
    expect(newToken).toBeTruthy();
    expect(newToken).not.toBe(oldToken);
    expect(await resolveSession(testDb.db, oldToken, 'ad')).toBeUndefined();
    expect(await testDb.db.select().from(sessions).where(eq(sessions.id, oldSession.sessionId))).toEqual([]);
    const fresh = (await resolveSession(testDb.db, newToken, 'ad'))!;
    expect(fresh).toMatchObject({ accountId: account.id });
    expect(fresh.sessionId).not.toBe(oldSession.sessionId);
  });

  it('signs in automatically when the portal is signed out and the account host is signed in', async () => {
    // The account host knows the user (jar); this browser has no portal session (signed out on the portal).
    const { jar } = await signIn('/');
    const check = await handleLogin(new Request(`${portalOrigin()}/api/auth/check?callback_url=%2Fabonnementen`), {
      oidc: oidc(),
      silent: true,
    });
    const authorize = new URL(check.headers.get('location')!);
    expect(authorize.searchParams.get('prompt')).toBe('none');
    const stateCookie = cookieValue(check, LOGIN_STATE_COOKIE)!;
    const target = await followToPortal(jar, await browse(jar, authorize.href), authorize.href);
    expect(new URL(target).searchParams.has('code')).toBe(true);
    const callback = await handleCallback(
      new Request(target, {
        headers: { cookie: `${LOGIN_STATE_COOKIE}=${encodeURIComponent(stateCookie)}`, 'user-agent': 'vitest' },
      }),
      { db: testDb.db, oidc: oidc(), clientAddress: '127.0.0.1' },
    );
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/abonnementen');
    expect(await resolveSession(testDb.db, cookieValue(callback, SESSION_COOKIE), 'ad')).toMatchObject({
      accountId: account.id,
    });
    // The check ran for this browser session: the page does not start it again.
    expect(callback.headers.getSetCookie().some((c) => c.startsWith('mo_sso_checked=1'))).toBe(true);
    // A sign-in through the account host leaves the hint that it knows this browser (30 days, readable by the page).
    const hint = callback.headers.getSetCookie().find((c) => c.startsWith('mo_sso_hint=1'));
    expect(hint).toMatch(/Max-Age=2592000/);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(callback.headers.getSetCookie().some((c) => c.startsWith(`${OTHER_ACCOUNT_COOKIE}=`))).toBe(false);
  });

  it('LoggedInDifferentAccount: "stay" keeps the portal account and forgets the offer', async () => {
    const other = await buildAccount(testDb.db, { passwordHash: await hashPassword(PASSWORD) });
    const { jar } = await signIn('/');
    const portalSession = await createSessionFor(other.id);
    const check = await handleLogin(new Request(`${portalOrigin()}/api/auth/check?callback_url=%2Faccount`), {
      oidc: oidc(),
      silent: true,
    });
    const stateCookie = cookieValue(check, LOGIN_STATE_COOKIE)!;
    const authorize = check.headers.get('location')!;
    const target = await followToPortal(jar, await browse(jar, authorize), authorize);
    const callback = await handleCallback(
      new Request(target, {
        headers: {
          cookie: `${LOGIN_STATE_COOKIE}=${encodeURIComponent(stateCookie)}; ${SESSION_COOKIE}=${portalSession}`,
        },
      }),
      { db: testDb.db, oidc: oidc() },
    );
    expect(callback.headers.get('location')).toBe(`${SWITCH_ACCOUNT_PATH}?callback_url=%2Faccount`);
    const offer = cookieValue(callback, OTHER_ACCOUNT_COOKIE)!;
    const cookie = `${SESSION_COOKIE}=${portalSession}; ${OTHER_ACCOUNT_COOKIE}=${encodeURIComponent(offer)}`;

    // From another site the choice is refused.
    const forged = await handleStay(
      new Request(`${portalOrigin()}/api/auth/stay?callback_url=%2Faccount`, {
        method: 'POST',
        headers: { origin: 'https://evil.com', cookie },
      }),
      { oidc: oidc() },
    );
    expect(forged.status).toBe(403);

    const stayed = await handleStay(
      new Request(`${portalOrigin()}/api/auth/stay?callback_url=%2Faccount`, {
        method: 'POST',
        headers: { origin: portalOrigin(), cookie },
      }),
      { oidc: oidc() },
    );
    expect(stayed.status).toBe(303);
    expect(stayed.headers.get('location')).toBe('/account');
    const cleared = stayed.headers.getSetCookie().find((c) => c.startsWith(`${OTHER_ACCOUNT_COOKIE}=`));
    expect(cleared).toMatch(/Max-Age=0/);
    expect(stayed.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
    // Still the portal's own account.
    expect(await resolveSession(testDb.db, portalSession, 'ad')).toMatchObject({ accountId: other.id });

    // Switching with the forgotten offer does nothing any more.
    const late = await handleSwitch(
      new Request(`${portalOrigin()}/api/auth/switch?callback_url=%2Faccount`, {
        method: 'POST',
        headers: { origin: portalOrigin(), cookie: `${SESSION_COOKIE}=${portalSession}` },
      }),
      { db: testDb.db, oidc: oidc() },
    );
    expect(late.status).toBe(303);
    expect(late.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
    expect(await resolveSession(testDb.db, portalSession, 'ad')).toMatchObject({ accountId: other.id });
  });
});

async function createSessionFor(accountId: string): Promise<string> {
  const { createSession } = await import('../server/auth/session');
  const created = await createSession(testDb.db, { accountId, brandKey: 'ad', subject: accountId });
  return created.token;
}
