/**
 * The payment service on an NL brand (ad) and a BE brand (hln): the overview shows each subscription's
 * method; a change to direct debit (typed before the scripts have run, on ad) refuses an invalid IBAN (and one of
 * the other country) in Dutch and applies a valid one at once; a card change goes through the built-in test payment
 * page and ends in success (the status page, the overview) or failure (the method stays); the provider's status
 * callback sent twice more changes nothing. An account without subscriptions gets the empty state. axe finds nothing
 * on every screen at 375 and 1440 px. The demo subscriptions keep the method of the last run, so the assertions look
 * only at what this run did.
 */
import http from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { brandUrl, clickSubmit, expectNoAxeViolations, gotoWithScriptsHeld, logIn, PORT, signedInAs } from './helpers';

/**
 * The provider's status callback as Mollie sends it: server to server, form-encoded `id=…`, no origin; answers the
 * HTTP status.
 */
function statusCallback(brand: string, id: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = new URLSearchParams({ id }).toString();
    const request = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        path: '/api/payments/webhook',
        method: 'POST',
        headers: { host: `${brand}.localhost:${PORT}`, 'content-type': 'application/x-www-form-urlencoded' },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function axeAtBothWidths(page: Page) {
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectNoAxeViolations(page);
}

/** What direct debit and a card are called on the brand's country's screens. */
const METHOD_NAMES = {
  ad: { directDebit: 'Automatische incasso', card: 'Creditcard' },
  hln: { directDebit: 'Domiciliëring', card: 'Kredietkaart' },
} as const;

/** Opens the change screen of the brand's first subscription from the overview, by keyboard. */
async function openChange(page: Page, brand: keyof typeof METHOD_NAMES) {
  await page.goto(brandUrl(brand, '/betaalservice'));
  const link = page.locator('[data-payment-change]').first();
  await expect(link).toBeVisible();
  await axeAtBothWidths(page);
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/betaalservice/wijzigen/${brand}/[0-9a-f-]{36}$`));
  await expect(page.locator('[data-payment-form]')).toBeVisible();
  await expectFormBeforeScripts(page, METHOD_NAMES[brand].directDebit);
}

/**
 * The change screen's form is in the page's first HTML (the page gives the island the overview it read), so nothing
 * moves when the island's query answers: the same address in a browser with scripts off shows it.
 */
async function expectFormBeforeScripts(page: Page, directDebit: string) {
  const context = await page
    .context()
    .browser()!
    .newContext({
      storageState: await page.context().storageState(),
      javaScriptEnabled: false,
    });
  try {
    const plain = await context.newPage();
    await plain.goto(page.url());
    await expect(plain.getByRole('radio', { name: directDebit })).toBeChecked();
    await expect(plain.getByLabel('IBAN')).toBeVisible();
    // Not the island's loading block (the shell's navigation overlay holds the same words, hidden, on every page).
    await expect(plain.locator('[data-payment-loading]')).toHaveCount(0);
  } finally {
    await context.close();
  }
}

/** Submits the form until the answer shows (a second click within a second is swallowed). */
async function submitUntil(page: Page, button: RegExp, shown: ReturnType<Page['locator']>) {
  await expect(async () => {
    await clickSubmit(page.getByRole('button', { name: button }));
    await expect(shown).toBeVisible({ timeout: 1500 });
  }).toPass({ timeout: 10_000 });
}

async function payOnTestPage(page: Page, outcome: RegExp, card: string = METHOD_NAMES.ad.card): Promise<string> {
  await page.getByRole('radio', { name: card }).check({ force: true });
  await clickSubmit(page.getByRole('button', { name: 'Verder naar betalen' }));
  await expect(page).toHaveURL(/\/betaalservice\/testbetaling\/tr_/);
  const paymentId = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { name: 'Testbetaling' })).toBeVisible();
  await expectNoAxeViolations(page);
  await clickSubmit(page.getByRole('button', { name: outcome }));
  return paymentId;
}

test.describe('on AD (NL)', () => {
  // Both tests change the same demo subscription: one after the other.
  test.describe.configure({ mode: 'serial' });
  test.use(signedInAs('jan.devries@example.nl'));

  test('direct debit typed before the scripts ran: an invalid IBAN is refused in Dutch, a valid one applied at once', async ({
    page,
  }) => {
    await openChange(page, 'ad');
    await axeAtBothWidths(page);
    // Filled in before the scripts have run (a slow phone): once they have, the form sends what was typed.
    const release = await gotoWithScriptsHeld(page, page.url());
    const submit = page.getByRole('button', { name: 'Betaalwijze wijzigen' });
    await expect(submit).toBeDisabled();
    await page.getByRole('radio', { name: 'Automatische incasso' }).check({ force: true });
    await page.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 01');
    await page.getByLabel('Naam rekeninghouder').fill('J. de Vries');
    await release();
    await expect(submit).toBeEnabled();
    await expect(page.getByLabel('IBAN')).toHaveValue('NL91 ABNA 0417 1643 01');
    await expect(page.getByLabel('Naam rekeninghouder')).toHaveValue('J. de Vries');
    await clickSubmit(submit);
    await expect(page.locator('[data-part="error-text"]').getByText('Vul een geldig IBAN in')).toBeVisible();
    await expect(page.getByLabel('IBAN')).toHaveAttribute('aria-invalid', 'true');
    await axeAtBothWidths(page);

    await page.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 00');
    const done = page.locator('[data-payment-done-message]');
    await submitUntil(page, /^Betaalwijze wijzigen$/, done);
    await expect(done).toContainText('NL91 **** 00');
    await axeAtBothWidths(page);
    await page.goto(brandUrl('ad', '/betaalservice'));
    const item = page.locator('[data-payment-item]').first();
    await expect(item.locator('[data-payment-method]')).toHaveText('Automatische incasso');
    await expect(item.locator('[data-payment-account]')).toHaveText('NL91 **** 00');
    await expect(item.locator('[data-payment-mandate]')).toHaveText(/^MO\d{9}[0-9A-F]{8}$/);
  });

  test('a card through the test payment page ends in success; its status callback twice more changes nothing', async ({
    page,
  }) => {
    await page.goto(brandUrl('ad', '/betaalservice'));
    const item = page.locator('[data-payment-item]').first();
    await item.locator('[data-payment-change]').click();
    const paymentId = await payOnTestPage(page, /^Betaling gelukt$/);
    await expect(page).toHaveURL(brandUrl('ad', '/betaalservice/wijzigen/status/gelukt'));
    await expect(page.getByRole('heading', { name: 'Je betaalwijze is gewijzigd' })).toBeVisible();
    await axeAtBothWidths(page);

    // The provider's callback arrives twice more: both answered, nothing changes.
    expect(await statusCallback('ad', paymentId)).toBe(200);
    expect(await statusCallback('ad', paymentId)).toBe(200);
    expect(await statusCallback('ad', 'tr_onbekend')).toBe(404);
    await page.goto(brandUrl('ad', '/betaalservice'));
    await expect(item.locator('[data-payment-method]')).toHaveText('Creditcard');
    await expect(item.locator('[data-payment-account]')).toHaveText('**** **** **** 4242');
    // Confirmed by e-mail (the development mailbox shows what was sent).
    await page.goto(brandUrl('ad', '/dev/mailbox'));
    await expect(
      page
        .locator('[data-mailbox-item]')
        .filter({ hasText: 'jan.devries@example.nl' })
        .filter({ hasText: /Je betaalwijze bij .+ is gewijzigd/ })
        .first(),
    ).toBeVisible();
    // The test page of a finished payment offers no second outcome.
    await page.goto(brandUrl('ad', `/betaalservice/testbetaling/${paymentId}`));
    await expect(page.getByText('Deze testbetaling is al afgerond.')).toBeVisible();
  });
});

test.describe('on AD without subscriptions', () => {
  // Sanne is the account-details journeys' subscriber: their lock keeps them from changing her meanwhile, and her own
  // sign-in here, because their new password may have ended the saved session.
  test.describe.configure({ lock: 'account-details' });

  test('the overview and the change say there is nothing to change', async ({ page }) => {
    await logIn(page, 'ad', 'sanne.visser@example.nl', '/betaalservice/wijzigen');
    await expect(page.locator('[data-payment-empty]')).toContainText('Je hebt geen lopend abonnement');
    await axeAtBothWidths(page);
  });
});

test.describe('on HLN (BE)', () => {
  test.use(signedInAs('an.peeters@example.be'));

  test('a Dutch IBAN is refused, a Belgian one applied; a failed card payment leaves direct debit', async ({
    page,
  }) => {
    await openChange(page, 'hln');
    await page.getByRole('radio', { name: 'Domiciliëring' }).check({ force: true });
    await page.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 00');
    await page.getByLabel('Naam rekeninghouder').fill('An Peeters');
    await clickSubmit(page.getByRole('button', { name: 'Betaalwijze wijzigen' }));
    await expect(
      page.locator('[data-part="error-text"]').getByText('Vul een Belgisch IBAN in (het begint met BE).'),
    ).toBeVisible();
    // A mistyped IBAN is refused with a Belgian example.
    await page.getByLabel('IBAN').fill('BE68 5390 0754 7035');
    await clickSubmit(page.getByRole('button', { name: 'Betaalwijze wijzigen' }));
    await expect(
      page
        .locator('[data-part="error-text"]')
        .getByText('Vul een geldig IBAN in, zoals BE68 5390 0754 7034. Controleer de cijfers nog eens.'),
    ).toBeVisible();
    await page.getByLabel('IBAN').fill('BE68 5390 0754 7034');
    const done = page.locator('[data-payment-done-message]');
    await submitUntil(page, /^Betaalwijze wijzigen$/, done);
    await expect(done).toContainText('BE68 **** 34');

    await page.goto(brandUrl('hln', '/betaalservice'));
    const item = page.locator('[data-payment-item]').first();
    await expect(item.locator('[data-payment-method]')).toHaveText('Domiciliëring');
    await item.locator('[data-payment-change]').click();
    await payOnTestPage(page, /^Betaling mislukt$/, METHOD_NAMES.hln.card);
    await expect(page).toHaveURL(brandUrl('hln', '/betaalservice/wijzigen/status/mislukt'));
    await expect(page.getByRole('heading', { name: 'Je betaalwijze is niet gewijzigd' })).toBeVisible();
    await axeAtBothWidths(page);
    await page.goto(brandUrl('hln', '/betaalservice'));
    await expect(item.locator('[data-payment-method]')).toHaveText('Domiciliëring');
    await expect(item.locator('[data-payment-account]')).toHaveText('BE68 **** 34');
  });
});
