/**
 * The holiday service: on an NL newspaper (ad) a delivery suspension is submitted step by step — each step
 * at its own URL under the step indicator, the days picked in the calendar with the keyboard after a typed date was
 * refused in Dutch — then shown in the overview and cancelled; on a BE newspaper (hln) a temporary address is
 * submitted (a wrong postcode refused first), shown and cancelled; a direct link to a later step goes back to the
 * first; the app variant has no header and footer; axe finds nothing (the overviews, the check step and the refused
 * address at 375 and 1440 px; the calendars and the cancel dialog at 1440 px). The seed gives each account
 * a current and a planned event, so the overview is never empty. Every event a journey makes is cancelled again, and
 * the journeys pick the first day the calendar offers that can still be cancelled, so earlier runs never stand in
 * the way. (On a day that is not a working day, a Sunday or a public holiday, the first day offered is already past
 * its cancellation deadline: it starts 3 working days after today, and the deadline is 3 working days before it.)
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { today, type Country } from '../../src/shared/dates';
import { cancelDeadline } from '../../src/shared/holiday-window';
import { brandUrl, clickSubmit, expectNoAxeViolations, signedInAs } from './helpers';

async function axeAtBothWidths(page: Page) {
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectNoAxeViolations(page);
}

function stepHeading(page: Page, name: string) {
  return page.locator('[data-holiday-step]', { hasText: name });
}

function longDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

function dutchDate(iso: string): string {
  return iso.split('-').reverse().join('-');
}

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The days of a date picker the calendar offers. */
function offeredDays(picker: Locator) {
  return picker.locator('[data-part="table-cell-trigger"]:not([data-disabled]):not([data-outside-range])');
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

/**
 * The period step: the first offered day that can still be cancelled as first and last day. `keyboard`: first a typed
 * date the calendar does not offer (today) is refused in Dutch, then the day is picked in the month grid with the
 * arrow keys and Enter.
 */
async function choosePeriod(page: Page, options: { keyboard: boolean; country: Country }): Promise<string> {
  const [start, end] = [page.locator('[data-date-picker]').nth(0), page.locator('[data-date-picker]').nth(1)];
  await expect(offeredDays(start).first()).toBeVisible();
  const offered = await offeredDays(start).evaluateAll((cells) =>
    cells.map((cell) => cell.getAttribute('data-value')!),
  );
  const first = offered[0]!;
  expect(first).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const day = offered.find((date) => cancelDeadline(date, options.country) >= today(options.country));
  expect(day, 'an offered day that can still be cancelled, in the month the calendar opens on').toBeDefined();
  const chosen = day!;
  // A day before the first offered one is marked as not to be chosen.
  await expect(start.locator(`[data-value="${addDays(first, -1)}"][data-part="table-cell-trigger"]`)).toHaveAttribute(
    'aria-disabled',
    'true',
  );

  if (options.keyboard) {
    const today = new Date().toISOString().slice(0, 10);
    await page.getByLabel('Eerste dag', { exact: true }).fill(dutchDate(today));
    await page.keyboard.press('Tab');
    await clickSubmit(page.getByRole('button', { name: 'Volgende stap' }));
    await expect(page.getByText('op zijn vroegst 3 werkdagen na vandaag').first()).toBeVisible();
    // The grid: one day is in the tab order; the arrow keys move to the first offered day, Enter picks it.
    await start.locator('[data-part="table-cell-trigger"][tabindex="0"]').focus();
    const focusedDay = () => page.evaluate(() => document.activeElement?.getAttribute('data-value') ?? '');
    for (let focused = await focusedDay(), step = 0; focused < chosen && step < 40; step++) {
      await page.keyboard.press('ArrowRight');
      // The grid moves the focus a frame later: wait for it before reading the next day.
      await expect.poll(focusedDay).not.toBe(focused);
      focused = await focusedDay();
    }
    await expect(page.locator(':focus')).toHaveAttribute('data-value', chosen);
    await page.keyboard.press('Enter');
  } else {
    await start.locator(`[data-part="table-cell-trigger"][data-value="${chosen}"]`).click();
  }
  await expect(page.getByLabel('Eerste dag', { exact: true })).toHaveValue(dutchDate(chosen));
  // Once the first day is chosen, the 'Laatste dag' grid's keyboard starts on a day it offers.
  const endKeyboardDay = end.locator('[data-part="table-cell-trigger"][tabindex="0"]');
  await expect(endKeyboardDay).toHaveCount(1);
  await expect(endKeyboardDay).not.toHaveAttribute('aria-disabled', 'true');
  await end.locator(`[data-part="table-cell-trigger"][data-value="${chosen}"]`).click();
  await expect(page.getByLabel('Laatste dag', { exact: true })).toHaveValue(dutchDate(chosen));
  return chosen;
}

test.describe('ad (NL newspaper)', () => {
  test.use(signedInAs('jan.devries@example.nl'));

  test('suspends delivery step by step with the keyboard, sees it in the overview and cancels it', async ({ page }) => {
    // A long journey with axe on five screens (each calendar has 42 days to check).
    test.setTimeout(180_000);
    await page.goto(brandUrl('ad', '/vakantieservice'));
    await expect(page.getByRole('heading', { level: 1, name: 'Vakantieservice' })).toBeVisible();
    // The seed: a current temporary address and a planned suspension.
    await expect(
      page.locator('[data-holiday-list="current"] [data-holiday-kind="temporary_address"]').first(),
    ).toContainText('Boulevard Paulus Loot 9, 2042 AD Zandvoort');
    await expect(page.locator('[data-holiday-list="planned"] [data-holiday-item]').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /digitaal meelezen op je vakantieadres/ })).toHaveAttribute(
      'href',
      /vakantie/,
    );
    await expect(page.getByRole('link', { name: /Lees digitaal verder tijdens je vakantie/ })).toHaveAttribute(
      'href',
      /vakantie/,
    );
    await axeAtBothWidths(page);

    await page.getByRole('link', { name: 'Vakantie doorgeven' }).click();
    const base = brandUrl('ad', '/vakantieservice/doorgeven');
    await expect(page).toHaveURL(base);
    await expect(page.getByRole('list', { name: 'Stappen van je vakantie' })).toBeVisible();
    await expect(stepHeading(page, 'Wat wil je?')).toBeVisible();
    await clickSubmit(page.getByRole('button', { name: 'Volgende stap' }));
    await expect(
      page.getByText('Kies of we tijdelijk op een ander adres bezorgen of de bezorging stoppen.'),
    ).toBeVisible();
    await page.getByText('Bezorging tijdelijk stoppen').click();
    await nextUntil(page, `${base}?stap=periode`);
    await expect(stepHeading(page, 'Periode')).toBeFocused();
    await expectNoAxeViolations(page);

    const day = await choosePeriod(page, { keyboard: true, country: 'nl' });
    await nextUntil(page, `${base}?stap=controle`);
    const period = `${longDate(day, 'nl-NL')} tot en met ${longDate(day, 'nl-NL')}`;
    await expect(page.locator('[data-holiday-summary]')).toContainText(period);
    await expect(page.getByText('Digitaal lezen kan tijdens je vakantie gewoon doorgaan.')).toBeVisible();
    await axeAtBothWidths(page);

    // Back and forth keeps what was entered.
    await page.goBack();
    await expect(page).toHaveURL(`${base}?stap=periode`);
    await expect(page.getByLabel('Eerste dag', { exact: true })).toHaveValue(dutchDate(day));
    await page.goForward();
    await expect(page).toHaveURL(`${base}?stap=controle`);

    // A double click makes one suspension (the button and the idempotency key).
    await page.getByRole('button', { name: 'Bezorging stoppen' }).dblclick();
    await expect(page.getByRole('heading', { name: 'Je vakantie is doorgegeven' })).toBeVisible();
    await expect(page.getByText(`Vanaf ${longDate(addDays(day, 1), 'nl-NL')} bezorgen we weer.`)).toBeVisible();

    await page.getByRole('link', { name: 'Naar de vakantieservice' }).click();
    const planned = page.locator('[data-holiday-list="planned"] [data-holiday-kind="suspension"]', { hasText: period });
    await expect(planned).toHaveCount(1);
    await expect(planned).toContainText('Gepland');

    await clickSubmit(planned.getByRole('button', { name: `Bezorgstop van ${longDate(day, 'nl-NL')} annuleren` }));
    const dialog = page.getByRole('alertdialog', { name: 'Vakantie annuleren?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Ja, annuleren' }).click();
    await expect(dialog).toBeHidden();
    await expect(planned.getByText(`Je vakantie van ${period} is geannuleerd.`)).toBeVisible();
    // The cancel button is gone: focus is on the notice of the new status, not on the page's body.
    await expect(planned.locator('[data-holiday-notice]')).toBeFocused();
    await expect(planned).toContainText('Geannuleerd');

    await page.reload();
    await expect(
      page.locator('[data-holiday-list="past"] [data-holiday-item="cancelled"]', { hasText: period }).first(),
    ).toBeVisible();
    await expect(page.locator('[data-holiday-list="planned"]', { hasText: period })).toHaveCount(0);
  });

  test('a direct link to a later step starts at the first', async ({ page }) => {
    await page.goto(brandUrl('ad', '/vakantieservice/doorgeven?stap=controle'));
    await expect(page).toHaveURL(brandUrl('ad', '/vakantieservice/doorgeven'));
    await expect(stepHeading(page, 'Wat wil je?')).toBeVisible();
    await expect(page.getByText('Stap 1 van 4')).toBeVisible();
  });
});

test.describe('mar (NL magazine) in the app', () => {
  test.use(signedInAs('anneke.jansen@example.nl'));

  test('the app variant has no header and footer and starts at the first step', async ({ page }) => {
    await page.goto(brandUrl('mar', '/vakantieservice/app/doorgeven'));
    await expect(stepHeading(page, 'Wat wil je?')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await axeAtBothWidths(page);
  });

  test('brings the last day of the current temporary address forward and sees it in the overview', async ({ page }) => {
    await page.goto(brandUrl('mar', '/vakantieservice'));
    // The seed's current temporary address ends 2 days after today: one day earlier is allowed.
    await page.getByRole('button', { name: /^Einddatum vervroegen van tijdelijk ander bezorgadres/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Einddatum vervroegen' });
    const days = offeredDays(dialog.locator('[data-date-picker]'));
    await expect(days.first()).toBeVisible();
    const chosen = (await days.last().getAttribute('data-value'))!;
    await days.last().click();
    await expect(dialog.getByLabel('Nieuwe laatste dag', { exact: true })).toHaveValue(dutchDate(chosen));
    await clickSubmit(dialog.getByRole('button', { name: 'Einddatum opslaan' }));
    await expect(page.getByText(`De laatste dag van je vakantie is nu ${longDate(chosen, 'nl-NL')}.`)).toBeVisible();
    // The overview read again shows the new last day.
    await page.reload();
    await expect(
      page.getByRole('button', {
        name: `Einddatum vervroegen van tijdelijk ander bezorgadres tot en met ${longDate(chosen, 'nl-NL')}`,
      }),
    ).toBeVisible();
  });
});

test.describe('hln (BE newspaper)', () => {
  test.use(signedInAs('an.peeters@example.be'));

  test('gives a temporary address in Belgium, is refused a Dutch postcode, sees it and cancels it', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.goto(brandUrl('hln', '/vakantieservice'));
    await expect(page.locator('[data-holiday-list="current"]')).toContainText('Zeedijk 120 bus 3, 8400 Oostende');
    await axeAtBothWidths(page);

    await page.goto(brandUrl('hln', '/vakantieservice/doorgeven'));
    const base = brandUrl('hln', '/vakantieservice/doorgeven');
    await page.getByText('Tijdelijk op een ander adres leveren').click();
    await expect(page.getByText('We leveren op je vakantieadres, zolang dat in België ligt.')).toBeVisible();
    await nextUntil(page, `${base}?stap=periode`);
    const day = await choosePeriod(page, { keyboard: false, country: 'be' });
    await nextUntil(page, `${base}?stap=adres`);
    await expect(page.getByText('Stap 3 van 4')).toBeVisible();

    await page.getByLabel('Straat').fill('Kustlaan');
    await page.getByLabel('Huisnummer').fill('50');
    await page.getByLabel('Postcode').fill('8300 AB');
    await page.getByLabel('Gemeente').fill('Knokke-Heist');
    await clickSubmit(page.getByRole('button', { name: 'Volgende stap' }));
    await expect(page.getByText('Vul een geldige postcode in, zoals 1000.')).toBeVisible();
    await axeAtBothWidths(page);
    await page.getByLabel('Postcode').fill('8300');
    await nextUntil(page, `${base}?stap=controle`);
    await expect(page.locator('[data-holiday-summary]')).toContainText('Kustlaan 50, 8300 Knokke-Heist');

    await clickSubmit(page.getByRole('button', { name: 'Vakantieadres doorgeven' }));
    await expect(page.getByRole('heading', { name: 'Je vakantie is doorgegeven' })).toBeVisible();
    await expect(page.getByText(/leveren we .* op Kustlaan 50, 8300 Knokke-Heist/)).toBeVisible();

    await page.getByRole('link', { name: 'Naar de vakantieservice' }).click();
    const period = `${longDate(day, 'nl-BE')} tot en met ${longDate(day, 'nl-BE')}`;
    const item = page.locator('[data-holiday-list="planned"] [data-holiday-kind="temporary_address"]', {
      hasText: 'Kustlaan 50, 8300 Knokke-Heist',
    });
    await expect(item.filter({ hasText: period })).toHaveCount(1);
    await item
      .filter({ hasText: period })
      .getByRole('button', { name: `Tijdelijk ander leveradres van ${longDate(day, 'nl-BE')} annuleren` })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Ja, annuleren' }).click();
    await expect(item.filter({ hasText: period })).toContainText('Geannuleerd');
  });
});
