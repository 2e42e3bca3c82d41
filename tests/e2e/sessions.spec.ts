/** The sessions screen: see where you are signed in and end another session; that browser is signed out. */
import { expect, test, type Page } from '@playwright/test';
import { brandUrl, expectNoAxeViolations, logIn } from './helpers';

/**
 * One NL and one BE brand, each with a demo subscriber of its own: ending "all other sessions" would otherwise end
 * the saved session other journeys start from (SIGNED_IN_ACCOUNTS in helpers.ts).
 */
const BRANDS = [
  { key: 'ad', country: 'nl', email: 'pieter.bakker@example.nl' },
  { key: 'hln', country: 'be', email: 'els.maes@example.be' },
] as const;

/**
 * The portal no longer knows this browser, and the account host forgot it too: the silent session check of the page
 * does not sign it back in (point 6).
 */
async function expectSignedOut(page: Page, brandKey: string) {
  await page.goto(brandUrl(brandKey, '/dev/mailbox'));
  await expect(page.getByRole('link', { name: /inloggen|aanmelden/i }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /uitloggen|afmelden/i })).toHaveCount(0);
}

for (const brand of BRANDS) {
  test(`${brand.key} (${brand.country}): ends another session, which is then signed out`, async ({ browser }) => {
    const phone = await browser.newContext({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    });
    const laptop = await browser.newContext();
    const phonePage = await phone.newPage();
    const laptopPage = await laptop.newPage();
    // Start clean: sessions of earlier runs on the same data folder are ended first.
    await logIn(laptopPage, brand.key, brand.email, '/account/sessies');
    const endOthers = laptopPage.getByRole('button', { name: /alle andere sessies beëindigen/i });
    if (await endOthers.isVisible()) {
      await endOthers.click();
      await expect(laptopPage.getByText('Alle andere sessies zijn beëindigd.')).toBeVisible();
    }
    await logIn(phonePage, brand.key, brand.email);
    await laptopPage.reload();

    const current = laptopPage.locator('[data-session][data-current="true"]');
    await expect(current).toBeVisible();
    const iphone = laptopPage.locator('[data-session]:not([data-current])', { hasText: /iOS/ });
    await expect(iphone).toHaveCount(1);
    await expect(iphone).toContainText('Mobile Safari');
    // Place of sign-in (the address it came from) and last use, as a readable date with a machine-readable time.
    const place = iphone.locator('dt', { hasText: brand.country === 'be' ? 'Aangemeld vanaf' : 'Ingelogd vanaf' });
    await expect(place.locator('xpath=following-sibling::dd[1]')).toHaveText(/127\.0\.0\.1|::1/);
    const lastUsed = iphone.locator('dt', { hasText: 'Laatst gebruikt' }).locator('xpath=following-sibling::dd[1]');
    await expect(lastUsed).toHaveText(/\d{1,2} \p{L}+ \d{4}.*\d{1,2}:\d{2}/u);
    const lastUsedAt = Date.parse((await lastUsed.locator('time').getAttribute('datetime')) ?? '');
    expect(Math.abs(Date.now() - lastUsedAt)).toBeLessThan(10 * 60 * 1000);
    await expectNoAxeViolations(laptopPage);

    await iphone.getByRole('button', { name: /beëindigen/i }).click();
    await expect(laptopPage.getByText('De sessie is beëindigd.')).toBeVisible();
    await expect(laptopPage.locator('[data-session]:not([data-current])', { hasText: /iOS/ })).toHaveCount(0);
    await expectNoAxeViolations(laptopPage);

    // The phone is signed out of the portal: an on-demand page shows it the login link instead of the logout button.
    await expectSignedOut(phonePage, brand.key);

    // The sessions screen is linked from the account overview and ends all others at once.
    await laptopPage.goto(brandUrl(brand.key, '/account'));
    await laptopPage.getByRole('link', { name: 'Sessies' }).first().click();
    await expect(laptopPage).toHaveURL(brandUrl(brand.key, '/account/sessies'));
    // The phone has to sign in again with its password (the account host forgot it too), then "end all others"
    // ends that session as well.
    await logIn(phonePage, brand.key, brand.email);
    await laptopPage.reload();
    await endOthers.click();
    await expect(laptopPage.getByText('Alle andere sessies zijn beëindigd.')).toBeVisible();
    await expect(laptopPage.locator('[data-no-other-sessions]')).toBeVisible();
    await expectSignedOut(phonePage, brand.key);
    await phone.close();
    await laptop.close();
  });
}
