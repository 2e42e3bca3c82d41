/**
 * Signing in on the built-in account host on one NL and one BE brand: password, e-mail code, the lockout
 * after 8 wrong passwords, creating an account and the forgotten password end to end through the dev mailbox,
 * logout, LoggedInDifferentAccount, the silent session check in a hidden frame, and mutations from another origin
 * refused.
 */
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { BRANDS, brandUrl, expectNoAxeViolations, logIn, PORT, signedInAs } from './helpers';

const SECOND_ACCOUNT: Record<string, string> = { ad: 'anneke.jansen@example.nl', hln: 'wouter.janssens@example.be' };
const signInWord = (country: string) => (country === 'be' ? /aanmelden/i : /inloggen/i);
/** The password form's own button, not "Inloggen met een toegangssleutel" beside it. */
const signInButton = (country: string) => (country === 'be' ? /^aanmelden$/i : /^inloggen$/i);

/** The text of the newest mail to `to` in the development mailbox. */
async function newestMail(page: Page, brandKey: string, to: string): Promise<string> {
  await page.goto(brandUrl(brandKey, '/dev/mailbox'));
  const item = page.locator('[data-mailbox-item]', { has: page.locator('[data-mailbox-to]', { hasText: to }) }).first();
  await expect(item).toBeVisible();
  await expectNoAxeViolations(page);
  return (await item.locator('[data-mailbox-text]').textContent()) ?? '';
}

for (const brand of BRANDS) {
  test.describe(`${brand.key} (${brand.country})`, () => {
    test('signs in with e-mail address and password on the themed Dutch account host', async ({ page }) => {
      await page.goto(brandUrl(brand.key, '/account'));
      await expect(page).toHaveURL(/login\./);
      await expect(page.locator('html')).toHaveAttribute('lang', brand.country === 'be' ? 'nl-BE' : 'nl-NL');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(signInWord(brand.country));
      await expect(page.getByRole('img', { name: `${brand.name} Mijn Omgeving` })).toBeVisible();
      await expectNoAxeViolations(page);
      await logIn(page, brand.key, brand.email);
      await expect(page.getByTestId('account-email')).toHaveText(brand.email);
    });

    test('signs in with a six-digit code sent by e-mail, submitted on the sixth digit', async ({ page, context }) => {
      await page.goto(brandUrl(brand.key, '/account'));
      await page
        .getByRole('link', { name: brand.country === 'be' ? /aanmelden met een code/i : /inloggen met een code/i })
        .click();
      await expectNoAxeViolations(page);
      await page.getByLabel(/e-mailadres/i).fill(brand.email);
      await page.getByRole('button', { name: /stuur mij een code/i }).click();
      // The design system's six boxes in the group "Code van 6 cijfers"; the first offers the mailed code.
      await expect(page.getByRole('group', { name: /code van 6 cijfers/i })).toBeVisible();
      const codeField = page.getByLabel(/cijfer 1 van 6/i);
      await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
      await expect(codeField).toHaveAttribute('inputmode', 'numeric');
      await expect(codeField).toBeFocused();
      await expectNoAxeViolations(page);

      const mailbox = await context.newPage();
      const text = await newestMail(mailbox, brand.key, brand.email);
      const code = /\b(\d{6})\b/.exec(text)?.[1];
      expect(code).toBeTruthy();
      await mailbox.close();

      // A wrong code first: an error, no lock yet.
      await codeField.pressSequentially(code === '000000' ? '111111' : '000000');
      const summary = page.getByRole('region', { name: 'Er ging iets mis' });
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('link', { name: /deze code klopt niet/i })).toBeVisible();
      await expectNoAxeViolations(page);
      // The summary's link leads to the first box.
      await summary.getByRole('link').click();
      await expect(page.getByLabel(/cijfer 1 van 6/i)).toBeFocused();
      await page.keyboard.type(code!);
      await expect(page).toHaveURL(brandUrl(brand.key, '/account'));
      await expect(page.getByTestId('account-email')).toHaveText(brand.email);
    });

    test('locks sign-in after 8 wrong passwords', async ({ page }) => {
      const email = `slot-${randomUUID()}@example.nl`;
      await page.goto(brandUrl(brand.key, '/account'));
      for (let attempt = 1; attempt <= 8; attempt += 1) {
        await page.getByLabel(/e-mailadres/i).fill(email);
        await page.getByLabel(/^wachtwoord$/i).fill(`fout-${attempt}`);
        // The form's own POST (a navigation), not the passkey options the page fetches for autofill.
        const response = page.waitForResponse(
          (answer) => answer.request().method() === 'POST' && answer.request().isNavigationRequest(),
        );
        await page.getByRole('button', { name: signInButton(brand.country) }).click();
        expect((await response).status()).toBe(attempt < 8 ? 401 : 429);
      }
      const summary = page.getByRole('region', { name: 'Er ging iets mis' });
      await expect(summary).toBeFocused();
      await expect(summary).toContainText('Probeer het over 10 minuten opnieuw.');
      await expectNoAxeViolations(page);
    });

    test('creates an account, then resets its forgotten password through the dev mailbox', async ({
      page,
      context,
    }) => {
      // A long journey (two mailbox round trips and five axe scans) on a shared machine.
      test.setTimeout(90_000);
      const email = `nieuw-${randomUUID()}@example.nl`;
      const first = 'Eerste-wachtwoord-1';
      const second = 'Tweede-wachtwoord-2';
      await page.goto(brandUrl(brand.key, '/account'));
      await page.getByRole('link', { name: /account aanmaken/i }).click();
      await expectNoAxeViolations(page);
      await page.getByLabel(/e-mailadres/i).fill(email);
      await page.getByLabel(/nieuw wachtwoord/i).fill(first);
      await page.getByRole('button', { name: /account aanmaken/i }).click();
      // The code entry after registering.
      await expect(page.getByLabel(/cijfer 1 van 6/i)).toHaveAttribute('autocomplete', 'one-time-code');
      await expectNoAxeViolations(page);
      const mailbox = await context.newPage();
      const code = /\b(\d{6})\b/.exec(await newestMail(mailbox, brand.key, email))?.[1];
      await page.getByLabel(/cijfer 1 van 6/i).pressSequentially(code!);
      await expect(page).toHaveURL(brandUrl(brand.key, '/account'));

      await page.getByRole('button', { name: /uitloggen|afmelden/i }).click();
      await expect(page).toHaveURL(brandUrl(brand.key, '/'));
      await page.goto(brandUrl(brand.key, '/account'));
      await page.getByRole('link', { name: /wachtwoord vergeten/i }).click();
      await expectNoAxeViolations(page);
      await page.getByLabel(/e-mailadres/i).fill(email);
      await page.getByRole('button', { name: /stuur mij een link/i }).click();
      await expect(page.getByRole('heading', { name: /kijk in je mailbox/i })).toBeVisible();
      await expectNoAxeViolations(page);

      const text = await newestMail(mailbox, brand.key, email);
      expect(text).toContain('/wachtwoord-herstellen/');
      const resetLink = mailbox.locator('[data-mailbox-item]').first().getByRole('link');
      const resetHref = await resetLink.getAttribute('href');
      await resetLink.click();
      await expect(mailbox.getByRole('heading', { name: /kies een nieuw wachtwoord/i })).toBeVisible();
      await expectNoAxeViolations(mailbox);
      await mailbox.getByLabel(/nieuw wachtwoord/i).fill(second);
      await mailbox.getByRole('button', { name: /wachtwoord opslaan/i }).click();
      await expect(mailbox.getByRole('heading', { name: /je wachtwoord is gewijzigd/i })).toBeVisible();
      await expectNoAxeViolations(mailbox);
      // The link is single use: opened again it is the invalid-link page.
      await mailbox.goto(resetHref!);
      await expect(mailbox.getByRole('heading', { name: 'Deze link werkt niet meer' })).toBeVisible();
      await expectNoAxeViolations(mailbox);

      // The old password no longer works, the new one does.
      await page.goto(brandUrl(brand.key, '/account'));
      await page.getByLabel(/e-mailadres/i).fill(email);
      await page.getByLabel(/^wachtwoord$/i).fill(first);
      await page.getByRole('button', { name: signInButton(brand.country) }).click();
      await expect(page.getByRole('region', { name: 'Er ging iets mis' })).toContainText(/klopt niet/);
      await page.getByLabel(/^wachtwoord$/i).fill(second);
      await page.getByRole('button', { name: signInButton(brand.country) }).click();
      await expect(page).toHaveURL(brandUrl(brand.key, '/account'));
    });

    test('locks the e-mail code after 4 wrong codes, on an accessible page', async ({ page }) => {
      // An address without an account gets the same code page; wrong codes count just the same.
      const email = `code-slot-${randomUUID()}@example.nl`;
      await page.goto(brandUrl(brand.key, '/account'));
      await page
        .getByRole('link', { name: brand.country === 'be' ? /aanmelden met een code/i : /inloggen met een code/i })
        .click();
      await page.getByLabel(/e-mailadres/i).fill(email);
      await page.getByRole('button', { name: /stuur mij een code/i }).click();
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        // The form's own POST (a navigation), not the passkey options the page fetches for autofill.
        const response = page.waitForResponse(
          (answer) => answer.request().method() === 'POST' && answer.request().isNavigationRequest(),
        );
        await page.getByLabel(/cijfer 1 van 6/i).pressSequentially('000000');
        const answer = await response;
        expect(answer.status()).toBe(attempt < 4 ? 401 : 429);
        if (attempt === 4) expect(Number(answer.headers()['retry-after'])).toBeGreaterThan(59 * 60);
      }
      await expect(
        page.getByText('Je hebt te vaak een verkeerde code ingevuld. Probeer het over 60 minuten opnieuw.'),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('shows an accessible Dutch page when the sign-in cannot be completed', async ({ page }) => {
      // A callback without the login state cookie (an old or forged link).
      const response = await page.goto(brandUrl(brand.key, '/api/auth/callback?code=oud&state=oud'));
      expect(response?.status()).toBe(400);
      await expect(page.locator('html')).toHaveAttribute('lang', brand.country === 'be' ? 'nl-BE' : 'nl-NL');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        brand.country === 'be' ? 'Aanmelden is niet gelukt' : 'Inloggen is niet gelukt',
      );
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: /opnieuw/i }).click();
      await expect(page).toHaveURL(/login\./);
    });

    test.describe('signed in', () => {
      test.use(signedInAs(brand.email));

      test('hides the logout button when an app opens the portal with showLogoutButton=false', async ({ page }) => {
        await page.goto(brandUrl(brand.key, '/account'));
        const logout = page.getByRole('button', { name: /uitloggen|afmelden/i });
        await expect(logout).toBeVisible();
        await page.goto(brandUrl(brand.key, '/account?platform=webview&showLogoutButton=false'));
        await expect(page.getByTestId('account-email')).toHaveText(brand.email);
        await expect(logout).toHaveCount(0);
        // Kept for the browser session, on the next page too.
        await page.goto(brandUrl(brand.key, '/account/gegevens'));
        await expect(logout).toHaveCount(0);
        // Back on the web the button returns.
        await page.goto(brandUrl(brand.key, '/account?platform=web'));
        await expect(logout).toBeVisible();
      });
    });

    test('logs out of the portal and the account host', async ({ page }) => {
      await logIn(page, brand.key, brand.email);
      await page.getByRole('button', { name: /uitloggen|afmelden/i }).click();
      await expect(page).toHaveURL(brandUrl(brand.key, '/'));
      await page.goto(brandUrl(brand.key, '/account'));
      // The account host asks for the password again: its session ended too.
      await expect(page).toHaveURL(/login\./);
      await expect(page.getByLabel(/^wachtwoord$/i)).toBeVisible();
    });

    test('offers the account host account when it differs from the portal account (LoggedInDifferentAccount)', async ({
      page,
      browser,
    }) => {
      const second = SECOND_ACCOUNT[brand.key]!;
      // This browser: account host and portal signed in as the second account.
      await logIn(page, brand.key, second);
      // Another browser signs in as the demo subscriber; its portal session is put into this browser.
      const other = await browser.newContext();
      const otherPage = await other.newPage();
      await logIn(otherPage, brand.key, brand.email);
      const portalCookie = (await other.cookies(brandUrl(brand.key))).find((cookie) => cookie.name === 'mo_session')!;
      await other.close();
      await page.context().addCookies([{ ...portalCookie }]);

      await page.goto(brandUrl(brand.key, '/api/auth/check?callback_url=%2Faccount'));
      await expect(page).toHaveURL(/\/login\/ander-account/);
      await expect(page.locator('[data-login-state="LoggedInDifferentAccount"]')).toContainText(second);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: new RegExp(`verder als ${second}`, 'i') }).click();
      await expect(page).toHaveURL(brandUrl(brand.key, '/account'));
      await expect(page.getByTestId('account-email')).toHaveText(second);
    });

    test('the silent check in its frame sends the page to the choice when the host knows another account', async ({
      page,
      browser,
    }) => {
      await page
        .context()
        .addInitScript(() =>
          Object.defineProperty(Navigator.prototype, 'webdriver', { configurable: true, get: () => false }),
        );
      const second = SECOND_ACCOUNT[brand.key]!;
      await logIn(page, brand.key, second);
      await page.goto('about:blank');
      const other = await browser.newContext();
      const otherPage = await other.newPage();
      await logIn(otherPage, brand.key, brand.email);
      const portalCookie = (await other.cookies(brandUrl(brand.key))).find((cookie) => cookie.name === 'mo_session')!;
      await other.close();
      // A new browser session: the marker of the check is gone; the portal holds the other account.
      const portalHost = new URL(brandUrl(brand.key)).hostname;
      const kept = (await page.context().cookies()).filter(
        (cookie) => !(cookie.domain === portalHost && cookie.name === 'mo_sso_checked'),
      );
      await page.context().clearCookies();
      await page.context().addCookies([...kept.filter((cookie) => cookie.name !== 'mo_session'), portalCookie]);

      await page.goto(brandUrl(brand.key, '/account'));
      await expect(page).toHaveURL(/\/login\/ander-account\?callback_url=%2Faccount/);
      await expect(page.locator('[data-login-state="LoggedInDifferentAccount"]')).toContainText(second);
    });

    test('the silent session check runs in a hidden frame: one document, and the page shows the account', async ({
      page,
      context,
    }) => {
      // The check leaves test runners alone (navigator.webdriver); this browser is a subscriber's.
      await context.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, 'webdriver', { configurable: true, get: () => false }),
      );
      // An account whose sessions no other journey ends (a new password ends every session, the provider's too).
      const email = SECOND_ACCOUNT[brand.key]!;
      await logIn(page, brand.key, email);
      // The browser is closed (no script of the signed-in page may still run while its cookies change).
      await page.goto('about:blank');
      // A new browser session weeks later: the portal's session has ended and the session-long marker of the check is
      // gone; the account host still knows this browser, and the hint of the sign-in through it says so.
      const portalHost = new URL(brandUrl(brand.key)).hostname;
      const ended = new Set(['mo_session', 'mo_signed_in', 'mo_sso_checked']);
      const kept = (await context.cookies()).filter(
        (cookie) => !(cookie.domain === portalHost && ended.has(cookie.name)),
      );
      expect(kept.some((cookie) => cookie.name === 'mo_sso_hint')).toBe(true);
      await context.clearCookies();
      await context.addCookies(kept);

      const documents: string[] = [];
      const checks: string[] = [];
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
        if (request.url().includes('/api/auth/check')) checks.push(request.url());
      });
      await page.goto(brandUrl(brand.key, '/klantenservice/veelgestelde-vragen'));
      const loggedInAs = brand.country === 'be' ? 'Aangemeld als' : 'Ingelogd als';
      await expect(page.getByText(`${loggedInAs} ${email}`).first()).toBeVisible();
      // Signed in again without the page being left or loaded twice; the frame is gone.
      expect(documents).toEqual([brandUrl(brand.key, '/klantenservice/veelgestelde-vragen')]);
      expect(checks).toHaveLength(1);
      expect(checks[0]).toContain('frame=1');
      await expect(page.locator('iframe')).toHaveCount(0);
      expect((await context.cookies()).some((cookie) => cookie.name === 'mo_session')).toBe(true);
      await expectNoAxeViolations(page);

      // Once per browser session: the next page asks nobody.
      await page.goto(brandUrl(brand.key, '/'));
      await expect(page.getByText(`${loggedInAs} ${email}`).first()).toBeVisible();
      expect(checks).toHaveLength(1);
    });
  });
}

/** A POST to the portal on 127.0.0.1 with the brand host in `Host` (Node cannot resolve `*.localhost`). */
function rawPost(path: string, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: PORT,
        path,
        method: 'POST',
        headers: { host: `ad.localhost:${PORT}`, 'content-length': Buffer.byteLength(body), ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

test('refuses a mutation from another origin, on top of SameSite', async ({ page }) => {
  // Its own sign-in: were the forged logout accepted, it would end the session other journeys share.
  await logIn(page, 'ad', BRANDS[0].email);
  const cookie = (await page.context().cookies(brandUrl('ad')))
    .map((entry) => `${entry.name}=${entry.value}`)
    .join('; ');
  const body = JSON.stringify({ query: 'query Health { health }' });
  const json = { cookie, 'content-type': 'application/json' };
  expect(await rawPost('/api/graphql', { ...json, origin: 'https://evil.example' }, body)).toBe(403);
  expect(await rawPost('/api/graphql', { ...json, origin: `http://hln.localhost:${PORT}` }, body)).toBe(403);
  expect(await rawPost('/api/logout', { cookie, origin: 'null' }, '')).toBe(403);
  // Neither Origin nor Sec-Fetch-Site: refused too (only the signed webhook /api/rebuild goes without).
  expect(await rawPost('/api/graphql', json, body)).toBe(403);
  expect(await rawPost('/api/graphql', { ...json, origin: `http://ad.localhost:${PORT}` }, body)).toBe(200);
  // The refused logout left the session alone.
  await page.goto(brandUrl('ad', '/account'));
  await expect(page).toHaveURL(brandUrl('ad', '/account'));
});

/** Content-Security-Policy without inline scripts, no framing, nosniff and a referrer policy. */
function expectSecurityHeaders(headers: Record<string, string>): void {
  const csp = headers['content-security-policy'] ?? '';
  const directives = new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map((parts) => [parts[0]!, parts.slice(1)]),
  );
  expect(directives.get('script-src')).toBeDefined();
  expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
  expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

test('sends the security headers on the account host sign-in page and on /account', async ({ page }) => {
  const signInPage = await page.goto(brandUrl('ad', '/account'));
  await expect(page).toHaveURL(/login\.ad\.localhost:\d+\/interaction\//);
  expect(signInPage?.status()).toBe(200);
  expectSecurityHeaders(signInPage!.headers());

  await logIn(page, 'ad', BRANDS[0].email);
  const account = await page.goto(brandUrl('ad', '/account'));
  expect(account?.status()).toBe(200);
  await expect(page.getByTestId('account-email')).toHaveText(BRANDS[0].email);
  expectSecurityHeaders(account!.headers());
});
