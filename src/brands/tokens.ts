/**
 * Tier 2 of the design tokens: the one semantic contract every component uses, derived per brand
 * from its palette (palettes.ts). Tailwind's theme (tailwind.config.mjs) points at exactly these variables.
 *
 * Contrast is fixed here, automatically: every foreground/background pair in TEXT_PAIRS reaches WCAG AA 4.5:1 and
 * every pair in NON_TEXT_PAIRS 3:1, whatever colour the palette picks. tokens.test.ts checks all 69 brands.
 */
import { ensureContrast, hexToHsl, hslToHex, shiftLightness } from './color';
import { contrastRatio, type HexColor } from './contrast';
import { BRAND_PALETTES, DEFAULT_PALETTE, type BrandPalette } from './palettes';
import { brandKeySchema, type BrandKey } from './registry';

/** The CSS custom properties of the semantic contract, in the order brandCss writes them. */
export const CONTRACT_TOKENS = [
  '--color-accent',
  '--color-accent-hover',
  '--color-on-accent',
  '--color-page-bg',
  '--color-surface-bg',
  '--color-surface-muted-bg',
  '--color-text',
  '--color-text-muted',
  '--color-link',
  '--color-border',
  '--color-focus',
  '--color-header-bg',
  '--color-on-header',
  '--color-footer-bg',
  '--color-on-footer',
  '--color-negative-bg',
  '--color-on-negative',
  '--color-positive-bg',
  '--color-on-positive',
  '--color-info-bg',
  '--color-on-info',
  '--color-warning-bg',
  '--color-on-warning',
  '--color-attention-bg',
  '--color-on-attention',
  '--font-brand',
  '--font-body',
  '--radius-brand',
] as const;

/** One name of the semantic contract. */
export type ContractToken = (typeof CONTRACT_TOKENS)[number];
/** A contract token that holds a colour. */
export type ColorToken = Extract<ContractToken, `--color-${string}`>;
/** [foreground, background] */
export type TokenPair = readonly [foreground: ColorToken, background: ColorToken];
/** Every brand's tokens: one string per contract token. */
export type BrandTokens = Readonly<Record<ContractToken, string>>;

/** Text on a background: these pairs must reach WCAG AA for normal text, 4.5:1. */
export const TEXT_PAIRS: readonly TokenPair[] = [
  ['--color-on-accent', '--color-accent'],
  ['--color-on-accent', '--color-accent-hover'],
  ['--color-text', '--color-page-bg'],
  ['--color-text', '--color-surface-bg'],
  ['--color-text', '--color-surface-muted-bg'],
  ['--color-text-muted', '--color-page-bg'],
  ['--color-text-muted', '--color-surface-bg'],
  // Help text inside muted panels (disabled controls, gallery cards, pending file status).
  ['--color-text-muted', '--color-surface-muted-bg'],
  ['--color-link', '--color-page-bg'],
  ['--color-link', '--color-surface-bg'],
  ['--color-on-header', '--color-header-bg'],
  ['--color-on-footer', '--color-footer-bg'],
  ['--color-on-negative', '--color-negative-bg'],
  // Error text and the invalid floating label sit on the white surface and on the page, not only in the red panel.
  ['--color-on-negative', '--color-surface-bg'],
  ['--color-on-negative', '--color-page-bg'],
  ['--color-on-positive', '--color-positive-bg'],
  ['--color-on-info', '--color-info-bg'],
  ['--color-on-warning', '--color-warning-bg'],
  ['--color-on-attention', '--color-attention-bg'],
];

/** User-interface parts against their background (WCAG 1.4.11): 3:1. Borders outline form controls, so they count. */
export const NON_TEXT_PAIRS: readonly TokenPair[] = [
  ['--color-focus', '--color-page-bg'],
  ['--color-focus', '--color-surface-bg'],
  ['--color-accent', '--color-page-bg'],
  // The accent outlines an open select and fills checked controls on the white surface.
  ['--color-accent', '--color-surface-bg'],
  ['--color-border', '--color-page-bg'],
  ['--color-border', '--color-surface-bg'],
  // Invalid fields: the red border (border-on-negative) against the control's surface and the page around it.
  ['--color-on-negative', '--color-surface-bg'],
  ['--color-on-negative', '--color-page-bg'],
];

/** The ratios the pairs must reach. */
export const TEXT_CONTRAST = 4.5;
export const NON_TEXT_CONTRAST = 3;

const WHITE = '#ffffff';
const INK = '#111111';
/** Extra lightness change we accept to keep white text on the accent. */
const INK_PENALTY = 0.08;

const FONT_STACKS: Record<BrandPalette['font'], string> = {
  serif: 'Georgia,Cambria,"Times New Roman",Times,serif',
  sans: 'system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif',
};

/**
 * Status colours are the same for every brand on purpose: red must mean "error" on all 69 sites. Still passed
 * through ensureContrast so an edit here cannot break AA.
 */
const STATUS = {
  negative: ['#fdeaea', '#9b1c1c'],
  positive: ['#e6f4ea', '#1e6b3a'],
  info: ['#e8f0fb', '#1a4f8a'],
  warning: ['#fff4d6', '#6b4a00'],
  /** Orange (the tag colour between warning-yellow and negative-red). */
  attention: ['#fde6d2', '#8a3400'],
} as const;

/** Text colour with the higher contrast on `bg`: white or near-black. */
function bestOn(bg: HexColor): HexColor {
  return contrastRatio(WHITE, bg) >= contrastRatio(INK, bg) ? WHITE : INK;
}

/**
 * A background with readable text on it. Mid-tone backgrounds can fail 4.5:1 with both white and ink; then the
 * text goes to pure black/white first and the background moves away from it only as far as needed.
 */
function readablePair(bg: HexColor): { bg: HexColor; fg: HexColor } {
  let fg = bestOn(bg);
  if (contrastRatio(fg, bg) >= TEXT_CONTRAST) return { bg, fg };
  fg = fg === WHITE ? WHITE : '#000000';
  return { bg: ensureContrast(bg, [fg], TEXT_CONTRAST), fg };
}

/** Distance in lightness, to pick the accent variant that stays closest to the brand colour. */
function lightnessDistance(a: HexColor, b: HexColor): number {
  return Math.abs(hexToHsl(a).l - hexToHsl(b).l);
}

/**
 * The accent and the text on it. Tries white and ink text, adjusting the accent for 4.5:1 each time, and keeps
 * the variant that also stands 3:1 against the page and the white surface with the least change. White text on a
 * darkened accent always qualifies, so there is always an answer.
 */
function accentPair(primary: HexColor, pageBg: HexColor, surfaceBg: HexColor) {
  const variants = [WHITE, INK].map((onAccent) => {
    const accent = ensureContrast(primary, [onAccent], TEXT_CONTRAST);
    return { accent, onAccent, ok: Math.min(contrastRatio(accent, pageBg), contrastRatio(accent, surfaceBg)) >= 3 };
  });
  const valid = variants.filter((v) => v.ok);
  const pool =
    valid.length > 0
      ? valid
      : [{ accent: ensureContrast(primary, [WHITE, pageBg, surfaceBg], TEXT_CONTRAST), onAccent: WHITE, ok: true }];
  // White text on a brand colour looks like the brand; dark text only wins when white would need a clearly
  // bigger change (bright oranges, yellows, cyans).
  const cost = (v: { accent: HexColor; onAccent: HexColor }) =>
    lightnessDistance(v.accent, primary) + (v.onAccent === INK ? INK_PENALTY : 0);
  return pool.reduce((best, v) => (cost(v) < cost(best) ? v : best));
}

/** Derives the full contract from a palette. Pure; exported for the default (brandless) theme and for tests. */
export function tokensFromPalette(palette: BrandPalette): BrandTokens {
  const neutral = hexToHsl(palette.neutral);
  // The page must be light whatever the palette says: the whole contract assumes dark text on it.
  const pageBg = neutral.l >= 0.9 ? palette.neutral.toLowerCase() : hslToHex({ ...neutral, l: 0.96 });
  const surfaceBg = WHITE;
  const surfaceMutedBg = shiftLightness(pageBg, -0.035);

  const text = ensureContrast(
    hslToHex({ h: neutral.h, s: Math.min(neutral.s, 0.2), l: 0.12 }),
    [pageBg, surfaceBg, surfaceMutedBg],
    TEXT_CONTRAST,
  );
  const textMuted = ensureContrast(
    hslToHex({ h: neutral.h, s: Math.min(neutral.s, 0.12), l: 0.42 }),
    [pageBg, surfaceBg, surfaceMutedBg],
    TEXT_CONTRAST,
  );
  const border = ensureContrast(
    hslToHex({ h: neutral.h, s: Math.min(neutral.s, 0.1), l: 0.55 }),
    [pageBg, surfaceBg],
    NON_TEXT_CONTRAST,
  );

  const { accent, onAccent } = accentPair(palette.primary, pageBg, surfaceBg);
  // Hover moves away from the text colour on it, so it only ever gains contrast.
  const accentHover = ensureContrast(
    shiftLightness(accent, onAccent === WHITE ? -0.08 : 0.08),
    [onAccent],
    TEXT_CONTRAST,
  );
  const link = ensureContrast(accent, [pageBg, surfaceBg], TEXT_CONTRAST);
  const focus = ensureContrast(accent, [pageBg, surfaceBg], NON_TEXT_CONTRAST);

  const header =
    palette.header === 'surface'
      ? { bg: surfaceBg, fg: text }
      : palette.header === 'primary'
        ? { bg: accent, fg: onAccent }
        : readablePair(palette.secondary.toLowerCase());
  const footer = readablePair(palette.secondary.toLowerCase());

  const status = Object.fromEntries(
    Object.entries(STATUS).map(([name, [bg, fg]]) => [name, { bg, fg: ensureContrast(fg, [bg], TEXT_CONTRAST) }]),
  ) as Record<keyof typeof STATUS, { bg: string; fg: string }>;

  return Object.freeze({
    '--color-accent': accent,
    '--color-accent-hover': accentHover,
    '--color-on-accent': onAccent,
    '--color-page-bg': pageBg,
    '--color-surface-bg': surfaceBg,
    '--color-surface-muted-bg': surfaceMutedBg,
    '--color-text': text,
    '--color-text-muted': textMuted,
    '--color-link': link,
    '--color-border': border,
    '--color-focus': focus,
    '--color-header-bg': header.bg,
    '--color-on-header': header.fg,
    '--color-footer-bg': footer.bg,
    '--color-on-footer': footer.fg,
    '--color-negative-bg': status.negative.bg,
    '--color-on-negative': status.negative.fg,
    '--color-positive-bg': status.positive.bg,
    '--color-on-positive': status.positive.fg,
    '--color-info-bg': status.info.bg,
    '--color-on-info': status.info.fg,
    '--color-warning-bg': status.warning.bg,
    '--color-on-warning': status.warning.fg,
    '--color-attention-bg': status.attention.bg,
    '--color-on-attention': status.attention.fg,
    '--font-brand': FONT_STACKS[palette.font],
    // Body copy stays sans for every brand: forms and tables read better, only headings carry the brand font.
    '--font-body': FONT_STACKS.sans,
    '--radius-brand': palette.radius,
  });
}

// Tokens are a pure function of static data: compute once per brand per process.
const cache = new Map<BrandKey, BrandTokens>();

/** The semantic tokens of a brand (all contract tokens, contrast-checked). Throws on an unknown key. */
export function brandTokens(key: BrandKey): Record<ContractToken, string> {
  const valid = brandKeySchema.parse(key);
  let tokens = cache.get(valid);
  if (!tokens) {
    tokens = tokensFromPalette(BRAND_PALETTES[valid]);
    cache.set(valid, tokens);
  }
  return { ...tokens };
}

/** Tokens for hosts without a brand (see DEFAULT_PALETTE). */
export function defaultBrandTokens(): Record<ContractToken, string> {
  return { ...tokensFromPalette(DEFAULT_PALETTE) };
}

// Values come only from the static palettes above; this guard makes sure no value can ever close the <style> element
// or open another rule, should someone widen the data later.
const SAFE_VALUE = /^[#\w\s,."%()-]+$/;

/** Serialises tokens as one compact `:root{…}` rule. */
export function tokensToCss(tokens: Record<ContractToken, string>): string {
  const body = CONTRACT_TOKENS.map((name) => {
    const value = tokens[name];
    if (!value || !SAFE_VALUE.test(value)) throw new Error(`Unsafe or empty value for ${name}`);
    return `${name}:${value}`;
  }).join(';');
  return `:root{${body}}`;
}

/** The brand's contract as one CSS rule, `:root{--color-accent:#…;…}`, for a `<style>` in the page head. */
export function brandCss(key: BrandKey): string {
  return tokensToCss(brandTokens(key));
}

/** The default (brandless) contract as one CSS rule. */
export function defaultBrandCss(): string {
  return tokensToCss(defaultBrandTokens());
}
