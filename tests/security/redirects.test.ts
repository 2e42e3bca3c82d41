/**
 * The attacker's list against every redirect sink, over real HTTP (point 1): whatever a link puts in
 * `callback_url` or `redirect`, every `Location` the browser is sent to stays on the brand's own portal (or, during
 * sign-in, its own account host), and the flow ends on the portal. src/server/auth/redirect-sinks.test.ts covers the
 * sanitiser as a function; this covers what a browser actually receives, hop by hop, as a victim who clicks the
 * link would follow it. `/myaccount?naar=` forwards in the browser: what its page hands the browser is checked too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../fixtures/browser';
import { buildAccount } from '../fixtures/db';
import { httpRequest, PREVIEW_SECRET, startPortal, type RunningPortal } from '../fixtures/portal';

/** Payloads that turn into another host in a browser, directly or after URL normalisation. */
const PAYLOADS = [
  '/.//evil.example',
  '/%2e//evil.example',
  '/./%2e//evil.example',
  '/account/..//evil.example',
  '/account/%2e%2e//evil.example',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  '/%2F%2Fevil.example',
  'https://evil.example',
  'http:evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '/\t/evil.example',
  '\t//evil.example',
  '/\r\n/evil.example',
  '/\r\nSet-Cookie: evil=1',
  '@evil.example',
  '/@evil.example',
  'evil.example',
  ' //evil.example',
  '/\u3002/evil.example',
];

const PASSWORD = 'Security-suite-wachtwoord-1';

let portal: RunningPortal;
/** A browser signed in at the brand's account host (so a sign-in runs through to the portal without a form). */
let signedIn: CookieJar;

/** One hop of a followed chain. */
interface Hop {
  url: string;
  status: number;
  location: string | null;
}

/**
 * Requests `url` and follows its redirects like a browser (cookies kept, relative Locations resolved), recording
 * every hop, until an answer is not a redirect, or it sends the browser to a page of the portal or off the brand's
 * portal and account host.
 */
async function follow(jar: CookieJar, url: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  const hops: Hop[] = [];
  let current = url;
  let method = init.method ?? 'GET';
  let headers = init.headers ?? {};
  for (let hop = 0; hop < 10; hop += 1) {
    const response = await httpRequest(current, { method, headers: { ...headers, cookie: jar.header() } });
    jar.store(response);
    const location = response.headers.get('location');
    hops.push({ url: current, status: response.status, location });
    await response.arrayBuffer();
    if (!location || response.status < 300 || response.status >= 400) return hops;
    const next = new URL(location, current);
    if (next.origin !== portal.origin() && next.origin !== portal.accountHostOrigin()) return hops;
    // Landed on a page of the portal: where the flow ends (rendering the page itself proves nothing here).
    if (next.origin === portal.origin() && !next.pathname.startsWith('/api/')) return hops;
    current = next.href;
    method = 'GET';
    headers = {};
  }
  throw new Error(`Too many redirects from ${url}`);
}

/** The attack holds when every Location is ours, raw and resolved, and the flow ends on the portal's own origin. */
function expectStaysOnBrand(hops: Hop[]): void {
  const allowed = [portal.origin(), portal.accountHostOrigin()];
  for (const hop of hops) {
    expect(hop.status, `${hop.url} answered ${hop.status}`).toBeLessThan(500);
    if (!hop.location) continue;
    // What the browser would do with the raw header: control characters, `//` and `/\` all lead elsewhere.
    expect(
      [...hop.location].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f),
      `${hop.url} → a control character in ${JSON.stringify(hop.location)}`,
    ).toBe(false);
    expect(allowed, `${hop.url} → ${hop.location}`).toContain(new URL(hop.location, hop.url).origin);
  }
  const last = hops.at(-1)!;
  const landing = last.location ? new URL(last.location, last.url) : new URL(last.url);
  expect(landing.origin, `the flow ended at ${landing.href}`).toBe(portal.origin());
  expect(landing.hostname).not.toContain('evil');
}

const encoded = (payload: string) => encodeURIComponent(payload);

beforeAll(async () => {
  portal = await startPortal();
  const { hashPassword } = await import('../../src/server/domain/identity');
  const account = await buildAccount(portal.db, { passwordHash: await hashPassword(PASSWORD) });

  // Sign in once at the account host, through the real pages, as a subscriber would.
  signedIn = new CookieJar();
  const toForm = await follow(signedIn, `${portal.origin()}/api/auth/login?callback_url=%2F`);
  const formUrl = toForm.at(-1)!.url;
  const html = await (await httpRequest(formUrl, { headers: { cookie: signedIn.header() } })).text();
  const action = /<form[^>]*\saction="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
  expect(action, 'the sign-in form').toBeTruthy();
  const submitted = await httpRequest(new URL(action!, formUrl).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: signedIn.header() },
    body: new URLSearchParams({ email: account.email, password: PASSWORD }).toString(),
  });
  signedIn.store(submitted);
  const rest = await follow(signedIn, new URL(submitted.headers.get('location')!, formUrl).href);
  expect(rest.at(-1)!.location, 'signed in and back on the portal').toBe('/');
});

afterAll(async () => {
  await portal?.close();
});

describe.each(PAYLOADS.map((payload) => [JSON.stringify(payload), payload] as const))(
  'the payload %s',
  (_name, payload) => {
    it('stays on the portal through /api/auth/check (the silent check, without any account)', async () => {
      const hops = await follow(new CookieJar(), `${portal.origin()}/api/auth/check?callback_url=${encoded(payload)}`);
      expect(hops.length, 'the check went through the account host and back').toBeGreaterThan(2);
      expectStaysOnBrand(hops);
    });

    it('stays on the portal through /api/auth/login to the end of a sign-in', async () => {
      const hops = await follow(signedIn, `${portal.origin()}/api/auth/login?callback_url=${encoded(payload)}`);
      expect(hops.some((hop) => hop.url.includes('/api/auth/callback?code='))).toBe(true);
      expectStaysOnBrand(hops);
    });

    it("stays on the portal through the account host's /login", async () => {
      const hops = await follow(signedIn, `${portal.accountHostOrigin()}/login?callback_url=${encoded(payload)}`);
      expect(hops.some((hop) => hop.url.startsWith(`${portal.origin()}/api/auth/login`))).toBe(true);
      expectStaysOnBrand(hops);
    });

    it.each(['stay', 'switch'])('stays on the portal through /api/auth/%s', async (choice) => {
      const hops = await follow(
        new CookieJar(),
        `${portal.origin()}/api/auth/${choice}?callback_url=${encoded(payload)}`,
        {
          method: 'POST',
          headers: { origin: portal.origin(), 'content-type': 'application/x-www-form-urlencoded' },
        },
      );
      expect(hops[0]!.status).toBe(303);
      expectStaysOnBrand(hops);
    });

    it('stays on the portal through /api/preview', async () => {
      const hops = await follow(
        new CookieJar(),
        `${portal.origin()}/api/preview?secret=${PREVIEW_SECRET}&redirect=${encoded(payload)}`,
      );
      expect(hops[0]!.status).toBe(302);
      expectStaysOnBrand(hops);
    });
  },
);

/**
 * What /myaccount hands the browser as the screen to forward to (`requested` in the loading island's props), if
 * anything: the browser navigates there without asking the server again.
 */
function forwardTargetIn(html: string): string | undefined {
  const props = [...html.matchAll(/<astro-island[^>]*\sprops="([^"]*)"/g)].map((match) =>
    match[1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&#39;', "'").replaceAll('&lt;', '<'),
  );
  for (const text of props) {
    const parsed = JSON.parse(text) as Record<string, [number, unknown]>;
    // Astro serializes each prop as [type, value]; an absent value is no target.
    const value = parsed['requested']?.[1];
    if (typeof value === 'string') return value;
  }
  return undefined;
}

describe('/myaccount?naar=', () => {
  let cookie: string;
  beforeAll(async () => {
    const { buildAccount: build } = await import('../fixtures/db');
    cookie = await portal.signIn(await build(portal.db), 'ad');
    // The first render compiles the page and its layout, which on a busy machine can outlast the portal's request
    // deadline (a 503 that says nothing about redirects): render it once before the attack.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const warm = await httpRequest(`${portal.origin()}/myaccount`, { headers: { cookie } });
      await warm.arrayBuffer();
      if (warm.status !== 503) break;
    }
  });

  it.each(PAYLOADS.map((payload) => [JSON.stringify(payload), payload] as const))(
    'never hands the browser %s as a screen to go to',
    async (_name, payload) => {
      const response = await httpRequest(`${portal.origin()}/myaccount?naar=${encoded(payload)}`, {
        headers: { cookie },
      });
      expect(response.status).toBe(200);
      const target = forwardTargetIn(await response.text());
      if (target !== undefined) {
        expect(target.startsWith('/') && !target.startsWith('//')).toBe(true);
        expect(new URL(target, portal.origin()).origin).toBe(portal.origin());
      }
    },
  );

  it('does hand over a screen that exists, so the check above looks at the right place', async () => {
    const response = await httpRequest(`${portal.origin()}/myaccount?naar=${encoded('/account/gegevens')}`, {
      headers: { cookie },
    });
    expect(forwardTargetIn(await response.text())).toBe('/account/gegevens');
  });
});

describe('a safe target', () => {
  it('is kept by every sink, so the list above fails for the right reason', async () => {
    const target = '/account/gegevens?tab=1';
    const check = await follow(new CookieJar(), `${portal.origin()}/api/auth/check?callback_url=${encoded(target)}`);
    const login = await follow(signedIn, `${portal.origin()}/api/auth/login?callback_url=${encoded(target)}`);
    const stay = await follow(new CookieJar(), `${portal.origin()}/api/auth/stay?callback_url=${encoded(target)}`, {
      method: 'POST',
      headers: { origin: portal.origin(), 'content-type': 'application/x-www-form-urlencoded' },
    });
    const preview = await follow(
      new CookieJar(),
      `${portal.origin()}/api/preview?secret=${PREVIEW_SECRET}&redirect=${encoded(target)}`,
    );
    for (const hops of [check, login, stay, preview]) {
      const last = hops.at(-1)!;
      expect(new URL(last.location ?? last.url, last.url).href).toBe(`${portal.origin()}${target}`);
    }
  });
});
