import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { BRAND_PALETTES } from './palettes';
import { BRAND_KEYS, type BrandKey } from './registry';
import {
  CONTRACT_TOKENS,
  NON_TEXT_CONTRAST,
  NON_TEXT_PAIRS,
  TEXT_CONTRAST,
  TEXT_PAIRS,
  brandCss,
  brandTokens,
  defaultBrandCss,
  defaultBrandTokens,
  tokensFromPalette,
} from './tokens';

// The names tailwind.config.mjs points at (read from the file itself); the contract must be exactly these.
const TAILWIND_VARIABLES = [
  ...new Set(
    [...readFileSync(new URL('../../tailwind.config.mjs', import.meta.url), 'utf8').matchAll(/var\((--[\w-]+)\)/g)].map(
      (match) => match[1]!,
    ),
  ),
];

/**
 * Everything one brand's theme must satisfy, as readable problems ("--color-x on --color-y: 3.21:1, needs 4.5:1"):
 * every contract token set, every text pair at 4.5:1 and every non-text pair at 3:1. One test per brand, so the
 * suite's totals count brands rather than brand × token × pair, and a failure names every problem of that brand.
 */
function themeProblems(tokens: Readonly<Record<string, string | undefined>>): string[] {
  const problems: string[] = [];
  for (const token of CONTRACT_TOKENS) {
    const value: unknown = tokens[token];
    if (typeof value !== 'string' || value.trim() === '') problems.push(`${token} is not set`);
  }
  const pairs = [
    ...TEXT_PAIRS.map((pair) => [...pair, TEXT_CONTRAST] as const),
    ...NON_TEXT_PAIRS.map((pair) => [...pair, NON_TEXT_CONTRAST] as const),
  ];
  for (const [fg, bg, needed] of pairs) {
    const [foreground, background] = [tokens[fg], tokens[bg]];
    // A missing colour is reported above; a value that is not a colour is reported here instead of throwing.
    if (!foreground || !background) continue;
    let ratio: number;
    try {
      ratio = contrastRatio(foreground, background);
    } catch (error) {
      problems.push(`${fg} on ${bg}: ${(error as Error).message}`);
      continue;
    }
    if (!(ratio >= needed)) problems.push(`${fg} on ${bg}: ${ratio.toFixed(2)}:1, needs ${needed}:1`);
  }
  return problems;
}

describe('semantic token contract', () => {
  it('is exactly the variables the Tailwind theme uses', () => {
    expect([...CONTRACT_TOKENS].sort()).toEqual([...TAILWIND_VARIABLES].sort());
  });

  it('has a palette for each of the 69 brands', () => {
    expect(Object.keys(BRAND_PALETTES).sort()).toEqual([...BRAND_KEYS].sort());
  });

  it.each(BRAND_KEYS)('%s defines every token, text pairs reach 4.5:1 and non-text pairs 3:1', (brand) => {
    expect(themeProblems(brandTokens(brand))).toEqual([]);
  });

  it('names every problem of a broken theme (the per-brand check can fail)', () => {
    const [fg, bg] = TEXT_PAIRS[0]!;
    const missing = CONTRACT_TOKENS.find((token) => token !== fg && token !== bg)!;
    const broken: Record<string, string | undefined> = { ...brandTokens('ad'), [fg]: '#ffffff', [bg]: '#ffffff' };
    delete broken[missing];
    const problems = themeProblems(broken);
    expect(problems).toContain(`${missing} is not set`);
    expect(problems).toContain(`${fg} on ${bg}: 1.00:1, needs ${TEXT_CONTRAST}:1`);
  });

  it('checks the pairs the components use beyond plain text on the page', () => {
    const text = TEXT_PAIRS.map(([fg, bg]) => `${fg} on ${bg}`);
    const nonText = NON_TEXT_PAIRS.map(([fg, bg]) => `${fg} on ${bg}`);
    // Error text on the white surface and the page; muted help text inside muted panels.
    expect(text).toEqual(
      expect.arrayContaining([
        '--color-on-negative on --color-surface-bg',
        '--color-on-negative on --color-page-bg',
        '--color-text-muted on --color-surface-muted-bg',
      ]),
    );
    // The accent on the white surface, and the red border of an invalid field on its surface and the page.
    expect(nonText).toEqual(
      expect.arrayContaining([
        '--color-accent on --color-surface-bg',
        '--color-on-negative on --color-surface-bg',
        '--color-on-negative on --color-page-bg',
      ]),
    );
  });

  it('keeps a brand colour that already works untouched and repairs one that does not', () => {
    // Volkskrant's dark blue carries white text as is; AutoTrack's orange must be darkened for white text.
    expect(brandTokens('vk')['--color-accent']).toBe(BRAND_PALETTES.vk.primary);
    expect(brandTokens('atr')['--color-accent']).not.toBe(BRAND_PALETTES.atr.primary);
  });

  it('uses a serif brand font for the classic newspapers and sans for the others', () => {
    for (const key of ['vk', 'tr', 'par', 'dm'] satisfies BrandKey[]) {
      expect(brandTokens(key)['--font-brand']).toMatch(/serif$/);
      expect(brandTokens(key)['--font-brand']).not.toMatch(/sans-serif$/);
    }
    expect(brandTokens('lbn')['--font-brand']).toMatch(/sans-serif$/);
  });

  it('gives brands their own accent colours', () => {
    const accents = new Set(BRAND_KEYS.map((key) => brandTokens(key)['--color-accent']));
    expect(accents.size).toBeGreaterThan(55);
    expect(brandTokens('ad')['--color-accent']).not.toBe(brandTokens('vk')['--color-accent']);
  });

  it('fixes contrast even for a palette with unusable colours', () => {
    const tokens = tokensFromPalette({
      primary: '#ffff00',
      secondary: '#888888',
      neutral: '#333333',
      font: 'sans',
      radius: '4px',
      initials: 'X',
      header: 'secondary',
      logo: 'wordmark',
    });
    for (const [fg, bg] of TEXT_PAIRS) expect(contrastRatio(tokens[fg], tokens[bg])).toBeGreaterThanOrEqual(4.5);
    for (const [fg, bg] of NON_TEXT_PAIRS) expect(contrastRatio(tokens[fg], tokens[bg])).toBeGreaterThanOrEqual(3);
  });

  it('refuses an unknown brand key', () => {
    expect(() => brandTokens('nope' as BrandKey)).toThrow();
  });

  it('does not let a caller change the cached tokens', () => {
    const tokens = brandTokens('ad');
    tokens['--color-accent'] = '#000000';
    expect(brandTokens('ad')['--color-accent']).not.toBe('#000000');
  });
});

describe('brandCss', () => {
  it('is one compact :root rule with every contract variable of that brand', () => {
    const css = brandCss('hln');
    expect(css).toMatch(/^:root\{[^{}]+\}$/);
    const declarations = css.slice(':root{'.length, -1).split(';');
    expect(declarations.map((d) => d.slice(0, d.indexOf(':')))).toEqual([...CONTRACT_TOKENS]);
    expect(css).toContain(`--color-accent:${brandTokens('hln')['--color-accent']};`);
    expect(css).not.toMatch(/[<>\n]/);
  });

  it('differs between brands', () => {
    expect(brandCss('ad')).not.toBe(brandCss('tr'));
  });

  it('has a default theme for hosts without a brand', () => {
    const tokens = defaultBrandTokens();
    for (const [fg, bg] of TEXT_PAIRS) expect(contrastRatio(tokens[fg], tokens[bg])).toBeGreaterThanOrEqual(4.5);
    expect(defaultBrandCss()).toMatch(/^:root\{--color-accent:#[0-9a-f]{6};/);
  });
});
