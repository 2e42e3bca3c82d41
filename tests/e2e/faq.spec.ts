import { expect, test } from '@playwright/test';
import { BRANDS, brandUrl, expectNoAxeViolations } from './helpers';

for (const brand of BRANDS) {
  test(`anonymous visitor reads the prebuilt FAQ of ${brand.key} (${brand.country}), without React`, async ({
    page,
  }) => {
    const response = await page.goto(brandUrl(brand.key, '/klantenservice/veelgestelde-vragen'));
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-mo-prebuilt']).toBe(brand.key);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self'/);
    expect(policy).toContain("frame-ancestors 'none'");
    // Scripts and style elements are hash-locked; only style attributes (Ark UI positioning) may be inline.
    const directives = new Map(
      policy.split(';').map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
    expect(directives.get('style-src')).not.toContain("'unsafe-inline'");
    expect([...directives].filter(([, values]) => values.includes("'unsafe-inline'")).map(([name]) => name)).toEqual([
      'style-src-attr',
    ]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/veelgestelde vragen/i);
    const firstQuestion = page.locator('details summary').first();
    await expect(firstQuestion).toBeVisible();
    await firstQuestion.click();
    await expect(page.locator('details[open] p').first()).toBeVisible();
    expect(await page.locator('astro-island').count()).toBe(0);
    const scripts = await page
      .locator('script[src]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src') ?? ''));
    expect(scripts.some((src) => /react|client\./i.test(src))).toBe(false);
    await expectNoAxeViolations(page);
  });
}
