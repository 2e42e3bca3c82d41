/**
 * Shared access: on one NL and one BE brand the owner invites a co-reader by keyboard, the co-reader —
 * not signed in — follows the mailed link from the dev mailbox, signs in, comes back to the link and accepts; the
 * owner sees the co-reader appear, revokes an invitation and the co-reader, and sees the overview refresh each time.
 * Also: the load failure with "Probeer opnieuw", a used and an expired link as refusal pages, and axe at 375 and
 * 1440 px on every screen.
 *
 * The owners (Jan de Vries on AD, An Peeters on HLN) start from the saved sign-in; their newspapers have digital
 * access and no co-readers in the seed, and every change is undone at the end (co-readers and invitations revoked).
 * The co-readers (Noor Hendriks, Daan Smit) sign in themselves and are not signed in as by other journeys that end
 * sessions.
 */
import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { brandUrl, expectNoAxeViolations, logIn, pressEnterToSubmit, signedInAs, type SignedInEmail } from './helpers';

const JOURNEYS = [
  {
    key: 'ad',
    country: 'nl',
    owner: 'jan.devries@example.nl',
    ownerName: 'Jan de Vries',
    title: 'AD Krant maandag t/m zaterdag',
    reader: 'noor.hendriks@example.nl',
    readerName: 'Noor Hendriks',
    accept: 'Uitnodiging accepteren',
  },
  {
    key: 'hln',
    country: 'be',
    owner: 'an.peeters@example.be',
    ownerName: 'An Peeters',
    title: 'HLN Krant maandag t/m zaterdag',
    reader: 'daan.smit@example.nl',
    readerName: 'Daan',
    accept: 'Uitnodiging aanvaarden',
  },
] as const satisfies ReadonlyArray<{ owner: SignedInEmail } & Record<string, string>>;

/** The key of a seeded invitation (src/server/db/seed-shared-access.ts `seedInviteKey`). */
function seedInviteKey(name: string): string {
  return createHash('sha256').update(`mijn-omgeving:seed-invite:${name}`).digest('base64url');
}

/** The invitation link of the newest dev-mailbox message to `recipient`. */
async function mailedLink(page: Page, brandKey: string, recipient: string): Promise<string> {
  const mailbox = await page.context().newPage();
  try {
    await mailbox.goto(brandUrl(brandKey, '/dev/mailbox'));
    const item = mailbox
      .locator('[data-mailbox-item]')
      .filter({ has: mailbox.locator('[data-mailbox-to]', { hasText: recipient }) })
      .first();
    const text = (await item.locator('[data-mailbox-text]').textContent()) ?? '';
    const link = /https?:\/\/\S+\/abonnementen\/uitnodiging\/[A-Za-z0-9_-]{43}/.exec(text)?.[0];
    if (!link) throw new Error(`No invitation link in the mail to ${recipient}: ${text}`);
    return link;
  } finally {
    await mailbox.close();
  }
}

/** Waits until every island on the page is hydrated (Astro drops `ssr` from an island once it hydrated). */
async function islandsReady(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** axe finds nothing at 375 px (the portal's fixed mobile width) and at 1440 px (desktop). */
async function axeAtBothWidths(page: Page): Promise<void> {
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectNoAxeViolations(page);
}

for (const journey of JOURNEYS) {
  test.describe(`${journey.key} (${journey.country})`, () => {
    test.use(signedInAs(journey.owner));
    // Two browsers and seven screens, each checked by axe at two widths: more than the default 45 s on a busy machine.
    test.describe.configure({ timeout: 90_000 });

    test('invite a co-reader, accept through the mailed link as a second account, revoke', async ({
      page,
      browser,
    }) => {
      // The overview fails to load once (a 4xx is not retried), then loads with "Probeer opnieuw".
      let failOnce = true;
      await page.route(/\/api\/graphql/, async (route) => {
        const request = route.request();
        const isOverview = `${request.url()} ${request.postData() ?? ''}`.includes('SasOverview');
        if (failOnce && isOverview) {
          failOnce = false;
          await route.fulfill({ status: 400, contentType: 'application/json', body: '{"errors":[]}' });
        } else {
          await route.continue();
        }
      });
      await page.goto(brandUrl(journey.key, '/abonnementen/delen'));
      await expect(page.getByRole('heading', { level: 1, name: 'Abonnement delen' })).toBeVisible();
      await islandsReady(page);
      const retry = page.getByRole('button', { name: 'Probeer opnieuw' });
      await expect(page.getByText('Helaas, deze inhoud kan niet geladen worden.')).toBeVisible();
      await retry.click();
      await page.unroute(/\/api\/graphql/);

      const card = page.locator('[data-sas-subscription]', { hasText: journey.title });
      await expect(card.getByRole('heading', { level: 2, name: journey.title })).toBeVisible();
      // Start clean: what an earlier run on the same data folder left (it stopped halfway) is revoked first.
      const revokeButtons = card.getByRole('button', { name: /intrekken$|verwijderen als meelezer$/ });
      for (let left = await revokeButtons.count(); left > 0; left -= 1) {
        await revokeButtons.first().focus();
        await pressEnterToSubmit(page);
        await expect(revokeButtons).toHaveCount(left - 1);
      }
      await expect(card.locator('[data-sas-places]')).toHaveText('Nog 3 van 3 plaatsen vrij');
      await expect(card.getByText('Er leest nog niemand mee.')).toBeVisible();
      await axeAtBothWidths(page);

      // By keyboard: the own address is refused with a Dutch message beside the field.
      const email = card.getByRole('textbox', { name: 'E-mailadres van de meelezer' });
      await email.focus();
      await page.keyboard.type(journey.owner);
      await pressEnterToSubmit(page);
      // Beside the field and in the error summary, which takes focus.
      await expect(
        card.locator('[data-part="error-text"]').getByText('Dit is je eigen e-mailadres. Nodig iemand anders uit.'),
      ).toBeVisible();
      await expect(card.locator('section[data-error-summary]')).toBeFocused();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await axeAtBothWidths(page);

      // Invite the co-reader and a second address; the overview refreshes after each.
      await email.fill(journey.reader);
      await pressEnterToSubmit(page);
      await expect(page.getByText(`We hebben een uitnodiging gestuurd naar ${journey.reader}.`)).toBeVisible();
      await expect(card.locator('[data-sas-places]')).toHaveText('Nog 2 van 3 plaatsen vrij');
      await expect(card.locator('[data-sas-invite]', { hasText: journey.reader })).toBeVisible();
      const extra = `extra.${journey.key}@example.nl`;
      await email.fill(extra);
      await pressEnterToSubmit(page);
      await expect(card.locator('[data-sas-places]')).toHaveText('Nog 1 van 3 plaatsen vrij');
      await expect(card.getByText('Er staan geen uitnodigingen open.')).toHaveCount(0);

      // Revoke the second invitation by keyboard.
      await card.getByRole('button', { name: `Uitnodiging voor ${extra} intrekken` }).focus();
      await pressEnterToSubmit(page);
      await expect(
        page.getByText('De uitnodiging is ingetrokken. De link in de e-mail werkt niet meer.'),
      ).toBeVisible();
      await expect(card.locator('[data-sas-places]')).toHaveText('Nog 2 van 3 plaatsen vrij');
      await expect(card.locator('[data-sas-invite]', { hasText: extra })).toHaveCount(0);

      // The co-reader, not signed in, follows the mailed link: sign in first, then back to the link.
      const link = await mailedLink(page, journey.key, journey.reader);
      const linkPath = new URL(link).pathname;
      const readerContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
      const reader = await readerContext.newPage();
      await logIn(reader, journey.key, journey.reader, linkPath);
      await expect(reader.getByRole('heading', { level: 1, name: 'Uitnodiging om mee te lezen' })).toBeVisible();
      await expect(
        reader.getByText(`${journey.ownerName} nodigt je uit om mee te lezen met ${journey.title}.`),
      ).toBeVisible();
      await islandsReady(reader);
      await axeAtBothWidths(reader);
      await reader.getByRole('button', { name: journey.accept }).focus();
      await pressEnterToSubmit(reader);
      await expect(
        reader.getByText(`Gelukt! Je leest nu mee met ${journey.title} van ${journey.ownerName}.`),
      ).toBeVisible();
      await axeAtBothWidths(reader);

      // The co-reader's overview: nothing of their own to share (the empty state), read-only whose they read along on.
      await reader.getByRole('link', { name: 'Naar je meelezers-overzicht' }).click();
      await expect(reader).toHaveURL(brandUrl(journey.key, '/abonnementen/delen'));
      await expect(reader.getByRole('heading', { name: 'Je hebt geen abonnement om te delen' })).toBeVisible();
      await expect(reader.locator('[data-sas-shared-with-me]')).toContainText(
        `${journey.title} van ${journey.ownerName}`,
      );
      await expect(reader.getByRole('button', { name: /verwijderen|intrekken/i })).toHaveCount(0);
      await islandsReady(reader);
      await axeAtBothWidths(reader);

      // The link works once.
      await reader.goto(link);
      await expect(reader.getByRole('heading', { name: 'Deze uitnodiging kun je niet gebruiken' })).toBeVisible();
      await expect(reader.getByText('Deze uitnodiging is al gebruikt.')).toBeVisible();

      // The owner sees the co-reader instead of the invitation, and revokes them.
      await page.reload();
      await islandsReady(page);
      const coReader = card.locator('[data-sas-co-reader]', { hasText: journey.readerName });
      await expect(coReader).toBeVisible();
      await expect(card.getByText('Er staan geen uitnodigingen open.')).toBeVisible();
      await expect(card.locator('[data-sas-places]')).toHaveText('Nog 2 van 3 plaatsen vrij');
      await axeAtBothWidths(page);
      await coReader.getByRole('button', { name: `${journey.readerName} verwijderen als meelezer` }).focus();
      await pressEnterToSubmit(page);
      await expect(page.getByText('De meelezer is verwijderd.')).toBeVisible();
      await expect(card.locator('[data-sas-places]')).toHaveText('Nog 3 van 3 plaatsen vrij');
      await expect(card.getByText('Er leest nog niemand mee.')).toBeVisible();

      // The co-reader no longer reads along.
      await reader.goto(brandUrl(journey.key, '/abonnementen/delen'));
      await expect(reader.getByRole('heading', { name: 'Je hebt geen abonnement om te delen' })).toBeVisible();
      await expect(reader.locator('[data-sas-shared-with-me]')).toHaveCount(0);
      await readerContext.close();

      // An expired invitation of the seed: its own Dutch page.
      await page.goto(brandUrl(journey.key, `/abonnementen/uitnodiging/${seedInviteKey(`${journey.key}-expired`)}`));
      await expect(page.getByRole('heading', { name: 'Deze uitnodiging kun je niet gebruiken' })).toBeVisible();
      await expect(page.getByText(/Deze uitnodiging is verlopen/)).toBeVisible();
      await islandsReady(page);
      await axeAtBothWidths(page);
    });
  });
}
