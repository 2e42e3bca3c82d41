/**
 * Delivery complaints on an NL newspaper (ad), an NL magazine (mar) and a BE newspaper (hln): the
 * overview with its history, the journey step by step (each step its own URL, under the step indicator) to the
 * confirmation and the mail, the deep link, both with their first step already in the first HTML (what is chosen in
 * it before the scripts have run stays chosen), the app variant without header and footer, a direct link to a later
 * step going back to the first, refusals in Dutch (in the browser and from the server), axe at 1440 and 375 px.
 *
 * Complaints stay in the data folder, one per subscription and date: each journey takes the newest date still
 * offered, so a run on an existing data folder uses another date (a newspaper has about twelve in the window).
 */
import { expect, test, type Page } from '@playwright/test';
import { brandUrl, clickSubmit, expectNoAxeViolations, gotoWithScriptsHeld, signedInAs } from './helpers';

const PHONE = { width: 375, height: 800 };

/** Chooses an option of a radio group by clicking its label, as a pointer user does. */
async function chooseRadio(page: Page, name: string | RegExp) {
  await page.locator('label[data-part="item"]', { hasText: name }).click();
  await expect(page.getByRole('radio', { name })).toBeChecked();
}

/** Chooses the newest date still offered and answers it (YYYY-MM-DD). */
async function chooseFirstDate(page: Page): Promise<string> {
  const item = page.locator('[data-complaint-dates] label[data-part="item"]').first();
  const date = (await item.locator('input').getAttribute('value')) ?? '';
  await item.click();
  return date;
}

/**
 * The journey and its deep link, opened afresh, show their first step in the page's first HTML (the page gives the
 * island what it read), so nothing moves when the island takes over: the same address in a browser with scripts off
 * shows the step and no loading block.
 */
async function expectStepBeforeScripts(page: Page, url: string, step: 'abonnement' | 'reden', about: string | RegExp) {
  const context = await page
    .context()
    .browser()!
    .newContext({ storageState: await page.context().storageState(), javaScriptEnabled: false });
  try {
    const plain = await context.newPage();
    await plain.goto(url);
    await expect(plain.locator('[data-complaint-journey]')).toHaveAttribute('data-step', step);
    await expect(plain.getByText(about)).toBeVisible();
    if (step === 'reden') {
      await expect(plain.getByRole('heading', { name: 'Wat ging er mis, en wanneer?' })).toBeVisible();
      // A newspaper's five reasons.
      await expect(plain.locator('[data-complaint-reasons] input[type="radio"]')).toHaveCount(5);
    } else {
      await expect(plain.getByRole('heading', { name: 'Over welk abonnement gaat het?' })).toBeVisible();
    }
    await expect(plain.locator('[data-complaint-loading]')).toHaveCount(0);
  } finally {
    await context.close();
  }
}

/**
 * The deep link's reason and day, chosen before the island hydrated, are still chosen once it has: the step goes on
 * to the remark without asking again.
 */
async function chooseBeforeHydration(page: Page, deepLink: string, reason: string) {
  const release = await gotoWithScriptsHeld(page, deepLink);
  const next = page.getByRole('button', { name: 'Volgende stap' });
  await expect(next).toBeDisabled();
  await chooseRadio(page, reason);
  await chooseFirstDate(page);
  await release();
  await expect(page).toHaveURL(/stap=reden/);
  await expect(next).toBeEnabled();
  await expect(page.getByRole('radio', { name: reason })).toBeChecked();
  await clickSubmit(next);
  await expect(page).toHaveURL(/stap=toelichting/);
}

/** Goes through step 1 and 2 for the subscription, with the reason; answers the date it chose. */
async function toRemarkStep(page: Page, subscription: RegExp, reason: string): Promise<string> {
  await expect(page).toHaveURL(/stap=abonnement/);
  await chooseRadio(page, subscription);
  await clickSubmit(page.getByRole('button', { name: 'Volgende stap' }));
  await expect(page).toHaveURL(/stap=reden/);
  await chooseRadio(page, reason);
  const date = await chooseFirstDate(page);
  await clickSubmit(page.getByRole('button', { name: 'Volgende stap' }));
  await expect(page).toHaveURL(/stap=toelichting/);
  return date;
}

test.describe('ad (NL newspaper)', () => {
  // One after the other: each takes the newest date still open for the same subscription.
  test.describe.configure({ mode: 'serial' });
  test.use(signedInAs('jan.devries@example.nl'));

  test('a complaint end to end: history, steps, refusals in Dutch, compensation, confirmation and mail', async ({
    page,
  }) => {
    await page.goto(brandUrl('ad', '/bezorgservice'));
    await expect(page.getByRole('heading', { level: 1, name: 'Bezorgservice' })).toBeVisible();
    // Known delays from the CMS come before the form.
    await expect(page.locator('[data-known-delays]')).toContainText('Later bezorgd in de regio Utrecht');
    // The seeded history.
    await expect(page.locator('[data-complaint]').first()).toBeVisible();
    await expect(page.locator('[data-complaints]')).toContainText('Beschadigd');
    await expectNoAxeViolations(page);

    await page.locator('[data-complaint-start]').click();
    await expect(page).toHaveURL(/\/bezorgservice\/klacht\?stap=abonnement/);
    await expect(page.locator('ol[aria-label="Stappen van je melding"] li')).toHaveCount(5);
    // Digital subscriptions are not offered; nothing chosen is refused in Dutch.
    await expect(page.getByRole('radio', { name: /Volkskrant Digitaal/ })).toHaveCount(0);
    await clickSubmit(page.getByRole('button', { name: 'Volgende stap' }));
    await expect(page.getByText('Kies het abonnement waarover je iets wilt melden.')).toBeVisible();
    await expectNoAxeViolations(page);

    await chooseRadio(page, /AD Krant maandag t\/m zaterdag/);
    await clickSubmit(page.getByRole('button', { name: 'Volgende stap' }));
    await expect(page).toHaveURL(/stap=reden/);
    // A newspaper has all five reasons.
    await expect(page.locator('[data-complaint-reasons] input[type="radio"]')).toHaveCount(5);
    await expect(page.getByRole('radio', { name: 'Verkeerde krant' })).toHaveCount(1);
    await clickSubmit(page.getByRole('button', { name: 'Volgende stap' }));
    await expect(page.getByText('Kies wat het probleem was.')).toBeVisible();
    await expect(page.getByText('Kies de bezorgdag waarover je iets wilt melden.')).toBeVisible();
    await expectNoAxeViolations(page);
    await chooseRadio(page, 'Beschadigd');
    const date = await chooseFirstDate(page);
    await clickSubmit(page.getByRole('button', { name: 'Volgende stap' }));

    await expect(page).toHaveURL(/stap=toelichting/);
    const remark = page.getByLabel(/Toelichting/);
    await remark.fill('Zie https://foto.nl');
    await clickSubmit(page.getByRole('button', { name: 'Volgende stap' }));
    await expect(page.getByText('Gebruik hier geen < > ^ # = / of : en geen onzichtbare stuurtekens.')).toBeVisible();
    await remark.fill('De krant was gescheurd.');
    await expectNoAxeViolations(page);
    await clickSubmit(page.getByRole('button', { name: 'Volgende stap' }));

    await expect(page).toHaveURL(/stap=controle/);
    await expect(page.getByText('Je krijgt één extra bezorgdag')).toBeVisible();
    await expect(page.getByText('De krant was gescheurd.')).toBeVisible();
    await expectNoAxeViolations(page);
    // A double click makes one complaint.
    await page.getByRole('button', { name: 'Melding versturen' }).dblclick();
    await expect(page).toHaveURL(/stap=bevestiging/);
    await expect(page.getByRole('heading', { name: 'Bedankt voor je melding' })).toBeVisible();
    await expect(page.getByText('We hebben je ook een bevestiging per e-mail gestuurd.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Naar je meldingen' }).click();
    await expect(page).toHaveURL(brandUrl('ad', '/bezorgservice'));
    const [year, month, day] = date.split('-').map(Number);
    const written = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric' }).format(
      new Date(year!, month! - 1, day!),
    );
    await expect(page.locator('[data-complaint]', { hasText: written }).filter({ hasText: 'Beschadigd' })).toHaveCount(
      1,
    );

    await page.goto(brandUrl('ad', '/dev/mailbox'));
    await expect(page.getByText('We hebben je bezorgmelding ontvangen – AD').first()).toBeVisible();
  });

  test('the server refuses a date that got a complaint meanwhile, in Dutch; a later step links back to the first', async ({
    page,
    context,
  }) => {
    const other = await context.newPage();
    for (const tab of [page, other]) {
      await tab.goto(brandUrl('ad', '/bezorgservice/klacht'));
      await toRemarkStep(tab, /AD Krant/, 'Niet bezorgd');
      await clickSubmit(tab.getByRole('button', { name: 'Volgende stap' }));
      await expect(tab).toHaveURL(/stap=controle/);
    }
    await clickSubmit(other.getByRole('button', { name: 'Melding versturen' }));
    await expect(other).toHaveURL(/stap=bevestiging/);
    await clickSubmit(page.getByRole('button', { name: 'Melding versturen' }));
    await expect(page.getByText('Over deze bezorgdag heb je al iets gemeld. Kies een andere bezorgdag.')).toBeVisible();
    await expectNoAxeViolations(page);

    // A new tab has no answers yet (the journey's store lives in the page).
    const direct = await context.newPage();
    await direct.goto(brandUrl('ad', '/bezorgservice/klacht?stap=controle'));
    await expect(direct).toHaveURL(/stap=abonnement/);
    await expect(direct.getByRole('heading', { name: 'Over welk abonnement gaat het?' })).toBeVisible();
  });

  test('the app variant has no header and footer; the deep link preselects the subscription', async ({ page }) => {
    await page.goto(brandUrl('ad', '/bezorgservice/app/klacht?platform=webview'));
    await expect(page.getByRole('heading', { name: 'Over welk abonnement gaat het?' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goto(brandUrl('ad', '/bezorgservice/klacht'));
    const value = await page.getByRole('radio', { name: /AD Krant/ }).getAttribute('value');
    await page.goto(brandUrl('ad', `/bezorgservice/app/ad/${value}?platform=webview`));
    await expect(page).toHaveURL(/stap=reden/);
    await expect(page.getByText('Je meldt een probleem met AD Krant maandag t/m zaterdag (AD).')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    // A link naming another brand than the subscription's is not found.
    const wrongBrand = await page.goto(brandUrl('ad', `/bezorgservice/hln/${value}`));
    expect(wrongBrand?.status()).toBe(404);
  });

  test('the journey and the deep link open at their first step, rendered before the scripts, and keep what was chosen before them', async ({
    page,
  }) => {
    await page.goto(brandUrl('ad', '/bezorgservice/klacht'));
    const value = await page.getByRole('radio', { name: /AD Krant/ }).getAttribute('value');
    const deepLink = brandUrl('ad', `/bezorgservice/ad/${value}`);
    await expectStepBeforeScripts(
      page,
      deepLink,
      'reden',
      'Je meldt een probleem met AD Krant maandag t/m zaterdag (AD).',
    );
    await expectStepBeforeScripts(page, brandUrl('ad', '/bezorgservice/klacht'), 'abonnement', /AD Krant maandag/);
    await chooseBeforeHydration(page, deepLink, 'Beschadigd');
    await expect(page.getByRole('banner')).toBeVisible();
  });
});

test.describe('mar (NL magazine)', () => {
  test.use(signedInAs('anneke.jansen@example.nl'));

  test('a magazine offers three reasons and its weekly delivery days', async ({ page }) => {
    await page.goto(brandUrl('mar', '/bezorgservice/klacht'));
    // The first step is in the page's HTML: its address names the step once the island has taken over.
    await expect(page).toHaveURL(/stap=abonnement/);
    await chooseRadio(page, /Margriet wekelijks/);
    await clickSubmit(page.getByRole('button', { name: 'Volgende stap' }));
    await expect(page).toHaveURL(/stap=reden/);
    await expect(page.locator('[data-complaint-reasons] input[type="radio"]')).toHaveCount(3);
    await expect(page.getByRole('radio', { name: 'Verkeerde krant' })).toHaveCount(0);
    // Margriet comes on Tuesdays: at most three Tuesdays lie in the window, fewer once complained about.
    const dates = page.locator('[data-complaint-dates] input[type="radio"]');
    const count = await dates.count();
    expect(count).toBeLessThanOrEqual(3);
    for (let i = 0; i < count; i++) {
      const value = (await dates.nth(i).getAttribute('value'))!;
      expect(new Date(`${value}T12:00:00Z`).getUTCDay()).toBe(2);
    }
    await expectNoAxeViolations(page);
    if (count === 0) {
      await expect(page.getByText(/geen bezorgdag meer waarover je een probleem kunt melden/)).toBeVisible();
      return;
    }
    await chooseRadio(page, 'Onvolledig');
    await chooseFirstDate(page);
    await clickSubmit(page.getByRole('button', { name: 'Volgende stap' }));
    await expect(page).toHaveURL(/stap=toelichting/);
    await clickSubmit(page.getByRole('button', { name: 'Volgende stap' }));
    await expect(page.getByText('Geen toelichting')).toBeVisible();
    await clickSubmit(page.getByRole('button', { name: 'Melding versturen' }));
    await expect(page.getByRole('heading', { name: 'Bedankt voor je melding' })).toBeVisible();
  });
});

test.describe('hln (BE newspaper)', () => {
  test.use(signedInAs('an.peeters@example.be'));

  test('a complaint end to end in Flemish wording, at 375 px', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(brandUrl('hln', '/bezorgservice'));
    await expect(page.getByRole('heading', { level: 1, name: 'Leveringsservice' })).toBeVisible();
    await expect(page.locator('[data-known-delays]')).toContainText('Later geleverd door een storing in de drukkerij');
    await expect(page.locator('[data-complaints]')).toContainText('Later geleverd dan verwacht');
    await expectNoAxeViolations(page);
    await page.locator('[data-complaint-start]').click();
    await expectNoAxeViolations(page);
    await toRemarkStep(page, /HLN Krant/, 'Niet geleverd');
    await expectNoAxeViolations(page);
    await clickSubmit(page.getByRole('button', { name: 'Volgende stap' }));
    await expect(page.getByText('Je krijgt één extra leverdag')).toBeVisible();
    await expectNoAxeViolations(page);
    await clickSubmit(page.getByRole('button', { name: 'Melding versturen' }));
    await expect(page.getByRole('heading', { name: 'Bedankt voor je melding' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(brandUrl('hln', '/dev/mailbox'));
    await expect(page.getByText('We hebben je leveringsmelding ontvangen – HLN').first()).toBeVisible();
  });

  test('the journey and the deep link open at their first step, rendered before the scripts, and keep what was chosen before them, at 375 px', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(brandUrl('hln', '/bezorgservice/klacht'));
    const value = await page.getByRole('radio', { name: /HLN Krant/ }).getAttribute('value');
    const deepLink = brandUrl('hln', `/bezorgservice/hln/${value}`);
    await expectStepBeforeScripts(page, deepLink, 'reden', /Je meldt een probleem met HLN Krant/);
    await expectStepBeforeScripts(page, brandUrl('hln', '/bezorgservice/klacht'), 'abonnement', /HLN Krant/);
    await page.goto(deepLink);
    await expect(page).toHaveURL(/stap=reden/);
    await expectNoAxeViolations(page);
    await chooseBeforeHydration(page, deepLink, 'Niet geleverd');
  });
});
