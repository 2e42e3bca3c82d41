/**
 * Phones and wide screens: the page shell at 360 and 375 px (a phone, with the page's fixed 375 px layout) and at
 * 1440 px, signed in as AD's demo subscriber:
 * - 360 px: the 375 px page is scaled to the screen, nothing is cut off at the right;
 * - 375 px: every item of the bottom menu shows its whole label within the screen;
 * - the floating chat button leaves room at the page's end, so the last content scrolls out from under it;
 * - 1440 px: the signed-in line in the header shows the whole address;
 * - the account host has a favicon (its pages link it: src/account-host/auth-flow.int.test.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { BRANDS, brandUrl, PORT, signedInAs } from './helpers';

const AD = BRANDS[0];

/** A phone of `width` CSS pixels: the page's viewport meta applies, as on a real phone. */
function phone(width: number) {
  return {
    viewport: { width, height: 780 },
    screen: { width, height: 780 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  };
}

/** How wide the page is on the screen, in screen pixels: its layout width times the browser's scale. */
function shownWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth * (window.visualViewport?.scale ?? 1));
}

test.describe('at 360 px', () => {
  test.use({ ...signedInAs(AD.email), ...phone(360) });

  test('the 375 px page is scaled to the screen: nothing is cut off at the right', async ({ page }) => {
    await page.goto(brandUrl(AD.key, '/account'));
    await expect(page.getByRole('navigation', { name: 'Menu onderaan het scherm' })).toBeVisible();
    await expect.poll(() => shownWidth(page)).toBeLessThanOrEqual(361);
  });
});

test.describe('at 375 px', () => {
  test.use({ ...signedInAs(AD.email), ...phone(375) });

  test('every item of the bottom menu shows its whole label within the screen', async ({ page }) => {
    await page.goto(brandUrl(AD.key, '/account'));
    const menu = page.getByRole('navigation', { name: 'Menu onderaan het scherm' });
    const links = menu.getByRole('link');
    expect(await links.count()).toBeGreaterThanOrEqual(6);
    const labels = await links.evaluateAll((elements) =>
      elements.map((link) => {
        const label = link.querySelector('span')!;
        const box = link.getBoundingClientRect();
        return {
          text: label.textContent?.trim(),
          right: box.right,
          clipped: label.scrollWidth > label.clientWidth + 1 || label.getBoundingClientRect().right > box.right + 1,
        };
      }),
    );
    for (const label of labels) {
      expect(label.right, label.text).toBeLessThanOrEqual(376);
      expect(label.clipped, label.text).toBe(false);
    }
  });

  test('the floating chat button leaves room at the page end: the last content scrolls out from under it', async ({
    page,
  }) => {
    await page.goto(brandUrl(AD.key, '/facturen'));
    const chat = page.locator('[data-chat-toggle]');
    await expect(chat).toBeVisible();
    await expect(page.locator('[data-invoice-year]').first()).toBeVisible();
    // At the page's end, wherever it ends once the page has settled (the list grows while its items come in): asked
    // again until it holds, so a page still growing is waited for and a real overlap at its end still fails.
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          const button = document.querySelector('[data-chat-toggle]')!.getBoundingClientRect();
          const main = document.querySelector('main')!;
          const content = [...main.querySelectorAll<HTMLElement>('*')].filter(
            (element) =>
              !element.closest('[data-chat-slot]') &&
              element.children.length === 0 &&
              (element.textContent ?? '').trim() !== '' &&
              element.getClientRects().length > 0,
          );
          return content
            .map((element) => ({
              text: element.textContent!.trim().slice(0, 40),
              box: element.getBoundingClientRect(),
            }))
            .filter(
              ({ box }) =>
                box.bottom > button.top &&
                box.top < button.bottom &&
                box.right > button.left &&
                box.left < button.right,
            )
            .map(({ text }) => text);
        }),
      )
      .toEqual([]);
  });
});

test.describe('at 1440 px', () => {
  test.use({ ...signedInAs(AD.email), viewport: { width: 1440, height: 900 } });

  test('the header shows the whole signed-in address', async ({ page }) => {
    await page.goto(brandUrl(AD.key, '/account'));
    const line = page.locator('header [data-logged-in-as]');
    await expect(line).toBeVisible();
    await expect(line).toContainText(AD.email);
    const cut = await line.evaluate(
      (element) => element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
    );
    expect(cut).toBe(false);
  });

  test('the account host answers its favicon', async ({ page }) => {
    // Through the browser, which reaches *.localhost on loopback (Node cannot resolve it).
    const icon = await page.goto(`http://login.${AD.key}.localhost:${PORT + 3}/favicon.ico`);
    expect(icon?.status()).toBe(200);
    expect(icon?.headers()['content-type']).toBe('image/x-icon');
  });
});
