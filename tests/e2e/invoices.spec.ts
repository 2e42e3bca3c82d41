/**
 * The invoices screen on one NL and one BE brand: the newest year first, older years loaded with "Oudere facturen",
 * filter the seeded invoices (the filter lands in the URL and survives a reload), see how to pay an overdue one, download a PDF whose text holds the invoice number and total
 * (read back with unpdf), and get the 404 page for another account's invoice. The journey only reads, so it starts
 * from the saved sign-ins of the brands' demo subscribers; on hln it uses the keyboard alone.
 */
import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { BRANDS, brandUrl, expectNoAxeViolations, signedInAs } from './helpers';

/** The seed's id of a demo invoice (src/server/db/seed.ts seedUuid, src/server/db/seed-invoices.ts). */
function seedInvoiceId(email: string, subscription: number, k: number): string {
  const bytes = createHash('sha256')
    .update(`mijn-omgeving:seed:invoice:${email}:${subscription}:${k}`)
    .digest()
    .subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const OVERDUE = { nl: 'Achterstallig', be: 'Vervallen' } as const;

/** Chooses an option of a filter (a native select), by mouse or by keyboard only. */
async function choose(page: Page, label: string, option: string, keyboard: boolean) {
  const select = page.getByRole('combobox', { name: label });
  if (keyboard) {
    await select.focus();
    // Arrow keys move through the options of a focused select; each choice applies at once.
    for (let step = 0; step < 40; step += 1) {
      const chosen = await select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.text ?? '');
      if (chosen === option) break;
      await page.keyboard.press('ArrowDown');
    }
  } else {
    await select.selectOption({ label: option });
  }
  await expect(select.locator('option:checked')).toHaveText(option);
}

for (const brand of BRANDS) {
  test.describe(`${brand.key} (${brand.country})`, () => {
    test.use(signedInAs(brand.email));

    test('filters invoices and downloads a PDF whose text contains the invoice number and total', async ({ page }) => {
      const keyboard = brand.country === 'be';
      await page.goto(brandUrl(brand.key, '/facturen'));
      await expect(page.getByRole('heading', { level: 1, name: 'Facturen' }).first()).toBeVisible();
      const years = page.locator('[data-invoice-year]');
      await expect(years.first()).toBeVisible();
      // The newest year comes first and alone; "Oudere facturen" loads the year before it below, and the focus
      // moves to that year's heading (by keyboard on hln).
      await expect(years).toHaveCount(1);
      const older = page.getByRole('button', { name: 'Oudere facturen' });
      if (keyboard) {
        await older.focus();
        await page.keyboard.press('Enter');
      } else {
        await older.click();
      }
      await expect(years).toHaveCount(2);
      const shown = await years.evaluateAll((sections) =>
        sections.map((s) => Number(s.getAttribute('data-invoice-year'))),
      );
      expect(shown[1]).toBeLessThan(shown[0]!);
      await expect(page.getByRole('heading', { level: 2, name: `Facturen uit ${shown[1]}` })).toBeFocused();
      await expectNoAxeViolations(page);

      // Status: overdue. The filter is in the URL; every invoice shown says how to pay it.
      await choose(page, 'Status', OVERDUE[brand.country], keyboard);
      await expect(page).toHaveURL(/[?&]status=achterstallig/);
      const items = page.locator('[data-invoice]');
      await expect(items.first()).toBeVisible();
      for (const item of await items.all()) await expect(item).toContainText(OVERDUE[brand.country]);
      const pay = items.first().locator('[data-invoice-pay]');
      await expect(pay).toContainText(brand.country === 'be' ? 'BE31 0910 0123 4555' : 'NL67 INGB 0006 5432 10');
      await expect(pay).toContainText(brand.country === 'be' ? 'mededeling' : 'betalingskenmerk');

      // A reload (or a shared link) keeps the filter.
      const count = await items.count();
      await page.reload();
      await expect(page.getByRole('combobox', { name: 'Status' }).locator('option:checked')).toHaveText(
        OVERDUE[brand.country],
      );
      await expect(items).toHaveCount(count);

      // Narrow to the year of the first overdue invoice too: one year's group remains.
      const year = (await page.locator('[data-invoice-year]').first().getAttribute('data-invoice-year'))!;
      await choose(page, 'Jaar', year, keyboard);
      await expect(page).toHaveURL(new RegExp(`[?&]jaar=${year}`));
      await expect(page.locator('[data-invoice-year]')).toHaveCount(1);
      await expect(page.locator(`[data-invoice-year="${year}"] [data-invoice]`).first()).toBeVisible();
      await page.getByRole('button', { name: 'Filter wissen' }).click();
      await expect(page).toHaveURL(brandUrl(brand.key, '/facturen'));
      await expect(years.first()).toBeVisible();

      // Download the newest invoice's PDF.
      const first = items.first();
      const number = (await first.getAttribute('data-invoice'))!;
      const price = (await first.locator('[data-part="price"]').innerText()).trim();
      // The subscription block: the product, then "<brand> · abonneenummer …".
      const subscription = first.locator('[data-part="subscription"] p');
      const product = (await subscription.first().innerText()).trim();
      const invoiceBrand = (await subscription.nth(1).innerText()).split(' · ')[0]!.trim();
      const link = first.getByRole('link', { name: `Factuur ${number} downloaden (pdf)` });
      const downloading = page.waitForEvent('download');
      if (keyboard) {
        await link.focus();
        await page.keyboard.press('Enter');
      } else {
        await link.click();
      }
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`factuur-${number}.pdf`);
      const bytes = new Uint8Array(await readFile((await download.path())!));
      const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
      const flat = text.replace(/\s+/g, ' ');
      expect(flat).toContain(number);
      expect(flat).toContain(`Totaal ${price.replace(/\s+/g, ' ')}`);
      expect(flat).toContain(product);
      // The brand's wordmark heads the page.
      expect(flat.startsWith(`${invoiceBrand} Factuur`)).toBe(true);

      // Small screens: the same screen passes axe at 375 px.
      await page.setViewportSize({ width: 375, height: 812 });
      await expect(years.first()).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("answers another account's invoice and an unknown one with the 404 page", async ({ page }) => {
      const other = BRANDS.find((candidate) => candidate.key !== brand.key)!;
      await page.goto(brandUrl(brand.key, '/facturen'));
      /** Status, content type and disposition of a same-origin GET, as the signed-in browser sends it. */
      const get = (path: string) =>
        page.evaluate(async (url) => {
          const response = await fetch(url, { redirect: 'manual' });
          return {
            status: response.status,
            type: response.headers.get('content-type') ?? '',
            disposition: response.headers.get('content-disposition') ?? '',
          };
        }, path);
      for (const id of [seedInvoiceId(other.email, 0, 0), randomUUID()]) {
        const answer = await get(`/facturen/${id}.pdf`);
        expect(answer.status, id).toBe(404);
        expect(answer.type).toContain('text/html');
      }
      // The own invoice of the same shape downloads.
      const own = await get(`/facturen/${seedInvoiceId(brand.email, 0, 0)}.pdf`);
      expect(own.status).toBe(200);
      expect(own.type).toBe('application/pdf');
      expect(own.disposition).toMatch(/^attachment; filename="factuur-F\d{4}-\d{7}\.pdf"$/);
    });
  });
}
