/**
 * Generated brand artwork — no third-party logos: a wordmark SVG (the brand name set in type), a favicon SVG and a
 * real .ico favicon with the brand's initials, all in the brand's semantic colours (tokens.ts).
 * Sizes come from the specification: logo height 35, favicon 48×48.
 */
import { z } from 'zod';
import { BITMAP_FONT, GLYPH_HEIGHT, GLYPH_WIDTH } from './bitmap-font';
import { parseHex, type HexColor } from './contrast';
import { BRAND_PALETTES, DEFAULT_PALETTE, type BrandPalette } from './palettes';
import { BRANDS, brandKeySchema, type BrandKey } from './registry';
import { brandTokens, defaultBrandTokens } from './tokens';

/** Rendered logo height in CSS pixels (specification: logo height 35). */
export const LOGO_HEIGHT = 35;
/** Favicon edge in pixels (specification: favicon size 48). */
export const FAVICON_SIZE = 48;
/** The name shown for hosts without a brand. */
export const DEFAULT_NAME = 'Mijn Omgeving';

const SANS = "system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";
const SERIF = "Georgia,Cambria,'Times New Roman',Times,serif";

/** Escapes text for XML content and double-quoted attributes. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);
}

// Advance widths of a bold sans face in 1/1000 em (Helvetica Bold metrics). Only used to size the viewBox; the
// text is then fitted to exactly that width with textLength, so whatever font the viewer has, nothing is clipped.
const UPPER = [
  722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944,
  667, 667, 611,
];
const LOWER = [
  556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778,
  556, 556, 500,
];
const NARROW = new Set([' ', '!', '.', ',', "'", '’', ':', ';', '|']);

function advance(char: string): number {
  const base = char.normalize('NFD')[0] ?? char;
  const code = base.charCodeAt(0);
  if (code >= 65 && code <= 90) return UPPER[code - 65]!;
  if (code >= 97 && code <= 122) return LOWER[code - 97]!;
  if (code >= 48 && code <= 57) return 556;
  if (NARROW.has(char)) return 278;
  if (char === '&') return 722;
  return 600;
}

/** Estimated width of `text` in px at `fontSize` for a bold face. */
function textWidth(text: string, fontSize: number, font: BrandPalette['font']): number {
  // Bold serif faces run a little narrower than bold sans.
  const factor = font === 'serif' ? 0.95 : 1;
  return ([...text].reduce((sum, c) => sum + advance(c), 0) / 1000) * fontSize * factor;
}

interface Artwork {
  name: string;
  palette: BrandPalette;
  accent: HexColor;
  onAccent: HexColor;
}

function wordmarkSvg({ name, palette, accent, onAccent }: Artwork): string {
  // A brand with a coloured header gets a plate, so the logo stays readable on its own header and anywhere else.
  const plate = palette.logo === 'plate' || palette.header !== 'surface';
  const fontSize = plate ? 20 : 24;
  const padX = plate ? 12 : 1;
  const textW = Math.ceil(textWidth(name, fontSize, palette.font));
  const width = textW + 2 * padX;
  // Baseline puts the cap height optically centred in the 35px box, with room for descenders.
  const baseline = plate ? 24 : 26;
  const family = palette.font === 'serif' ? SERIF : SANS;
  const radius = Math.min(Number.parseInt(palette.radius, 10), 12);
  const title = escapeXml(name);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${LOGO_HEIGHT}" viewBox="0 0 ${width} ${LOGO_HEIGHT}" role="img">`,
    `<title>${title}</title>`,
    plate ? `<rect width="${width}" height="${LOGO_HEIGHT}" rx="${radius}" fill="${accent}"/>` : '',
    `<text x="${padX}" y="${baseline}" textLength="${textW}" lengthAdjust="spacingAndGlyphs" font-family="${escapeXml(family)}" font-size="${fontSize}" font-weight="700" fill="${plate ? onAccent : accent}">${title}</text>`,
    '</svg>',
  ].join('');
}

function faviconSvg({ name, palette, accent, onAccent }: Artwork): string {
  const initials = escapeXml(palette.initials);
  const fontSize = palette.initials.length === 1 ? 30 : 22;
  // Cap height of a bold sans is about 0.72 em: half of it below the centre line centres the letters.
  const baseline = (FAVICON_SIZE / 2 + fontSize * 0.36).toFixed(1);
  const radius = Math.max(6, Math.min(Number.parseInt(palette.radius, 10), 14));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${FAVICON_SIZE}" height="${FAVICON_SIZE}" viewBox="0 0 ${FAVICON_SIZE} ${FAVICON_SIZE}" role="img">`,
    `<title>${escapeXml(name)}</title>`,
    `<rect width="${FAVICON_SIZE}" height="${FAVICON_SIZE}" rx="${radius}" fill="${accent}"/>`,
    `<text x="24" y="${baseline}" text-anchor="middle" font-family="${escapeXml(SANS)}" font-size="${fontSize}" font-weight="700" fill="${onAccent}">${initials}</text>`,
    '</svg>',
  ].join('');
}

const hexSchema = z.string().regex(/^#[0-9a-f]{6}$/i);
const initialsSchema = z.string().regex(/^[A-Z0-9]{1,2}$/, 'Initialen: 1–2 tekens A–Z of 0–9');

/**
 * A 48×48 .ico file with one 32-bit image: `background` everywhere, `initials` (1–2 of A–Z, 0–9) drawn in
 * `foreground` with the built-in 5×7 bitmap font, scaled up and centred. Layout: ICONDIR (6 bytes), one
 * ICONDIRENTRY (16), BITMAPINFOHEADER (40, height doubled for the AND mask), BGRA rows bottom-up, AND mask.
 */
export function faviconIco(background: HexColor, foreground: HexColor, initials: string): Uint8Array {
  const bg = parseHex(hexSchema.parse(background));
  const fg = parseHex(hexSchema.parse(foreground));
  const chars = [...initialsSchema.parse(initials)];

  const size = FAVICON_SIZE;
  const ink = new Uint8Array(size * size); // 1 where the foreground goes, top-down
  // One letter gets a square 5× scale; two letters are drawn 4 wide × 5 high so both fit with a margin.
  const sx = chars.length === 1 ? 5 : 4;
  const sy = 5;
  const gap = 2;
  const totalW = chars.length * GLYPH_WIDTH * sx + (chars.length - 1) * gap;
  const left = Math.floor((size - totalW) / 2);
  const top = Math.floor((size - GLYPH_HEIGHT * sy) / 2);
  chars.forEach((char, index) => {
    const glyph = BITMAP_FONT[char]!;
    const x0 = left + index * (GLYPH_WIDTH * sx + gap);
    glyph.forEach((row, gy) => {
      [...row].forEach((bit, gx) => {
        if (bit !== '1') return;
        for (let dy = 0; dy < sy; dy += 1) {
          for (let dx = 0; dx < sx; dx += 1) ink[(top + gy * sy + dy) * size + x0 + gx * sx + dx] = 1;
        }
      });
    });
  });

  const pixelBytes = size * size * 4;
  const maskRowBytes = Math.ceil(size / 32) * 4; // 1 bit per pixel, rows padded to 32 bits
  const maskBytes = maskRowBytes * size;
  const imageBytes = 40 + pixelBytes + maskBytes;
  const out = new Uint8Array(6 + 16 + imageBytes);
  const view = new DataView(out.buffer);

  // ICONDIR: reserved 0, type 1 (icon), 1 image.
  view.setUint16(0, 0, true);
  view.setUint16(2, 1, true);
  view.setUint16(4, 1, true);
  // ICONDIRENTRY
  out[6] = size; // width
  out[7] = size; // height
  out[8] = 0; // palette colours: none
  out[9] = 0; // reserved
  view.setUint16(10, 1, true); // colour planes
  view.setUint16(12, 32, true); // bits per pixel
  view.setUint32(14, imageBytes, true);
  view.setUint32(18, 22, true); // offset of the image data

  // BITMAPINFOHEADER
  const h = 22;
  view.setUint32(h, 40, true);
  view.setInt32(h + 4, size, true);
  view.setInt32(h + 8, size * 2, true); // XOR image + AND mask
  view.setUint16(h + 12, 1, true);
  view.setUint16(h + 14, 32, true);
  view.setUint32(h + 16, 0, true); // BI_RGB
  view.setUint32(h + 20, pixelBytes + maskBytes, true);
  // resolution and palette fields stay 0

  const pixels = h + 40;
  for (let y = 0; y < size; y += 1) {
    const row = size - 1 - y; // BMP rows are stored bottom-up
    for (let x = 0; x < size; x += 1) {
      const [r, g, b] = ink[y * size + x] ? fg : bg;
      const at = pixels + (row * size + x) * 4;
      out[at] = b;
      out[at + 1] = g;
      out[at + 2] = r;
      out[at + 3] = 255;
    }
  }
  // The AND mask stays all zero: every pixel is opaque (the alpha channel says the same).
  return out;
}

function brandArtwork(key: BrandKey): Artwork {
  const valid = brandKeySchema.parse(key);
  const tokens = brandTokens(valid);
  return {
    name: BRANDS[valid].name,
    palette: BRAND_PALETTES[valid],
    accent: tokens['--color-accent'],
    onAccent: tokens['--color-on-accent'],
  };
}

function defaultArtwork(): Artwork {
  const tokens = defaultBrandTokens();
  return {
    name: DEFAULT_NAME,
    palette: DEFAULT_PALETTE,
    accent: tokens['--color-accent'],
    onAccent: tokens['--color-on-accent'],
  };
}

/** The brand's 1–2 favicon initials (A–Z, 0–9). */
export function brandInitials(key: BrandKey): string {
  return BRAND_PALETTES[brandKeySchema.parse(key)].initials;
}

/** Wordmark SVG of the brand name (height 35, width fitted to the name), `role="img"` with the name as `<title>`. */
export function brandLogoSvg(key: BrandKey): string {
  return wordmarkSvg(brandArtwork(key));
}

/** 48×48 favicon SVG: rounded square in the accent colour with the brand's initials. */
export function brandFaviconSvg(key: BrandKey): string {
  return faviconSvg(brandArtwork(key));
}

/** 48×48 .ico favicon: accent background, initials in the on-accent colour. */
export function brandFaviconIco(key: BrandKey): Uint8Array {
  const art = brandArtwork(key);
  return faviconIco(art.accent, art.onAccent, art.palette.initials);
}

/** "Mijn Omgeving" wordmark for hosts without a brand. */
export function defaultLogoSvg(): string {
  return wordmarkSvg(defaultArtwork());
}

/** Favicon SVG for hosts without a brand: neutral grey with "MO". Also committed as public/images/favicon.svg. */
export function defaultFaviconSvg(): string {
  return faviconSvg(defaultArtwork());
}

/** .ico favicon for hosts without a brand: neutral grey with "MO". Also committed as public/images/favicon.ico. */
export function defaultFaviconIco(): Uint8Array {
  const art = defaultArtwork();
  return faviconIco(art.accent, art.onAccent, art.palette.initials);
}
