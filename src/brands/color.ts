/**
 * Colour adjustments for the token derivation: HSL conversion and "move this colour's lightness until it reaches
 * a contrast ratio against that background". HSL lightness is monotonic in WCAG luminance for a fixed hue and
 * saturation, so walking the lightness keeps the brand's hue while fixing contrast.
 */
import { contrastRatio, parseHex, relativeLuminance, toHex, type HexColor } from './contrast';

/** Hue in degrees [0, 360), saturation and lightness in [0, 1]. */
export interface Hsl {
  h: number;
  s: number;
  l: number;
}

/** Converts `#rrggbb` to HSL. */
export function hexToHsl(hex: HexColor): Hsl {
  const [r, g, b] = parseHex(hex).map((v) => v / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === r) h = ((g - b) / d) % 6;
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return { h: (h * 60 + 360) % 360, s, l };
}

/** Converts HSL to `#rrggbb`; out-of-range lightness and saturation are clamped. */
export function hslToHex({ h, s, l }: Hsl): HexColor {
  const light = Math.min(1, Math.max(0, l));
  const sat = Math.min(1, Math.max(0, s));
  const c = (1 - Math.abs(2 * light - 1)) * sat;
  const hp = (((h % 360) + 360) % 360) / 60;
  const x = c * (1 - Math.abs((hp % 2) - 1));
  const [r1, g1, b1] =
    hp < 1 ? [c, x, 0] : hp < 2 ? [x, c, 0] : hp < 3 ? [0, c, x] : hp < 4 ? [0, x, c] : hp < 5 ? [x, 0, c] : [c, 0, x];
  const m = light - c / 2;
  return toHex((r1 + m) * 255, (g1 + m) * 255, (b1 + m) * 255);
}

/** The colour with its HSL lightness shifted by `delta` (−1…1). */
export function shiftLightness(hex: HexColor, delta: number): HexColor {
  const hsl = hexToHsl(hex);
  return hslToHex({ ...hsl, l: hsl.l + delta });
}

/** Lightness steps of the search: finer than 8-bit channels, so no reachable colour is skipped. */
const STEPS = 400;

/**
 * The colour closest to `color` (same hue and saturation) whose contrast with every background reaches `min`.
 * It moves darker when every background can be beaten by darkening, lighter otherwise, and returns the first
 * lightness that passes, so the brand colour changes as little as possible. When no lightness passes it returns
 * the extreme (black or white) with the best worst-case ratio; the caller then adjusts the other side.
 */
export function ensureContrast(color: HexColor, backgrounds: readonly HexColor[], min: number): HexColor {
  const worst = (c: HexColor) => Math.min(...backgrounds.map((bg) => contrastRatio(c, bg)));
  if (worst(color) >= min) return color;
  const canDarken = worst('#000000') >= min;
  const canLighten = worst('#ffffff') >= min;
  const lum = relativeLuminance(color);
  const darkerThanAll = backgrounds.every((bg) => relativeLuminance(bg) >= lum);
  // Prefer the direction that moves away from the backgrounds; it needs the smallest change.
  const direction =
    canDarken && (darkerThanAll || !canLighten) ? -1 : canLighten ? 1 : worst('#000000') >= worst('#ffffff') ? -1 : 1;
  const hsl = hexToHsl(color);
  const target = direction < 0 ? 0 : 1;
  for (let i = 1; i <= STEPS; i += 1) {
    const candidate = hslToHex({ ...hsl, l: hsl.l + ((target - hsl.l) * i) / STEPS });
    if (worst(candidate) >= min) return candidate;
  }
  return direction < 0 ? '#000000' : '#ffffff';
}
