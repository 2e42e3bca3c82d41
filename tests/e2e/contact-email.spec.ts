/**
 * Writing to customer service by e-mail (/klantenservice/email, analytics category "email service") on an NL
 * newspaper (ad) and a BE newspaper (hln), as an anonymous visitor: the contact page's "Mail ons" card leads there;
 * the page shows the brand's own address as a mailto link with the subject filled in (percent-encoded), what to put
 * in the mail and what never to send, when the answer comes, and the other ways: the phone number with today's hours,
 * the contact form and the FAQ. It is prebuilt, without islands, and axe finds nothing at 375 and 1440 px. A brand
 * without in-product contact (qmnl) is sent to its own contact page, as from /klantenservice/contact.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { brandUrl, expectNoAxeViolations } from './helpers';

/** Answers the consent banner (fixed at the bottom, over the page's last links) once per browser. */
async function refuseCookies(page: Page) {
  await page.locator('[data-consent-banner]').getByRole('button', { name: 'Alleen noodzakelijke cookies' }).click();
  await expect(page.locator('[data-consent-banner]')).toBeHidden();
}

for (const brand of [
  {
    key: 'ad',
    name: 'AD',
    address: 'klantenservice@ad.nl',
    service: 'klantenservice',
    phone: '088 824 01 20',
    customerNumber: 'klantnummer',
    card: 'bankpas of creditcard',
    answer: 'Je krijgt binnen twee werkdagen antwoord.',
  },
  {
    key: 'hln',
    name: 'HLN',
    address: 'klantendienst@hln.be',
    service: 'klantendienst',
    phone: '03 303 97 11',
    customerNumber: 'klantennummer',
    card: 'bankkaart of kredietkaart',
    answer: 'Je krijgt binnen twee werkdagen een antwoord.',
  },
] as const) {
  test.describe(`${brand.key}`, () => {
    test('an anonymous visitor finds the address, what to write and the other ways, from the contact page', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(brandUrl(brand.key, '/klantenservice/contact'));
      await refuseCookies(page);
      const card = page.locator('section', { has: page.getByRole('heading', { name: 'Mail ons' }) });
      await expect(card).toBeVisible();
      await expect(card).toContainText('binnen twee werkdagen');
      await card.getByRole('link', { name: 'Naar ons e-mailadres' }).click();
      await expect(page).toHaveURL(brandUrl(brand.key, '/klantenservice/email'));

      const main = page.locator('main');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Mail de ${brand.service}`);
      const subject = `Vraag over mijn abonnement van ${brand.name}`;
      const mailto = `mailto:${brand.address}?subject=${encodeURIComponent(subject)}`;
      expect(mailto).toContain('?subject=Vraag%20over%20mijn%20abonnement%20van%20');
      const address = main.getByRole('link', { name: brand.address, exact: true });
      await expect(address).toBeVisible();
      await expect(address).toHaveAttribute('href', mailto);
      const button = main.getByRole('link', { name: `Schrijf een e-mail aan de ${brand.service}` });
      await expect(button).toBeVisible();
      await expect(button).toHaveAttribute('href', mailto);
      // A touch target of at least 44 × 44 px at 375 px, inside the viewport.
      const box = await button.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      await expect(main.getByText(brand.answer, { exact: true })).toBeVisible();

      const include = main.locator('section', { has: page.getByRole('heading', { name: 'Zet dit in je e-mail' }) });
      await expect(include.getByRole('listitem')).toHaveText([
        'Je naam',
        'Je postcode en huisnummer',
        `Je abonnementsnummer of ${brand.customerNumber}, als je het weet`,
        'Je vraag, zo volledig mogelijk',
      ]);
      const never = main.locator('section', { has: page.getByRole('heading', { name: 'Stuur dit nooit mee' }) });
      await expect(never.getByRole('listitem')).toHaveText([
        'Je wachtwoord',
        `Het volledige nummer van je ${brand.card}`,
      ]);

      const alternatives = main.locator('section', {
        has: page.getByRole('heading', { level: 2, name: 'Liever op een andere manier?' }),
      });
      await expect(alternatives.getByRole('heading', { level: 3, name: 'Bel ons' })).toBeVisible();
      await expect(alternatives.getByRole('link', { name: brand.phone })).toHaveAttribute(
        'href',
        `tel:${brand.phone.replace(/\s/g, '')}`,
      );
      await expect(
        alternatives.getByText(
          /^(Nu gesloten\. )?Vandaag (bereikbaar van \d{1,2}\.\d{2} tot \d{1,2}\.\d{2} uur|zijn we gesloten)$/,
        ),
      ).toBeVisible();
      await expect(alternatives.getByRole('link', { name: 'Naar het contactformulier' })).toHaveAttribute(
        'href',
        '/klantenservice/contact/formulier',
      );
      await expect(alternatives.getByRole('link', { name: 'Bekijk alle veelgestelde vragen' })).toHaveAttribute(
        'href',
        '/klantenservice/veelgestelde-vragen',
      );
      await expect(main.getByRole('link', { name: 'Terug naar contact' })).toHaveAttribute(
        'href',
        '/klantenservice/contact',
      );

      // Nothing runs in the page but the opening-hours script: no island, no React.
      expect(await page.locator('astro-island').count()).toBe(0);
      const sources = await page
        .locator('script[src]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src') ?? ''));
      expect(sources.some((src) => /react|client\./i.test(src))).toBe(false);
      // The page fits 375 px: nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectNoAxeViolations(page);

      await page.setViewportSize({ width: 1440, height: 900 });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(address).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the page is prebuilt per brand and answers 200 with its own address', async ({ page }) => {
      const response = await page.goto(brandUrl(brand.key, '/klantenservice/email'));
      expect(response?.status()).toBe(200);
      expect(response?.headers()['x-mo-prebuilt']).toBe(brand.key);
      await expect(page.locator('main').getByRole('link', { name: brand.address, exact: true })).toHaveAttribute(
        'href',
        new RegExp(`^mailto:${brand.address.replace(/\./g, '\\.')}\\?subject=`),
      );
    });
  });
}

test('a brand without in-product contact (qmnl) is sent to its own contact page', async ({ page }) => {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  // The browser follows the redirect to the brand's site, which this test machine cannot reach.
  await page.goto(brandUrl('qmnl', '/klantenservice/email')).catch(() => undefined);
  const external = requests.find((request) => request.url() === 'https://www.qmusic.nl/klantenservice');
  expect(external, 'the redirect to the brand’s contact page').toBeDefined();
  const from = external!.redirectedFrom()!;
  expect(from.url()).toBe(brandUrl('qmnl', '/klantenservice/email'));
  expect((await from.response())?.status()).toBe(302);
});
