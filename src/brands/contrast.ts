/**
 * WCAG 2.x relative luminance and contrast ratio (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance).
 * Kept dependency-free and tiny: the token derivation calls it thousands of times per brand.
 */

/** A colour as `#rrggbb` (or `#rgb`); case-insensitive. */
export type HexColor = string;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Parses `#rgb` / `#rrggbb` into 0–255 channels; throws on anything else so a typo in palette data fails loudly. */
export function parseHex(hex: HexColor): [r: number, g: number, b: number] {
  if (!HEX.test(hex)) throw new Error(`Not a hex colour: ${hex}`);
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

/** Formats 0–255 channels (rounded and clamped) as lower-case `#rrggbb`. */
export function toHex(r: number, g: number, b: number): HexColor {
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

function linear(channel: number): number {
  const c = channel / 255;
  // WCAG 2.x uses 0.03928 (the sRGB spec says 0.04045); the difference never changes a result at 8 bits.
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(hex: HexColor): number {
  const [r, g, b] = parseHex(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio between two colours, from 1 to 21; symmetric. */
export function contrastRatio(a: HexColor, b: HexColor): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
