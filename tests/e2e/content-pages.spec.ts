/**
 * The prebuilt content pages on one NL newspaper (ad), one NL magazine (mar) and one BE newspaper (hln): service
 * tiles follow the brand's flags, the FAQ search works by keyboard without a server round trip, contact redirects
 * for a brand without in-product contact, a flag-disabled area is the Dutch 404 page, every prebuilt page passes
 * axe at 1440 and 375 px and ships no React and under 15 KB of gzipped JavaScript.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { brandFlags } from '../../src/content/dataset/source/feature-flags';
import type { BrandFlags } from '../../src/content/queries/feature-flags';
import { brandUrl, expectNoAxeViolations } from './helpers';

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

/** Which flag switches each service tile on (none: always there). */
const TILE_FLAGS: Record<string, keyof BrandFlags | undefined> = {
  subscriptions: 'isBrandSubscriptionsEnabled',
  'read-online': 'isBrandSubscriptionsEnabled',
  delivery: 'isSubscriptionComplaintsEnabled',
  holiday: 'isSubscriptionHolidayEnabled',
  moving: 'isSubscriptionMovingHouseEnabled',
  invoices: 'isInvoicesEnabled',
  payment: 'isChangePaymentEnabled',
  'shared-access': 'isSharedAccessEnabled',
  newsletters: 'isNewslettersEnabled',
  account: undefined,
  faq: 'isFAQEnabled',
  contact: undefined,
};

/** A question every print brand has, and one of another category. */
const QUESTION = 'Wat gebeurt er als mijn proefabonnement afloopt?';
const OTHER_QUESTION = 'Hoe pas ik mijn cookie-instellingen aan?';

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
      // A link to an FAQ category lands on that category.
      for (const href of internal.filter((link) => link.includes('#'))) {
        await page.goto(brandUrl(brand.key, href));
        await expect(page.locator(`section[id="${href.split('#')[1]}"]`)).toBeVisible();
      }
      await page.goto(brandUrl(brand.key, '/'));
      if (!flags.isSharedAccessEnabled) await expect(page.locator('[data-tile="shared-access"]')).toHaveCount(0);
      if (!flags.isSubscriptionHolidayEnabled) await expect(page.locator('[data-tile="holiday"]')).toHaveCount(0);
    });

    test('the FAQ search finds a question by a word in it and says so when nothing matches, by keyboard only', async ({
      page,
    }) => {
      await page.goto(brandUrl(brand.key, '/klantenservice/veelgestelde-vragen'));
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
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
      expect(requests.filter((url) => !url.includes('/images/'))).toEqual([]);
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
