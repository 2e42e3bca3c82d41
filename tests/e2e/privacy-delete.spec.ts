/**
 * Deleting the account, on one NL and one BE brand: a subscriber registered in the journey (so no other journey's
 * account is touched) opens "Account verwijderen" from /account, reads what it means (a paid subscription is not
 * ended, invoices are kept), confirms with the keyboard only — first a wrong password, refused in Dutch with nothing
 * changed, then the right one — and sees the planned date on /account. Signed out and in again, the account host
 * shows the date: going on keeps it planned; the next time "Verwijdering intrekken" is chosen and /account shows no
 * planned date any more: the account host first says so (its heading and a status message), then goes on to the
 * portal. axe on the deletion page at 375 and 1440 px.
 *
 * The same choice after a passkey sign-in (Chromium's virtual authenticator): an account with a passkey and a
 * planned deletion signs in with the passkey, sees the date, goes on with it kept; the next passkey sign-in cancels it.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DELETION_WAIT_DAYS } from '../../src/shared/account-deletion';
import {
  addVirtualAuthenticator,
  brandUrl,
  expectNoAxeViolations,
  pressEnterToSubmit,
  registerAccount,
} from './helpers';

const BRANDS = [
  {
    key: 'ad',
    name: 'AD',
    country: 'nl',
    signOut: /^uitloggen$/i,
    signIn: /^inloggen$/i,
    passkeySignIn: 'Inloggen met een toegangssleutel',
    wrongPassword: /bij het inloggen/,
  },
  {
    key: 'hln',
    name: 'HLN',
    country: 'be',
    signOut: /^afmelden$/i,
    signIn: /^aanmelden$/i,
    passkeySignIn: 'Aanmelden met een toegangssleutel',
    wrongPassword: /bij het aanmelden/,
  },
] as const;

const PASSWORD = 'Verwijder-mij-niet-1';
const PLANNED = /Je account wordt verwijderd op/;

/** The planned date as the portal writes it for a request made at `at` (see plannedDateText). */
function plannedDate(at: Date, country: 'nl' | 'be'): string {
  return new Intl.DateTimeFormat(country === 'be' ? 'nl-BE' : 'nl-NL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: country === 'be' ? 'Europe/Brussels' : 'Europe/Amsterdam',
  }).format(new Date(at.getTime() + DELETION_WAIT_DAYS * 24 * 60 * 60 * 1000));
}

/** Moves the focus with Tab alone until `target` has it, as a keyboard user would. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The account host's page after "Verwijdering intrekken": its heading and a status message say the account stays. */
async function expectCancelled(page: Page, brand: (typeof BRANDS)[number]): Promise<void> {
  await expect(page).toHaveURL(/login\..*\/verwijdering$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Je account blijft bestaan' })).toBeVisible();
  await expect(page).toHaveTitle(/^Je account blijft bestaan/);
  await expect(page.getByRole('status')).toHaveText('De verwijdering is ingetrokken. Je account blijft bestaan.');
  await expect(page.getByRole('button', { name: `Verder naar Mijn ${brand.name}` })).toBeVisible();
}

/** Signs out on the portal and in again with the password, up to the account host's page about the deletion. */
async function signInAgain(page: Page, brand: (typeof BRANDS)[number], email: string, date: string): Promise<void> {
  await page.getByRole('button', { name: brand.signOut }).click();
  await expect(page).toHaveURL(brandUrl(brand.key, '/'));
  await page.goto(brandUrl(brand.key, '/account'));
  await expect(page).toHaveURL(/login\./);
  await page.getByLabel(/e-mailadres/i).fill(email);
  await page.getByLabel(/^wachtwoord$/i).fill(PASSWORD);
  await page.getByRole('button', { name: brand.signIn }).click();
  await expect(page.getByRole('heading', { name: 'Je account wordt verwijderd' })).toBeVisible();
  await expect(page.getByText(`Dat gebeurt op ${date}.`, { exact: false })).toBeVisible();
}

for (const brand of BRANDS) {
  test(`${brand.key} (${brand.country}): requests the deletion with the password, then cancels it when signing in again`, async ({
    page,
  }) => {
    // Registration, a mailbox trip, three sign-ins and five axe scans on a shared machine.
    test.setTimeout(180_000);
    const email = `verwijder-${randomUUID()}@example.${brand.country}`;

    // A fresh account through the account host's registration, its code from the dev mailbox.
    await registerAccount(page, brand.key, email, PASSWORD);
    await expect(page.getByTestId('deletion-pending')).toHaveCount(0);

    // The explanation first.
    await page.getByRole('link', { name: 'Account verwijderen' }).click();
    await expect(page).toHaveURL(brandUrl(brand.key, '/account/verwijderen'));
    await expect(page.getByRole('heading', { level: 1, name: 'Account verwijderen' })).toBeVisible();
    const explanation = page.getByRole('region', { name: 'Wat gebeurt er als je je account verwijdert?' });
    await expect(explanation).toContainText('Een betaald abonnement loopt gewoon door');
    await expect(explanation).toContainText('Je facturen bewaren we nog 7 jaar');
    await expect(explanation).toContainText(`pas na ${DELETION_WAIT_DAYS} dagen`);
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    const form = page.getByTestId('deletion-form');
    await expect(form.getByRole('heading', { name: 'Bevestig dat je je account wilt verwijderen' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoAxeViolations(page);

    // The keyboard only: a wrong password is refused in Dutch and nothing changes.
    const password = page.getByLabel('Je wachtwoord', { exact: true });
    const submit = page.getByRole('button', { name: 'Ja, verwijder mijn account' });
    await tabTo(page, password);
    await page.keyboard.type('Niet-mijn-wachtwoord-9');
    await tabTo(page, submit);
    await pressEnterToSubmit(page);
    const refusal = page.getByText(/^Dit wachtwoord klopt niet\. Er is niets veranderd\./);
    await expect(refusal).toBeVisible();
    await expect(refusal).toHaveText(brand.wrongPassword);
    await expect(page.getByTestId('deletion-pending')).toHaveCount(0);
    await expect(form).toBeVisible();
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.getByTestId('deletion-form')).toBeVisible();
    await expect(page.getByTestId('deletion-pending')).toHaveCount(0);

    // The right one: the deletion is planned after the wait.
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await tabTo(page, password);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(PASSWORD);
    await tabTo(page, submit);
    const requestedAt = new Date();
    await pressEnterToSubmit(page);
    const date = plannedDate(requestedAt, brand.country);
    const pending = page.getByTestId('deletion-pending');
    await expect(pending).toContainText(`Je account wordt verwijderd op ${date}.`);
    await expect(pending).toBeFocused();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await expectNoAxeViolations(page);

    // The planned date on the overview.
    await page.goto(brandUrl(brand.key, '/account'));
    await expect(page.getByTestId('deletion-pending')).toContainText(`Je account wordt verwijderd op ${date}.`);

    // Signed out and in again: the account host shows the date and offers to cancel it. Going on keeps it planned.
    await signInAgain(page, brand, email, date);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Doorgaan, mijn account wordt verwijderd' }).click();
    await expect(page).toHaveURL(brandUrl(brand.key, '/account'));
    await expect(page.getByTestId('deletion-pending')).toContainText(`Je account wordt verwijderd op ${date}.`);

    // The next sign-in offers it again; "Verwijdering intrekken" cancels it and says so before going on.
    await signInAgain(page, brand, email, date);
    await page.getByRole('button', { name: 'Verwijdering intrekken' }).click();
    await expectCancelled(page, brand);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: `Verder naar Mijn ${brand.name}` }).click();
    await expect(page).toHaveURL(brandUrl(brand.key, '/account'));
    await expect(page.getByTestId('deletion-pending')).toHaveCount(0);
    await expect(page.getByText(PLANNED)).toHaveCount(0);

    // The deletion page offers the confirmation again, not a planned date.
    await page.goto(brandUrl(brand.key, '/account/verwijderen'));
    await expect(page.getByTestId('deletion-form')).toBeVisible();
    await expect(page.getByText(PLANNED)).toHaveCount(0);
  });
}

for (const brand of BRANDS) {
  test(`${brand.key} (${brand.country}): a passkey sign-in offers "Verwijdering intrekken" too`, async ({
    browser,
  }) => {
    // Registration, a mailbox trip, a passkey, the deletion and three sign-ins on a shared machine.
    test.setTimeout(180_000);
    const email = `sleutel-verwijder-${randomUUID()}@example.${brand.country}`;
    const context = await browser.newContext();
    const page = await context.newPage();
    // Only the button signs in with the passkey: the browser's autofill would start a ceremony of its own.
    await page.addInitScript(() => {
      PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
    });
    await addVirtualAuthenticator(page);

    await registerAccount(page, brand.key, email, PASSWORD);

    // A passkey, added right after signing in.
    await page.getByRole('link', { name: 'Toegangssleutels' }).click();
    await expect(page).toHaveURL(/login\..*\/toegangssleutels$/);
    await page.getByLabel('Naam van de toegangssleutel').fill('Laptop');
    await page.getByRole('button', { name: 'Toegangssleutel toevoegen' }).click();
    await expect(page.getByTestId('passkey-item')).toHaveCount(1);

    // The deletion, confirmed with the password.
    await page.goto(brandUrl(brand.key, '/account/verwijderen'));
    // Typed once the island has hydrated, so the field it controls keeps it.
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    const requestedAt = new Date();
    await page.getByLabel('Je wachtwoord', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Ja, verwijder mijn account' }).click();
    const date = plannedDate(requestedAt, brand.country);
    await expect(page.getByTestId('deletion-pending')).toContainText(`Je account wordt verwijderd op ${date}.`);

    /** Signs out and in again with the passkey, up to the account host's page about the deletion. */
    const signInWithPasskey = async () => {
      await page.getByRole('button', { name: brand.signOut }).click();
      await expect(page).toHaveURL(brandUrl(brand.key, '/'));
      await page.goto(brandUrl(brand.key, '/account'));
      await expect(page).toHaveURL(/login\./);
      await page.getByRole('button', { name: brand.passkeySignIn }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Je account wordt verwijderd' })).toBeVisible();
      await expect(page.getByText(`Dat gebeurt op ${date}.`, { exact: false })).toBeVisible();
    };

    // Going on keeps it planned.
    await page.goto(brandUrl(brand.key, '/account'));
    await signInWithPasskey();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Doorgaan, mijn account wordt verwijderd' }).click();
    await expect(page).toHaveURL(brandUrl(brand.key, '/account'));
    await expect(page.getByTestId('deletion-pending')).toContainText(`Je account wordt verwijderd op ${date}.`);

    // The next passkey sign-in cancels it: said on the account host, gone from /account.
    await signInWithPasskey();
    await page.getByRole('button', { name: 'Verwijdering intrekken' }).click();
    await expectCancelled(page, brand);
    await page.getByRole('button', { name: `Verder naar Mijn ${brand.name}` }).click();
    await expect(page).toHaveURL(brandUrl(brand.key, '/account'));
    await expect(page.getByTestId('deletion-pending')).toHaveCount(0);
    await expect(page.getByText(PLANNED)).toHaveCount(0);
    await context.close();
  });
}
