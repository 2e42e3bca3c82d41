/**
 * The component gallery (/dev/componenten) for an NL newspaper, an NL magazine and a BE brand, on a phone (375 px)
 * and a desktop (1440 px): screenshots into test-results/screenshots/, axe with zero violations, no script errors,
 * nothing wider than the screen, and the interactive islands working with the keyboard.
 */
import { expect, test, type Page } from '@playwright/test';
import { GALLERY_SECTIONS_A, GALLERY_SECTIONS_B } from '../fixtures/gallery-sections';
import { brandUrl, expectNoAxeViolations } from './helpers';

const GALLERY_BRANDS = [
  { key: 'ad', kind: 'NL-krant', name: 'AD' },
  { key: 'mar', kind: 'NL-tijdschrift', name: 'Margriet' },
  { key: 'hln', kind: 'BE-krant', name: 'HLN' },
] as const;
const WIDTHS = [375, 1440] as const;

/**
 * Scrolls through the page so both client:visible gallery islands (part A and part B) hydrate, then waits for both.
 */
async function hydrateGallery(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect(page.locator('astro-island[component-url*="GalleryA"]')).not.toHaveAttribute('ssr');
  await expect(page.locator('astro-island[component-url*="GalleryB"]')).not.toHaveAttribute('ssr');
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Script errors on the page. */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const brand of GALLERY_BRANDS) {
  for (const width of WIDTHS) {
    test(`gallery on ${brand.key} (${brand.kind}) at ${width} px: every section, screenshot, axe`, async ({ page }) => {
      // A long page: full-page screenshot and axe over every component take a while on a busy machine.
      test.setTimeout(120_000);
      const errors = collectPageErrors(page);
      await page.setViewportSize({ width, height: 900 });
      const response = await page.goto(brandUrl(brand.key, '/dev/componenten'));
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('data-brand', brand.key);
      await expect(page.getByText(`in de kleuren van ${brand.name}`)).toBeVisible();
      const gallery = page.locator('[data-gallery-part="a"]');
      for (const title of GALLERY_SECTIONS_A) {
        await expect(gallery.getByRole('heading', { level: 2, name: title, exact: true })).toBeAttached();
      }
      const galleryB = page.locator('[data-gallery-part="b"]');
      for (const title of GALLERY_SECTIONS_B) {
        await expect(galleryB.getByRole('heading', { level: 2, name: title, exact: true })).toBeAttached();
      }
      await hydrateGallery(page);
      // Nothing is wider than the viewport.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: `test-results/screenshots/design-system-${brand.key}-${width}.png`,
        fullPage: true,
      });
      await expectNoAxeViolations(page);
      // The Content-Security-Policy refuses Ark's server-rendered inline styles; our classes must hide the native
      // inputs all the same.
      const inputBoxes = await page
        .locator('[data-gallery-part="a"] input[type="checkbox"], [data-gallery-part="a"] input[type="radio"]')
        .evaluateAll((inputs) => inputs.map((input) => input.getBoundingClientRect().width));
      expect(inputBoxes.length).toBeGreaterThan(10);
      expect(Math.max(...inputBoxes)).toBeLessThanOrEqual(1);
      expect(errors).toEqual([]);
    });
  }
}

test('gallery islands work with the keyboard: select reports the key, dialog opens and closes (ad, 375 px)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(brandUrl('ad', '/dev/componenten'));
  await hydrateGallery(page);
  const gallery = page.locator('[data-gallery-part="a"]');

  const select = gallery.getByRole('combobox', { name: 'Land', exact: true });
  await select.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(gallery.getByTestId('select-keuze')).toHaveText('Gekozen sleutel: BE');
  await expect(select).toHaveText(/België/);

  const trigger = gallery.getByRole('button', { name: 'Abonnement opzeggen' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Weet u het zeker?' });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/design-system-ad-375-dialog.png' });
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  const locked = gallery.getByRole('button', { name: /alleen voor abonnees/i });
  await expect(locked).toBeDisabled();
  await expect(locked).toHaveAttribute('aria-expanded', 'false');
});

test('the gallery is not offered on an unknown host', async ({ page }) => {
  const response = await page.goto(brandUrl('onbekend', '/dev/componenten'));
  expect(response?.status()).toBe(404);
});
