/**
 * The client platform on one NL and one BE brand: no analytics before consent, the right screenview
 * events after it (and none on excluded routes), page_loading on /myaccount, and the fetcher's retry and 429
 * behaviour and the page-load failure state against a GraphQL endpoint that fails on purpose inside the test.
 * The waits between retries are measured on the page's own clock, which the test runs (page.clock), not waited out.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { addSignedInState, BRANDS, brandUrl, expectNoAxeViolations, signedInAs } from './helpers';

type RecordedEvent = {
  event: string;
  screen_name: string;
  page: { title: string; category: string };
  user: { accountId: string | null };
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
): Promise<void> {
  let index = 0;
  await page.route(/\/api\/graphql/, async (route: Route) => {
    const failure = plan(index++);
    if (!failure) return route.continue();
    return route.fulfill({
      status: failure.status,
      headers: { 'content-type': 'application/json', ...failure.headers },
      body: JSON.stringify({ errors: [{ message: `Opzettelijk mislukt (${failure.status})` }] }),
    });
  });
}

/** When a GraphQL request left the page and when its answer arrived, by the page's (fake) clock. */
type Exchange = { sent: number; answered?: number };

/**
 * Records every GraphQL exchange of the page's fetch in sessionStorage (which survives the forward to /account),
 * timed with the page's own clock, so that back-off is measured in the time the page experiences.
 */
async function recordGraphQLExchanges(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const original = window.fetch.bind(window);
    const save = (update: (log: Exchange[]) => void) => {
      const log = JSON.parse(sessionStorage.getItem('e2e-graphql') ?? '[]') as Exchange[];
      update(log);
      sessionStorage.setItem('e2e-graphql', JSON.stringify(log));
    };
    window.fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.includes('/api/graphql')) return original(input, init);
      let index = 0;
      save((log) => (index = log.push({ sent: Date.now() }) - 1));
      const response = await original(input, init);
      save((log) => (log[index]!.answered = Date.now()));
      return response;
    };
  });
}

async function exchanges(page: Page): Promise<Exchange[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-graphql') ?? '[]') as Exchange[]);
}

/** How long the page waited after each answer before sending the next request. */
function waits(log: Exchange[]): number[] {
  return log.slice(1).map((exchange, index) => exchange.sent - log[index]!.answered!);
}

/** Step of the page's clock: the page gets real time between steps to receive answers and schedule its timers. */
const CLOCK_STEP_MS = 100;

/**
 * Runs the page's paused clock in small steps until `done()`, as time would pass for a user, without waiting for
 * it: seven seconds of back-off take about a hundred round trips to the browser. While the page waits for the
 * network (a request or a navigation in flight) the clock stands still, as it would for a user whose answer is on
 * its way: on a busy machine a slow answer must not count as back-off. `limitMs` bounds the page's time, the
 * test's own timeout bounds the real time.
 */
async function runClockUntil(page: Page, done: () => Promise<boolean>, limitMs = 20_000): Promise<void> {
  const inFlight = new Set<object>();
  const started = (request: object) => inFlight.add(request);
  const ended = (request: object) => inFlight.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    for (let elapsed = 0; elapsed <= limitMs;) {
      if (await done()) return;
      if (inFlight.size > 0) {
        await page.waitForTimeout(20);
        continue;
      }
      await page.clock.runFor(CLOCK_STEP_MS);
      elapsed += CLOCK_STEP_MS;
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
  throw new Error(`Not done after ${limitMs} ms on the page's clock`);
}

/**
 * A wait of `expected` ms: never shorter, and longer only by the clock steps that passed before the page had
 * handled the answer (the page's clock stands still between steps, but an answer takes real time to arrive).
 */
function expectWait(actual: number, expected: number): void {
  expect(actual).toBeGreaterThanOrEqual(expected);
  expect(actual).toBeLessThanOrEqual(expected + 5 * CLOCK_STEP_MS);
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
      test.setTimeout(150_000);
      await recordDataLayer(page);
      /** The heading each visited page showed: the title its screenview must carry. */
      const headings = new Map<string, string>();
      const visit = async (path: string) => {
        await page.goto(brandUrl(brand.key, path));
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toBeVisible();
        headings.set(path, (await heading.innerText()).trim());
      };

      await visit('/');
      await accept(page);
      // Ten existing screens with their categories (and the loading page below).
      const anonymous: Array<[string, string]> = [
        ['/klantenservice/veelgestelde-vragen', 'FAQ'],
        ['/klantenservice/contact', 'Contact'],
        ['/klantenservice/email', 'email service'],
        ['/onderhoud', 'maintenance'],
        ['/login', 'login'],
        ['/app-integration', 'App integration tool'],
        ['/404', 'Error Pages'],
        ['/500', 'Error Pages'],
      ];
      for (const [path] of anonymous) await visit(path);
      // A path without a page shows the 404 page, counted as an error page (beyond the ten).
      await visit('/bestaat-niet');

      // Excluded routes send nothing, whatever they show.
      for (const path of [
        '/vakantieservice/doorgeven',
        '/betaalservice/wijzigen',
        '/klantenservice/contact/formulier',
      ]) {
        await page.goto(brandUrl(brand.key, path));
      }

      // Signs in (the saved session of the demo subscriber) after the anonymous screens.
      await addSignedInState(page.context(), brand.email);
      const signedIn: Array<[string, string]> = [
        ['/account', 'My Account'],
        ['/account/e-mailadres', 'My Account'],
        ['/account/sessies', 'My Account'],
      ];
      for (const [path] of signedIn) await visit(path);
      // The loading page: page_loading on its first load in the tab, a screenview after that.
      for (let load = 0; load < 2; load++) {
        await page.goto(brandUrl(brand.key, '/myaccount?naar=/account'));
        await expect(page).toHaveURL(brandUrl(brand.key, '/account'));
      }
      // Opened as an app: the same screen, now from the WEBVIEW origin.
      await visit('/klantenservice/veelgestelde-vragen?platform=webview');

      const events = await recordedEvents(page);
      const screenviews = events.filter((event) => event.event === 'screenview');
      const seen = screenviews.map((event) => [event.screen_name, event.page.category]);
      const expected: Array<[string, string]> = [
        ['/', 'Service'],
        ...anonymous,
        ['/bestaat-niet', 'Error Pages'],
        ...signedIn,
        ['/myaccount', 'Loading Pages'],
      ];
      for (const row of expected) expect(seen).toContainEqual(row);
      const existing = new Set(seen.map(([path]) => path).filter((path) => path !== '/bestaat-niet'));
      expect(existing.size).toBeGreaterThanOrEqual(10);

      // Each screenview carries the title its page showed, from the web until the app opened the page.
      const web = screenviews.filter((event) => event.origin.platform === 'WEB');
      for (const [path, title] of headings) {
        const screen = path.replace(/\?.*$/, '');
        if (path.includes('platform=webview')) continue;
        expect(web.find((event) => event.screen_name === screen)?.page.title, path).toBe(title);
      }
      const myaccount = web.find((event) => event.screen_name === '/myaccount' && event.event === 'screenview');
      expect(myaccount?.page.title).toBe('Mijn Omgeving wordt geopend');
      expect(screenviews.at(-1)).toMatchObject({
        screen_name: '/klantenservice/veelgestelde-vragen',
        page: { title: headings.get('/klantenservice/veelgestelde-vragen?platform=webview'), category: 'FAQ' },
        origin: { platform: 'WEBVIEW' },
      });
      expect(screenviews.filter((event) => event.origin.platform === 'WEBVIEW')).toHaveLength(1);

      for (const path of [
        '/vakantieservice/doorgeven',
        '/betaalservice/wijzigen',
        '/klantenservice/contact/formulier',
      ]) {
        expect(events.some((event) => event.screen_name === path)).toBe(false);
      }
      expect(events.filter((event) => event.event === 'page_loading')).toMatchObject([
        {
          screen_name: '/myaccount',
          page: { title: 'Mijn Omgeving wordt geopend', category: 'Loading Pages' },
          origin: { platform: 'WEB' },
        },
      ]);
      const account = web.filter((event) => event.screen_name === '/account').at(-1)!;
      expect(account.user.accountId).toMatch(/^[0-9a-f-]{36}$/);
      expect((await page.context().cookies()).find((cookie) => cookie.name === 'dc_myaccount')?.value).toBe(
        account.user.accountId,
      );
    });

    test.describe('signed in', () => {
      test.use(signedInAs(brand.email));

      test('without ?naar= the loading page forwards to a screen that exists for the brand', async ({ page }) => {
        // The subscriptions overview once its page exists (and the subscriber has subscriptions), else the account.
        const subscriptions = await page.goto(brandUrl(brand.key, '/abonnementen'));
        const expected = subscriptions?.status() === 200 ? '/abonnementen' : '/account';
        const landed = page.waitForResponse((response) => response.url() === brandUrl(brand.key, expected));
        await page.goto(brandUrl(brand.key, '/myaccount'));
        await expect(page).toHaveURL(brandUrl(brand.key, expected), { timeout: 20_000 });
        expect((await landed).status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Deze pagina bestaat niet');
        const count = (await page.context().cookies()).find(
          (cookie) => cookie.name === 'mo-detailed-subscriptions-count',
        );
        expect(Number(count?.value)).toBeGreaterThanOrEqual(0);

        // A screen the build does not have (or the brand switched off) is not followed either.
        await page.goto(brandUrl(brand.key, '/myaccount?naar=/bestaat-niet'));
        await expect(page).toHaveURL(brandUrl(brand.key, expected), { timeout: 20_000 });
      });

      test('retries failed loads 3 times with 1, 2 and 4 s between, and waits Retry-After on 429', async ({ page }) => {
        await recordGraphQLExchanges(page);
        // The page's clock stands still unless the test runs it (installed before the page loads, so every timer
        // of the page is on it).
        await page.clock.install();
        await page.clock.pauseAt(Date.now() + 1000);

        await failingGraphQL(page, (index) => (index < 3 ? { status: 503 } : undefined));
        await page.goto(brandUrl(brand.key, '/myaccount?naar=/account'), { waitUntil: 'commit' });
        await runClockUntil(page, async () => page.url() === brandUrl(brand.key, '/account'));
        const failed = (await exchanges(page)).slice(0, 4);
        expect(failed).toHaveLength(4);
        const [first, second, third] = waits(failed);
        expectWait(first!, 1000);
        expectWait(second!, 2000);
        expectWait(third!, 4000);
        await page.unrouteAll({ behavior: 'wait' });
        // /account loads its own overview: let it finish before the log starts again, so that its request (answered,
        // or cut off by the next navigation) is not taken for the first one of the 429 case.
        await runClockUntil(page, () => page.getByTestId('account-email').isVisible());

        await page.evaluate(() => sessionStorage.removeItem('e2e-graphql'));
        await failingGraphQL(page, (index) =>
          index === 0 ? { status: 429, headers: { 'retry-after': '3' } } : undefined,
        );
        await page.goto(brandUrl(brand.key, '/myaccount?naar=/account'), { waitUntil: 'commit' });
        await runClockUntil(page, async () => page.url() === brandUrl(brand.key, '/account'));
        const limited = (await exchanges(page)).slice(0, 2);
        expect(limited).toHaveLength(2);
        expectWait(waits(limited)[0]!, 3000);
      });

      test('shows the page-load failure state once the retries are used up, and its button tries again', async ({
        page,
      }) => {
        await recordGraphQLExchanges(page);
        await page.clock.install();
        await page.clock.pauseAt(Date.now() + 1000);
        let failing = true;
        await failingGraphQL(page, () => (failing ? { status: 503 } : undefined));
        await page.goto(brandUrl(brand.key, '/myaccount?naar=/account'), { waitUntil: 'commit' });
        const failure = page.getByRole('alert').filter({ hasText: 'Helaas, deze inhoud kan niet geladen worden.' });
        await runClockUntil(page, () => failure.isVisible());
        // The first load and its three retries, then no more.
        await page.clock.runFor(60_000);
        expect(await exchanges(page)).toHaveLength(4);
        // Time flows as usual again for the accessibility scan and the click.
        await page.clock.resume();
        await expectNoAxeViolations(page);
        failing = false;
        await failure.getByRole('button', { name: 'Probeer opnieuw' }).click();
        await expect(page).toHaveURL(brandUrl(brand.key, '/account'), { timeout: 20_000 });
      });
    });
  });
}

test('the app-integration tool opens an app route as a webview and shows what the page received', async ({ page }) => {
  // Two pages and an axe scan; the last official run saw the opened page take over 45 s on a busy machine.
  test.setTimeout(90_000);
  await page.goto(brandUrl('ad', '/app-integration'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('App-integratie');
  // Only routes apps open that exist (the manifests' inApp routes): none of them opens the 404 page.
  for (const route of [
    '/myaccount',
    '/account',
    '/klantenservice/veelgestelde-vragen',
    '/klantenservice/contact',
    // The in-app contact form exists since so apps are offered it.
    '/klantenservice/contact/app/basis-formulier',
  ]) {
    await expect(page.getByText(route, { exact: true })).toBeVisible();
  }
  await page.getByText('/klantenservice/contact', { exact: true }).click();
  await page.getByText('Knop om uit te loggen tonen').click();
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Pagina openen' }).click();
  const opened = await popup;
  await opened.waitForLoadState('load');
  // What the opened page itself rendered into its page context.
  const own = JSON.parse((await opened.locator('#mo-page-context').getAttribute('data-context')) ?? '{}') as {
    origin: string;
    category: string;
    clientSettings: { showLogoutButton: boolean; hasWebviewLimitation: boolean };
  };
  expect(own).toMatchObject({ origin: 'WEBVIEW', clientSettings: { showLogoutButton: false }, category: 'Contact' });
  const received = page.getByTestId('app-received');
  await expect(received).toContainText('WEBVIEW', { timeout: 20_000 });
  await expect(page.getByTestId('app-url')).toHaveText(
    '/klantenservice/contact?platform=webview&showLogoutButton=false&hasWebviewLimitation=false',
  );
  // What the opened page itself received: its origin, client settings and category.
  await expect(received.locator('[data-received="origin"]')).toHaveText('WEBVIEW');
  await expect(received.locator('[data-received="showLogoutButton"]')).toHaveText('false');
  await expect(received.locator('[data-received="hasWebviewLimitation"]')).toHaveText('false');
  await expect(received.locator('[data-received="path"]')).toHaveText('/klantenservice/contact');
  await expect(received.locator('[data-received="category"]')).toHaveText(own.category);
  await expectNoAxeViolations(page);
});

test('/api/logout answers with a trace id header like the other service routes', async ({ page }) => {
  await page.goto(brandUrl('ad', '/onderhoud'));
  const answer = await page.evaluate(async () => {
    const response = await fetch('/api/logout');
    return { status: response.status, traceId: response.headers.get('x-trace-id') };
  });
  expect(answer).toEqual({ status: 405, traceId: expect.stringMatching(/^[0-9a-f]{16}$/) });
});
