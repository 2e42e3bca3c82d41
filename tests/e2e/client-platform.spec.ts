/**
 * The client platform (issue 6) on one NL and one BE brand: no analytics before consent, the right screenview
 * events after it (and none on excluded routes), page_loading on /myaccount, and the fetcher's retry and 429
 * behaviour and the page-load failure state against a GraphQL endpoint that fails on purpose inside the test.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { BRANDS, brandUrl, expectNoAxeViolations, logIn } from './helpers';

type RecordedEvent = {
  event: string;
  screen_name: string;
  page: { title: string; category: string };
  origin: { platform: string };
};

/** Records every dataLayer push of every page of the test in sessionStorage (which survives navigations). */
async function recordDataLayer(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    layer.push = (...items: unknown[]) => {
      const stored = JSON.parse(sessionStorage.getItem('e2e-data-layer') ?? '[]') as unknown[];
      sessionStorage.setItem('e2e-data-layer', JSON.stringify([...stored, ...items]));
      return Array.prototype.push.apply(layer, items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
}

async function recordedEvents(page: Page): Promise<RecordedEvent[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-data-layer') ?? '[]') as RecordedEvent[]);
}

async function accept(page: Page): Promise<void> {
  const banner = page.getByRole('region', { name: 'Jouw keuze over cookies' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Cookies accepteren' }).click();
  await expect(banner).toBeHidden();
}

/** A GraphQL endpoint that fails on purpose: `plan` says, per request, what to answer (undefined: the real one). */
async function failingGraphQL(
  page: Page,
  plan: (index: number) => { status: number; headers?: Record<string, string> } | undefined,
) {
  const times: number[] = [];
  await page.route(/\/api\/graphql/, async (route: Route) => {
    const index = times.length;
    times.push(Date.now());
    const failure = plan(index);
    if (!failure) return route.continue();
    return route.fulfill({
      status: failure.status,
      headers: { 'content-type': 'application/json', ...failure.headers },
      body: JSON.stringify({ errors: [{ message: `Opzettelijk mislukt (${failure.status})` }] }),
    });
  });
  return times;
}

for (const brand of BRANDS) {
  test.describe(`client platform on ${brand.key} (${brand.country})`, () => {
    test('sends no analytics event before consent, and shows a Dutch, accessible consent banner', async ({ page }) => {
      await recordDataLayer(page);
      const tagManagerRequests: string[] = [];
      page.on('request', (request) => {
        if (/googletagmanager|gtm\.js/.test(request.url())) tagManagerRequests.push(request.url());
      });
      await page.goto(brandUrl(brand.key, '/'));
      const banner = page.getByRole('region', { name: 'Jouw keuze over cookies' });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Alleen noodzakelijke cookies' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto(brandUrl(brand.key, '/klantenservice/veelgestelde-vragen'));
      await expect(banner).toBeVisible();
      expect(await recordedEvents(page)).toEqual([]);
      expect(tagManagerRequests).toEqual([]);
      expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('dc_myaccount');

      // Refusing keeps it that way, also on the next page.
      await banner.getByRole('button', { name: 'Alleen noodzakelijke cookies' }).click();
      await expect(banner).toBeHidden();
      await page.goto(brandUrl(brand.key, '/onderhoud'));
      await expect(banner).toBeHidden();
      expect(await recordedEvents(page)).toEqual([]);
    });

    test('after consent sends the right screenview on ten routes and none on excluded routes', async ({ page }) => {
      test.setTimeout(120_000);
      await recordDataLayer(page);
      await page.goto(brandUrl(brand.key, '/'));
      await accept(page);

      const anonymous: Array<[string, string]> = [
        ['/klantenservice/veelgestelde-vragen', 'FAQ'],
        ['/klantenservice/contact', 'Contact'],
        ['/onderhoud', 'maintenance'],
        ['/login', 'login'],
        ['/app-integration', 'App integration tool'],
        // Screens other issues build: until they exist they show the Dutch 404 page, counted as an error page.
        ['/facturen', 'Error Pages'],
        ['/bestaat-niet', 'Error Pages'],
        ['/500', 'Error Pages'],
      ];
      for (const [path] of anonymous) await page.goto(brandUrl(brand.key, path));

      // Excluded routes send nothing, whatever they show.
      for (const path of [
        '/vakantieservice/doorgeven',
        '/betaalservice/wijzigen',
        '/klantenservice/contact/formulier',
      ]) {
        await page.goto(brandUrl(brand.key, path));
      }

      await logIn(page, brand.key, brand.email, '/account');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto(brandUrl(brand.key, '/myaccount?naar=/account'));
      await expect(page).toHaveURL(brandUrl(brand.key, '/account'));

      const events = await recordedEvents(page);
      const screenviews = events.filter((event) => event.event === 'screenview');
      const seen = screenviews.map((event) => [event.screen_name, event.page.category]);
      const expected: Array<[string, string]> = [['/', 'Service'], ...anonymous, ['/account', 'My Account']];
      for (const row of expected) expect(seen).toContainEqual(row);
      expect(new Set(seen.map(([path]) => path)).size).toBeGreaterThanOrEqual(10);
      expect(seen.map(([path]) => path)).not.toEqual(expect.arrayContaining(['/vakantieservice/doorgeven']));
      for (const path of [
        '/vakantieservice/doorgeven',
        '/betaalservice/wijzigen',
        '/klantenservice/contact/formulier',
      ]) {
        expect(events.some((event) => event.screen_name === path)).toBe(false);
      }
      expect(events.filter((event) => event.event === 'page_loading')).toMatchObject([
        { screen_name: '/myaccount', page: { category: 'Loading Pages' }, origin: { platform: 'WEB' } },
      ]);
      const signedIn = screenviews.filter((event) => event.screen_name === '/account').at(-1) as unknown as {
        user: { accountId: string | null };
      };
      expect(signedIn.user.accountId).toMatch(/^[0-9a-f-]{36}$/);
      expect((await page.context().cookies()).find((cookie) => cookie.name === 'dc_myaccount')?.value).toBe(
        signedIn.user.accountId,
      );
    });

    test('retries failed loads 3 times with 1, 2 and 4 s between, and waits Retry-After on 429', async ({ page }) => {
      test.setTimeout(90_000);
      await logIn(page, brand.key, brand.email, '/account');

      const times = await failingGraphQL(page, (index) => (index < 3 ? { status: 503 } : undefined));
      await page.goto(brandUrl(brand.key, '/myaccount?naar=/account'));
      await expect(page).toHaveURL(brandUrl(brand.key, '/account'), { timeout: 20_000 });
      const gaps = times.slice(1, 4).map((time, index) => time - times[index]!);
      expect(gaps[0]).toBeGreaterThanOrEqual(900);
      expect(gaps[1]).toBeGreaterThanOrEqual(1900);
      expect(gaps[2]).toBeGreaterThanOrEqual(3900);
      await page.unrouteAll({ behavior: 'wait' });

      const limited = await failingGraphQL(page, (index) =>
        index === 0 ? { status: 429, headers: { 'retry-after': '3' } } : undefined,
      );
      await page.goto(brandUrl(brand.key, '/myaccount?naar=/account'));
      await expect(page).toHaveURL(brandUrl(brand.key, '/account'), { timeout: 20_000 });
      expect(limited[1]! - limited[0]!).toBeGreaterThanOrEqual(2900);
    });

    test('shows the page-load failure state once the retries are used up, and its button tries again', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await logIn(page, brand.key, brand.email, '/account');
      let failing = true;
      const times = await failingGraphQL(page, () => (failing ? { status: 503 } : undefined));
      await page.goto(brandUrl(brand.key, '/myaccount?naar=/account'));
      const failure = page.getByRole('alert');
      await expect(failure).toContainText('Helaas, deze inhoud kan niet geladen worden.', { timeout: 20_000 });
      expect(times).toHaveLength(4);
      await expectNoAxeViolations(page);
      failing = false;
      await failure.getByRole('button', { name: 'Probeer opnieuw' }).click();
      await expect(page).toHaveURL(brandUrl(brand.key, '/account'), { timeout: 20_000 });
    });
  });
}

test('the app-integration tool opens an app route as a webview and shows what the page received', async ({ page }) => {
  await page.goto(brandUrl('ad', '/app-integration'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('App-integratie');
  for (const route of [
    '/bezorgservice/app/klacht',
    '/bezorgservice/app/[brand_id]/[subscription_id]',
    '/verhuisservice/app/doorgeven',
    '/vakantieservice/app/doorgeven',
    '/klantenservice/contact/app/basis-formulier',
  ]) {
    await expect(page.getByText(route, { exact: true })).toBeVisible();
  }
  await page.getByText('/klantenservice/contact/app/basis-formulier', { exact: true }).click();
  await page.getByText('Knop om uit te loggen tonen').click();
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Pagina openen' }).click();
  await (await popup).waitForLoadState('load');
  const received = page.getByTestId('app-received');
  await expect(received).toContainText('WEBVIEW', { timeout: 20_000 });
  await expect(page.getByTestId('app-url')).toHaveText(
    '/klantenservice/contact/app/basis-formulier?platform=webview&showLogoutButton=false&hasWebviewLimitation=false',
  );
  await expect(received).toContainText('Contact');
  await expectNoAxeViolations(page);
});
