/**
 * Wording by brand: a Belgian brand's screens speak Belgian Dutch, a magazine's never call it a newspaper.
 * - HLN (a Belgian newspaper), signed in as its demo subscriber: every signed-in screen and service page shows no
 *   NL-only word (src/i18n/nl-only-words.ts: bezorgen, klantenservice, incasso, machtiging, mobiel, inloggen, a Dutch
 *   example IBAN …), in what it shows and in what it tells a screen reader;
 * - Margriet (NL) and Libelle (BE), both magazines: the home tiles do not say "krant", nor do Margriet's signed-in
 *   delivery and holiday screens;
 * - the profile bar says how complete the profile is in a sentence that reads;
 * - the contact page says it is closed now outside today's hours (a fake clock in the browser, which writes that
 *   line).
 */
import { expect, test, type Page } from '@playwright/test';
import { NL_ONLY_WORDS } from '../../src/i18n/nl-only-words';
import { brandUrl, signedInAs } from './helpers';

/** The signed-in screens and service pages of a brand, as a subscriber reaches them. */
const SCREENS = [
  '/',
  '/myaccount',
  '/account',
  '/account/gegevens',
  '/account/e-mailadres',
  '/account/telefoonnummer',
  '/account/wachtwoord',
  '/account/nieuwsbrieven',
  '/account/sessies',
  '/abonnementen',
  '/abonnementen/koppelen',
  '/abonnementen/delen',
  '/betaalservice',
  '/betaalservice/wijzigen',
  '/facturen',
  '/bezorgservice',
  '/bezorgservice/klacht',
  '/vakantieservice',
  '/vakantieservice/doorgeven',
  '/verhuisservice',
  '/verhuisservice/doorgeven',
  '/klantenservice/contact',
  '/klantenservice/contact/formulier',
  '/klantenservice/email',
  '/klantenservice/veelgestelde-vragen',
] as const;

/** The loading page forwards to the screen it loads for: its words are those of where it lands. */
const FORWARDS: ReadonlySet<string> = new Set(['/myaccount']);

/**
 * Everything a page says once its islands have loaded (those that load when seen are scrolled into view): its text
 * and the names it gives screen readers.
 */
async function wordsOf(page: Page): Promise<string> {
  await expect(page.locator('main')).toBeVisible();
  const busy = page.locator('[aria-busy="true"]');
  await expect(async () => {
    // A part that finishes loading meanwhile is gone: scrolling to it must not wait for it to come back.
    for (const part of await busy.all()) await part.scrollIntoViewIfNeeded({ timeout: 1000 }).catch(() => undefined);
    // What still loads, by its markup, so that a failure says which part never finished.
    const loading = await busy.evaluateAll((parts) => parts.map((part) => part.outerHTML.slice(0, 300)));
    expect(loading, 'parts still loading').toEqual([]);
  }).toPass({ timeout: 20_000 });
  return page.evaluate(() =>
    [
      document.title,
      document.body.innerText,
      ...[...document.querySelectorAll('[aria-label], [title], [placeholder]')].map((element) =>
        ['aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? '').join(' '),
      ),
    ].join('\n'),
  );
}

/** The lines of `text` that match `pattern`. */
function linesMatching(text: string, pattern: RegExp): string[] {
  return text.split('\n').filter((line) => pattern.test(line));
}

test.describe('a Belgian brand (HLN)', () => {
  test.use(signedInAs('an.peeters@example.be'));

  for (const path of SCREENS) {
    test(`${path} shows no NL-only word`, async ({ page }) => {
      await page.goto(brandUrl('hln', path));
      if (FORWARDS.has(path)) await page.waitForURL((url) => url.pathname !== path);
      expect(new URL(page.url()).host).toBe(new URL(brandUrl('hln')).host);
      expect(linesMatching(await wordsOf(page), NL_ONLY_WORDS)).toEqual([]);
    });
  }
});

test.describe('magazine brands', () => {
  // The tiles that named the paper: delivery problems on both, the holiday service where the brand offers it.
  const BRAND_TILES = { mar: ['delivery', 'holiday'], lib: ['delivery'] } as const;
  for (const [brand, shown] of Object.entries(BRAND_TILES)) {
    test(`the home tiles of ${brand} do not call it a newspaper`, async ({ page }) => {
      await page.goto(brandUrl(brand, '/'));
      const tiles = page.locator('[data-service-tiles]');
      for (const tile of shown) await expect(tiles.locator(`[data-tile="${tile}"]`)).toBeVisible();
      expect(linesMatching(await tiles.innerText(), /krant/i)).toEqual([]);
    });
  }

  test.describe('signed in on Margriet', () => {
    test.use(signedInAs('anneke.jansen@example.nl'));

    for (const path of ['/bezorgservice', '/bezorgservice/klacht', '/vakantieservice', '/account/gegevens']) {
      test(`${path} does not call it a newspaper`, async ({ page }) => {
        await page.goto(brandUrl('mar', path));
        expect(linesMatching(await wordsOf(page), /krant/i)).toEqual([]);
      });
    }
  });
});

test.describe('sentences that read', () => {
  test.use(signedInAs('jan.devries@example.nl'));

  test('the profile bar names how complete the profile is', async ({ page }) => {
    await page.goto(brandUrl('ad', '/account/gegevens'));
    const bar = page.getByTestId('account-completeness').getByRole('progressbar');
    await expect(bar).toHaveAccessibleName('Volledigheid van je profiel');
    await expect(page.getByText(/compleet voor/)).toHaveCount(0);
  });

  test('the contact page says it is closed now after closing time', async ({ page }) => {
    // Tuesday 8 December 2026, 22:45 in Amsterdam: a working day with hours from 8.00 to 18.00.
    await page.clock.setFixedTime(new Date('2026-12-08T21:45:00Z'));
    await page.goto(brandUrl('ad', '/klantenservice/contact'));
    await expect(page.getByText('Nu gesloten. Vandaag bereikbaar van 8.00 tot 18.00 uur').first()).toBeVisible();
    await expect(page.getByText(/^Vandaag bereikbaar van/)).toHaveCount(0);
  });
});
