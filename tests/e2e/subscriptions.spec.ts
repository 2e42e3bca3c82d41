/**
 * The subscriptions area on one NL and one BE brand: the overview of the linked subscriptions (the
 * brand's own first) and a detail screen; linking a subscription of the publisher's records by number and postcode
 * by keyboard, with its refusals (unknown number, postcode mismatch, already linked); changing the linked
 * subscription's e-mail address (it changes once the link mailed to the new address is confirmed) and holder;
 * unlinking it again, so the next run (and every other journey) finds the demo data as seeded
 * (src/server/db/seed-subscriptions.ts). axe at 375 and 1440 px on every screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { brandUrl, expectNoAxeViolations, pressEnterToSubmit, signedInAs } from './helpers';

const BRANDS = [
  {
    key: 'ad',
    country: 'nl',
    email: 'jan.devries@example.nl',
    name: 'AD',
    seeded: { number: '100000001', postcode: '3015 BH', otherPostcode: '1012 LG', title: 'AD Zaterdagkrant' },
    postcodeLabel: 'Postcode van je bezorgadres',
  },
  {
    key: 'hln',
    country: 'be',
    email: 'an.peeters@example.be',
    name: 'HLN',
    seeded: { number: '200000001', postcode: '2000', otherPostcode: '9000', title: 'HLN Weekendkrant' },
    postcodeLabel: 'Postcode van je leveringsadres',
  },
] as const;

/** axe finds nothing on the page as a phone (375 px) and as a desktop (1440 px) shows it. */
async function expectAccessibleAtBothWidths(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectNoAxeViolations(page);
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

for (const brand of BRANDS) {
  test.describe(`${brand.key} (${brand.country})`, () => {
    test.use(signedInAs(brand.email));

    test('sees the subscriptions, the brand’s own first, and a detail', async ({ page }) => {
      // The first HTML already holds the list and the detail (the page ran the island's query), not a loading state
      // (the commercial offers below the list still load theirs).
      await page.goto(brandUrl(brand.key, '/abonnementen'));
      const firstHtml = (path: string) => page.evaluate(async (url) => (await fetch(url)).text(), path);
      const overviewHtml = await firstHtml('/abonnementen');
      expect(overviewHtml).toContain('data-testid="subscription-list"');
      expect(overviewHtml).toMatch(/data-subscription="\d{9}"/);
      const detailId = /href="\/abonnementen\/details\/([0-9a-f-]{36})"/.exec(overviewHtml)?.[1];
      const detailHtml = await firstHtml(`/abonnementen/details/${detailId}`);
      expect(detailHtml).toContain('data-testid="subscription-number"');
      expect(detailHtml).not.toContain('aria-busy="true"');

      await expect(page.getByRole('heading', { level: 1, name: 'Mijn abonnementen' })).toBeVisible();
      const cards = page.locator('[data-subscription]');
      await expect(cards.first()).toBeVisible();
      await expect(cards.first()).toContainText(`${brand.name} ·`);
      await expect(cards.first().getByText('Startdatum')).toBeVisible();
      await expect(cards.first().getByText('Betaalwijze')).toBeVisible();
      await expect(cards.first().getByTestId('subscription-state')).toBeVisible();
      expect(await cards.count()).toBeGreaterThanOrEqual(2);
      // The brand shows commercial banners: the CMS banner of its configuration and the offers choice per channel.
      await expect(page.locator('[data-commercial-banner]')).toBeVisible();
      const offers = page.getByTestId('commercial-offers');
      await offers.scrollIntoViewIfNeeded();
      await expect(offers.getByRole('switch')).toHaveCount(3);
      await expectAccessibleAtBothWidths(page);

      const title = (await cards.first().getByRole('heading', { level: 2 }).textContent())!;
      await cards
        .first()
        .getByRole('link', { name: `Bekijk details van ${title}` })
        .click();
      await expect(page).toHaveURL(/\/abonnementen\/details\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await expect(page.getByTestId('subscription-number')).toContainText(/\d{9}/);
      await expect(page.getByRole('heading', { name: 'E-mailadres van dit abonnement' })).toBeVisible();
      await expectAccessibleAtBothWidths(page);

      // An id that is not one of the account's subscriptions is simply not found.
      await page.goto(brandUrl(brand.key, '/abonnementen/details/00000000-0000-4000-8000-000000000000'));
      await expect(page.getByTestId('subscription-not-found')).toBeVisible();
    });

    test('links a subscription by number and postcode, with the refusals, and unlinks it again', async ({ page }) => {
      test.setTimeout(60_000);
      const { seeded } = brand;
      // An earlier run that failed halfway may have left it linked: unlink it first.
      await page.goto(brandUrl(brand.key, '/abonnementen'));
      await expect(page.locator('[data-subscription]').first()).toBeVisible();
      const leftOver = page.locator(`[data-subscription="${seeded.number}"]`);
      if ((await leftOver.count()) > 0) {
        await leftOver.getByRole('link', { name: /Bekijk details/ }).click();
        await page.getByRole('button', { name: 'Ontkoppelen' }).click();
        await page.getByRole('button', { name: 'Ja, ontkoppelen' }).click();
        await expect(page.getByTestId('subscription-unlinked')).toBeVisible();
        await page.goto(brandUrl(brand.key, '/abonnementen'));
      }

      await page.getByRole('link', { name: 'Abonnement koppelen' }).click();
      await expect(page).toHaveURL(brandUrl(brand.key, '/abonnementen/koppelen'));
      await expect(page.getByRole('heading', { level: 1, name: 'Abonnement koppelen' })).toBeVisible();
      const number = page.getByLabel('Abonnementsnummer');
      const postcode = page.getByLabel(brand.postcodeLabel);
      const submit = page.getByRole('button', { name: 'Koppelen' });
      await expect(submit).toBeEnabled();
      await expectAccessibleAtBothWidths(page);

      // By keyboard: type, Tab to the postcode, Enter sends.
      async function send(numberText: string, postcodeText: string) {
        await number.fill('');
        await number.focus();
        await page.keyboard.type(numberText);
        await page.keyboard.press('Tab');
        await expect(postcode).toBeFocused();
        await postcode.fill('');
        await page.keyboard.type(postcodeText);
        await pressEnterToSubmit(page);
      }

      await send('999 999 999', seeded.postcode);
      // Beside the field and in the error summary, which takes focus.
      await expect(
        page.locator('[data-part="error-text"]').getByText('We kennen dit abonnementsnummer niet.'),
      ).toBeVisible();
      await expect(number).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('section[data-error-summary]')).toBeFocused();

      await send(seeded.number, seeded.otherPostcode);
      await expect(
        page.locator('[data-part="error-text"]').getByText('Deze postcode hoort niet bij dit abonnement.'),
      ).toBeVisible();
      await expect(postcode).toHaveAttribute('aria-invalid', 'true');
      await expectAccessibleAtBothWidths(page);

      await send(seeded.number, seeded.postcode);
      const done = page.getByTestId('link-done');
      await expect(done).toContainText(`${seeded.title} is gekoppeld aan je account.`);
      await expectAccessibleAtBothWidths(page);

      // The same subscription once more: it is linked already.
      await page.goto(brandUrl(brand.key, '/abonnementen/koppelen'));
      await expect(submit).toBeEnabled();
      await send(seeded.number, seeded.postcode);
      await expect(
        page.locator('[data-part="error-text"]').getByText('Dit abonnement is al gekoppeld aan een account.'),
      ).toBeVisible();

      // It is in the overview now, ending on its end date; its detail screen changes e-mail and holder.
      await page.goto(brandUrl(brand.key, '/abonnementen'));
      const card = page.locator(`[data-subscription="${seeded.number}"]`);
      await expect(card.getByTestId('subscription-state')).toHaveText('Loopt af op 6 januari 2035');
      await card.getByRole('link', { name: `Bekijk details van ${seeded.title}` }).click();
      await expect(page.getByTestId('subscription-number')).toContainText(seeded.number);

      const newEmail = `abonnee-${Date.now()}@example.${brand.country}`;
      await page.getByRole('button', { name: 'E-mailadres van dit abonnement wijzigen' }).click();
      const emailField = page.getByRole('textbox', { name: 'E-mailadres' });
      await expect(emailField).toBeFocused();
      await emailField.fill('geen-adres');
      await pressEnterToSubmit(page);
      await expect(emailField).toHaveAttribute('aria-invalid', 'true');
      await emailField.fill(newEmail);
      await pressEnterToSubmit(page);
      // The new address gets a confirmation link; until it is opened the subscription keeps its address.
      await expect(page.getByText(`We hebben een bevestigingslink gestuurd naar ${newEmail}.`)).toBeVisible();
      await expect(page.getByTestId('subscription-email')).not.toContainText(newEmail);
      const detailUrl = page.url();
      const mail = await newestMessageTo(page, brand.key, newEmail);
      const link = /https?:\/\/\S+\/abonnementen\/e-mail-bevestigen\?token=[\w-]+/.exec(mail)?.[0];
      expect(link, 'the confirmation mail carries the link').toBeTruthy();
      await page.goto(link!);
      await expect(page.getByTestId('subscription-email-confirm-intro')).toContainText(newEmail);
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
      await page.getByRole('button', { name: 'Bevestigen' }).click();
      await expect(page.getByTestId('subscription-email-confirmed')).toContainText(newEmail);
      await expect(page.getByTestId('subscription-email-confirmed')).toBeFocused();
      await expectNoAxeViolations(page);
      await page.goto(detailUrl);
      await expect(page.getByTestId('subscription-email')).toContainText(newEmail);

      await page.getByRole('button', { name: 'Gegevens van de abonnee wijzigen' }).click();
      await page.getByRole('textbox', { name: 'Voornaam' }).fill('Lotte');
      await page.getByRole('textbox', { name: 'Achternaam' }).fill(`Test ${brand.key}`);
      await page.getByRole('button', { name: 'Opslaan' }).click();
      await expect(page.getByTestId('subscription-holder-name')).toContainText(`Lotte Test ${brand.key}`);
      await expectAccessibleAtBothWidths(page);

      await page.getByRole('button', { name: 'Ontkoppelen' }).click();
      await expect(page.getByTestId('unlink-confirm')).toBeFocused();
      await page.getByRole('button', { name: 'Ja, ontkoppelen' }).click();
      await expect(page.getByTestId('subscription-unlinked')).toBeVisible();
      await page.goto(brandUrl(brand.key, '/abonnementen'));
      await expect(page.locator('[data-subscription]').first()).toBeVisible();
      await expect(page.locator(`[data-subscription="${seeded.number}"]`)).toHaveCount(0);
    });
  });
}
