/**
 * What a new user met when trying the portal, each proven right in the browser (the rest have unit tests: FAQ
 * search on the real content, the banners of all 69 brands, islands' server HTML, the OIDC_JWKS error). One NL and
 * one BE brand each.
 */
import { expect, test, type Page } from '@playwright/test';
import { brandUrl, logIn, signedInAs } from './helpers';

const BANNER = 'Jouw keuze over cookies';

/** The screenview events the current page pushed (none without consent). */
async function screenviews(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
      (entry) => entry.event === 'screenview',
    ),
  );
}

/** The stored consent choice of the brand's integration, if any. */
async function storedConsent(page: Page): Promise<{ functional: boolean } | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('mo-consent:'));
    return key ? (JSON.parse(localStorage.getItem(key)!) as { functional: boolean }) : null;
  });
}

for (const brand of ['ad', 'hln'] as const) {
  test(`${brand}: "Cookie-instellingen" in the footer reopens the consent choice, and withdrawing holds on the next page`, async ({
    page,
  }) => {
    await page.goto(brandUrl(brand, '/klantenservice/veelgestelde-vragen'));
    const banner = page.getByRole('region', { name: BANNER });
    await banner.getByRole('button', { name: 'Cookies accepteren' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect.poll(() => screenviews(page)).toHaveLength(1);

    const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-instellingen' });
    await settings.click();
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Je hebt nu functionele cookies geaccepteerd.');
    await expect(banner.getByRole('heading', { name: BANNER })).toBeFocused();
    await banner.getByRole('button', { name: 'Alleen noodzakelijke cookies' }).click();
    await expect(banner).toBeHidden();
    await expect(settings).toBeFocused();
    expect(await storedConsent(page)).toMatchObject({ functional: false });
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('dc_myaccount');

    // The next page sends nothing and loads no tag manager; the banner stays closed until asked for again.
    await page.goto(brandUrl(brand, '/onderhoud'));
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-instellingen' })).toBeVisible();
    expect(await screenviews(page)).toEqual([]);
    expect(await page.locator('script[data-tag-manager]').count()).toBe(0);
    await expect(banner).toBeHidden();
  });

  test(`${brand}: the FAQ answer about cookies describes the banner and the footer button as they are`, async ({
    page,
  }) => {
    await page.goto(brandUrl(brand, '/klantenservice/veelgestelde-vragen'));
    const banner = page.getByRole('region', { name: BANNER });
    const labels = [
      await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-instellingen' }).innerText(),
      await banner.getByRole('button', { name: 'Cookies accepteren' }).innerText(),
      await banner.getByRole('button', { name: 'Alleen noodzakelijke cookies' }).innerText(),
    ];
    const item = page.locator('[data-faq-item]').filter({ hasText: 'Hoe pas ik mijn cookie-instellingen aan?' });
    const answer = await item.evaluate((element) => element.textContent ?? '');
    for (const label of labels) expect(answer).toContain(`‘${label.trim()}’`);
    // The banner uses functional cookies only with consent; the answer must not say they cannot be switched off.
    expect(answer).not.toMatch(/functionele cookies[^.]*niet uitzetten/i);
    expect(answer).not.toContain('Cookiebeleid');
  });
}

for (const { brand, email, width } of [
  { brand: 'hln', email: 'an.peeters@example.be', width: 1440 },
  { brand: 'ad', email: 'jan.devries@example.nl', width: 1024 },
] as const) {
  test.describe(`${brand} signed in at ${width} px`, () => {
    test.use({ ...signedInAs(email), viewport: { width, height: 900 } });

    test('the header stays on one line', async ({ page }) => {
      await page.goto(brandUrl(brand, '/account'));
      const header = page.locator('header').first();
      await expect(header.getByRole('button', { name: /uitloggen|afmelden/i })).toBeVisible();
      const layout = await header.evaluate((element) => {
        const bar = element.querySelector<HTMLElement>('[data-header-bar]') ?? element;
        // Every piece of text in the header, with the number of lines it is laid out on.
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        const texts: { text: string; lines: number; signedInLine: boolean }[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim() ?? '';
          const parent = node.parentElement;
          if (!text || !parent || parent.getClientRects().length === 0) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          texts.push({ text, lines: tops.size, signedInLine: Boolean(parent.closest('[data-logged-in-as]')) });
        }
        return { texts, height: element.getBoundingClientRect().height, overflow: bar.scrollWidth - bar.clientWidth };
      });
      expect(layout.texts.length, 'header texts').toBeGreaterThan(3);
      // The signed-in address is shown whole: where the bar has no room for it on one line it takes a second line
      // inside the bar (never more); every other text stays on one line.
      expect(layout.texts.filter((entry) => entry.lines !== 1 && !entry.signedInLine)).toEqual([]);
      expect(layout.texts.filter((entry) => entry.signedInLine && entry.lines > 2)).toEqual([]);
      expect(layout.height, 'one header line').toBe(64);
      expect(layout.overflow, 'nothing pushed out of the header').toBeLessThanOrEqual(0);
    });
  });
}

test('the app-integration tool does not scroll sideways at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(brandUrl('ad', '/app-integration'));
  await expect(page.getByRole('button', { name: 'Pagina openen' })).toBeEnabled();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});

for (const [brand, query, question] of [
  ['ad', 'levering', 'Mijn krant is niet bezorgd. Wat nu?'],
  ['hln', 'bezorging', 'Mijn krant is niet geleverd. Wat nu?'],
  ['hln', 'opzeggen', 'Hoe zet ik mijn abonnement stop?'],
] as const) {
  test(`${brand}: FAQ search for "${query}" finds "${question}"`, async ({ page }) => {
    await page.goto(brandUrl(brand, '/klantenservice/veelgestelde-vragen'));
    await page.getByRole('searchbox').fill(query);
    await expect(page.locator('[data-faq-item]:visible').filter({ hasText: question })).toHaveCount(1);
    await expect(page.locator('[data-faq-status]')).not.toContainText('We vonden geen');
  });
}

test.describe('ad signed in', () => {
  test.use(signedInAs('jan.devries@example.nl'));

  test('a form is disabled in the server HTML until its island has hydrated, then it works', async ({ page }) => {
    await page.goto(brandUrl('ad', '/account/wachtwoord'));
    // The HTML as the server sends it, before any script ran (fetched by the browser, which resolves *.localhost).
    const html = await page.evaluate(async () => (await fetch(window.location.href)).text());
    const submit = html.match(/<form[^>]*data-testid="password-form"[\s\S]*?(<button[^>]*type="submit"[^>]*>)/)?.[1];
    expect(submit).toMatch(/\bdisabled=""/);
    await expect(page.getByTestId('password-form').locator('button[type="submit"]')).toBeEnabled();
  });
});

test('a magazine brand (Humo) says "Lees je magazine", a newspaper (HLN) "Lees je krant"', async ({ page }) => {
  await page.goto(brandUrl('hu', '/'));
  const banner = page.locator('[data-commercial-banner]');
  await expect(banner).toContainText('Lees je magazine');
  await expect(banner).not.toContainText(/krant/i);
  await page.goto(brandUrl('hln', '/'));
  await expect(page.locator('[data-commercial-banner]')).toContainText('Lees je krant');
});

test('a 404 page shown to a signed-in subscriber has the signed-in header, also for a switched-off area', async ({
  page,
}) => {
  // Qmusic NL has every area switched off, so its FAQ answers with the 404 page. An account
  // that no other journey signs in with, since sessions are per brand and this one is new.
  await logIn(page, 'qmnl', 'pieter.bakker@example.nl');
  for (const path of ['/klantenservice/veelgestelde-vragen', '/bestaat-niet', '/404']) {
    const response = await page.goto(brandUrl('qmnl', path));
    expect(response?.status(), path).toBe(404);
    const header = page.locator('header').first();
    await expect(header.getByRole('button', { name: 'Uitloggen' }), path).toBeVisible();
    await expect(header.getByRole('link', { name: 'Inloggen' }), path).toHaveCount(0);
  }
});
