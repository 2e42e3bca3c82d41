import { expect, test } from '@playwright/test';
import { BRANDS, brandUrl, expectNoAxeViolations, logIn } from './helpers';

for (const brand of BRANDS) {
  test(`a demo subscriber of ${brand.key} (${brand.country}) logs in, sees the account overview and logs out`, async ({
    page,
  }) => {
    const overviewRead = page.waitForRequest((request) =>
      request.url().includes('/api/graphql?operationName=AccountOverview'),
    );
    const overviewPage = page.waitForResponse(
      (response) => response.url() === brandUrl(brand.key, '/account') && response.status() === 200,
    );
    await logIn(page, brand.key, brand.email);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The page and its read have one URL for every subscriber: no browser or CDN cache may keep them.
    expect((await overviewPage).headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByTestId('account-email')).toHaveText(brand.email);
    await expect(page.getByTestId('account-name')).toContainText(brand.firstName);
    await expect(page.getByTestId('account-address')).not.toBeEmpty();
    await expectNoAxeViolations(page);

    // The same read, asked again, is answered by the server's front itself, without Astro's pipeline, and
    // carries this subscriber's account. The journeys' server keeps a brand's content only CONTENT_CACHE_MS=250: a
    // read after that goes through Astro, which reads the content again. So each try asks twice, back to back, and
    // judges the second answer; the poll allows for a slow machine.
    const url = (await overviewRead).url();
    await expect
      .poll(
        () =>
          page.evaluate(async (read) => {
            const first = await fetch(read);
            const answer = await fetch(read);
            const body = (await answer.json()) as { data?: { account?: { username?: string } } };
            return [
              `${answer.headers.get('x-mo-front') ?? 'astro'} ${body.data?.account?.username ?? 'no account'}`,
              first.headers.get('cache-control'),
              answer.headers.get('cache-control'),
            ];
          }, url),
        { timeout: 15_000 },
      )
      .toEqual([`graphql ${brand.email}`, 'private, no-store', 'private, no-store']);

    await page.getByRole('button', { name: /uitloggen|afmelden/i }).click();
    await expect(page).toHaveURL(brandUrl(brand.key, '/'));
    await expect(page.getByRole('link', { name: /inloggen|aanmelden/i })).toBeVisible();
    await page.goto(brandUrl(brand.key, '/account'));
    await expect(page).toHaveURL(/login\./);
  });
}

test('the login link carries the current path as callback_url', async ({ page }) => {
  await page.goto(brandUrl('ad', '/klantenservice/veelgestelde-vragen'));
  const href = await page
    .getByRole('link', { name: /inloggen|aanmelden/i })
    .first()
    .getAttribute('href');
  expect(href).toContain('/login?callback_url=%2Fklantenservice%2Fveelgestelde-vragen');
});

for (const brand of BRANDS) {
  test(`the account host's sign-in form of ${brand.key} is accessible and refuses a wrong password in Dutch`, async ({
    page,
  }) => {
    await page.goto(brandUrl(brand.key, '/account'));
    await expect(page).toHaveURL(/login\./);
    await expect(page.locator('html')).toHaveAttribute('lang', /^nl/);
    await expectNoAxeViolations(page);
    await page.getByLabel(/e-mailadres/i).fill(brand.email);
    await page.getByLabel(/^wachtwoord$/i).fill('niet-het-goede-wachtwoord');
    await page.getByRole('button', { name: /^(inloggen|aanmelden)$/i }).click();
    // An error summary at the top takes focus (NL Design System), rather than an alert on page load.
    await expect(page.getByRole('region', { name: 'Er ging iets mis' })).toBeFocused();
    await expect(page.getByLabel(/e-mailadres/i)).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
  });
}
