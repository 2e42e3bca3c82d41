import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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

/** axe (WCAG 2.2 AA rules) finds nothing on the current page. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** Signs in through the brand's account host with the demo password. */
export async function logIn(page: Page, brandKey: string, email: string, startPath = '/account'): Promise<void> {
  await page.goto(brandUrl(brandKey, startPath));
  await expect(page).toHaveURL(/login\./);
  await page.getByLabel(/e-mailadres/i).fill(email);
  await page.getByLabel(/wachtwoord/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /inloggen|aanmelden/i }).click();
  await expect(page).toHaveURL(brandUrl(brandKey, startPath));
}
