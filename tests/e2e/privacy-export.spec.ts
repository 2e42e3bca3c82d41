/**
 * "Download mijn gegevens" on an NL brand (ad, Jan: the demo account with the most data) and a BE brand (hln, An):
 * from the account overview to "Mijn gegevens", ask for the download, see it prepared (the status line and the
 * progress bar) until it is ready, find the mail in the development mailbox, download the ZIP signed in and open it:
 * a JSON file per kind holding this account, the invoice PDFs and the summary. A second request while it is ready (from
 * a tab opened before) is refused in Dutch; signed out, the download is not given. axe finds nothing at 375 and 1440 px.
 * An export that an earlier run on the same data left ready is downloaded as it is (the daily limit allows 3).
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { brandUrl, expectNoAxeViolations, signedInAs } from './helpers';

const BRANDS = [
  { key: 'ad', country: 'nl', email: 'jan.devries@example.nl', brandName: 'AD' },
  { key: 'hln', country: 'be', email: 'an.peeters@example.be', brandName: 'HLN' },
] as const;

const KINDS = [
  'profile',
  'subscriptions',
  'invoices',
  'deliveryComplaints',
  'holidayEvents',
  'movingEvents',
  'paymentMethods',
  'sharedAccess',
  'newsletters',
  'consents',
  'sessions',
  'contactCases',
];

for (const brand of BRANDS) {
  test.describe(`${brand.key} (${brand.country})`, () => {
    test.use(signedInAs(brand.email));

    test('asks for the download, follows it, gets the mail and downloads the ZIP', async ({ page, browser }) => {
      test.slow();
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(brandUrl(brand.key, '/account'));
      await page.getByRole('link', { name: 'Mijn gegevens' }).click();
      await expect(page).toHaveURL(brandUrl(brand.key, '/account/mijn-gegevens'));
      await expect(page.getByRole('heading', { level: 1, name: 'Mijn gegevens' })).toBeVisible();
      await expectNoAxeViolations(page);

      const status = page.locator('[data-data-export]');
      const start = page.getByRole('button', { name: 'Download mijn gegevens' });
      const download = page.getByRole('link', { name: 'Download ZIP-bestand' });
      await expect(start.or(download)).toBeVisible();
      let second: Page | undefined;
      if (await start.isVisible()) {
        second = await page.context().newPage();
        await second.goto(brandUrl(brand.key, '/account/mijn-gegevens'));
        await expect(second.getByRole('button', { name: 'Download mijn gegevens' })).toBeEnabled();
        await expect(start).toBeEnabled();
        await start.click();
        // Queued or being prepared: said in the polite status line, the bar shows how far.
        await expect(status).toHaveAttribute('data-data-export', /pending|running|ready/);
      }
      await expect(page.getByRole('status').filter({ hasText: /Je bestand staat klaar/ })).toBeVisible({
        timeout: 120_000,
      });
      await expect(download).toBeVisible();
      await expectNoAxeViolations(page);

      // The mail says it is ready and links to the screen.
      const mailbox = await page.context().newPage();
      await mailbox.goto(brandUrl(brand.key, '/dev/mailbox'));
      const mail = mailbox
        .locator('[data-mailbox-item]')
        .filter({ has: mailbox.locator('[data-mailbox-to]', { hasText: brand.email }) })
        .filter({ hasText: `Je gegevens van ${brand.brandName} staan klaar` })
        .first();
      await expect(mail).toBeVisible();
      await expect(mail.locator('[data-mailbox-text]')).toContainText('/account/mijn-gegevens');
      await expect(mail.locator('[data-mailbox-text]')).toContainText(
        brand.country === 'be' ? 'Meld je aan' : 'Log in',
      );
      await mailbox.close();

      // The download, signed in: one ZIP with this account's data.
      const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
      expect(file.suggestedFilename()).toMatch(new RegExp(`^mijn-gegevens-${brand.key}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
      const zip = unzipSync(new Uint8Array(readFileSync((await file.path())!)));
      for (const kind of KINDS) expect(() => JSON.parse(strFromU8(zip[`${kind}.json`]!)), kind).not.toThrow();
      expect(JSON.parse(strFromU8(zip['profile.json']!))).toMatchObject({ email: brand.email });
      const invoices = JSON.parse(strFromU8(zip['invoices.json']!)) as Array<{ invoiceNumber: string }>;
      expect(invoices.length).toBeGreaterThan(0);
      for (const invoice of invoices) expect(zip[`facturen/${invoice.invoiceNumber}.pdf`]).toBeDefined();
      expect(strFromU8(zip['overzicht.pdf']!.slice(0, 5))).toBe('%PDF-');

      // A second request while one is ready, from a tab opened before the first request, is refused in Dutch.
      if (second) {
        await second.getByRole('button', { name: 'Download mijn gegevens' }).click();
        await expect(second.getByRole('alert')).toContainText('Je hebt al een download aangevraagd.');
        await expect(second.getByRole('link', { name: 'Download ZIP-bestand' })).toBeVisible();
        await second.close();
      }

      await page.setViewportSize({ width: 1440, height: 900 });
      await expectNoAxeViolations(page);

      // Signed out (a browser with no cookies), the download is not given: the address leads to the sign-in.
      const anonymous = await browser.newContext({ storageState: { cookies: [], origins: [] } });
      const stranger = await anonymous.newPage();
      const response = await stranger.goto(brandUrl(brand.key, '/account/mijn-gegevens/download'));
      expect(response?.headers()['content-type'] ?? '').not.toContain('zip');
      await expect(stranger).not.toHaveURL(/\/account\/mijn-gegevens\/download/);
      await anonymous.close();
    });
  });
}
