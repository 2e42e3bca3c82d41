import { expect, test } from '@playwright/test';
import { BRANDS, brandUrl, expectNoAxeViolations, logIn, PORT } from './helpers';

for (const brand of BRANDS) {
  test.describe(`page shell on ${brand.key} (${brand.country})`, () => {
    test('has the brand title, noindex, viewport 375 and a skip link to the main area', async ({ page }) => {
      await page.goto(brandUrl(brand.key, '/'));
      await expect(page).toHaveTitle(`${brand.name} Mijn Omgeving`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', /width=375/);
      const ico = page.locator('link[rel="icon"][sizes="48x48"]');
      await expect(ico).toHaveAttribute('href', /^\/cms\/images\/[a-f0-9]+-48x48\.ico$/);
      const iconType = await page.evaluate(
        async (href) => (await fetch(href)).headers.get('content-type'),
        (await ico.getAttribute('href'))!,
      );
      expect(iconType).toBe('image/x-icon');
      await expect(page.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute('href', /-48x48\.svg$/);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Ga naar de inhoud' });
      await expect(skip).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.locator('main#main')).toBeFocused();
      await expectNoAxeViolations(page);
    });

    test('shows the sidebar-free layout with top navigation on desktop and the bottom menu on a phone', async ({
      page,
    }) => {
      await page.goto(brandUrl(brand.key, '/klantenservice/veelgestelde-vragen'));
      const topNav = page.getByRole('navigation', { name: /hoofdmenu/i });
      await expect(topNav).toBeVisible();
      await expect(topNav.getByRole('link', { name: /veelgestelde vragen/i })).toHaveAttribute('aria-current', 'page');
      await page.setViewportSize({ width: 375, height: 800 });
      await expect(topNav).toBeHidden();
      const mobile = page.getByRole('navigation', { name: /menu onderaan/i });
      await expect(mobile).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test('an unknown host gets a Dutch 404 page without any brand data', async ({ page }) => {
  const response = await page.goto(`http://onbekend.localhost:${PORT}/account`);
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Mijn Omgeving');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze website kennen we niet');
  expect(await page.locator('html').getAttribute('data-brand')).toBeNull();
  await expectNoAxeViolations(page);
});

test('an unknown path on a brand gets the Dutch 404 page', async ({ page }) => {
  const response = await page.goto(brandUrl('ad', '/bestaat-niet'));
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('AD Mijn Omgeving');
  await expectNoAxeViolations(page);
});

test('a slow navigation shows "Pagina aan het laden" after 700 ms', async ({ page }) => {
  await page.goto(brandUrl('ad', '/'));
  await page.route('**/klantenservice/veelgestelde-vragen', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  // Playwright's assertions wait for a navigation to finish, so the page itself records when the overlay
  // appeared (sessionStorage survives the navigation within the origin).
  await page.evaluate(() => {
    const overlay = document.querySelector<HTMLElement>('[data-route-loading]')!;
    let clickedAt = 0;
    document.addEventListener('click', () => (clickedAt = performance.now()), { capture: true });
    new MutationObserver(() => {
      if (!overlay.hidden) {
        sessionStorage.setItem('overlayAfterMs', String(Math.round(performance.now() - clickedAt)));
        sessionStorage.setItem('overlayText', overlay.innerText.trim());
      }
    }).observe(overlay, { attributes: true, attributeFilter: ['hidden'] });
  });
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Veelgestelde vragen' }).click();
  await expect(page).toHaveURL(brandUrl('ad', '/klantenservice/veelgestelde-vragen'));
  const shownAfter = Number(await page.evaluate(() => sessionStorage.getItem('overlayAfterMs')));
  expect(shownAfter).toBeGreaterThanOrEqual(700);
  expect(shownAfter).toBeLessThan(2500);
  expect(await page.evaluate(() => sessionStorage.getItem('overlayText'))).toBe('Pagina aan het laden');
  await expect(page.getByRole('status').filter({ hasText: 'Pagina aan het laden' })).toBeHidden();
});

test('on a 375 px phone the heading shows above the content and the bottom menu is fixed', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(brandUrl('hln', '/klantenservice/veelgestelde-vragen'));
  await expect(page.locator('[data-heading-bar]')).toBeVisible();
  const menu = page.getByRole('navigation', { name: /menu onderaan/i });
  await expect(menu).toHaveCSS('position', 'fixed');
  await expectNoAxeViolations(page);
});

test('someone already signed in who opens the (prebuilt) login page goes to their account', async ({ page }) => {
  const brand = BRANDS[1];
  await logIn(page, brand.key, brand.email);
  await page.goto(brandUrl(brand.key, '/login'));
  await expect(page).toHaveURL(brandUrl(brand.key, '/account'));
});

test('an area that the brand switches off answers with the Dutch 404 page', async ({ page }) => {
  // qmnl has every flag off, the FAQ included; ad has it on.
  const off = await page.goto(brandUrl('qmnl', '/klantenservice/veelgestelde-vragen'));
  expect(off?.status()).toBe(404);
  await expect(page.getByRole('link', { name: 'Naar het overzicht' })).toBeVisible();
  const on = await page.goto(brandUrl('ad', '/klantenservice/veelgestelde-vragen'));
  expect(on?.status()).toBe(200);
});
