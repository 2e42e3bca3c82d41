/**
 * The prebuilt content pages on one NL newspaper (ad), one NL magazine (mar) and one BE newspaper (hln): service
 * tiles follow the brand's flags, the FAQ search works by keyboard without a server round trip, contact redirects
 * for a brand without in-product contact, a flag-disabled area is the Dutch 404 page, every prebuilt page passes
 * axe at 1440 and 375 px and ships no React and under 15 KB of gzipped JavaScript. The prebuilt file goes only to
 * a visitor in the default context (brand language, web, signed out); anyone else gets the page rendered on demand.
 * Flags switched in the CMS (the e2e content lake's mutate API) take effect without a rebuild.
 */
import http from 'node:http';
import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { brandFlags } from '../../src/content/dataset/source/feature-flags';
import type { BrandFlags } from '../../src/content/queries/feature-flags';
import {
  BRANDS as DEMO,
  brandUrl,
  clickSubmit,
  contentLake,
  EXCLUSIVE,
  expectNoAxeViolations,
  logIn,
  PORT,
} from './helpers';

const BRANDS = [
  { key: 'ad', country: 'nl', category: 'newspaper' },
  { key: 'mar', country: 'nl', category: 'magazine' },
  { key: 'hln', country: 'be', category: 'newspaper' },
] as const;

/** The prebuilt pages and the status each answers with. */
const PREBUILT_PAGES = [
  { path: '/', status: 200 },
  { path: '/klantenservice/veelgestelde-vragen', status: 200 },
  { path: '/klantenservice/contact', status: 200 },
  { path: '/onderhoud', status: 200 },
  { path: '/login', status: 200 },
  { path: '/404', status: 404 },
  { path: '/500', status: 500 },
] as const;

/**
 * The tiles of the areas this build has (their manifests' `tile`) and the flag that switches each on (none: always
 * there). An area that is not built has no tile: found 8 of 12 tiles leading to a screen that did not exist.
 */
const TILE_FLAGS: Record<string, keyof BrandFlags | undefined> = {
  subscriptions: 'isBrandSubscriptionsEnabled',
  account: undefined,
  invoices: 'isInvoicesEnabled',
  'shared-access': 'isSharedAccessEnabled',
  delivery: 'isSubscriptionComplaintsEnabled',
  holiday: 'isSubscriptionHolidayEnabled',
  moving: 'isSubscriptionMovingHouseEnabled',
  payment: 'isChangePaymentEnabled',
  newsletters: 'isNewslettersEnabled',
  faq: 'isFAQEnabled',
  contact: undefined,
};

/** A question every print brand has, and one of another category. */
const QUESTION = 'Wat gebeurt er als mijn proefabonnement afloopt?';
const OTHER_QUESTION = 'Hoe pas ik mijn cookie-instellingen aan?';

/**
 * What a search round trip would be: a script's fetch/XHR or a navigation. Images and the browser's own
 * `<link rel="prefetch">` requests for links that came into view (src/lib/fetcher/prefetch.ts, resource type
 * "other", redirects included) are not.
 */
const ROUND_TRIP_TYPES = new Set(['fetch', 'xhr', 'document', 'eventsource', 'websocket']);
/** Gzipped bytes of every script of the page (inline and external), measured in the browser. */
async function scriptBytes(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const gzipSize = async (text: string) => {
      const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
      return (await new Response(stream).arrayBuffer()).byteLength;
    };
    let total = 0;
    for (const script of document.querySelectorAll('script')) {
      const text = script.src ? await (await fetch(script.src)).text() : (script.textContent ?? '');
      if (script.type === 'application/json' || text.trim() === '') continue;
      total += await gzipSize(text);
      // Module scripts pull in their imports: count those too.
      for (const match of text.matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/g)) {
        total += await gzipSize(await (await fetch(new URL(match[1]!, script.src || location.href))).text());
      }
    }
    return total;
  });
}

for (const brand of BRANDS) {
  test.describe(`content pages of ${brand.key} (${brand.country} ${brand.category})`, () => {
    test('the service page shows a tile for exactly the areas the brand’s flags enable, none of them dead', async ({
      page,
    }) => {
      const response = await page.goto(brandUrl(brand.key, '/'));
      expect(response?.headers()['x-mo-prebuilt']).toBe(brand.key);
      const flags = brandFlags(brand.key);
      const expected = Object.entries(TILE_FLAGS)
        .filter(([, flag]) => !flag || flags[flag])
        .map(([key]) => key);
      const tiles = page.locator('[data-service-tiles] a');
      await expect(tiles).toHaveCount(expected.length);
      expect(await tiles.evaluateAll((links) => links.map((link) => link.getAttribute('data-tile')))).toEqual(expected);
      const hrefs: string[] = [];
      for (const tile of await tiles.all()) {
        const img = tile.locator('img');
        await expect(img).toHaveAttribute(
          'src',
          /^\/images\/(newspaper|user|home|info|truck|payment|digital|comments|sharing|newsletter)_icon\.svg$/,
        );
        expect(await img.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0)).toBe(true);
        hrefs.push((await tile.getAttribute('href'))!);
      }
      for (const href of hrefs.filter((link) => !link.startsWith('/'))) expect(new URL(href).protocol).toBe('https:');
      const internal = hrefs.filter((link) => link.startsWith('/'));
      // A screen for signed-in visitors (/account) sends an anonymous visitor to sign in: a redirect, not a dead link.
      const statuses = await page.evaluate(
        (links) =>
          Promise.all(
            links.map(async (link) => {
              const response = await fetch(link, { redirect: 'manual' });
              return response.type === 'opaqueredirect' ? 'redirect' : response.status;
            }),
          ),
        internal,
      );
      internal.forEach((link, index) => expect([200, 'redirect'], link).toContain(statuses[index]));
      // Nothing on the page leads to a screen that does not exist (the contact form, linked by the chat
      // widget, exists since ): every link in the main area answers or sends to sign in.
      const links = await page
        .locator('main a[href^="/"]')
        .evaluateAll((nodes) => [...new Set(nodes.map((node) => node.getAttribute('href') ?? ''))]);
      const linkStatuses = await page.evaluate(
        (paths) =>
          Promise.all(
            paths.map(async (path) => {
              const response = await fetch(path, { redirect: 'manual' });
              return response.type === 'opaqueredirect' ? 'redirect' : response.status;
            }),
          ),
        links,
      );
      links.forEach((href, index) => expect([200, 'redirect'], href).toContain(linkStatuses[index]));
    });

    test('the FAQ search finds a question by a word in it and says so when nothing matches, by keyboard only', async ({
      page,
    }) => {
      await page.goto(brandUrl(brand.key, '/klantenservice/veelgestelde-vragen'));
      const requests: Request[] = [];
      page.on('request', (request) => requests.push(request));
      // Skip link → main → the search field is the first control in the main area.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      const search = page.getByRole('searchbox', { name: /zoeken in de veelgestelde vragen/i });
      await expect(search).toBeFocused();
      await page.keyboard.type('proefabonnement');
      const status = page.getByRole('status').filter({ hasText: /gevonden/ });
      await expect(status).toHaveText(/^\d+ vra(ag|gen) gevonden$/);
      const question = page.locator('details summary', { hasText: QUESTION });
      await expect(question).toBeVisible();
      await expect(page.locator('details summary', { hasText: OTHER_QUESTION })).toBeHidden();
      // Tab to the first shown question and open it with Enter.
      await page.keyboard.press('Tab');
      const first = page.locator('details[data-faq-item]:visible').first();
      await expect(first.locator('summary')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(first.locator('p').first()).toBeVisible();

      await search.focus();
      await page.keyboard.press('Control+A');
      await page.keyboard.type('parkeervergunning');
      await expect(page.getByRole('status').filter({ hasText: 'parkeervergunning' })).toHaveText(
        'We vonden geen vragen over ‘parkeervergunning’. Probeer een ander zoekwoord.',
      );
      await expect(page.locator('details[data-faq-item]:visible')).toHaveCount(0);
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Backspace');
      await expect(page.locator('details summary', { hasText: OTHER_QUESTION })).toBeVisible();
      // Filtering happened in the page: no request went out while searching.
      expect(
        requests.filter((request) => ROUND_TRIP_TYPES.has(request.resourceType())).map((request) => request.url()),
      ).toEqual([]);
    });

    test('the contact page is in-product, and the login page warns instead of linking to a password reset', async ({
      page,
    }) => {
      const response = await page.goto(brandUrl(brand.key, '/klantenservice/contact'));
      expect(response?.status()).toBe(200);
      expect(response?.headers()['x-mo-prebuilt']).toBe(brand.key);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
      await expect(page.getByRole('link', { name: brand.country === 'be' ? /^03 / : /^088 / })).toHaveAttribute(
        'href',
        /^tel:\d+$/,
      );
      await page.goto(brandUrl(brand.key, '/login'));
      await expect(page.getByText(/tijdelijk niet mogelijk door technische problemen/)).toBeVisible();
      await expect(page.locator('a[href*="wachtwoord-vergeten"]')).toHaveCount(0);
    });

    for (const width of [1440, 375]) {
      test(`every prebuilt page passes axe at ${width} px, with its status, no React and under 15 KB of script`, async ({
        page,
      }) => {
        // Seven pages, each loaded, weighed and scanned by axe: about 30 s on a quiet machine, so more than the
        // default 45 s when the suite's other worker is busy.
        test.setTimeout(120_000);
        await page.setViewportSize({ width, height: 900 });
        for (const { path, status } of PREBUILT_PAGES) {
          const response = await page.goto(brandUrl(brand.key, path));
          expect(response?.status(), path).toBe(status);
          expect(response?.headers()['x-mo-prebuilt'], path).toBe(brand.key);
          await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
          expect(await page.locator('astro-island').count(), path).toBe(0);
          const sources = await page
            .locator('script[src]')
            .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src') ?? ''));
          expect(
            sources.some((src) => /react|client\./i.test(src)),
            path,
          ).toBe(false);
          const bytes = await scriptBytes(page);
          if (width === 1440) console.log(`JS ${brand.key}${path}: ${bytes} bytes gzipped`);
          expect(bytes, path).toBeLessThan(15 * 1024);
          await expectNoAxeViolations(page);
        }
      });
    }
  });
}

test('a brand without in-product contact (qmnl) is sent to its own contact page', async ({ page }) => {
  expect(brandFlags('qmnl').isContactEnabled).toBe(false);
  await page.goto(brandUrl('qmnl', '/'));
  await expect(page.locator('[data-tile="contact"]')).toHaveAttribute('href', 'https://www.qmusic.nl/klantenservice');
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  // The browser follows the redirect to the brand's site, which this test machine cannot reach.
  await page.goto(brandUrl('qmnl', '/klantenservice/contact')).catch(() => undefined);
  const external = requests.find((request) => request.url() === 'https://www.qmusic.nl/klantenservice');
  expect(external, 'the redirect to the brand’s contact page').toBeDefined();
  const from = external!.redirectedFrom()!;
  expect(from.url()).toBe(brandUrl('qmnl', '/klantenservice/contact'));
  expect((await from.response())?.status()).toBe(302);
});

test('a flag-disabled area answers with the Dutch 404 page (FAQ on qmnl)', async ({ page }) => {
  expect(brandFlags('qmnl').isFAQEnabled).toBe(false);
  const response = await page.goto(brandUrl('qmnl', '/klantenservice/veelgestelde-vragen'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze pagina bestaat niet');
  await expect(
    page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: /veelgestelde vragen/i }),
  ).toHaveCount(0);
  await page.goto(brandUrl('qmnl', '/'));
  await expect(page.locator('[data-tile="faq"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

// ——— Prebuilt files only for the default context ———

const FAQ = '/klantenservice/veelgestelde-vragen';
/** The FAQ search placeholder: nl and be wording differ (translation key faq.searchPlaceholder). */
const PLACEHOLDER = { nl: 'Bijvoorbeeld: bezorging of factuur', be: 'Bijvoorbeeld: levering of factuur' };

async function setLanguageCookie(context: BrowserContext, brandKey: string, value: string): Promise<void> {
  await context.addCookies([{ name: 'mo-site-language', value, url: brandUrl(brandKey, '/') }]);
}

/** The page context the platform script reads (features/platform/page-context.ts). */
async function pageOrigin(page: Page): Promise<string> {
  const raw = await page.locator('#mo-page-context').getAttribute('data-context');
  return (JSON.parse(raw ?? '{}') as { origin?: string }).origin ?? '';
}

test.describe('a prebuilt file is served only to a visitor in the default context', () => {
  test('a language cookie other than the brand’s country gets that wording, never the brand’s file (ad, hln)', async ({
    page,
    context,
  }) => {
    for (const [brand, own, other] of [
      ['ad', 'nl', 'be'],
      ['hln', 'be', 'nl'],
    ] as const) {
      const prebuilt = await page.goto(brandUrl(brand, FAQ));
      expect(prebuilt?.headers()['x-mo-prebuilt'], brand).toBe(brand);
      expect(prebuilt?.headers()['x-mo-variant'], brand).toBeUndefined();
      await expect(page.locator('#faq-search')).toHaveAttribute('placeholder', PLACEHOLDER[own]);

      // The brand's own language in the cookie is still the default context.
      await setLanguageCookie(context, brand, own);
      const same = await page.goto(brandUrl(brand, FAQ));
      expect(same?.headers()['x-mo-prebuilt'], brand).toBe(brand);

      await setLanguageCookie(context, brand, other);
      const otherLanguage = await page.goto(brandUrl(brand, FAQ));
      expect(otherLanguage?.status(), brand).toBe(200);
      expect(otherLanguage?.headers()['vary'], brand).toContain('Cookie');
      // The other language's own variant of the page (rendered once, kept like the file: `x-mo-variant`), or, before
      // the server has read that language's flags, the page rendered for this visitor alone.
      const variant = otherLanguage?.headers()['x-mo-variant'];
      if (variant) expect(variant, brand).toBe(`${other}-web`);
      else expect(otherLanguage?.headers()['cache-control'], brand).toContain('private');
      await expect(page.locator('#faq-search')).toHaveAttribute('placeholder', PLACEHOLDER[other]);
      await expect(page.locator('html')).toHaveAttribute('lang', other === 'be' ? 'nl-BE' : 'nl-NL');
      await context.clearCookies();
    }
    // The login page says "Aanmelden" in Belgian wording, also on the NL brand.
    await setLanguageCookie(context, 'ad', 'be');
    const login = await page.goto(brandUrl('ad', '/login'));
    expect(login?.headers()['x-mo-variant'] ?? 'be-web').toBe('be-web');
    await expect(page.getByRole('main').getByRole('link', { name: 'Aanmelden' })).toBeVisible();
  });

  test('an app’s webview gets its pages rendered on demand, as WEBVIEW, until it switches back to web', async ({
    page,
  }) => {
    const first = await page.goto(brandUrl('ad', '/?platform=webview&showLogoutButton=false'));
    expect(first?.status()).toBe(200);
    expect(first?.headers()['x-mo-prebuilt']).toBeUndefined();
    expect(await pageOrigin(page)).toBe('WEBVIEW');
    // The choice is kept for the browser session: the next prebuilt path is rendered on demand too.
    const next = await page.goto(brandUrl('ad', FAQ));
    expect(next?.headers()['x-mo-prebuilt']).toBeUndefined();
    expect(await pageOrigin(page)).toBe('WEBVIEW');
    const web = await page.goto(brandUrl('ad', '/?platform=web'));
    expect(web?.headers()['x-mo-prebuilt']).toBe('ad');
    expect(await pageOrigin(page)).toBe('WEB');
  });

  test('a stale session cookie gets the page on demand; a signed-in visitor the shared page with their header', async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'mo_session', value: 'verlopen', url: brandUrl('ad', '/') }]);
    const stale = await page.goto(brandUrl('ad', '/'));
    expect(stale?.status()).toBe(200);
    expect(stale?.headers()['x-mo-prebuilt']).toBeUndefined();
    await context.clearCookies();

    const demo = DEMO[0];
    await logIn(page, demo.key, demo.email);
    // The shared file comes from the server's fast path once it has read the brand's flags (they are kept
    // CONTENT_CACHE_MS here): ask again until it does.
    await expect(async () => {
      const service = await page.goto(brandUrl(demo.key, '/'));
      expect(service?.headers()['x-mo-prebuilt']).toBe(demo.key);
    }).toPass({ timeout: 15_000, intervals: [0] });
    // The page's script shows the signed-in header and fills in the address (features/login/signed-in-header.ts).
    await expect(page.getByText(`Ingelogd als ${demo.email}`)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Inloggen' })).toBeHidden();
    await expectNoAxeViolations(page);
    // Signing out from the shared page ends the session: the next page shows "Inloggen" again.
    await clickSubmit(page.getByRole('button', { name: 'Uitloggen' }).first());
    await expect(page.getByRole('banner').getByRole('link', { name: 'Inloggen' })).toBeVisible();
    expect((await context.cookies(brandUrl(demo.key))).map((cookie) => cookie.name)).not.toContain('mo_signed_in');

    // The prebuilt login page still sends a signed-in visitor to their account.
    await logIn(page, demo.key, demo.email);
    await page.goto(brandUrl(demo.key, '/login'));
    await expect(page).toHaveURL(brandUrl(demo.key, '/account'));
  });
});

// ——— Changing content in the CMS (the e2e content lake) ———
// Every other journey would see these changes: they hold Playwright's exclusive lock, so nothing else runs meanwhile.

const { query: lakeQuery, mutate: lakeMutate } = contentLake('v2023-03-07');

/** Sets brand flags in the published feature-flag document, e.g. `{ 'ad.isFAQEnabled': false }`. */
const setFlags = (set: Record<string, boolean>) => lakeMutate([{ patch: { id: 'featureflagconfiguration', set } }]);

/** The webhook secret the end-to-end server is started with (.config/playwright.config.ts). */
const WEBHOOK_SECRET = 'e2e-webhook-secret-0123456789abcdef';

/** A GET from Node with a brand's Host header, its body parsed as JSON. */
function fetchPortalJson(brandKey: string, path: string, headers: Record<string, string> = {}): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        path,
        method: 'GET',
        headers: { host: `${brandKey}.localhost:${PORT}`, ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** Waits until a brand's path is served from its prebuilt pages again (its rebuild after a publish is swapped in). */
async function waitForPrebuilt(brandKey: string, path: string): Promise<void> {
  await expect
    .poll(async () => (await fetchPortal(brandKey, path)).headers['x-mo-prebuilt'], { timeout: 120_000 })
    .toBe(brandKey);
}

/** A signed-out GET from Node with a brand's Host header; redirects are not followed. */
function fetchPortal(brandKey: string, path: string): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: PORT, path, method: 'GET', headers: { host: `${brandKey}.localhost:${PORT}` } },
      (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, headers: response.headers });
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** Waits until the portal answers `path` with `status` (the end-to-end portal caches content for a quarter second). */
async function waitForStatus(brandKey: string, path: string, status: number): Promise<void> {
  await expect
    .poll(async () => (await fetchPortal(brandKey, path)).status, { timeout: 10_000, intervals: [100, 250] })
    .toBe(status);
}

test(
  'an area switched off in the CMS answers with the Dutch 404 page at once, on ad and hln',
  { lock: EXCLUSIVE },
  async ({ page }) => {
    test.setTimeout(120_000);
    expect(brandFlags('ad').isFAQEnabled && brandFlags('hln').isFAQEnabled).toBe(true);
    try {
      await setFlags({ 'ad.isFAQEnabled': false, 'hln.isFAQEnabled': false });
      for (const brand of ['ad', 'hln']) {
        // The prebuilt FAQ file is still on disk; the live flag wins.
        await waitForStatus(brand, FAQ, 404);
        const response = await page.goto(brandUrl(brand, FAQ));
        expect(response?.status(), brand).toBe(404);
        expect(response?.headers()['x-mo-prebuilt'], brand).toBeUndefined();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze pagina bestaat niet');
        await expect(page.getByRole('link', { name: 'Naar het overzicht' }).first()).toBeVisible();
        await expectNoAxeViolations(page);
      }
      // Another brand is not affected.
      expect((await fetchPortal('vk', FAQ)).status).toBe(200);
    } finally {
      await setFlags({ 'ad.isFAQEnabled': true, 'hln.isFAQEnabled': true });
    }
    for (const brand of ['ad', 'hln']) await waitForStatus(brand, FAQ, 200);
    // The publish rebuilt the brand by itself: its prebuilt page is back once the rebuild is swapped in.
    await waitForPrebuilt('ad', FAQ);
  },
);

test(
  'contact switched off in the CMS for ad sends visitors to the brand’s own contact page',
  { lock: EXCLUSIVE },
  async () => {
    test.setTimeout(90_000);
    expect(brandFlags('ad').isContactEnabled).toBe(true);
    const contactPageUrl = await lakeQuery<string>('*[_id == "brand.ad"][0].contactPageUrl');
    expect(contactPageUrl).toMatch(/^https:\/\//);
    const CONTACT = '/klantenservice/contact';
    try {
      await setFlags({ 'ad.isContactEnabled': false });
      // The prebuilt contact page of ad is still on disk; it is not served while the flag is off.
      await waitForStatus('ad', CONTACT, 302);
      const answer = await fetchPortal('ad', CONTACT);
      expect(answer.headers['location']).toBe(contactPageUrl);
      expect(answer.headers['x-mo-prebuilt']).toBeUndefined();
      expect((await fetchPortal('hln', CONTACT)).status).toBe(200);
    } finally {
      await setFlags({ 'ad.isContactEnabled': true });
    }
    await waitForStatus('ad', CONTACT, 200);
    await waitForPrebuilt('ad', CONTACT);
  },
);

test(
  '?debug=locale shows the raw keys on demand, and a key missing from the CMS as “key was NOT FOUND”',
  { lock: EXCLUSIVE },
  async ({ page }) => {
    test.setTimeout(720_000);
    const debug = await page.goto(brandUrl('ad', `${FAQ}?debug=locale`));
    expect(debug?.status()).toBe(200);
    expect(debug?.headers()['x-mo-prebuilt']).toBeUndefined();
    await expect(page.locator('label[for="faq-search"]')).toHaveText('faq.searchLabel');
    await expect(page.locator('#faq-search')).toHaveAttribute('placeholder', 'faq.searchPlaceholder');
    await expect(page.getByRole('link', { name: 'skipToContent' })).toHaveCount(1);

    type Translation = { _id: string; _type: string; entries: Array<{ key: string }> };
    const original = await lakeQuery<Translation>('*[_id == "translation.nl"][0]');
    expect(original.entries.some((entry) => entry.key === 'faq.searchLabel')).toBe(true);
    try {
      await lakeMutate([
        {
          createOrReplace: {
            ...original,
            entries: original.entries.filter((entry) => entry.key !== 'faq.searchLabel'),
          },
        },
      ]);
      await expect
        .poll(
          async () => {
            await page.goto(brandUrl('ad', `${FAQ}?debug=locale`));
            return page.locator('label[for="faq-search"]').textContent();
          },
          { timeout: 10_000, intervals: [100, 250] },
        )
        .toBe('faq.searchLabel was NOT FOUND');
      // The publish rebuilt the brand by itself: visitors get the prebuilt page without the key (a missing key
      // renders empty outside debug).
      await waitForPrebuilt('ad', FAQ);
      await page.goto(brandUrl('ad', FAQ));
      await expect(page.locator('label[for="faq-search"]')).toHaveText('');
    } finally {
      await lakeMutate([{ createOrReplace: original }]);
    }
    await expect
      .poll(
        async () => {
          await page.goto(brandUrl('ad', `${FAQ}?debug=locale`));
          return page.locator('label[for="faq-search"]').textContent();
        },
        { timeout: 10_000, intervals: [100, 250] },
      )
      .toBe('faq.searchLabel');
    // Both publishes rebuild every brand of the language: the journey ends once they are all swapped in again.
    await expect
      .poll(
        async () => {
          const state = await fetchPortalJson('ad', '/api/rebuild', { authorization: `Bearer ${WEBHOOK_SECRET}` });
          return (state as { idle: boolean }).idle;
        },
        { timeout: 600_000, intervals: [1000] },
      )
      .toBe(true);
    await waitForPrebuilt('ad', FAQ);
    await page.goto(brandUrl('ad', FAQ));
    await expect(page.locator('label[for="faq-search"]')).toHaveText('Zoeken in de veelgestelde vragen');
  },
);

test(
  'a malformed brand document gives the brand’s Dutch 500 page, never a broken one, until it is fixed',
  { lock: EXCLUSIVE },
  async ({ page }) => {
    test.setTimeout(90_000);
    const original = await lakeQuery<Record<string, unknown> & { _id: string }>('*[_id == "brand.mar"][0]');
    try {
      // An editor saves the brand with a contact page that is not an https address.
      await lakeMutate([{ patch: { id: 'brand.mar', set: { contactPageUrl: 'geen adres' } } }]);
      await waitForStatus('mar', '/onderhoud', 500);
      for (const path of ['/onderhoud', '/account']) {
        const response = await page.goto(brandUrl('mar', path));
        expect(response?.status(), path).toBe(500);
        expect(response?.headers()['content-type'], path).toContain('text/html');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Er ging iets mis');
        await expect(page.getByText('Door een technische storing kunnen we deze pagina nu niet tonen.')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
      }
      // Other brands keep working.
      expect((await fetchPortal('ad', '/onderhoud')).status).toBe(200);
    } finally {
      await lakeMutate([{ createOrReplace: original }]);
    }
    await waitForStatus('mar', '/onderhoud', 200);
  },
);
