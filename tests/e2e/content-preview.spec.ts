/**
 * Preview mode: an editor enters it with the signed link, sees the draft-only FAQ item on the
 * otherwise prebuilt FAQ page (rendered on demand, not stored), sees "Exit Preview Mode" and leaves again.
 * Visitors, a wrong secret and a forged cookie never see a draft.
 */
import { expect, test, type Page } from '@playwright/test';
import { brandUrl, expectNoAxeViolations } from './helpers';

/** The secret the end-to-end server is started with (.config/playwright.config.ts). */
const PREVIEW_SECRET = 'e2e-preview-secret-0123456789abcdef';
const FAQ = '/klantenservice/veelgestelde-vragen';

/** One NL newspaper, one NL magazine and one BE brand, with the draft's wording for their country. */
const CASES = [
  { key: 'ad', draft: 'Kan ik inloggen met een toegangssleutel (passkey)?' },
  { key: 'ari', draft: 'Kan ik inloggen met een toegangssleutel (passkey)?' },
  { key: 'hln', draft: 'Kan ik me aanmelden met een toegangssleutel (passkey)?' },
] as const;

const previewLink = (key: string, redirect: string, secret = PREVIEW_SECRET) =>
  brandUrl(key, `/api/preview?secret=${encodeURIComponent(secret)}&redirect=${encodeURIComponent(redirect)}`);

const exitLink = (page: Page) => page.getByRole('link', { name: 'Exit Preview Mode' });

for (const { key, draft } of CASES) {
  test(`${key}: a draft FAQ item is visible only in preview and gone after exit`, async ({ page, context }) => {
    const anonymous = await page.goto(brandUrl(key, FAQ));
    expect(anonymous?.status()).toBe(200);
    expect(anonymous?.headers()['x-mo-prebuilt']).toBe(key);
    await expect(page.locator('details summary').first()).toBeVisible();
    await expect(page.getByText(draft)).toHaveCount(0);
    await expect(exitLink(page)).toHaveCount(0);

    const preview = await page.goto(previewLink(key, FAQ));
    expect(preview?.request().redirectedFrom()?.url()).toContain('/api/preview?');
    await expect(page).toHaveURL(brandUrl(key, FAQ));
    expect(preview?.status()).toBe(200);
    expect(preview?.headers()['x-mo-prebuilt']).toBeUndefined();
    expect(preview?.headers()['cache-control']).toBe('private, no-store');
    const cookie = (await context.cookies(brandUrl(key))).find((item) => item.name === 'mo_preview');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(cookie!.expires * 1000 - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
    await expect(page.getByText(draft)).toBeVisible();
    await page.getByText(draft).click();
    await expect(page.getByText(/toegangssleutel op je (telefoon|gsm)/)).toBeVisible();
    await expect(exitLink(page)).toBeVisible();
    await expectNoAxeViolations(page);

    // The bar is on every page in preview, not only on prebuilt ones.
    await page.goto(brandUrl(key, '/404-bestaat-niet'));
    await expect(exitLink(page)).toBeVisible();

    await page.goto(brandUrl(key, FAQ));
    await exitLink(page).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(brandUrl(key, '/'));
    expect((await context.cookies(brandUrl(key))).some((item) => item.name === 'mo_preview')).toBe(false);
    await expect(exitLink(page)).toHaveCount(0);

    const after = await page.goto(brandUrl(key, FAQ));
    expect(after?.headers()['x-mo-prebuilt']).toBe(key);
    await expect(page.getByText(draft)).toHaveCount(0);
  });
}

test('a wrong secret is refused in Dutch and sets no cookie', async ({ page, context }) => {
  const response = await page.goto(previewLink('ad', FAQ, 'raden-is-geen-optie'));
  expect(response?.status()).toBe(401);
  await expect(page.locator('body')).toContainText('Deze previewlink is ongeldig');
  expect(await context.cookies(brandUrl('ad'))).toEqual([]);
  const missing = await page.goto(brandUrl('ad', `/api/preview?redirect=${encodeURIComponent(FAQ)}`));
  expect(missing?.status()).toBe(401);
  expect(await context.cookies(brandUrl('ad'))).toEqual([]);
  await page.goto(brandUrl('ad', FAQ));
  await expect(page.getByText(CASES[0].draft)).toHaveCount(0);
});

test('a forged or copied-to-another-brand preview cookie shows no draft', async ({ page, context }) => {
  await context.addCookies([
    { name: 'mo_preview', value: 'djE6OTk5OTk5OTk5OQ.dmVydmFsc3Q', domain: 'ad.localhost', path: '/' },
  ]);
  const response = await page.goto(brandUrl('ad', FAQ));
  expect(response?.headers()['x-mo-prebuilt']).toBe('ad');
  await expect(page.getByText(CASES[0].draft)).toHaveCount(0);
  await expect(exitLink(page)).toHaveCount(0);

  // A cookie is bound to the host it was set on: entering preview on ad does not put vk in preview.
  await page.goto(previewLink('ad', '/'));
  const vk = await page.goto(brandUrl('vk', FAQ));
  expect(vk?.headers()['x-mo-prebuilt']).toBe('vk');
  await expect(exitLink(page)).toHaveCount(0);
});

test('a preview link never redirects to another site', async ({ page }) => {
  await page.goto(previewLink('ad', `//example.com${FAQ}`));
  await expect(page).toHaveURL(brandUrl('ad', '/'));
  await expect(exitLink(page)).toBeVisible();
});

test('the editors’ publication page exists only in preview', async ({ page }) => {
  const anonymous = await page.goto(brandUrl('hln', '/redactie/publicatie'));
  expect(anonymous?.status()).toBe(404);
  await page.goto(previewLink('hln', '/redactie/publicatie'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Publicatie van vaste pagina’s');
  await expect(page.getByRole('heading', { name: 'Alle keren opnieuw gemaakt' })).toBeVisible();
  await expectNoAxeViolations(page);
});
