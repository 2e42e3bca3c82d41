import { createHmac } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Locator, type Page, type Route } from '@playwright/test';
import { CLICK_DEDUPE_MS } from '../../src/lib/fetcher/click-dedupe';

export const PORT = Number(process.env.E2E_PORT ?? 4410);
export const DEMO_PASSWORD = 'Welkom-bij-Mijn-Omgeving-1';

/** The portal origin of a brand in the end-to-end run. */
export function brandUrl(key: string, path = '/'): string {
  return `http://${key}.localhost:${PORT}${path}`;
}

/** One NL and one BE brand with a demo subscriber each, as the issues ask. */
export const BRANDS = [
  { key: 'ad', country: 'nl', name: 'AD', email: 'jan.devries@example.nl', firstName: 'Jan' },
  { key: 'hln', country: 'be', name: 'HLN', email: 'an.peeters@example.be', firstName: 'An' },
] as const;

/**
 * The demo accounts a journey can start signed in as, each on the brand it signs in on. The setup project
 * (tests/e2e/auth.setup.ts) signs each in once per run and saves the browser state, so a journey that needs a
 * signed-in subscriber does not sign in again. A journey that ends sessions of an account (logging out, ending
 * other sessions, a new password) must sign in itself, or use an account that is not listed here, because every
 * journey started from the saved state shares its session.
 */
export const SIGNED_IN_ACCOUNTS = [
  { email: 'jan.devries@example.nl', brandKey: 'ad' },
  { email: 'an.peeters@example.be', brandKey: 'hln' },
  // The account screens' own subscribers (tests/e2e/account-details.spec.ts), which those journeys change.
  { email: 'sanne.visser@example.nl', brandKey: 'ad' },
  { email: 'lotte.claes@example.be', brandKey: 'hln' },
  // The delivery complaint journey's magazine subscriber (tests/e2e/delivery.spec.ts).
  { email: 'anneke.jansen@example.nl', brandKey: 'mar' },
] as const;

export type SignedInEmail = (typeof SIGNED_IN_ACCOUNTS)[number]['email'];

/**
 * Tests that change what other journeys see (content and flags in the CMS, rebuilt pages) declare this lock:
 * Playwright then runs them only while no other test runs, and starts no other test meanwhile.
 * `test('…', { lock: EXCLUSIVE }, …)` or, for a whole file, `test.describe.configure({ lock: EXCLUSIVE })`.
 */
export const EXCLUSIVE = '-exclusive-';

const AUTH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test-results/.auth', `e2e-${PORT}`);

/** The file the setup project saves a demo account's signed-in browser state to. */
export function authFile(email: SignedInEmail): string {
  return path.join(AUTH_DIR, `${email}.json`);
}

function savedState(email: SignedInEmail): string {
  const file = authFile(email);
  if (!existsSync(file)) {
    throw new Error(
      `No saved sign-in for ${email} at ${file}: run the journeys with their setup project (not --no-deps)`,
    );
  }
  return file;
}

/**
 * `test.use(signedInAs(email))`: every test of the scope starts signed in as that demo account (from the state the
 * setup project saved; Playwright reads the file when the test starts).
 */
export function signedInAs(email: SignedInEmail): { storageState: string } {
  return { storageState: authFile(email) };
}

/** Signs a browser in halfway through a journey by giving it the saved cookies of a demo account. */
export async function addSignedInState(context: BrowserContext, email: SignedInEmail): Promise<void> {
  const state = JSON.parse(readFileSync(savedState(email), 'utf8')) as {
    cookies: Parameters<BrowserContext['addCookies']>[0];
  };
  await context.addCookies(state.cookies);
}

/**
 * axe (WCAG 2.2 AA rules) finds nothing on the current page, once it has settled: a dialog that is still fading in
 * (its backdrop half transparent) would otherwise be measured for colour contrast in a state no one reads.
 * Animations that run forever (a loader) are not waited for.
 *
 * axe runs in the page itself (`setLegacyMode`: `axe.run` in every frame) and reports violations only: the default
 * (`runPartial` per frame, then `finishRun` in a new blank page with axe injected a second time) took about 1 s per
 * scan against 0.35 s, and the journeys spend half their time in these scans. The portal has no iframes, so there is
 * no cross-origin frame for the default mode to reach that this one would miss.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // options() replaces every option, so it comes before withTags().
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode()
    .analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/**
 * Signs in through the brand's account host with the demo password. For journeys about signing in, or that end
 * the session they sign in with; others start from a saved sign-in (`signedInAs`).
 */
export async function logIn(page: Page, brandKey: string, email: string, startPath = '/account'): Promise<void> {
  await page.goto(brandUrl(brandKey, startPath));
  await expect(page).toHaveURL(/login\./);
  await page.getByLabel(/e-mailadres/i).fill(email);
  await page.getByLabel(/^wachtwoord$/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^(inloggen|aanmelden)$/i }).click();
  await expect(page).toHaveURL(brandUrl(brandKey, startPath));
}

/** The newest six-digit code mailed to `to`, from the development mailbox. */
export async function mailedCode(page: Page, brandKey: string, to: string): Promise<string> {
  await page.goto(brandUrl(brandKey, '/dev/mailbox'));
  const item = page.locator('[data-mailbox-item]', { has: page.locator('[data-mailbox-to]', { hasText: to }) }).first();
  await expect(item).toBeVisible();
  const code = /\b(\d{6})\b/.exec((await item.locator('[data-mailbox-text]').textContent()) ?? '')?.[1];
  expect(code).toBeTruthy();
  return code!;
}

/**
 * Registers a new account through the brand's account host: from /account to the registration form, the code from
 * the development mailbox (read in a second tab of the page's browser), and back on /account, signed in. The
 * journey's tab is brought back to the front: Chromium refuses WebAuthn in a tab without focus (NotAllowedError,
 * which the page reads as broken off), and the mailbox's tab took it.
 */
export async function registerAccount(page: Page, brandKey: string, email: string, password: string): Promise<void> {
  await page.goto(brandUrl(brandKey, '/account'));
  await page.getByRole('link', { name: /account aanmaken/i }).click();
  await page.getByLabel(/e-mailadres/i).fill(email);
  await page.getByLabel(/nieuw wachtwoord/i).fill(password);
  await page.getByRole('button', { name: /account aanmaken/i }).click();
  await expect(page.getByLabel(/cijfer 1 van 6/i)).toBeVisible();
  const mailbox = await page.context().newPage();
  const code = await mailedCode(mailbox, brandKey, email);
  await mailbox.close();
  await page.bringToFront();
  await page.getByLabel(/cijfer 1 van 6/i).pressSequentially(code);
  await expect(page).toHaveURL(brandUrl(brandKey, '/account'));
}

/** A software authenticator in the browser (DevTools protocol WebAuthn), with a user present and verified at once. */
export async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/**
 * A changed document as Sanity's webhook sends it: the raw JSON body and its headers, signed
 * `t=<ms>,v1=<base64url HMAC of "t.body">` with `secret` (SANITY_WEBHOOK_SECRET of the portal under test).
 */
export function signedWebhook(
  document: { _id: string },
  secret: string,
): { headers: Record<string, string>; body: string } {
  const body = JSON.stringify(document);
  const t = Date.now();
  const signature = createHmac('sha256', secret).update(`${t}.${body}`).digest('base64url');
  return {
    headers: {
      'content-type': 'application/json',
      'sanity-webhook-signature': `t=${t},v1=${signature}`,
      'sanity-operation': 'update',
      'sanity-document-id': document._id,
    },
    body,
  };
}

/** A document of the content lake as its query API answers it. */
export type LakeDocument = Record<string, unknown> & { _id: string; _type: string };

/**
 * The end-to-end content lake's HTTP API (on PORT + 2) at one API version, with the token the end-to-end portal
 * writes into its data folder when it starts. `query` reads the production dataset in a perspective ('published', as
 * visitors see it, or 'raw', drafts included); `mutate` sends mutations. Every answer must be 200.
 */
export function contentLake(apiVersion: string) {
  const base = `http://127.0.0.1:${PORT + 2}/${apiVersion}/data`;
  const token = () =>
    readFileSync(
      fileURLToPath(new URL(`../../.data/e2e-${PORT}/content-lake-token.secret`, import.meta.url)),
      'utf8',
    ).trim();
  async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
    const response = await fetch(`${base}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token()}`, 'content-type': 'application/json', ...init.headers },
    });
    expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
    return (await response.json()) as T;
  }
  return {
    query: <T>(groq: string, perspective: 'published' | 'raw' = 'published') =>
      request<{ result: T }>(`/query/production?query=${encodeURIComponent(groq)}&perspective=${perspective}`).then(
        (body) => body.result,
      ),
    mutate: (mutations: unknown[]) =>
      request('/mutate/production', { method: 'POST', body: JSON.stringify({ mutations }) }),
  };
}

const lastSubmit = new WeakMap<Page, number>();

/**
 * Keeps the distance a user who waits for the answer keeps between two submits: a second click on a submit button
 * (or Enter in its form) within CLICK_DEDUPE_MS of the previous one is swallowed on purpose, and
 * a step journey may show the next step with the same button. Waits only what is left of that second.
 */
async function keepSubmitDistance(page: Page): Promise<void> {
  const waited = Date.now() - (lastSubmit.get(page) ?? 0);
  if (waited < CLICK_DEDUPE_MS) await page.waitForTimeout(CLICK_DEDUPE_MS - waited + 50);
}

/** Clicks a submit button, at least CLICK_DEDUPE_MS after the page's previous submit (see above). */
export async function clickSubmit(button: Locator): Promise<void> {
  const page = button.page();
  await keepSubmitDistance(page);
  await button.click();
  lastSubmit.set(page, Date.now());
}

/** Sends the focused form with Enter, at least CLICK_DEDUPE_MS after the page's previous submit (see above). */
export async function pressEnterToSubmit(page: Page): Promise<void> {
  await keepSubmitDistance(page);
  await page.keyboard.press('Enter');
  lastSubmit.set(page, Date.now());
}

/** The client's scripts (the islands and the page's own). */
const SCRIPTS = /\/_astro\/.*\.js$/;

/**
 * Opens `url` with the client's scripts held back until the answered function is called: the page as a visitor on a
 * slow phone sees it, and can already click in, before its island has hydrated.
 */
export async function gotoWithScriptsHeld(page: Page, url: string): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  const hold = (route: Route) => (holding ? held.push(route) : route.continue());
  await page.route(SCRIPTS, hold);
  await page.goto(url, { waitUntil: 'commit' });
  return async () => {
    holding = false;
    await Promise.all(held.map((route) => route.continue()));
    await page.unroute(SCRIPTS, hold);
  };
}
