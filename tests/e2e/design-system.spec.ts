/**
 * The component gallery (/dev/componenten) for an NL newspaper, an NL magazine and a BE brand, on a phone (375 px)
 * and a desktop (1440 px): a section for every component folder that has an examples file (read from src/ui, not
 * from a hand-kept list), every island hydrated without script errors, axe with zero violations, nothing wider than
 * the screen (the phone field included), and the islands working with the keyboard and the file picker.
 *
 * No screenshots: a picture that is saved but never compared cannot fail. What the pictures were for is asserted:
 * widths, hidden native inputs, the error colour of an invalid field.
 *
 * What the components promise the eye is measured here on the real CSS, not read from class names in the unit
 * tests: touch targets of 44 px and more, the colours of the button variants, what shows at which width, sticky
 * and fixed bars, the marks of the active item, list markers, icon size, and animations that stop for people who
 * prefer reduced motion.
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

/**
 * The elements of `targets` that are shown but smaller than `min` (CSS px), each as its name and size; elements
 * that take no space (not shown at this width, or closed) are left out.
 */
function smallerThan(targets: Locator, min: { width: number; height: number }): Promise<string[]> {
  return targets.evaluateAll(
    (elements, { width, height }) =>
      elements
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && box.height > 0)
        // Half a pixel for sub-pixel layout.
        .filter(({ box }) => box.width < width - 0.5 || box.height < height - 0.5)
        .map(
          ({ element, box }) =>
            `${element.getAttribute('aria-label') ?? element.textContent?.trim()}: ${box.width}×${box.height}`,
        ),
    min,
  );
}

/** Opens the gallery's dialog and waits until its opening animation has finished. */
async function openDialog(page: Page): Promise<Locator> {
  await section(page, 'dialog').getByRole('button', { name: 'Abonnement opzeggen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Weet u het zeker?' });
  await expect(dialog).toBeVisible();
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)).then(() => true),
  );
  return dialog;
}

/** The backdrop Ark renders for a dialog (its id is the dialog's, with "backdrop" for "content"). */
async function backdropOf(dialog: Locator): Promise<Locator> {
  const id = await dialog.getAttribute('id');
  expect(id).toMatch(/:content$/);
  return dialog.page().locator(`[id="${id!.replace(/:content$/, ':backdrop')}"]`);
}

/**
 * Closes the dialog with Escape and returns the animation (name and duration) the panel and its backdrop run while
 * closing, read the moment Ark marks the panel closed (it stays in the page until that animation ends).
 */
async function closeDialogAnimations(dialog: Locator): Promise<{ content: string; backdrop: string }> {
  type Closing = { closing: Promise<{ content: string; backdrop: string }> };
  await dialog.evaluate((content) => {
    const backdrop = document.getElementById(content.id.replace(/:content$/, ':backdrop'))!;
    const animation = (element: Element) => {
      const style = getComputedStyle(element);
      return `${style.animationName} ${style.animationDuration}`;
    };
    (window as unknown as Closing).closing = new Promise((resolve) => {
      setTimeout(() => resolve({ content: 'not closed within 5 s', backdrop: '' }), 5_000);
      new MutationObserver((_, observer) => {
        if (content.getAttribute('data-state') !== 'closed') return;
        observer.disconnect();
        resolve({ content: animation(content), backdrop: animation(backdrop) });
      }).observe(content, { attributes: true, attributeFilter: ['data-state'] });
    });
  });
  await dialog.page().keyboard.press('Escape');
  return dialog.page().evaluate(() => (window as unknown as Closing).closing);
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

test('gallery islands work with the keyboard: select, password, radios, checkboxes, files (ad, 375 px)', async ({
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

test('password field (Ark) and the native radios, checkboxes, switches and file field work in the browser (ad)', async ({
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

  // Native radios and checkboxes: the browser moves and chooses with the arrow keys and toggles with Space; the
  // circle or box shows the ring when the keyboard moved focus, not after a click.
  const outline = (control: Locator) => control.evaluate((element) => getComputedStyle(element).outlineStyle);
  const radios = section(page, 'radio-group').getByRole('radiogroup', { name: 'Hoe wilt u bericht ontvangen?' });
  const emailRadio = radios.getByRole('radio', { name: 'Per e-mail' });
  const postRadio = radios.getByRole('radio', { name: 'Per post' });
  await radios.getByText('Per post').click();
  await expect(postRadio).toBeChecked();
  expect(await outline(radios.locator('[data-part="item-control"]').nth(1))).toBe('none');
  await postRadio.focus();
  await page.keyboard.press('ArrowUp');
  await expect(emailRadio).toBeFocused();
  await expect(emailRadio).toBeChecked();
  expect(await outline(radios.locator('[data-part="item-control"]').nth(0))).not.toBe('none');
  expect(await outline(radios.locator('[data-part="item-control"]').nth(1))).toBe('none');
  // The disabled "Per sms" is skipped: down from "Per post" wraps to the first option.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(emailRadio).toBeChecked();
  const checkboxes = section(page, 'checkbox');
  const unchecked = checkboxes.getByRole('checkbox', { name: 'Niet aangevinkt' });
  await unchecked.focus();
  await page.keyboard.press('Space');
  await expect(unchecked).toBeChecked();
  expect(await outline(checkboxes.locator('[data-part="control"]').first())).not.toBe('none');
  await expect(checkboxes.getByRole('checkbox', { name: 'Deels aangevinkt' })).toHaveJSProperty('indeterminate', true);
  // The switch is a native checkbox with role switch: a click turns it on without a ring, Space from the keyboard
  // turns it off again and shows the ring on its track; the disabled one cannot be changed.
  const switches = section(page, 'toggle');
  const off = switches.getByRole('switch', { name: 'Uit', exact: true });
  const track = switches.locator('[data-part="control"]').first();
  await switches.getByText('Uit', { exact: true }).click();
  await expect(off).toBeChecked();
  await expect(track).toHaveAttribute('data-state', 'checked');
  expect(await outline(track)).toBe('none');
  await expect(off).toBeFocused();
  await page.keyboard.press('Space');
  await expect(off).not.toBeChecked();
  expect(await outline(track)).not.toBe('none');
  await expect(switches.getByRole('switch', { name: 'Uitgeschakeld' })).toBeDisabled();

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

/** The minimum height of each button size; every one keeps the 44 px target. */
const BUTTON_HEIGHTS: Record<string, number> = { small: 44, medium: 48, large: 56 };

for (const width of WIDTHS) {
  const phone = width < 1024;
  test(`gallery CSS at ${width} px (ad): touch targets, button colours, breakpoints, sticky bars, active items, markers`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(brandUrl('ad', '/dev/componenten'));
    await hydrateGallery(page);

    // Touch targets: every button and link button at least 44 × 44 px (WCAG 2.5.8 asks 24, the design system
    // promises 44), and each button size at least its own height.
    const buttons = page.locator('[data-gallery-sections] button, [data-gallery-sections] a[data-size]');
    expect(await buttons.count()).toBeGreaterThan(20);
    expect(await smallerThan(buttons, { width: 44, height: 44 })).toEqual([]);
    const sized = await section(page, 'button')
      .locator('[data-size]')
      .evaluateAll((elements) =>
        elements.map((element) => ({
          size: element.getAttribute('data-size')!,
          height: element.getBoundingClientRect().height,
        })),
      );
    expect(new Set(sized.map(({ size }) => size))).toEqual(new Set(Object.keys(BUTTON_HEIGHTS)));
    for (const { size, height } of sized) expect(height, size).toBeGreaterThanOrEqual(BUTTON_HEIGHTS[size]! - 0.5);

    // The whole row of a checkbox is the target; its native input is hidden from the eye, not from screen readers.
    const checkboxRows = section(page, 'checkbox').locator('label[data-part="root"]');
    await expect(checkboxRows).toHaveCount(6);
    expect(await smallerThan(checkboxRows, { width: 44, height: 44 })).toEqual([]);
    await expect(section(page, 'checkbox').getByRole('checkbox')).toHaveCount(6);

    // Each button variant wears its semantic token of the brand.
    const variants = await section(page, 'button')
      .locator('[data-variant][data-size]')
      .evaluateAll((elements) => {
        const token = (name: string) => {
          const probe = document.createElement('span');
          probe.style.color = `var(${name})`;
          document.body.append(probe);
          const colour = getComputedStyle(probe).color;
          probe.remove();
          return colour;
        };
        const accent = token('--color-accent');
        const link = token('--color-link');
        const negative = token('--color-on-negative');
        return elements.map((element) => {
          const style = getComputedStyle(element);
          const variant = element.getAttribute('data-variant');
          const wears =
            variant === 'primary'
              ? style.backgroundColor === accent
              : variant === 'secondary'
                ? style.borderTopColor === link
                : variant === 'tertiary'
                  ? style.textDecorationLine.includes('underline')
                  : variant === 'danger' && style.backgroundColor === negative;
          return { variant, wears };
        });
      });
    expect(new Set(variants.map(({ variant }) => variant))).toEqual(
      new Set(['primary', 'secondary', 'tertiary', 'danger']),
    );
    expect(variants.filter(({ wears }) => !wears)).toEqual([]);

    // The navigation underlines the active item (4 px in its text colour) and nothing under the others.
    const navigationLinks = await section(page, 'navigation')
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => {
          const style = getComputedStyle(link);
          return {
            current: link.getAttribute('aria-current') === 'page',
            width: style.borderBottomWidth,
            underline: style.borderBottomColor,
            text: style.color,
          };
        }),
      );
    expect(navigationLinks.filter(({ current }) => current)).toHaveLength(2);
    for (const link of navigationLinks) {
      if (link.current) expect([link.width, link.underline]).toEqual(['4px', link.text]);
      else expect(link.underline).toBe('rgba(0, 0, 0, 0)');
    }

    // Bullets and numbers (Tailwind's reset takes them away from every list).
    await expect(section(page, 'list').locator('ul')).toHaveCSS('list-style-type', 'disc');
    await expect(section(page, 'list').locator('ol')).toHaveCSS('list-style-type', 'decimal');

    // Top bars: not sticky when asked, sticky at the top, or sticky right below the header (48 px, 64 px from
    // 768 px).
    const bars = section(page, 'top-bar');
    await expect(bars.getByRole('region', { name: 'Voorbeeld bovenbalk', exact: true })).toHaveCSS(
      'position',
      'relative',
    );
    const topBar = bars.getByRole('region', { name: 'Vaste voorbeeldbalk', exact: true });
    await expect(topBar).toHaveCSS('position', 'sticky');
    await expect(topBar).toHaveCSS('top', '0px');
    const headerHeight = (await page.locator('[data-header-bar]').boundingBox())?.height;
    expect(headerHeight).toBe(width < 768 ? 48 : 64);
    const belowHeader = bars.getByRole('region', { name: 'Voorbeeldbalk onder de kop', exact: true });
    await expect(belowHeader).toHaveCSS('position', 'sticky');
    await expect(belowHeader).toHaveCSS('top', `${headerHeight}px`);

    // Below 1024 px: the mobile menu (fixed to the bottom unless told not to, links at least 56 px high, the
    // active one bold) and the page layout's heading bar, with the heading only for screen readers and no sidebar.
    // From 1024 px: no mobile menu and no heading bar, the heading shown and the 390 px sidebar.
    const menus = section(page, 'mobile-menu').locator('nav');
    await expect(menus).toHaveCount(2);
    const layout = section(page, 'page-layout');
    const headingBar = layout.locator('[data-part="heading-bar"]');
    const heading = layout.getByRole('heading', { name: 'Voorbeeldpagina', exact: true });
    await expect(heading).toHaveCount(1);
    const headingBox = await heading.boundingBox();
    const sidebar = layout.locator('aside');
    await expect(sidebar).toHaveCount(1);
    if (phone) {
      const fixedMenu = page.getByRole('navigation', { name: 'Voorbeeld vast mobiel menu', exact: true });
      await expect(fixedMenu).toHaveCSS('position', 'fixed');
      await expect(fixedMenu).toHaveCSS('bottom', '0px');
      await expect(page.getByRole('navigation', { name: 'Voorbeeld mobiel menu', exact: true })).toHaveCSS(
        'position',
        'static',
      );
      const menuLinks = section(page, 'mobile-menu').getByRole('link');
      await expect(menuLinks).toHaveCount(8);
      expect(await smallerThan(menuLinks, { width: 44, height: 56 })).toEqual([]);
      const weights = await menuLinks.evaluateAll((links) =>
        links.map((link) => ({
          current: link.getAttribute('aria-current') === 'page',
          weight: Number(getComputedStyle(link).fontWeight),
        })),
      );
      expect(weights.filter(({ current }) => current)).toHaveLength(2);
      for (const { current, weight } of weights) {
        if (current) expect(weight).toBe(700);
        else expect(weight).toBeLessThan(700);
      }

      await expect(headingBar).toBeVisible();
      expect(headingBox!.width).toBeLessThanOrEqual(1);
      expect(headingBox!.height).toBeLessThanOrEqual(1);
      await expect(sidebar).toBeHidden();
    } else {
      for (const menu of await menus.all()) await expect(menu).toBeHidden();

      await expect(headingBar).toBeHidden();
      await expect(heading).toBeVisible();
      expect(headingBox!.width).toBeGreaterThan(100);
      const aside = layout.getByRole('complementary', { name: 'Voorbeeld zijbalk', exact: true });
      await expect(aside).toBeVisible();
      expect((await aside.boundingBox())?.width).toBe(390);
    }

    // The × is 20 px, in the gallery and in the dialog, whose buttons are 44 px targets too (last: clicking moves the
    // mouse, which could hover what is measured above).
    const dialog = await openDialog(page);
    expect(await smallerThan(dialog.getByRole('button'), { width: 44, height: 44 })).toEqual([]);
    const cross = await dialog.getByRole('button', { name: 'Sluiten', exact: true }).locator('svg').boundingBox();
    expect([cross?.width, cross?.height]).toEqual([20, 20]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const icon = await section(page, 'icon')
      .locator('[data-example="Kruis (in sluit- en verwijderknoppen)"] svg')
      .first()
      .boundingBox();
    expect([icon?.width, icon?.height]).toEqual([20, 20]);
  });
}

test('animations run, and stop for people who prefer reduced motion: loader bars, dialog in and out (ad)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto(brandUrl('ad', '/dev/componenten'));
  await hydrateGallery(page);

  // The loader's bars, on their own and inside a loading button.
  const bars = page.locator('[data-gallery-sections] [data-part="bars"] > [data-part="bar"]');
  const barAnimations = () =>
    bars.evaluateAll((elements) => [...new Set(elements.map((bar) => getComputedStyle(bar).animationName))]);
  expect(await bars.count()).toBeGreaterThanOrEqual(16);
  expect(await barAnimations()).toEqual(['mo-loader-bar']);

  // The dialog: the backdrop fades in 150 ms and the panel comes in 300 ms, and both go out the same way.
  const dialog = await openDialog(page);
  const backdrop = await backdropOf(dialog);
  await expect(dialog).toHaveCSS('animation-name', 'mo-dialog-content-in');
  await expect(dialog).toHaveCSS('animation-duration', '0.3s');
  await expect(backdrop).toHaveCSS('animation-name', 'mo-dialog-overlay-in');
  await expect(backdrop).toHaveCSS('animation-duration', '0.15s');
  expect(await closeDialogAnimations(dialog)).toEqual({
    content: 'mo-dialog-content-out 0.3s',
    backdrop: 'mo-dialog-overlay-out 0.15s',
  });
  await expect(dialog).toBeHidden();

  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await barAnimations()).toEqual(['none']);
  await openDialog(page);
  await expect(dialog).toHaveCSS('animation-name', 'none');
  await expect(await backdropOf(dialog)).toHaveCSS('animation-name', 'none');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the gallery is not offered on an unknown host', async ({ page }) => {
  const response = await page.goto(brandUrl('onbekend', '/dev/componenten'));
  expect(response?.status()).toBe(404);
});
