/**
 * The setup project (.config/playwright.config.ts): signs in every demo account of SIGNED_IN_ACCOUNTS once, through
 * the account host as a subscriber would, and saves the browser state that journeys start from (`signedInAs`).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test as setup } from '@playwright/test';
import { authFile, brandUrl, logIn, SIGNED_IN_ACCOUNTS } from './helpers';

for (const { email, brandKey } of SIGNED_IN_ACCOUNTS) {
  setup(`sign in ${email} on ${brandKey}`, async ({ page }) => {
    await logIn(page, brandKey, email);
    await expect(page.getByTestId('account-email')).toHaveText(email);
    const file = authFile(email);
    mkdirSync(path.dirname(file), { recursive: true });
    await page.context().storageState({ path: file });
    // The saved state is the portal session: a fresh browser with it is signed in without the account host.
    expect((await page.context().cookies(brandUrl(brandKey))).map((cookie) => cookie.name)).toContain('mo_session');
  });
}
