/**
 * The moving service: on an NL newspaper (ad), an NL magazine (mar, in the app variant) and a BE
 * newspaper (hln) a move is submitted step by step — each step at its own URL under the step indicator — and shown
 * in the overview; refusals are shown in Dutch; a direct link to a later step goes back to the first; the app
 * variant has no header and footer; axe finds nothing at 375 and 1440 px. Moves are new rows each run, so the
 * assertions look for this run's move (its date and address) among any earlier ones.
 */
import { expect, test, type Page } from '@playwright/test';
import { brandUrl, clickSubmit, expectNoAxeViolations, signedInAs } from './helpers';

async function axeAtBothWidths(page: Page) {
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectNoAxeViolations(page);
}

function stepHeading(page: Page, name: string) {
  return page.locator('[data-moving-step]', { hasText: name });
}

/**
 * Clicks "Volgende stap" until the journey shows `url`. The portal swallows a second click on the same submit button
 * within a second, and a corrected step is often sent again within that second here.
 */
async function nextUntil(page: Page, url: string) {
  await expect(async () => {
    await clickSubmit(page.getByRole('button', { name: 'Volgende stap' }));
    await expect(page).toHaveURL(url, { timeout: 600 });
  }).toPass({ timeout: 10_000 });
}

/** The subscriptions and date steps: first refused in Dutch, then filled with the earliest allowed date. */
async function subscriptionsAndDate(page: Page, base: string): Promise<string> {
  await expect(page).toHaveURL(`${base}?stap=abonnementen`);
  await expect(stepHeading(page, 'Abonnementen')).toBeFocused();
  await clickSubmit(page.getByRole('button', { name: 'Volgende stap' }));
  await expect(
    page.getByText('Bevestig dat de verhuizing geldt voor alle abonnementen op je huidige adres.'),
  ).toBeVisible();
  await page.getByText('Ik bevestig dat de verhuizing geldt voor alle abonnementen op mijn huidige adres.').click();
  await nextUntil(page, `${base}?stap=datum`);

  const date = page.getByLabel('Verhuisdatum');
  const earliest = (await date.getAttribute('min')) ?? '';
  expect(earliest).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const tooSoon = new Date(`${earliest}T12:00:00Z`);
  tooSoon.setUTCDate(tooSoon.getUTCDate() - 1);
  await date.fill(tooSoon.toISOString().slice(0, 10));
  await clickSubmit(page.getByRole('button', { name: 'Volgende stap' }));
  await expect(page.getByText('op zijn vroegst 3 werkdagen na vandaag')).toBeVisible();
  await date.fill(earliest);
  await nextUntil(page, `${base}?stap=controle`);
  return earliest;
}

function longDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

test.describe('ad (NL newspaper)', () => {
  test.use(signedInAs('jan.devries@example.nl'));

  test('submits a move step by step and sees it in the overview', async ({ page }) => {
    // Four steps and ten axe scans (five states at two widths): more than the default 45 s when the other worker is busy.
    test.setTimeout(120_000);
    await page.goto(brandUrl('ad', '/verhuisservice'));
    await expect(page.getByRole('heading', { level: 1, name: 'Verhuisservice' })).toBeVisible();
    await expect(page.locator('[data-moving-loading], [data-moving-empty], [data-moving-item]').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /aanbod voor nieuwe bewoners/ })).toHaveAttribute('href', /verhuizen/);
    await axeAtBothWidths(page);

    await page.getByRole('link', { name: 'Verhuizing doorgeven' }).click();
    const base = brandUrl('ad', '/verhuisservice/doorgeven');
    await expect(page).toHaveURL(base);
    await expect(page.getByRole('list', { name: 'Stappen van je verhuizing' })).toBeVisible();
    await expect(stepHeading(page, 'Nieuw adres')).toBeVisible();

    // An address the lookup does not know, then one it does.
    await page.getByLabel('Postcode').fill('3011 ad');
    await page.getByLabel('Huisnummer').fill('41');
    await clickSubmit(page.getByRole('button', { name: 'Adres zoeken' }));
    await expect(page.getByText('We kunnen geen adres vinden bij deze postcode en dit huisnummer.')).toBeVisible();
    await axeAtBothWidths(page);
    await page.getByLabel('Huisnummer').fill('40');
    await clickSubmit(page.getByRole('button', { name: 'Adres zoeken' }));
    await expect(page.locator('[data-moving-new-address]')).toContainText('Coolsingel 40, 3011 AD Rotterdam');

    const earliest = await subscriptionsAndDate(page, base);
    const summary = page.locator('[data-moving-summary]');
    await expect(summary).toContainText('Coolsingel 40, 3011 AD Rotterdam');
    await expect(summary).toContainText(longDate(earliest, 'nl-NL'));
    await axeAtBothWidths(page);

    // Back and forth keeps what was entered.
    await page.goBack();
    await expect(page).toHaveURL(`${base}?stap=datum`);
    await expect(page.getByLabel('Verhuisdatum')).toHaveValue(earliest);
    await page.goForward();
    await expect(page).toHaveURL(`${base}?stap=controle`);

    // A double click makes one move (the button and the idempotency key).
    await page.getByRole('button', { name: 'Verhuizing doorgeven' }).dblclick();
    await expect(page.getByRole('heading', { name: 'Je verhuizing is doorgegeven' })).toBeVisible();
    await expect(page.getByText(`Vanaf ${longDate(earliest, 'nl-NL')} bezorgen we op Coolsingel 40`)).toBeVisible();
    await axeAtBothWidths(page);

    await page.getByRole('link', { name: 'Naar de verhuisservice' }).click();
    const item = page.locator('[data-moving-item]', { hasText: `Verhuizing per ${longDate(earliest, 'nl-NL')}` });
    await expect(item.filter({ hasText: 'Coolsingel 40, 3011 AD Rotterdam' }).first()).toBeVisible();
    await axeAtBothWidths(page);
  });

  test('a direct link to a later step starts at the first', async ({ page }) => {
    await page.goto(brandUrl('ad', '/verhuisservice/doorgeven?stap=controle'));
    await expect(page).toHaveURL(brandUrl('ad', '/verhuisservice/doorgeven'));
    await expect(stepHeading(page, 'Nieuw adres')).toBeVisible();
    // The form checks the postcode in Dutch before asking the server.
    await page.getByLabel('Postcode').fill('0123 AB');
    await page.getByLabel('Huisnummer').fill('1');
    await clickSubmit(page.getByRole('button', { name: 'Adres zoeken' }));
    await expect(page.getByText('Vul een geldige postcode in, zoals 1234 AB.')).toBeVisible();
  });
});

test.describe('mar (NL magazine) in the app', () => {
  test.use(signedInAs('anneke.jansen@example.nl'));

  test('the app variant has no header and footer and submits a move', async ({ page }) => {
    const base = brandUrl('mar', '/verhuisservice/app/doorgeven');
    await page.goto(base);
    await expect(stepHeading(page, 'Nieuw adres')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.getByLabel('Postcode').fill('1071 XX');
    await page.getByLabel('Huisnummer').fill('1');
    await clickSubmit(page.getByRole('button', { name: 'Adres zoeken' }));
    await expect(page.locator('[data-moving-new-address]')).toContainText('Museumstraat 1, 1071 XX Amsterdam');
    await subscriptionsAndDate(page, base);
    await axeAtBothWidths(page);
    await clickSubmit(page.getByRole('button', { name: 'Verhuizing doorgeven' }));
    await expect(page.getByRole('heading', { name: 'Je verhuizing is doorgegeven' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Naar de verhuisservice' })).toHaveCount(0);
    await axeAtBothWidths(page);
  });
});

test.describe('hln (BE newspaper)', () => {
  test.use(signedInAs('an.peeters@example.be'));

  test('types a Belgian address, is refused the current one in Dutch, and submits a new one', async ({ page }) => {
    // Six axe scans (three states at two widths) beside the journey itself.
    test.setTimeout(90_000);
    await page.goto(brandUrl('hln', '/verhuisservice/doorgeven'));
    const base = brandUrl('hln', '/verhuisservice/doorgeven');
    await expect(page.getByText('HLN levert alleen in België.')).toBeVisible();
    await page.getByLabel('Postcode').fill('0999');
    await page.getByLabel('Huisnummer').fill('78');
    await page.getByLabel('Straat').fill('Meir');
    await page.getByLabel('Gemeente').fill('Antwerpen');
    await clickSubmit(page.getByRole('button', { name: 'Volgende stap' }));
    await expect(page.getByText('Vul een geldige postcode in, zoals 1000.')).toBeVisible();
    await axeAtBothWidths(page);
    // The current address (Meir 78 bus 3) passes the form, but the server refuses it on submit.
    await page.getByLabel('Postcode').fill('2000');
    await page.getByLabel('Bus').fill('bus 3');
    await clickSubmit(page.getByRole('button', { name: 'Volgende stap' }));
    await subscriptionsAndDate(page, base);
    await clickSubmit(page.getByRole('button', { name: 'Verhuizing doorgeven' }));
    await expect(page.getByText('Dit is je huidige adres. Vul het adres in waar je naartoe verhuist.')).toBeVisible();
    await axeAtBothWidths(page);

    await page.getByRole('button', { name: 'Wijzig nieuw adres' }).first().click();
    await expect(page).toHaveURL(base);
    await page.getByLabel('Postcode').fill('9000');
    await page.getByLabel('Huisnummer').fill('56');
    await page.getByLabel('Bus').fill('b2');
    await page.getByLabel('Straat').fill('Veldstraat');
    await page.getByLabel('Gemeente').fill('Gent');
    // The later steps kept what was entered: straight through to the check.
    await nextUntil(page, `${base}?stap=abonnementen`);
    await nextUntil(page, `${base}?stap=datum`);
    await nextUntil(page, `${base}?stap=controle`);
    await clickSubmit(page.getByRole('button', { name: 'Verhuizing doorgeven' }));
    await expect(page.getByRole('heading', { name: 'Je verhuizing is doorgegeven' })).toBeVisible();
    await expect(
      page.getByText(/leveren we op Veldstraat 56 b2, 9000 Gent\. Je krijgt een bevestiging per e-mail\./),
    ).toBeVisible();

    await page.goto(brandUrl('hln', '/verhuisservice'));
    await expect(page.getByText(/dan leveren we HLN vanaf je verhuisdatum op je nieuwe adres/)).toBeVisible();
    await expect(page.locator('[data-moving-item]', { hasText: 'Veldstraat 56 B2, 9000 Gent' }).first()).toBeVisible();
    await axeAtBothWidths(page);
  });
});
