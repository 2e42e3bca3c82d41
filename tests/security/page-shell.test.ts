/**
 * Signed-in pages rendered once and kept for every subscriber (a route's `sharedShell`, src/server/page-shell.ts),
 * over real HTTP: each subscriber gets their own address in the header and their own account id in the page
 * context, never the one the page was first rendered for, nor the stand-in's markers; a brand or a language of its
 * own gets a page of its own; and the answer keeps what a signed-in page must carry (no-store, the security headers,
 * the session's cookies). The account overview is kept too, but never for a subscriber with an open deletion
 * request: theirs is rendered for them, with the notice and its planned date, until they withdraw it.
 */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccount } from '../fixtures/db';
import { httpRequest, startPortal, type RunningPortal } from '../fixtures/portal';
import { accountDeletions, type Account } from '../../src/server/db/schema';

let portal: RunningPortal;
let anna: Account;
let bram: Account;

const savedCacheMs = process.env['CONTENT_CACHE_MS'];

beforeAll(async () => {
  // Pages are kept as long as content is: long enough that no visit below outlasts it on a busy machine.
  process.env['CONTENT_CACHE_MS'] = '600000';
  portal = await startPortal();
  anna = await buildAccount(portal.db, { email: "anna.o'brien+shell@example.nl" });
  bram = await buildAccount(portal.db, { email: 'bram.shell@example.nl' });
});

afterAll(async () => {
  await portal?.close();
  if (savedCacheMs === undefined) delete process.env['CONTENT_CACHE_MS'];
  else process.env['CONTENT_CACHE_MS'] = savedCacheMs;
});

/** The page context's account id (its `data-context` attribute, src/layouts/parts/Platform.astro). */
function pageAccountId(html: string): string | null | undefined {
  const attribute = /data-context="([^"]*)"/.exec(html)?.[1];
  if (attribute === undefined) return undefined;
  const json = attribute.replace(/&(quot|#39|lt|gt|amp);/g, (_, name: string) =>
    name === 'quot' ? '"' : name === '#39' ? "'" : name === 'lt' ? '<' : name === 'gt' ? '>' : '&',
  );
  return (JSON.parse(json) as { accountId: string | null }).accountId;
}

async function page(path: string, cookie: string, brand = 'ad'): Promise<{ response: Response; html: string }> {
  const response = await httpRequest(`${portal.origin(brand)}${path}`, { headers: { cookie } });
  return { response, html: await response.text() };
}

describe('a page kept for every subscriber', () => {
  it("shows each subscriber their own address and account id, whoever's visit rendered it", async () => {
    const annaCookie = await portal.signIn(anna, 'ad');
    const bramCookie = await portal.signIn(bram, 'ad');
    // Anna's visit renders the page; Bram's and then Anna's again are answered from the kept page.
    const visits = [
      [anna, annaCookie, bram],
      [bram, bramCookie, anna],
      [anna, annaCookie, bram],
    ] as const;
    for (const [index, [account, cookie, other]] of visits.entries()) {
      const { response, html } = await page('/facturen', cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-mo-shell')).toBe(index === 0 ? 'rendered' : 'kept');
      // The address as HTML text (the apostrophe escaped), in the header's text and its title.
      const shown = account.email.replace("'", '&#39;');
      expect(html).toContain(`<span>${shown}</span>`);
      expect(html).toContain(`title="Ingelogd als ${shown}"`);
      expect(pageAccountId(html)).toBe(account.id);
      expect(html).not.toContain(other.email.replace("'", '&#39;'));
      expect(html).not.toContain(other.id);
      expect(html).not.toMatch(/mo-shell-/);
      expect(response.headers.get('cache-control')).toContain('no-store');
      expect(response.headers.get('content-security-policy')).toContain('frame-ancestors');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('is the same page for both but for the address and the id', async () => {
    const annaPage = (await page('/vakantieservice', await portal.signIn(anna, 'ad'))).html;
    const bramPage = (await page('/vakantieservice', await portal.signIn(bram, 'ad'))).html;
    const neutral = (html: string, account: Account) =>
      html.replaceAll(account.email.replace("'", '&#39;'), 'ADDRESS').replaceAll(account.id, 'ID');
    expect(neutral(bramPage, bram)).toBe(neutral(annaPage, anna));
  });

  it('is kept per brand and per language', async () => {
    const cookie = await portal.signIn(anna, 'ad');
    const nl = (await page('/facturen', cookie)).html;
    const be = (await page('/facturen', `${cookie}; mo-site-language=be`)).html;
    expect(nl).toContain('lang="nl-NL"');
    expect(be).toContain('lang="nl-BE"');
    const hlnCookie = await portal.signIn(bram, 'hln');
    const hln = (await page('/facturen', hlnCookie, 'hln')).html;
    expect(hln).toContain('data-brand="hln"');
    expect(hln).toContain(`<span>${bram.email}</span>`);
  });

  it('sends the cookies of its own request, kept or rendered', async () => {
    const cookie = await portal.signIn(anna, 'ad');
    const names = (response: Response) => response.headers.getSetCookie().map((line) => line.split('=')[0]);
    // A webview's page has a key of its own: the first visit renders it, the second is answered from the kept page.
    const headers = { cookie, 'x-mo-platform': 'WEBVIEW' };
    const rendered = await httpRequest(`${portal.origin('ad')}/betaalservice`, { headers });
    await rendered.text();
    const kept = await httpRequest(`${portal.origin('ad')}/betaalservice`, { headers });
    expect(rendered.headers.get('x-mo-shell')).toBe('rendered');
    expect(kept.headers.get('x-mo-shell')).toBe('kept');
    expect(kept.status).toBe(200);
    expect(await kept.text()).toContain(`<span>${anna.email.replace("'", '&#39;')}</span>`);
    expect(names(rendered)).toContain('mo_signed_in');
    expect(names(kept)).toEqual(names(rendered));
  });

  it("is sent gzip-compressed to a browser, kept or rendered, with the visitor's own address inside", async () => {
    const cookie = await portal.signIn(bram, 'ad');
    const headers = { cookie, 'accept-encoding': 'gzip, deflate, br, zstd' };
    for (const how of ['rendered', 'kept']) {
      const response = await httpRequest(`${portal.origin('ad')}/facturen?zicht=${how}`, { headers });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-mo-shell')).toBe(how);
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      const html = gunzipSync(Buffer.from(await response.arrayBuffer())).toString();
      expect(html).toContain(`<span>${bram.email}</span>`);
      expect(pageAccountId(html)).toBe(bram.id);
      expect(html).not.toMatch(/mo-shell-/);
      expect(html).toContain('</html>');
      // The same page again, this time from the kept one.
      if (how === 'rendered') await httpRequest(`${portal.origin('ad')}/facturen?zicht=kept`, { headers });
    }
  });

  it('is never what a signed-out visitor gets', async () => {
    await page('/facturen', await portal.signIn(anna, 'ad'));
    const signedOut = await httpRequest(`${portal.origin('ad')}/facturen`);
    expect(signedOut.status).toBe(302);
    expect(await signedOut.text()).not.toContain(anna.email);
  });
});

describe('the account overview, kept for every subscriber without an open deletion request', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const NOTICE = 'Je account wordt verwijderd op';
  /** The planned date as the notice writes it on an NL brand (plannedDateText). */
  const dateText = (date: Date) =>
    new Intl.DateTimeFormat('nl-NL', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Amsterdam',
    }).format(date);

  it('is kept, with each subscriber’s own address; one with a request gets the notice rendered for them', async () => {
    const carla = await buildAccount(portal.db, { email: 'carla.overzicht@example.nl' });
    const dirk = await buildAccount(portal.db, { email: 'dirk.verwijdert@example.nl' });
    const carlaCookie = await portal.signIn(carla, 'ad');
    const dirkCookie = await portal.signIn(dirk, 'ad');
    const requestedAt = new Date();
    const eraseAfter = new Date(requestedAt.getTime() + 14 * DAY);
    await portal.db.insert(accountDeletions).values({ accountId: dirk.id, brandKey: 'ad', requestedAt, eraseAfter });

    // Anna's visit renders the page, Carla's is answered from the kept page: her address, nobody else's.
    const first = await page('/account', await portal.signIn(anna, 'ad'));
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('x-mo-shell')).toBe('rendered');
    const kept = await page('/account', carlaCookie);
    expect(kept.response.status).toBe(200);
    expect(kept.response.headers.get('x-mo-shell')).toBe('kept');
    expect(kept.html).toContain(`<span>${carla.email}</span>`);
    expect(kept.html).toContain(`title="Ingelogd als ${carla.email}"`);
    expect(pageAccountId(kept.html)).toBe(carla.id);
    for (const other of [anna, dirk]) {
      expect(kept.html).not.toContain(other.email.replace("'", '&#39;'));
      expect(kept.html).not.toContain(other.id);
    }
    expect(kept.html).not.toContain(NOTICE);
    expect(kept.html).not.toMatch(/mo-shell-/);

    // Dirk's page is his own, every time: the notice with his planned date, never the kept page.
    for (let visit = 0; visit < 2; visit += 1) {
      const own = await page('/account', dirkCookie);
      expect(own.response.status).toBe(200);
      expect(own.response.headers.get('x-mo-shell')).toBeNull();
      expect(own.html).toContain(NOTICE);
      expect(own.html).toContain(dateText(eraseAfter));
      expect(own.html).toContain(`<span>${dirk.email}</span>`);
      expect(pageAccountId(own.html)).toBe(dirk.id);
      expect(own.html).not.toContain(carla.email);
    }
    // Nor did his visits change what the others get.
    const after = await page('/account', carlaCookie);
    expect(after.response.headers.get('x-mo-shell')).toBe('kept');
    expect(after.html).not.toContain(NOTICE);
    expect(after.html).not.toContain(dirk.email);

    // Withdrawn ("Verwijdering intrekken"): his very next overview has no notice, from the kept page.
    const withdrawn = await httpRequest(`${portal.origin('ad')}/api/account-deletion`, {
      method: 'POST',
      headers: { cookie: dirkCookie, origin: portal.origin('ad'), 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'cancel' }),
    });
    expect(withdrawn.status).toBe(200);
    expect(await withdrawn.json()).toEqual({ pending: null });
    const next = await page('/account', dirkCookie);
    expect(next.response.status).toBe(200);
    expect(next.response.headers.get('x-mo-shell')).toBe('kept');
    expect(next.html).not.toContain(NOTICE);
    expect(next.html).not.toContain(dateText(eraseAfter));
    expect(next.html).toContain(`<span>${dirk.email}</span>`);
    expect(pageAccountId(next.html)).toBe(dirk.id);
  });
});
