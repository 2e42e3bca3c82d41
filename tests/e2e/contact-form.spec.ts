/**
 * The contact form, opening hours and chat widget on an NL newspaper (ad) and a BE newspaper (hln):
 * the contact page shows today's hours (worked out in the browser) and offers the form; the chat widget offers the
 * form (no messaging provider is configured in the test portal); a sub-topic first suggests the self-service screen
 * that solves it; a real file is uploaded and judged by its content — an .exe named .png is refused in Dutch; the
 * confirmation shows the case number and the mail is in the development mailbox; the in-app form has no header and
 * keeps a topic chosen before its scripts ran; axe finds nothing at 375 px. Cases are new rows each run, so the
 * assertions look for this run's case number. The general flags that hide the form are tried in preview mode, on
 * the draft copy of the flags: the newspaper flag is on there already; the opening-hours flag is switched on in the
 * draft by the journey that needs it, under the exclusive lock, with the browser's clock fixed inside and outside the
 * opening hours.
 */
import { expect, test, type Page } from '@playwright/test';
import { publicHolidays } from '../../src/shared/working-days';
import {
  brandUrl,
  clickSubmit,
  contentLake,
  EXCLUSIVE,
  expectNoAxeViolations,
  gotoWithScriptsHeld,
  signedInAs,
} from './helpers';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A minimal PDF document. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** The start of a Windows executable (MZ and PE headers), sent as a PNG. */
function executable(): Buffer {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}

/** Chooses an option of one of the form's radio groups by its visible text. */
async function choose(page: Page, label: string, option: string) {
  const group = page.getByRole('radiogroup', { name: label });
  await group.getByText(option, { exact: true }).click();
  await expect(group.getByRole('radio', { name: option, exact: true })).toBeChecked();
}

async function hydrated(page: Page) {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** Answers the consent banner (fixed at the bottom, over the form and the chat button) once per browser. */
async function refuseCookies(page: Page) {
  await page.locator('[data-consent-banner]').getByRole('button', { name: 'Alleen noodzakelijke cookies' }).click();
  await expect(page.locator('[data-consent-banner]')).toBeHidden();
}

for (const brand of [
  { key: 'ad', email: 'jan.devries@example.nl', delivery: 'Bezorging', service: 'klantenservice' },
  { key: 'hln', email: 'an.peeters@example.be', delivery: 'Levering', service: 'klantendienst' },
] as const) {
  test.describe(`${brand.key}`, () => {
    test.use(signedInAs(brand.email));

    test('the contact page shows today’s hours and the chat widget offers the form', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(brandUrl(brand.key, '/klantenservice/contact'));
      await refuseCookies(page);
      await expect(
        page.getByText(
          /^(Nu gesloten\. )?Vandaag (bereikbaar van \d{1,2}\.\d{2} tot \d{1,2}\.\d{2} uur|zijn we gesloten)$/,
        ),
      ).toBeVisible();
      const formLink = page.locator('main').getByRole('link', { name: 'Naar het contactformulier' }).first();
      await expect(formLink).toHaveAttribute('href', '/klantenservice/contact/formulier');

      const chat = page.getByRole('button', { name: `Chat met de ${brand.service}` });
      await expect(chat).toBeVisible();
      await chat.click();
      await expect(chat).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator('[data-chat-panel]');
      await expect(panel.getByRole('heading', { name: `Chat met de ${brand.service}` })).toBeVisible();
      // No messaging provider is configured here: within the hours and outside them the widget offers the form.
      await expect(
        panel.getByText(/Chatten kan op dit moment niet|De chat is nu gesloten/).filter({ visible: true }),
      ).toHaveCount(1);
      await expectNoAxeViolations(page);
      await panel.getByRole('link', { name: 'Naar het contactformulier' }).click();
      await expect(page).toHaveURL(brandUrl(brand.key, '/klantenservice/contact/formulier'));
    });

    test('a sub-topic suggests the self-service screen; the form sends a file and gives a case number', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(brandUrl(brand.key, '/klantenservice/contact/formulier'));
      await expect(page.getByRole('heading', { level: 1, name: 'Contactformulier' })).toBeAttached();
      await refuseCookies(page);
      await hydrated(page);

      await choose(page, 'Waar gaat je vraag over?', brand.delivery);
      await choose(page, 'Onderwerp', 'Ik ga verhuizen');
      const selfService = page.locator('[data-self-service]');
      await expect(selfService.getByRole('heading', { name: 'Dit kun je direct zelf regelen' })).toBeVisible();
      await expect(selfService.getByRole('link', { name: 'Regel het zelf' })).toHaveAttribute(
        'href',
        '/verhuisservice/doorgeven',
      );
      await expect(page.getByLabel('Je bericht')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await selfService.getByRole('button', { name: 'Toch een bericht sturen' }).click();

      const message = page.getByLabel('Je bericht');
      await message.fill('Ik verhuis volgende maand naar het buitenland. Kan mijn abonnement mee?');
      const files = page.getByLabel('Bijlage toevoegen');
      await files.setInputFiles({ name: 'huurcontract.png', mimeType: 'image/png', buffer: PNG });
      const list = page.getByRole('list', { name: 'Gekozen bijlagen' });
      await expect(list.getByRole('listitem').filter({ hasText: 'huurcontract.png' })).toContainText('Geüpload');
      // A second attachment, a PDF.
      await files.setInputFiles({ name: 'uittreksel.pdf', mimeType: 'application/pdf', buffer: PDF });
      await expect(list.getByRole('listitem').filter({ hasText: 'uittreksel.pdf' })).toContainText('Geüpload');

      // An executable named .png is refused by its content, in Dutch.
      await files.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: executable() });
      await expect(list.getByRole('listitem').filter({ hasText: 'foto.png' })).toContainText('Niet gelukt');
      await expect(page.getByText('foto.png: Dit bestand is geen PNG, JPEG, GIF of PDF.')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'foto.png verwijderen' }).click();
      await expect(page.getByText('Dit bestand is geen PNG, JPEG, GIF of PDF.')).toHaveCount(0);

      await clickSubmit(page.getByRole('button', { name: 'Bericht versturen' }));
      const confirmation = page.locator('[data-contact-confirmation]');
      await expect(confirmation.getByRole('heading', { name: 'Bedankt voor je bericht' })).toBeVisible();
      const caseNumber = await confirmation.locator('[data-case-number]').getAttribute('data-case-number');
      expect(caseNumber).toMatch(/^CS-\d{6}-\d{6}$/);
      await expect(confirmation.getByText(`Je zaaknummer is ${caseNumber}.`)).toBeVisible();
      await expect(confirmation.getByRole('listitem')).toHaveText(['huurcontract.png', 'uittreksel.pdf']);
      await expectNoAxeViolations(page);

      await page.goto(brandUrl(brand.key, '/dev/mailbox'));
      await expect(page.getByText(caseNumber!).first()).toBeVisible();
    });

    test('refuses an empty message in Dutch, keeps a topic chosen before the scripts ran; the in-app form has no header', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      // The topic is chosen before the scripts have run (a slow phone): once they have, the form knows it and asks
      // for the sub-topic.
      const release = await gotoWithScriptsHeld(
        page,
        brandUrl(brand.key, '/klantenservice/contact/app/basis-formulier'),
      );
      await expect(page.locator('[data-contact-form]')).toBeVisible();
      await expect(page.locator('astro-island[ssr]')).not.toHaveCount(0);
      await choose(page, 'Waar gaat je vraag over?', 'Iets anders');
      await release();
      await refuseCookies(page);
      await hydrated(page);
      await expect(
        page.getByRole('radiogroup', { name: 'Waar gaat je vraag over?' }).getByRole('radio', { name: 'Iets anders' }),
      ).toBeChecked();
      await expect(page.locator('header')).toHaveCount(0);
      await choose(page, 'Onderwerp', 'Privacy en mijn gegevens');
      await expect(page.locator('[data-self-service]')).toHaveCount(0);
      await page.getByLabel('Je bericht').fill('Zie <hier>');
      await clickSubmit(page.getByRole('button', { name: 'Bericht versturen' }));
      await expect(page.locator('[data-form-feedback]')).toContainText('Gebruik hier geen < > ^ # = / of :');
      await expectNoAxeViolations(page);
    });
  });
}

/** The secret the end-to-end server is started with (.config/playwright.config.ts). */
const PREVIEW_SECRET = 'e2e-preview-secret-0123456789abcdef';
const FORM = '/klantenservice/contact/formulier';
const CONTACT = '/klantenservice/contact';

/** The link that puts the browser in preview mode on a brand and then opens `path`. */
const previewLink = (key: string, path: string) =>
  brandUrl(key, `/api/preview?secret=${encodeURIComponent(PREVIEW_SECRET)}&redirect=${encodeURIComponent(path)}`);

test.describe('the form hidden by isContactFormHiddenForNewspapers (on in the draft copy only)', () => {
  test.use(signedInAs('jan.devries@example.nl'));

  test('ad, a newspaper, shows the form published and hides it in preview, offering phone and the FAQ', async ({
    page,
  }) => {
    await page.goto(brandUrl('ad', FORM));
    await expect(page.locator('[data-contact-form]')).toBeVisible();
    await page.goto(previewLink('ad', FORM));
    await expect(page).toHaveURL(brandUrl('ad', FORM));
    const unavailable = page.locator('[data-contact-form-hidden="newspaper"]');
    await expect(unavailable).toBeVisible();
    await expect(unavailable.getByText('Het contactformulier is voor jouw krant nu niet beschikbaar.')).toBeVisible();
    await expect(unavailable.getByRole('link', { name: '088 824 01 20' })).toHaveAttribute('href', 'tel:0888240120');
    await expect(page.locator('[data-contact-form]')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

// ——— isContactFormHiddenDuringOpeningHours, switched on in the draft copy of the flags (the e2e content lake) ———

const DRAFT_FLAGS = 'drafts.featureflagconfiguration';
const lake = contentLake('v2023-03-07');

/** Sets one general flag in the draft copy of the feature flags; answers the value it had. */
async function setDraftGeneralFlag(name: string, value: boolean): Promise<boolean> {
  const groq = `*[_id == "${DRAFT_FLAGS}"][0].general.${name}`;
  const result = await lake.query<boolean | null>(groq, 'raw');
  await lake.mutate([{ patch: { id: DRAFT_FLAGS, set: { [`general.${name}`]: value } } }]);
  return result === true;
}

/**
 * `hour`:00 in Europe/Amsterdam on the first Tuesday at least a week from now that is no public holiday in the
 * Netherlands (customer service's NL hours on a Tuesday: 8.00 to 18.00).
 */
function tuesdayAt(hour: number): Date {
  const day = new Date(Date.now() + 7 * 24 * 3600_000);
  for (;;) {
    const date = day.toISOString().slice(0, 10);
    if (day.getUTCDay() === 2 && !publicHolidays(day.getUTCFullYear(), 'nl').has(date)) {
      const guess = new Date(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);
      const local = Number(
        new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Amsterdam', hour: '2-digit', hourCycle: 'h23' }).format(
          guess,
        ),
      );
      return new Date(guess.getTime() - (local - hour) * 3600_000);
    }
    day.setUTCDate(day.getUTCDate() + 1);
  }
}

test.describe('the form hidden during opening hours by isContactFormHiddenDuringOpeningHours (draft copy)', () => {
  // Margriet, a magazine: the draft's newspaper flag does not hide its form.
  test.use(signedInAs('anneke.jansen@example.nl'));

  test(
    'mar: on a Tuesday at 10.00 the form gives way to the phone number; at 20.00 it is offered',
    // Every preview session reads the draft copy: nothing else runs while it is changed.
    { lock: EXCLUSIVE },
    async ({ page }) => {
      test.setTimeout(90_000);
      const flag = 'isContactFormHiddenDuringOpeningHours';
      const unavailable = page.locator('[data-contact-form-hidden="openingHours"]');
      const form = page.locator('[data-contact-form]');
      const formCard = page.getByRole('heading', { name: 'Stuur ons een bericht' });
      const original = await setDraftGeneralFlag(flag, true);
      try {
        // The form page is rendered on the server, but whether customer service is open now is the browser's to
        // say (its clock, the brand's time zone), as on the prebuilt contact page.
        await page.clock.setFixedTime(tuesdayAt(10));
        await expect(async () => {
          await page.goto(previewLink('mar', FORM));
          await expect(unavailable).toBeVisible({ timeout: 2000 });
        }).toPass({ timeout: 15_000 });
        await expect(page).toHaveURL(brandUrl('mar', FORM));
        await refuseCookies(page);
        await expect(
          unavailable.getByText(
            'Tijdens onze openingstijden helpen we je het snelst telefonisch of via de chat. Het contactformulier is buiten onze openingstijden beschikbaar.',
          ),
        ).toBeVisible();
        await expect(unavailable.getByRole('link', { name: '088 824 01 20' })).toHaveAttribute(
          'href',
          'tel:0888240120',
        );
        await expect(unavailable.getByText('Vandaag bereikbaar van 8.00 tot 18.00 uur')).toBeVisible();
        await expect(form).toBeHidden();
        await expectNoAxeViolations(page);
        // The contact page (prebuilt for visitors, on demand in preview) keeps the phone and hides the form's card.
        await page.goto(brandUrl('mar', CONTACT));
        await expect(page.locator('main').getByRole('link', { name: '088 824 01 20' })).toBeVisible();
        await expect(page.getByText('Vandaag bereikbaar van 8.00 tot 18.00 uur')).toBeVisible();
        await expect(formCard).toBeHidden();

        // Outside the opening hours the same pages offer the form.
        await page.clock.setFixedTime(tuesdayAt(20));
        await page.reload();
        await expect(formCard).toBeVisible();
        await expect(page.getByText('Nu gesloten. Vandaag bereikbaar van 8.00 tot 18.00 uur')).toBeVisible();
        await page.goto(brandUrl('mar', FORM));
        await expect(form).toBeVisible();
        await expect(unavailable).toBeHidden();
        await hydrated(page);
        await choose(page, 'Waar gaat je vraag over?', 'Iets anders');
        await choose(page, 'Onderwerp', 'Privacy en mijn gegevens');
        await expect(page.getByLabel('Je bericht')).toBeVisible();
        await expectNoAxeViolations(page);
      } finally {
        await setDraftGeneralFlag(flag, original);
      }
    },
  );
});
