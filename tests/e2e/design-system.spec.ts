/**
 * The component gallery (/dev/componenten) for an NL newspaper, an NL magazine and a BE brand, on a phone (375 px)
 * and a desktop (1440 px): a section for every component folder that has an examples file (read from src/ui, not
 * from a hand-kept list), every island hydrated without script errors, axe with zero violations, nothing wider than
 * the screen (the phone field included), and the islands working with the keyboard and the file picker.
 *
 * No screenshots: a picture that is saved but never compared cannot fail. What the pictures were for is asserted:
 * widths, hidden native inputs, the error colour of an invalid field.
 */
import { existsSync, readdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { brandUrl, expectNoAxeViolations } from './helpers';

const GALLERY_BRANDS = [
  { key: 'ad', kind: 'NL-krant', name: 'AD' },
  { key: 'mar', kind: 'NL-tijdschrift', name: 'Margriet' },
  { key: 'hln', kind: 'BE-krant', name: 'HLN' },
] as const;
const WIDTHS = [375, 1440] as const;

/** The component folders with an examples file: the gallery must show each of them. */
const UI = new URL('../../src/ui/', import.meta.url);
const COMPONENTS = readdirSync(UI, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/examples.tsx`, UI)))
  .map((entry) => entry.name);

function section(page: Page, folder: string): Locator {
  return page.locator(`section[data-gallery="${folder}"]`);
}

/** Brings every client:visible island into view in turn and waits until each has hydrated. */
async function hydrateGallery(page: Page) {
  const islands = page.locator('[data-gallery-sections] > astro-island');
  await expect(islands).toHaveCount(COMPONENTS.length);
  for (const island of await islands.all()) {
    await island.scrollIntoViewIfNeeded();
    await expect(island).not.toHaveAttribute('ssr');
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Script errors on the page. */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the gallery has components to show', () => {
  expect(COMPONENTS.length).toBeGreaterThan(25);
});

for (const brand of GALLERY_BRANDS) {
  for (const width of WIDTHS) {
    test(`gallery on ${brand.key} (${brand.kind}) at ${width} px: every component, hydrated, fits, axe`, async ({
      page,
    }) => {
      // A long page: hydrating every island and axe over every component take a while on a busy machine.
      test.setTimeout(120_000);
      const errors = collectPageErrors(page);
      await page.setViewportSize({ width, height: 900 });
      const response = await page.goto(brandUrl(brand.key, '/dev/componenten'));
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('data-brand', brand.key);
      await expect(page.getByText(`in de kleuren van ${brand.name}`)).toBeVisible();
      for (const folder of COMPONENTS) {
        // The section's own heading (an example, such as the page layout, may hold headings of its own).
        await expect(section(page, folder).locator(':scope > h2')).toBeVisible();
      }
      await hydrateGallery(page);

      // Nothing is wider than the viewport, and no form control sticks out of it.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const controlsRight = await page
        .locator('main input:not([type="checkbox"]):not([type="radio"]):not([type="file"]), main select, main textarea')
        .evaluateAll((controls) => Math.max(...controls.map((control) => control.getBoundingClientRect().right)));
      expect(controlsRight).toBeLessThanOrEqual(width);

      // The phone number is shown whole, on a phone too (it used to be cut off at 375 px).
      const phoneFields = section(page, 'phone-input').locator('input[type="tel"]');
      await expect(phoneFields.first()).toHaveValue('(+31) ');
      const clipped = await phoneFields.evaluateAll((inputs) =>
        (inputs as HTMLInputElement[])
          .filter((input) => input.scrollWidth > input.clientWidth)
          .map((input) => input.value),
      );
      expect(clipped).toEqual([]);
      await expect(section(page, 'phone-input').getByRole('textbox', { name: 'Nummer in Luxemburg' })).toHaveValue(
        '(+352) 6 211 234 56',
      );

      await expectNoAxeViolations(page);

      // The Content-Security-Policy refuses Ark's server-rendered inline styles; our classes must hide the native
      // inputs all the same.
      const inputBoxes = await page
        .locator('[data-gallery="checkbox"] input[type="checkbox"], [data-gallery="radio-group"] input[type="radio"]')
        .evaluateAll((inputs) => inputs.map((input) => input.getBoundingClientRect().width));
      expect(inputBoxes.length).toBeGreaterThan(5);
      expect(Math.max(...inputBoxes)).toBeLessThanOrEqual(1);

      // An invalid verification code has the error colour on its border (SPEC: error border).
      const invalidCode = section(page, 'verification-code').getByRole('group', { name: 'Verificatiecode (ongeldig)' });
      const colours = await invalidCode.evaluate((group) => {
        const box = group.querySelector('input')!;
        const error = document.getElementById(box.getAttribute('aria-describedby')!)!;
        return { border: getComputedStyle(box).borderTopColor, error: getComputedStyle(error).color };
      });
      expect(colours.border).toBe(colours.error);

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

  const selects = section(page, 'select');
  const select = selects.getByRole('combobox', { name: 'Land', exact: true });
  await select.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(selects.getByTestId('select-keuze')).toHaveText('Gekozen sleutel: BE');
  await expect(select).toHaveText(/België/);

  const trigger = section(page, 'dialog').getByRole('button', { name: 'Abonnement opzeggen' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Weet u het zeker?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  const locked = section(page, 'accordion').getByRole('button', { name: /alleen voor abonnees/i });
  await expect(locked).toBeDisabled();
  await expect(locked).toHaveAttribute('aria-expanded', 'false');
});

test('password and file fields on Ark work in the browser: show/hide by keyboard, choose and remove files (ad)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(brandUrl('ad', '/dev/componenten'));
  await hydrateGallery(page);

  const passwords = section(page, 'password-input');
  const password = passwords.getByLabel('Wachtwoord', { exact: true });
  await expect(password).toHaveAttribute('type', 'password');
  await password.focus();
  await page.keyboard.press('Tab');
  const toggle = passwords.getByRole('button', { name: 'Wachtwoord tonen', exact: true });
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(password).toHaveAttribute('type', 'text');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Space');
  await expect(password).toHaveAttribute('type', 'password');

  const files = section(page, 'multi-file-input');
  const input = files.getByLabel('Bijlage toevoegen', { exact: true });
  const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF ${name}`) });
  await input.setInputFiles([pdf('brief.pdf'), pdf('bon.pdf'), pdf('foto.pdf'), pdf('extra.pdf')]);
  const list = files.getByRole('list', { name: 'Gekozen bijlagen' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list).not.toContainText('extra.pdf');
  await expect(input).toBeDisabled();
  await files.getByRole('button', { name: 'bon.pdf verwijderen' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(input).toBeEnabled();
  await expect(input).toBeFocused();
  await expect(files.getByRole('status').first()).toHaveText(/bon\.pdf/);
});

test('the gallery is not offered on an unknown host', async ({ page }) => {
  const response = await page.goto(brandUrl('onbekend', '/dev/componenten'));
  expect(response?.status()).toBe(404);
});
