/**
 * OIDC_ISSUER switches the portal to an external OpenID provider with no code change. The "external" provider here
 * is the built-in account host with its own database (its user store), reached only through OIDC_ISSUER,
 * OIDC_CLIENT_ID and OIDC_CLIENT_SECRET; the portal has a separate database that knows nothing of the provider's
 * account ids. A sign-in must link or create the local account from `sub` and the verified e-mail address.
 */
import { createServer } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS } from '../brands/registry';
import { createTranslator } from '../i18n/translate';
import { browse, cookieValue, CookieJar } from '../../tests/fixtures/browser';
import { buildAccount, createTestDb, type TestDb } from '../../tests/fixtures/db';
import { signInUrl } from '../server/account-host-url';
import { config } from '../server/config';
import { accounts, sessions, type Account } from '../server/db/schema';
import { type RunningAccountHost } from './server';
import { committedTranslations } from '../content/queries/translations';
import { accountForSignIn } from '../server/auth/account-link';
import { clientSecretFor } from '../server/auth/client-credentials';
import { oidcClientSettings } from '../server/auth/oidc-client';
import { hashPassword } from '../server/domain/identity';
import { handleCallback, handleLogin, LOGIN_STATE_COOKIE } from '../server/auth/portal-handlers';
import { resolveSession, SESSION_COOKIE } from '../server/auth/session';
import { startTestAccountHost } from '../../tests/fixtures/account-host';

const PORTAL_PORT = 4998;
const PASSWORD = 'Extern-wachtwoord-42';
const SESSION_SECRET = 'external-issuer-test-secret-0123456789abcdef';
const t = createTranslator(committedTranslations('nl'));

/** A port that is free right now (the provider's issuer must name it before it starts). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const ENV_KEYS = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'SESSION_SECRET'] as const;
const savedEnv = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));

let idp: TestDb;
let portalDb: TestDb;
let host: RunningAccountHost;
let issuer: string;

const portalOrigin = `http://ad.localhost:${PORTAL_PORT}`;
const oidc = { portalPort: PORTAL_PORT };

/** The whole code flow against the external provider, as the portal runs it; returns the callback's answer. */
async function signInAtProvider(email: string, callbackUrl = '/account') {
  const jar = new CookieJar();
  // The portal's own login entry (what signInUrl points at with OIDC_ISSUER).
  const login = await handleLogin(
    new Request(`${portalOrigin}${signInUrl(BRANDS.ad, callbackUrl)}`, {
      headers: { host: `ad.localhost:${PORTAL_PORT}` },
    }),
    { oidc },
  );
  expect(login.status).toBe(302);
  const authorize = new URL(login.headers.get('location')!);
  expect(authorize.origin).toBe(issuer);
  const state = cookieValue(login, LOGIN_STATE_COOKIE)!;
  let response = await browse(jar, authorize.href);
  let url = new URL(response.headers.get('location')!, authorize).href;
  const page = await browse(jar, url);
  const action = /<form[^>]*\saction="([^"]+)"/.exec(await page.text())?.[1]?.replaceAll('&amp;', '&');
  expect(action).toBeTruthy();
  response = await browse(jar, new URL(action!, url).href, {
    form: { email, password: PASSWORD },
  });
  for (let hop = 0; hop < 5 && !url.startsWith(`${portalOrigin}/api/auth/callback`); hop += 1) {
    expect([302, 303]).toContain(response.status);
    url = new URL(response.headers.get('location')!, url).href;
    if (!url.startsWith(portalOrigin)) response = await browse(jar, url);
  }
  expect(url.startsWith(`${portalOrigin}/api/auth/callback?`)).toBe(true);
  return handleCallback(
    new Request(url, {
      headers: { cookie: `${LOGIN_STATE_COOKIE}=${encodeURIComponent(state)}`, 'user-agent': 'vitest' },
    }),
    { db: portalDb.db, oidc, clientAddress: '127.0.0.1' },
  );
}

async function providerAccount(email: string, names: { firstName?: string; lastName?: string } = {}): Promise<Account> {
  return buildAccount(idp.db, { email, passwordHash: await hashPassword(PASSWORD), ...names });
}

async function localAccountOf(response: Response) {
  const session = await resolveSession(portalDb.db, cookieValue(response, SESSION_COOKIE), 'ad');
  if (!session) return undefined;
  const [row] = await portalDb.db.select().from(accounts).where(eq(accounts.id, session.accountId));
  return row;
}

beforeAll(async () => {
  const port = await freePort();
  issuer = `http://login.ad.localhost:${port}`;
  // Only configuration: the issuer (with `{key}`), the client id and the secret the provider registered for us.
  process.env['SESSION_SECRET'] = SESSION_SECRET;
  process.env['OIDC_ISSUER'] = `http://login.{key}.localhost:${port}`;
  process.env['OIDC_CLIENT_ID'] = 'mijn-{key}';
  process.env['OIDC_CLIENT_SECRET'] = clientSecretFor('ad', SESSION_SECRET);
  expect(config().OIDC_ISSUER).toBe(process.env['OIDC_ISSUER']);

  idp = await createTestDb();
  portalDb = await createTestDb();
  host = await startTestAccountHost({
    port,
    portalPort: PORTAL_PORT,
    db: idp.db,
    translator: async () => t,
  });
});

afterAll(async () => {
  await host?.close();
  await idp?.close();
  await portalDb?.close();
  for (const key of ENV_KEYS) {
    if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
  }
});

describe('an external OpenID provider through OIDC_ISSUER', () => {
  it('is the configured issuer, and login links start at the portal instead of the built-in host', () => {
    expect(oidcClientSettings(BRANDS.ad, oidc)).toMatchObject({ issuer, clientId: 'mijn-ad', external: true });
    expect(signInUrl(BRANDS.ad, '/account')).toBe('/api/auth/login?callback_url=%2Faccount');
  });

  it('creates a local account from sub and the verified e-mail address on the first sign-in, and reuses it', async () => {
    const remote = await providerAccount('nieuw.extern@example.nl', { firstName: 'Nina', lastName: 'Extern' });
    const first = await signInAtProvider(remote.email);
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/account');
    const local = await localAccountOf(first);
    expect(local).toMatchObject({
      email: 'nieuw.extern@example.nl',
      oidcSubject: remote.id,
      firstName: 'Nina',
      lastName: 'Extern',
    });
    // The provider's id is not the portal's: the local account has its own.
    expect(local!.id).not.toBe(remote.id);
    const [stored] = await portalDb.db.select().from(sessions).where(eq(sessions.accountId, local!.id));
    expect(stored!.subject).toBe(remote.id);

    const second = await signInAtProvider(remote.email);
    expect((await localAccountOf(second))!.id).toBe(local!.id);
    const count = await portalDb.db
      .select({ n: sql<number>`count(*)::int` })
      .from(accounts)
      .where(sql`lower(${accounts.email}) = 'nieuw.extern@example.nl'`);
    expect(count[0]!.n).toBe(1);
  });

  it('links an existing local account with the same (verified) address and keeps its id', async () => {
    const existing = await buildAccount(portalDb.db, { email: 'Bestaand@Example.nl', firstName: 'Bas' });
    const remote = await providerAccount('bestaand@example.nl');
    const response = await signInAtProvider(remote.email);
    const local = await localAccountOf(response);
    expect(local).toMatchObject({ id: existing.id, oidcSubject: remote.id, firstName: 'Bas' });
  });

  it('signs nobody in when the address already belongs to an account linked to another subject', async () => {
    const taken = await buildAccount(portalDb.db, {
      email: 'bezet@example.nl',
      oidcSubject: 'iemand-anders',
    });
    const remote = await providerAccount('bezet@example.nl');
    const response = await signInAtProvider(remote.email);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain(t('identity.portal.noAccount'));
    expect(response.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
    const [row] = await portalDb.db.select().from(accounts).where(eq(accounts.id, taken.id));
    expect(row!.oidcSubject).toBe('iemand-anders');
  });

  it('never links or creates by an address the provider did not verify', async () => {
    const existing = await buildAccount(portalDb.db, { email: 'onbevestigd@example.nl' });
    for (const email_verified of [false, 'true', undefined]) {
      expect(
        await accountForSignIn(
          portalDb.db,
          { sub: `sub-${String(email_verified)}`, email: existing.email, email_verified },
          true,
        ),
      ).toBeUndefined();
      expect(
        await accountForSignIn(
          portalDb.db,
          { sub: `nieuw-${String(email_verified)}`, email: 'nog.niet@example.nl', email_verified },
          true,
        ),
      ).toBeUndefined();
    }
    const [row] = await portalDb.db.select().from(accounts).where(eq(accounts.id, existing.id));
    expect(row!.oidcSubject).toBeNull();
    expect(await portalDb.db.select().from(accounts).where(eq(accounts.email, 'nog.niet@example.nl'))).toEqual([]);
    // The built-in host's rule is unchanged: `sub` must be a local account id.
    expect(await accountForSignIn(portalDb.db, { sub: existing.id }, false)).toEqual({
      id: existing.id,
      email: existing.email,
    });
    expect(
      await accountForSignIn(portalDb.db, { sub: 'geen-uuid', email: existing.email, email_verified: true }, false),
    ).toBeUndefined();
  });
});
