/**
 * The newsletters screen (point 4): a subscriber finds it through the service page's tile, subscribes to one of the
 * brand's newsletters by keyboard, sees the choice survive a reload, and unsubscribes again (which also leaves the
 * demo account as it was). axe at 1440 and 375 px. On one NL and one BE newspaper.
 */
import { expect, test, type Page } from '@playwright/test';
import { brandUrl, expectNoAxeViolations, signedInAs } from './helpers';

const BRANDS = [
  { key: 'ad', name: 'AD', email: 'jan.devries@example.nl' },
  { key: 'hln', name: 'HLN', email: 'an.peeters@example.be' },
] as const;

for (const brand of BRANDS) {
  test.describe(`${brand.key}`, () => {
    test.use(signedInAs(brand.email));

    test(`subscribes to and unsubscribes from a newsletter, and the choice survives a reload`, async ({ page }) => {
      // The service page's tile leads to the screen.
      await page.goto(brandUrl(brand.key, '/'));
      await page.getByRole('link', { name: /^Nieuwsbrieven/ }).click();
      await expect(page).toHaveURL(brandUrl(brand.key, '/account/nieuwsbrieven'));
      await expect(page.getByRole('heading', { level: 1, name: 'Nieuwsbrieven' })).toBeVisible();

      const list = page.getByRole('list', { name: `Nieuwsbrieven van ${brand.name}` });
      await expect(list.getByRole('heading', { level: 2 })).toHaveCount(4);
      await expect(list).toContainText('Elke ochtend om 6.30 uur');
      const morning = list.getByRole('switch', { name: `${brand.name} Ochtend ontvangen` });
      // A run before on the same data folder may have left it on: start from "not received".
      await expect(morning).toBeEnabled();
      if (await morning.isChecked()) await switchBy(page, morning, `Je bent uitgeschreven voor ${brand.name} Ochtend.`);
      await expectNoAxeViolations(page);

      await switchBy(page, morning, `Je ontvangt voortaan ${brand.name} Ochtend.`);
      await expect(morning).toBeChecked();
      await page.reload();
      await expect(morning).toBeChecked();
      await expect(list.getByRole('switch', { name: `${brand.name} Avond ontvangen` })).not.toBeChecked();

      await page.setViewportSize({ width: 375, height: 812 });
      await expect(morning).toBeEnabled();
      await expectNoAxeViolations(page);
      await switchBy(page, morning, `Je bent uitgeschreven voor ${brand.name} Ochtend.`);
      await page.reload();
      await expect(morning).toBeEnabled();
      await expect(morning).not.toBeChecked();
    });
  });
}

/** Flips a switch with the keyboard (focus, Space) and waits for the announced outcome. */
async function switchBy(page: Page, control: ReturnType<Page['getByRole']>, outcome: string) {
  await control.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(outcome)).toBeVisible();
}
