/**
 * Passkeys ("toegangssleutels") on the built-in account host, in Chromium with its virtual authenticator (DevTools
 * protocol WebAuthn): a new subscriber adds one from /account, signs out, signs in with it by the button and by the
 * browser's autofill on the e-mail field, removes it, and is then refused with it. On one NL and one BE brand.
 * Each run registers its own account, so no other journey's subscriber is touched.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { addVirtualAuthenticator, brandUrl, expectNoAxeViolations, registerAccount } from './helpers';

const BRANDS = [
  { key: 'ad', country: 'nl', signIn: 'Inloggen met een toegangssleutel' },
  { key: 'hln', country: 'be', signIn: 'Aanmelden met een toegangssleutel' },
] as const;

/** The cookie that lets the browser's autofill offer passkeys again (see {@link withoutAutofill}). */
const AUTOFILL_COOKIE = 'e2e_passkey_autofill';

/**
 * Without autofill for passkeys, so a sign-in can only come from the button — until the page has the cookie
 * {@link AUTOFILL_COOKIE}. (The virtual authenticator belongs to the tab, so the autofill journey uses the same one.)
 */
async function withoutAutofill(page: Page): Promise<void> {
  await page.addInitScript((cookie) => {
    if (document.cookie.includes(`${cookie}=1`)) return;
    PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
  }, AUTOFILL_COOKIE);
}

async function signOut(page: Page, brandKey: string): Promise<void> {
  await page.goto(brandUrl(brandKey, '/account'));
  await page.getByRole('button', { name: /uitloggen|afmelden/i }).click();
  await expect(page).toHaveURL(brandUrl(brandKey, '/'));
}

for (const brand of BRANDS) {
  test(`${brand.key} (${brand.country}): adds a passkey, signs in with it (button, autofill), removes it`, async ({
    browser,
  }) => {
    // Registration, two mailbox trips, four sign-ins and axe scans on a shared machine.
    test.setTimeout(180_000);
    const email = `sleutel-${randomUUID()}@example.${brand.country}`;

    // The button journeys: a browser whose autofill offers no passkeys.
    const context = await browser.newContext();
    const page = await context.newPage();
    await withoutAutofill(page);
    await addVirtualAuthenticator(page);

    await registerAccount(page, brand.key, email, 'Sleutel-wachtwoord-1');

    // Add one from /account: the account host's page, right after signing in.
    await page.getByRole('link', { name: 'Toegangssleutels' }).click();
    await expect(page).toHaveURL(/login\..*\/toegangssleutels$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Toegangssleutels' })).toBeVisible();
    await expect(page.getByText('Je hebt hier nog geen toegangssleutel.')).toBeVisible();
    await expectNoAxeViolations(page);
    // A name is required: refused in Dutch, nothing is made.
    await page.getByRole('button', { name: 'Toegangssleutel toevoegen' }).click();
    await expect(page.getByText('Geef de toegangssleutel een naam.')).toBeVisible();
    await page.getByLabel('Naam van de toegangssleutel').fill('Laptop thuis');
    await page.getByRole('button', { name: 'Toegangssleutel toevoegen' }).click();
    await expect(page.getByText('Toegangssleutel Laptop thuis is toegevoegd.')).toBeVisible();
    await expect(page.getByTestId('passkey-item')).toHaveCount(1);
    await expect(page.getByTestId('passkey-item')).toContainText('Nog niet gebruikt');
    await expectNoAxeViolations(page);

    // Signed out, then in again with the button.
    await signOut(page, brand.key);
    await page.goto(brandUrl(brand.key, '/account'));
    await expect(page).toHaveURL(/login\./);
    await expect(page.getByLabel(/e-mailadres/i)).toHaveAttribute('autocomplete', 'username webauthn');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: brand.signIn }).click();
    await expect(page).toHaveURL(brandUrl(brand.key, '/account'));

    // The browser's autofill: the same passkey, offered on the e-mail field, signs in without the button.
    await signOut(page, brand.key);
    const loginHost = new URL(page.url()).hostname.replace(/^/, 'login.');
    await context.addCookies([{ name: AUTOFILL_COOKIE, value: '1', domain: loginHost, path: '/' }]);
    await page.goto(brandUrl(brand.key, '/account'));
    await expect(page).toHaveURL(/login\.|\/account$/);
    // The browser may offer the passkey (and sign in) before the field is focused: then there is no field to focus.
    const signedIn = page.waitForURL(brandUrl(brand.key, '/account'));
    if (/login\./.test(page.url())) {
      const focused = page
        .getByLabel(/e-mailadres/i)
        .focus()
        .catch(() => undefined);
      await Promise.race([signedIn, focused]);
    }
    await signedIn;
    await expect(page).toHaveURL(brandUrl(brand.key, '/account'));
    await context.clearCookies({ name: AUTOFILL_COOKIE });

    // Remove it; the same passkey is then refused.
    await page.goto(brandUrl(brand.key, '/account/toegangssleutels'));
    await expect(page).toHaveURL(/login\..*\/toegangssleutels$/);
    await page.getByRole('button', { name: 'Toegangssleutel Laptop thuis verwijderen' }).click();
    await expect(page.getByText(/Toegangssleutel Laptop thuis is verwijderd\./)).toBeVisible();
    await expect(page.getByTestId('passkey-item')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await signOut(page, brand.key);
    await page.goto(brandUrl(brand.key, '/account'));
    await page.getByRole('button', { name: brand.signIn }).click();
    await expect(page.getByTestId('passkey-error')).toHaveText(/Met deze toegangssleutel kun je/);
    await expect(page).toHaveURL(/login\./);
    await expectNoAxeViolations(page);
    await context.close();
  });
}
