/**
 * The account screens (items 4 and 7) on one NL and one BE brand: personal and contact information edited
 * in place with the server's refusal shown in Dutch, phone verification with a wrong and a pasted code (the SMS read
 * from the dev mailbox), the e-mail change end to end through the dev mailbox, and the password change — axe on
 * every screen. Personalia editing is on for every demo brand; one test switches it off in the content lake
 * to see the area closed, and on again, while no other journey runs (Playwright's exclusive lock). Every change to the demo accounts is undone at the end, and the accounts used here are not the ones other
 * journeys sign in with; the journeys of this file hold one lock, so they never change the same account at once.
 */
import http from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import {
  brandUrl,
  clickSubmit,
  contentLake,
  DEMO_PASSWORD,
  EXCLUSIVE,
  expectNoAxeViolations,
  logIn,
  PORT,
  signedInAs,
} from './helpers';

test.describe.configure({ lock: 'account-details' });

const ACCOUNTS = [
  {
    key: 'ad',
    country: 'nl',
    email: 'sanne.visser@example.nl',
    phoneLabel: /mobiel nummer/i,
    /** Typed after the fixed "(+31) " prefix. */
    newPhone: () => `6${digits(8)}`,
    dialCode: '+31',
    /** How the portal shows the number: national form in pairs, "06 12 34 56 78". */
    shown: (national: string) => `0${national.replace(/^(\d)(\d\d)(\d\d)(\d\d)(\d\d)$/, '$1 $2 $3 $4 $5')}`,
    wrongPostcode: '1234',
    postcodeMessage: 'Vul een geldige postcode in, zoals 1234 AB.',
    postcode: '9711 LK',
  },
  {
    key: 'hln',
    country: 'be',
    email: 'lotte.claes@example.be',
    phoneLabel: /gsm-nummer/i,
    newPhone: () => `47${digits(7)}`,
    dialCode: '+32',
    /** How the portal shows the number: national form, "0470 12 34 56". */
    shown: (national: string) => `0${national.replace(/^(\d{3})(\d\d)(\d\d)(\d\d)$/, '$1 $2 $3 $4')}`,
    wrongPostcode: '8000 AB',
    postcodeMessage: 'Vul een geldige postcode in, zoals 1000.',
    postcode: '8000',
  },
] as const;

const PERSONALIA = 'isBrandSubscriptionsPersonaliaEditingEnabled';

function digits(count: number): string {
  return Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');
}

/** Switches personalia editing on or off for the journey's brands in the published feature-flag document. */
async function setPersonalia(on: boolean): Promise<void> {
  const set = Object.fromEntries(ACCOUNTS.map((account) => [`${account.key}.${PERSONALIA}`, on]));
  await contentLake('v2023-03-07').mutate([{ patch: { id: 'featureflagconfiguration', set } }]);
}

/** The status of a signed-out GET on a brand host (404 while the area is off, a redirect to sign-in when on). */
function statusOf(brandKey: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: PORT, path, method: 'GET', headers: { host: `${brandKey}.localhost:${PORT}` } },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** Waits until every brand's portal sees the flag (the end-to-end portal caches content for a quarter second). */
async function waitForPersonalia(on: boolean): Promise<void> {
  for (const account of ACCOUNTS) {
    await expect
      .poll(() => statusOf(account.key, '/account/gegevens'), { timeout: 10_000, intervals: [100, 250] })
      .toBe(on ? 302 : 404);
  }
}

/** The text of the newest dev-mailbox message to `recipient`. */
async function newestMessageTo(page: Page, brandKey: string, recipient: string): Promise<string> {
  const mailbox = await page.context().newPage();
  try {
    await mailbox.goto(brandUrl(brandKey, '/dev/mailbox'));
    const item = mailbox
      .locator('[data-mailbox-item]')
      .filter({ has: mailbox.locator('[data-mailbox-to]', { hasText: recipient }) })
      .first();
    return (await item.locator('[data-mailbox-text]').textContent()) ?? '';
  } finally {
    await mailbox.close();
  }
}

/** Waits until every island on the page is hydrated (Astro drops `ssr` from an island once it hydrated). */
async function islandsReady(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** Clicks the submit button named exactly `name` (helpers.ts clickSubmit keeps the distance). */
function submit(page: Page, name: string): Promise<void> {
  return clickSubmit(page.getByRole('button', { name, exact: true }));
}

/** Replaces a masked input's text by typing, as a user would (the mask formats what is typed). */
async function retype(page: Page, name: RegExp, text: string): Promise<void> {
  const input = page.getByRole('textbox', { name });
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.press('Backspace');
  await input.pressSequentially(text);
}

test.describe('signed in as sanne', () => {
  test.use(signedInAs(ACCOUNTS[0].email));
  // The flag is off for every visitor of ad and hln meanwhile: nothing else runs.
  test.describe.configure({ timeout: 120_000, lock: EXCLUSIVE });

  test('personalia editing is open on the demo brands, and closed while a brand switches it off', async ({ page }) => {
    const account = ACCOUNTS[0];
    await page.goto(brandUrl(account.key, '/account'));
    await expect(page.getByRole('link', { name: 'Gegevens wijzigen' })).toBeVisible();
    try {
      await setPersonalia(false);
      await waitForPersonalia(false);
      await page.goto(brandUrl(account.key, '/account'));
      await expect(page.getByTestId('account-completeness')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Gegevens wijzigen' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Wachtwoord wijzigen' })).toBeVisible();
      const response = await page.goto(brandUrl(account.key, '/account/gegevens'));
      expect(response?.status()).toBe(404);
    } finally {
      await setPersonalia(true);
      await waitForPersonalia(true);
    }
  });
});

test.describe('with personalia editing on (every demo brand)', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  for (const account of ACCOUNTS) {
    test.describe(`signed in as ${account.email}`, () => {
      test.use(signedInAs(account.email));

      test(`${account.key} (${account.country}): personal and contact information edited in place, then the new phone number verified`, async ({
        page,
      }) => {
        await page.goto(brandUrl(account.key, '/account'));
        await expect(page.getByTestId('account-completeness').getByRole('progressbar')).toBeVisible();
        await expectNoAxeViolations(page);
        await page.getByRole('link', { name: 'Gegevens wijzigen' }).click();
        await expect(page).toHaveURL(brandUrl(account.key, '/account/gegevens'));
        await expect(page.getByRole('heading', { level: 2, name: 'Persoonlijke gegevens' })).toBeVisible();
        await expectNoAxeViolations(page);

        const personal = page.getByRole('region', { name: 'Persoonlijke gegevens' });
        const contact = page.getByRole('region', { name: 'Contactgegevens' });

        // Personal information: a forbidden character is refused in Dutch beside the field and in the error summary,
        // which takes focus; the form checks with the schema the server parses with, before anything is sent.
        await page.getByRole('button', { name: 'Persoonlijke gegevens wijzigen' }).click();
        const lastName = page.getByRole('textbox', { name: 'Achternaam' });
        const original = await lastName.inputValue();
        await lastName.fill(`${original}/Test`);
        await submit(page, 'Opslaan');
        const forbidden = 'Gebruik hier geen < > ^ # = / of : en geen onzichtbare stuurtekens.';
        await expect(personal.locator('[data-part="error-text"]').getByText(forbidden)).toBeVisible();
        const summary = personal.locator('section[data-error-summary]');
        await expect(summary.getByRole('link', { name: forbidden })).toBeVisible();
        await expect(lastName).toHaveAttribute('aria-invalid', 'true');
        await expect(summary).toBeFocused();
        await expectNoAxeViolations(page);

        const year = String(1950 + Math.floor(Math.random() * 50));
        await lastName.fill(original);
        await page.getByText('Mevrouw', { exact: true }).click();
        await retype(page, /geboortedatum/i, `0304${year}`);
        await expect(page.getByRole('textbox', { name: /geboortedatum/i })).toHaveValue(`03.04.${year}`);
        await submit(page, 'Opslaan');
        await expect(personal.getByText('Je gegevens zijn opgeslagen.')).toBeVisible();
        await expect(page.getByTestId('personal-date-of-birth')).toContainText(`03.04.${year}`);
        await expect(page.getByTestId('personal-last-name')).toContainText(original);

        // Contact information: the postcode rule of the brand's country, then a new phone number.
        await page.getByRole('button', { name: 'Contactgegevens wijzigen' }).click();
        const postcode = page.getByRole('textbox', { name: 'Postcode' });
        await postcode.fill(account.wrongPostcode);
        await submit(page, 'Opslaan');
        await expect(contact.locator('[data-part="error-text"]').getByText(account.postcodeMessage)).toBeVisible();
        await expect(postcode).toHaveAttribute('aria-invalid', 'true');
        await expectNoAxeViolations(page);

        const national = account.newPhone();
        await postcode.fill(account.postcode);
        await retype(page, account.phoneLabel, national);
        await submit(page, 'Opslaan');
        await expect(contact.getByText('Je gegevens zijn opgeslagen.')).toBeVisible();
        const phone = `${account.dialCode}${national}`;
        await expect(page.getByTestId('contact-phone')).toContainText(account.shown(national));
        await expect(page.getByTestId('contact-phone')).toContainText('Niet geverifieerd');
        await expect(page.getByTestId('contact-address')).toContainText(account.postcode);
        await expectNoAxeViolations(page);

        // Phone verification: a code by SMS (read in the dev mailbox), a wrong code, then the right one pasted.
        await page.getByTestId('contact-phone').getByRole('link').click();
        await expect(page).toHaveURL(brandUrl(account.key, '/account/telefoonnummer'));
        await islandsReady(page);
        await expectNoAxeViolations(page);
        await page.getByRole('button', { name: 'Stuur mij een code' }).click();
        const firstBox = page.getByRole('textbox', { name: 'Cijfer 1 van 6' });
        await expect(firstBox).toBeFocused();
        const sms = await newestMessageTo(page, account.key, phone);
        const code = /\b(\d{6})\b/.exec(sms)?.[1] ?? '';
        expect(code).toMatch(/^\d{6}$/);
        const wrong = code === '000000' ? '111111' : '000000';

        await firstBox.focus();
        await page.keyboard.type(wrong);
        await expect(page.getByText('Deze code klopt niet. Controleer de code in de sms.')).toBeVisible();
        await expect(firstBox).toHaveAttribute('aria-invalid', 'true');
        await expectNoAxeViolations(page);

        await firstBox.evaluate((input, text) => {
          const data = new DataTransfer();
          data.setData('text', text);
          input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
        }, ` ${code} `);
        await expect(page.getByTestId('phone-verified')).toBeVisible();
        await expect(page.getByTestId('phone-verified')).toContainText(account.shown(national));
        await expectNoAxeViolations(page);

        await page.goto(brandUrl(account.key, '/account'));
        await expect(page.getByTestId('account-phone')).toContainText('Geverifieerd');
      });
    });
  }
});

for (const account of ACCOUNTS) {
  test.describe(`signed in as ${account.email}`, () => {
    test.use(signedInAs(account.email));

    test(`${account.key} (${account.country}): the e-mail address changes only through the link sent to the new address`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const newEmail = account.email.replace('@', `+${Date.now().toString(36)}@`);

      /** Asks for the change, follows the link from the dev mailbox and confirms; checks the old address was told. */
      async function changeEmail(from: string, to: string): Promise<void> {
        await page.goto(brandUrl(account.key, '/account'));
        await page.getByRole('link', { name: 'E-mailadres wijzigen' }).click();
        await expect(page).toHaveURL(brandUrl(account.key, '/account/e-mailadres'));
        await islandsReady(page);
        await expectNoAxeViolations(page);
        await page.getByRole('textbox', { name: 'Nieuw e-mailadres' }).fill(to);
        await submit(page, 'Bevestigingslink versturen');
        await expect(page.getByTestId('email-change-sent')).toContainText(to);
        await expectNoAxeViolations(page);

        const mail = await newestMessageTo(page, account.key, to);
        expect(mail).toContain('24 uur geldig');
        const link = /https?:\/\/\S+\/account\/e-mail-bevestigen\?token=[\w-]+/.exec(mail)?.[0];
        expect(link).toBeDefined();
        await page.goto(link!);
        await expect(page.getByTestId('email-confirm-intro')).toContainText(to);
        await islandsReady(page);
        await expectNoAxeViolations(page);
        await page.getByRole('button', { name: 'Bevestigen' }).click();
        await expect(page.getByTestId('email-confirmed')).toContainText(to);
        await expectNoAxeViolations(page);

        // Single use: the same link again is refused in Dutch.
        await page.goto(link!);
        await expect(page.getByTestId('email-link-invalid')).toBeVisible();
        await expectNoAxeViolations(page);

        const notice = await newestMessageTo(page, account.key, from);
        expect(notice).toContain(`gewijzigd in ${to}`);
        await page.goto(brandUrl(account.key, '/account'));
        await expect(page.getByTestId('account-email')).toHaveText(to);
      }

      // A taken address gets the same answer as a free one, so the form never tells who has an account;
      // its owner is told by mail instead, without a link.
      const taken = 'jan.devries@example.nl';
      await page.goto(brandUrl(account.key, '/account/e-mailadres'));
      await islandsReady(page);
      await page.getByRole('textbox', { name: 'Nieuw e-mailadres' }).fill(taken);
      await submit(page, 'Bevestigingslink versturen');
      await expect(page.getByTestId('email-change-sent')).toContainText(taken);
      await expect(page.getByText('Dit e-mailadres hoort al bij een ander account.')).toHaveCount(0);
      await expectNoAxeViolations(page);
      const mailbox = await page.context().newPage();
      await mailbox.goto(brandUrl(account.key, '/dev/mailbox'));
      const ownerNotice = mailbox
        .locator('[data-mailbox-item]')
        .filter({ has: mailbox.locator('[data-mailbox-to]', { hasText: taken }) })
        .filter({ hasText: 'Iemand heeft gevraagd om dit e-mailadres te gebruiken voor een ander account' })
        .first();
      await expect(ownerNotice).toBeVisible();
      await expect(ownerNotice).not.toContainText('e-mail-bevestigen?token=');
      await mailbox.close();

      await changeEmail(account.email, newEmail);
      // Back again, so the demo account keeps its address.
      await changeEmail(newEmail, account.email);
    });
  });

  test(`${account.key} (${account.country}): the password changes through /api/pass after the current one is checked`, async ({
    page,
  }) => {
    // Its own sign-in: a new password may end the account's other sessions, the saved one included.
    await logIn(page, account.key, account.email);
    await page.getByRole('link', { name: 'Wachtwoord wijzigen' }).click();
    await expect(page).toHaveURL(brandUrl(account.key, '/account/wachtwoord'));
    await islandsReady(page);
    await expectNoAxeViolations(page);

    const current = page.getByLabel('Huidig wachtwoord', { exact: true });
    const next = page.getByLabel('Nieuw wachtwoord', { exact: true });

    await current.fill('niet-het-goede-wachtwoord');
    await next.fill('Een-nieuw-wachtwoord-2026');
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/pass'));
    await submit(page, 'Wachtwoord wijzigen');
    const answer = await refused;
    expect(answer.status()).toBe(422);
    expect(answer.headers()['x-trace-id']).toBeTruthy();
    await expect(
      page.locator('[data-part="error-text"]').getByText('Dit is niet je huidige wachtwoord.'),
    ).toBeVisible();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await current.fill(DEMO_PASSWORD);
    await next.fill('Een-nieuw-wachtwoord-2026');
    const changed = page.waitForResponse((response) => response.url().endsWith('/api/pass'));
    await submit(page, 'Wachtwoord wijzigen');
    expect((await changed).status()).toBe(204);
    await expect(page.getByText('Je wachtwoord is gewijzigd.')).toBeVisible();
    await expect(current).toHaveValue('');
    await expect(current).not.toHaveAttribute('aria-invalid');
    await expectNoAxeViolations(page);

    // Back again, so the demo account keeps the demo password.
    await current.fill('Een-nieuw-wachtwoord-2026');
    await next.fill(DEMO_PASSWORD);
    const restored = page.waitForResponse((response) => response.url().endsWith('/api/pass'));
    await submit(page, 'Wachtwoord wijzigen');
    expect((await restored).status()).toBe(204);
    await expect(page.getByText('Je wachtwoord is gewijzigd.')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
