/**
 * Ending a portal session signs that device out — also at the account host, so that the
 * silent sign-in check (`/api/auth/check`, prompt=none) cannot sign it straight back in. Two simulated browsers
 * (a laptop and a phone, each with its own cookie jars) walk the real flow: the account host runs over HTTP on a
 * free port, and the portal's routes are called exactly as Astro calls them (the sign-in handlers, the GraphQL
 * endpoint of the sessions screen, `/api/pass`), with the cookies each browser holds.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS } from '../../src/brands/registry';
import { type RunningAccountHost } from '../../src/account-host/server';
import { brandFlags, PUBLISHED_GENERAL_FLAGS } from '../../src/content/dataset/source/feature-flags';
import { committedTranslations } from '../../src/content/queries/translations';
import { createTranslator } from '../../src/i18n/translate';
import { createGraphQLClient } from '../../src/lib/graphql/client';
import {
  EndOtherSessionsDocument,
  EndSessionDocument,
  SessionsDocument,
} from '../../src/lib/graphql/generated/graphql';
import { passwordRoute } from '../../src/pages/api/pass';
import { handleCallback, handleLogin, handleLogout } from '../../src/server/auth/portal-handlers';
import { resolveSession, SESSION_COOKIE } from '../../src/server/auth/session';
import { oidcPayloads, outbox, type Account } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/domain/identity';
import { createGraphQLHandler } from '../../src/server/graphql/yoga';
import { bindServices } from '../../src/server/services';
import { browse, CookieJar } from '../fixtures/browser';
import { buildAccount, useTestDb } from '../fixtures/db';
import { startTestAccountHost } from '../fixtures/account-host';

const PORTAL_PORT = 4998;
const PORTAL = `http://ad.localhost:${PORTAL_PORT}`;
const PASSWORD = 'Eerste-wachtwoord-123';
const t = createTranslator(committedTranslations('nl'));

const testDb = useTestDb();
let host: RunningAccountHost;

const oidc = () => ({ portalPort: PORTAL_PORT, accountHostPort: host.port });

/** One browser: its cookies for the account host and for the portal (a browser keeps them apart by host). */
class Device {
  readonly host = new CookieJar();
  readonly portal = new CookieJar();
  constructor(readonly userAgent: string) {}

  /** The portal session token this browser holds, if any. */
  get token(): string | undefined {
    return this.portal.get(SESSION_COOKIE);
  }
}

const laptop = () => new Device('Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0');
const phone = () => new Device('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 Safari/604.1');

/** A portal route called as the browser of `device` would request it; the cookies it sets are kept. */
async function portal(
  device: Device,
  handler: (request: Request) => Promise<Response>,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Response> {
  const request = new Request(new URL(path, PORTAL), {
    method: init.method ?? 'GET',
    headers: { cookie: device.portal.header(), 'user-agent': device.userAgent, ...init.headers },
    ...(init.body !== undefined ? { body: init.body } : {}),
  });
  const response = await handler(request);
  device.portal.store(response);
  return response;
}

const login = (silent: boolean) => (request: Request) => handleLogin(request, { oidc: oidc(), silent });
const callback = (request: Request) =>
  handleCallback(request, { db: testDb.db, oidc: oidc(), clientAddress: '192.0.2.10' });

type HostWalk = { kind: 'portal'; url: URL } | { kind: 'password-form'; url: URL; html: string };

/** Follows the account host's redirects from `start` until it sends the browser to the portal or asks a password. */
async function walkAccountHost(device: Device, start: string): Promise<HostWalk> {
  let url = new URL(start);
  for (let hop = 0; hop < 8; hop += 1) {
    if (url.origin === PORTAL) return { kind: 'portal', url };
    const response = await browse(device.host, url.href);
    if (response.status === 200) {
      const html = await response.text();
      expect(html).toMatch(/autocomplete="current-password"/i);
      return { kind: 'password-form', url, html };
    }
    expect([302, 303]).toContain(response.status);
    url = new URL(response.headers.get('location')!, url);
  }
  throw new Error('too many redirects');
}

/** The portal answers the provider's redirect to `/api/auth/callback`. */
async function portalCallback(device: Device, walk: HostWalk): Promise<Response> {
  expect(walk.kind).toBe('portal');
  expect(walk.url.pathname).toBe('/api/auth/callback');
  return portal(device, callback, `${walk.url.pathname}${walk.url.search}`);
}

/** Signs in with e-mail address and password (the account host asks for them); returns the portal session. */
async function signIn(device: Device, account: Account, password = PASSWORD) {
  const start = await portal(device, login(false), '/api/auth/login?callback_url=%2Faccount');
  const walk = await walkAccountHost(device, start.headers.get('location')!);
  expect(walk.kind).toBe('password-form');
  const action = /<form[^>]*\saction="([^"]+)"/.exec((walk as { html: string }).html)![1]!.replaceAll('&amp;', '&');
  const submitted = await browse(device.host, new URL(action, walk.url).href, {
    form: { email: account.email, password },
  });
  expect([302, 303]).toContain(submitted.status);
  const done = await portalCallback(
    device,
    await walkAccountHost(device, new URL(submitted.headers.get('location')!, walk.url).href),
  );
  expect(done.status).toBe(302);
  expect(done.headers.get('location')).toBe('/account');
  const session = await resolveSession(testDb.db, device.token, 'ad');
  expect(session).toMatchObject({ accountId: account.id });
  return session!;
}

/** What the middleware decides for this browser on `/account`: the signed-in account, or undefined. */
async function signedInAccount(device: Device): Promise<string | undefined> {
  return (await resolveSession(testDb.db, device.token, 'ad'))?.accountId;
}

/**
 * A signed-out page runs the silent session check (`/api/auth/check`, prompt=none). Answers the account it signed in
 * (undefined: it did not), after checking that the flow ended quietly back on the page.
 */
async function silentCheck(device: Device): Promise<string | undefined> {
  const check = await portal(device, login(true), '/api/auth/check?callback_url=%2Faccount');
  expect(check.status).toBe(302);
  expect(new URL(check.headers.get('location')!).searchParams.get('prompt')).toBe('none');
  const walk = await walkAccountHost(device, check.headers.get('location')!);
  const answer = await portalCallback(device, walk);
  expect(answer.status).toBe(302);
  expect(answer.headers.get('location')).toBe('/account');
  return signedInAccount(device);
}

/** A new explicit sign-in: true when the account host asks for the password (false: it signed in without one). */
async function asksForPassword(device: Device): Promise<boolean> {
  const start = await portal(device, login(false), '/api/auth/login?callback_url=%2Faccount');
  const walk = await walkAccountHost(device, start.headers.get('location')!);
  return walk.kind === 'password-form';
}

/** The GraphQL endpoint as the sessions screen calls it, in this browser's portal session. */
function graphqlAs(device: Device) {
  const yoga = createGraphQLHandler({ production: true });
  return createGraphQLClient({
    endpoint: `${PORTAL}/api/graphql`,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const session = (await resolveSession(testDb.db, device.token, 'ad'))!;
      const locals: App.Locals = {
        preview: false,
        language: 'nl',
        origin: 'WEB',
        clientSettings: { showLogoutButton: true, hasWebviewLimitation: false, userLanguagePreference: 'nl' },
        t,
        translations: {},
        brand: BRANDS.ad,
        flags: { ...PUBLISHED_GENERAL_FLAGS, ...brandFlags('ad') },
        account: {
          id: session.accountId,
          sessionId: session.sessionId,
          email: session.email,
          deletionPending: session.deletionPending,
        },
      };
      return yoga.fetch(new Request(input, init), { locals, db: testDb.db });
    }) as typeof fetch,
  });
}

/** `POST /api/pass` from this browser. */
async function changePassword(device: Device, current: string, next: string): Promise<Response> {
  const session = (await resolveSession(testDb.db, device.token, 'ad'))!;
  return passwordRoute(
    new Request(`${PORTAL}/api/pass`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: PORTAL },
      body: JSON.stringify({ current_password: current, new_password: next }),
    }),
    {
      services: bindServices(testDb.db),
      account: { id: session.accountId, sessionId: session.sessionId },
    },
  );
}

async function newAccount(): Promise<Account> {
  return buildAccount(testDb.db, { passwordHash: await hashPassword(PASSWORD) });
}

/** Every account-host session (oidc-provider's `Session` rows) of an account. */
async function accountHostSessions(accountId: string) {
  const rows = await testDb.db.select().from(oidcPayloads).where(eq(oidcPayloads.type, 'Session'));
  return rows.filter((row) => (row.payload as { accountId?: string }).accountId === accountId);
}

beforeAll(async () => {
  host = await startTestAccountHost({
    portalPort: PORTAL_PORT,
    db: testDb.db,
    translator: async () => t,
  });
});

afterAll(async () => {
  await host?.close();
});

describe('two browsers of one subscriber', () => {
  it('a browser whose portal cookie is gone is signed back in silently while its account-host session lives', async () => {
    const anna = await newAccount();
    const device = laptop();
    await signIn(device, anna);
    // The portal cookie alone is lost (cleared, expired): nothing ended, so the account host still vouches for it.
    device.portal.store(new Response(null, { headers: { 'set-cookie': `${SESSION_COOKIE}=; Max-Age=0` } }));
    expect(await signedInAccount(device)).toBeUndefined();
    expect(await silentCheck(device)).toBe(anna.id);
  });

  it('"Sessie beëindigen" on the sessions screen signs the other browser out, also at the account host', async () => {
    const anna = await newAccount();
    const own = laptop();
    const other = phone();
    await signIn(own, anna);
    const phoneSession = await signIn(other, anna);

    const { sessions } = await graphqlAs(own).request(SessionsDocument);
    const listed = sessions.find((session) => !session.current);
    expect(listed?.id).toBe(phoneSession.sessionId);
    const { endSession } = await graphqlAs(own).request(EndSessionDocument, { id: listed!.id });
    expect(endSession.ok).toBe(true);

    expect(await signedInAccount(other)).toBeUndefined();
    // The phone opens /account: the silent check must not sign it straight back in …
    expect(await silentCheck(other)).toBeUndefined();
    // … and signing in again asks for the password.
    expect(await asksForPassword(other)).toBe(true);
    // The laptop that ended it stays signed in, at the portal and at the account host.
    expect(await signedInAccount(own)).toBe(anna.id);
    expect(await asksForPassword(own)).toBe(false);
  });

  it('"Alle andere sessies beëindigen" signs every other browser out, also at the account host', async () => {
    const anna = await newAccount();
    const own = laptop();
    const others = [phone(), phone()];
    await signIn(own, anna);
    for (const device of others) await signIn(device, anna);

    const { endOtherSessions } = await graphqlAs(own).request(EndOtherSessionsDocument);
    expect(endOtherSessions).toMatchObject({ ok: true, ended: 2 });

    for (const device of others) {
      expect(await signedInAccount(device)).toBeUndefined();
      expect(await silentCheck(device)).toBeUndefined();
      expect(await asksForPassword(device)).toBe(true);
    }
    expect(await signedInAccount(own)).toBe(anna.id);
    expect(await asksForPassword(own)).toBe(false);
  });

  it('a password change through /api/pass keeps only the browser that made it (7b)', async () => {
    const anna = await newAccount();
    const own = laptop();
    const other = phone();
    await signIn(own, anna);
    await signIn(other, anna);

    const changed = await changePassword(own, PASSWORD, 'Tweede-wachtwoord-456');
    expect(changed.status).toBe(204);

    expect(await signedInAccount(other)).toBeUndefined();
    expect(await silentCheck(other)).toBeUndefined();
    expect(await asksForPassword(other)).toBe(true);
    expect(await signedInAccount(own)).toBe(anna.id);
    expect(await asksForPassword(own)).toBe(false);
    // Only the laptop's account-host session is left.
    expect(await accountHostSessions(anna.id)).toHaveLength(1);
  });

  it('a password reset through the mailed link signs every browser out, also at the account host', async () => {
    const anna = await newAccount();
    const devices = [laptop(), phone()];
    for (const device of devices) await signIn(device, anna);

    // A third browser asks for the link on the account host and sets a new password through it.
    const resetter = laptop();
    const start = await portal(resetter, login(false), '/api/auth/login?callback_url=%2Faccount');
    const form = await walkAccountHost(resetter, start.headers.get('location')!);
    const forgot = await browse(resetter.host, `${form.url.href}/wachtwoord-vergeten`, { form: { email: anna.email } });
    expect(forgot.status).toBe(200);
    const [mail] = await testDb.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, anna.email))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    const link = /https?:\/\/\S+\/wachtwoord-herstellen\/\S+/.exec(mail!.text)![0];
    const reset = await browse(resetter.host, link, { form: { password: 'Nieuw-na-herstel-789' } });
    expect(reset.status).toBe(200);

    for (const device of devices) {
      expect(await signedInAccount(device)).toBeUndefined();
      expect(await silentCheck(device)).toBeUndefined();
      expect(await asksForPassword(device)).toBe(true);
    }
    expect(await accountHostSessions(anna.id)).toEqual([]);
  });

  it('logging out ends the account-host session of that browser, even when the end-session page is never confirmed', async () => {
    const anna = await newAccount();
    const own = laptop();
    const other = phone();
    await signIn(own, anna);
    await signIn(other, anna);

    const logout = await portal(
      own,
      (request) => handleLogout(request, { db: testDb.db, oidc: oidc() }),
      '/api/logout',
      {
        method: 'POST',
        headers: { origin: PORTAL },
      },
    );
    expect(logout.status).toBe(303);
    // The browser does not go on to the account host's end-session page (closed, blocked, or simply not confirmed).

    expect(await signedInAccount(own)).toBeUndefined();
    expect(await silentCheck(own)).toBeUndefined();
    expect(await asksForPassword(own)).toBe(true);
    // Logging out is for this browser only.
    expect(await signedInAccount(other)).toBe(anna.id);
    expect(await asksForPassword(other)).toBe(false);
  });

  it('never revives an ended session, even while the provider still knows the browser (an external provider, a race)', async () => {
    const anna = await newAccount();
    const own = laptop();
    const other = phone();
    await signIn(own, anna);
    const phoneSession = await signIn(other, anna);
    const before = await accountHostSessions(anna.id);

    const { endSession } = await graphqlAs(own).request(EndSessionDocument, { id: phoneSession.sessionId });
    expect(endSession.ok).toBe(true);
    // The provider's session of the phone comes back (as an external provider would simply keep it).
    for (const row of before) {
      await testDb.db.insert(oidcPayloads).values(row).onConflictDoNothing();
    }
    expect(await silentCheck(other)).toBeUndefined();
  });
});
