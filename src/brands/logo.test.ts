import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BITMAP_FONT, GLYPH_HEIGHT, GLYPH_WIDTH } from './bitmap-font';
import {
  brandFaviconIco,
  brandFaviconSvg,
  brandLogoSvg,
  defaultFaviconIco,
  defaultFaviconSvg,
  defaultLogoSvg,
  faviconIco,
} from './logo';
import { BRAND_PALETTES } from './palettes';
import { BRAND_KEYS, BRANDS } from './registry';
import { brandTokens, defaultBrandTokens } from './tokens';

const ICO_BYTES = 6 + 16 + 40 + 48 * 48 * 4 + 8 * 48;

/** Reads the colour at (x, y), y counted from the top, out of a one-image 32-bit .ico. */
function pixel(ico: Uint8Array, x: number, y: number): string {
  const view = new DataView(ico.buffer, ico.byteOffset, ico.byteLength);
  const image = view.getUint32(18, true);
  const headerSize = view.getUint32(image, true);
  const at = image + headerSize + ((47 - y) * 48 + x) * 4;
  expect(ico[at + 3]).toBe(255);
  return `#${[ico[at + 2], ico[at + 1], ico[at]].map((v) => v!.toString(16).padStart(2, '0')).join('')}`;
}

function colours(ico: Uint8Array): Set<string> {
  const found = new Set<string>();
  for (let y = 0; y < 48; y += 1) for (let x = 0; x < 48; x += 1) found.add(pixel(ico, x, y));
  return found;
}

describe('favicon .ico', () => {
  const ico = brandFaviconIco('ad');
  const view = new DataView(ico.buffer, ico.byteOffset, ico.byteLength);
  const tokens = brandTokens('ad');

  it('has an ICONDIR with one 48×48 32-bit icon', () => {
    expect(view.getUint16(0, true)).toBe(0); // reserved
    expect(view.getUint16(2, true)).toBe(1); // type: icon
    expect(view.getUint16(4, true)).toBe(1); // one image
    expect(ico[6]).toBe(48);
    expect(ico[7]).toBe(48);
    expect(view.getUint16(12, true)).toBe(32);
    expect(view.getUint32(14, true)).toBe(ICO_BYTES - 22);
    expect(view.getUint32(18, true)).toBe(22);
    expect(ico.byteLength).toBe(ICO_BYTES);
  });

  it('carries a BITMAPINFOHEADER with doubled height and 32 bits per pixel, uncompressed', () => {
    expect(view.getUint32(22, true)).toBe(40);
    expect(view.getInt32(26, true)).toBe(48);
    expect(view.getInt32(30, true)).toBe(96);
    expect(view.getUint16(34, true)).toBe(1);
    expect(view.getUint16(36, true)).toBe(32);
    expect(view.getUint32(38, true)).toBe(0);
  });

  it('paints the corners in the accent colour and the initials in the on-accent colour', () => {
    for (const [x, y] of [
      [0, 0],
      [47, 0],
      [0, 47],
      [47, 47],
    ] as const) {
      expect(pixel(ico, x, y)).toBe(tokens['--color-accent']);
    }
    expect(colours(ico)).toEqual(new Set([tokens['--color-accent'], tokens['--color-on-accent']]));
  });

  it('leaves the AND mask empty so every pixel is opaque', () => {
    expect(ico.slice(ICO_BYTES - 8 * 48).every((b) => b === 0)).toBe(true);
  });

  it('draws glyphs upright: an L has its foot at the bottom', () => {
    // One letter is scaled 5×: 25×35 pixels starting at (11, 6).
    const l = faviconIco('#000000', '#ffffff', 'L');
    expect(pixel(l, 12, 7)).toBe('#ffffff'); // top of the stem
    expect(pixel(l, 33, 7)).toBe('#000000'); // right of the stem, top: empty
    expect(pixel(l, 33, 39)).toBe('#ffffff'); // right end of the foot
    expect(pixel(l, 5, 24)).toBe('#000000'); // margin
  });

  it('refuses initials the bitmap font cannot draw and colours that are not hex', () => {
    expect(() => faviconIco('#000000', '#ffffff', 'ab')).toThrow();
    expect(() => faviconIco('#000000', '#ffffff', 'ABC')).toThrow();
    expect(() => faviconIco('black', '#ffffff', 'A')).toThrow();
  });

  it('gives the default favicon a neutral grey with MO', () => {
    const fallback = defaultFaviconIco();
    const tokens = defaultBrandTokens();
    expect(pixel(fallback, 0, 0)).toBe(tokens['--color-accent']);
    expect(colours(fallback)).toContain(tokens['--color-on-accent']);
    expect(fallback).toEqual(faviconIco(tokens['--color-accent'], tokens['--color-on-accent'], 'MO'));
  });

  it('matches the committed public/images/favicon.ico and favicon.svg (regenerate with write-default-favicons.ts)', () => {
    const dir = new URL('../../public/images/', import.meta.url);
    expect(new Uint8Array(readFileSync(fileURLToPath(new URL('favicon.ico', dir))))).toEqual(defaultFaviconIco());
    expect(readFileSync(fileURLToPath(new URL('favicon.svg', dir)), 'utf8')).toBe(`${defaultFaviconSvg()}\n`);
  });
});

describe('bitmap font', () => {
  it('has every letter and digit as 7 rows of 5 pixels', () => {
    expect(Object.keys(BITMAP_FONT).sort().join('')).toBe('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    for (const glyph of Object.values(BITMAP_FONT)) {
      expect(glyph).toHaveLength(GLYPH_HEIGHT);
      for (const row of glyph) expect(row).toMatch(new RegExp(`^[01]{${GLYPH_WIDTH}}$`));
    }
  });

  it('has brand initials it can draw', () => {
    for (const key of BRAND_KEYS) {
      for (const char of BRAND_PALETTES[key].initials) expect(BITMAP_FONT[char], `${key}: ${char}`).toBeDefined();
    }
  });
});

describe('wordmark SVG', () => {
  it('escapes the name in the title and the text', () => {
    const svg = brandLogoSvg('bsv');
    expect(svg).toContain('<title>Bouwen &amp; Verbouwen</title>');
    expect(svg).toContain('>Bouwen &amp; Verbouwen</text>');
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('is an image 35 high whose viewBox matches its size', () => {
    const svg = brandLogoSvg('vk');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" /);
    expect(svg).toContain('role="img"');
    expect(svg).toContain('<title>de Volkskrant</title>');
    const [, width, vbWidth, vbHeight] = /width="(\d+)" height="35" viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? [];
    expect(vbHeight).toBe('35');
    expect(width).toBe(vbWidth);
  });

  it('grows with the name', () => {
    const width = (svg: string) => Number(/viewBox="0 0 (\d+) 35"/.exec(svg)?.[1]);
    expect(width(brandLogoSvg('wls'))).toBeGreaterThan(width(brandLogoSvg('ad')) * 3);
  });

  it('sets the name in the brand accent colour, or on an accent plate for brands with a coloured header', () => {
    expect(brandLogoSvg('ad')).toContain(`fill="${brandTokens('ad')['--color-accent']}">AD</text>`);
    const hln = brandLogoSvg('hln');
    expect(hln).toContain(`<rect width=`);
    expect(hln).toContain(`fill="${brandTokens('hln')['--color-accent']}"/>`);
    expect(hln).toContain(`fill="${brandTokens('hln')['--color-on-accent']}">HLN</text>`);
  });

  it('has a default wordmark', () => {
    expect(defaultLogoSvg()).toContain('<title>Mijn Omgeving</title>');
  });
});

describe('favicon SVG', () => {
  it('is a 48×48 rounded accent square with the initials in the on-accent colour', () => {
    const svg = brandFaviconSvg('mgn');
    const tokens = brandTokens('mgn');
    expect(svg).toContain('width="48" height="48" viewBox="0 0 48 48"');
    expect(svg).toMatch(new RegExp(`<rect width="48" height="48" rx="\\d+" fill="${tokens['--color-accent']}"/>`));
    expect(svg).toContain(`fill="${tokens['--color-on-accent']}">MH</text>`);
    expect(svg).toContain('<title>Men’s Health</title>');
  });
});

describe('every brand', () => {
  it.each(BRAND_KEYS)('%s has a wordmark, a favicon SVG and a favicon .ico', (key) => {
    const logo = brandLogoSvg(key);
    expect(logo).toContain('role="img"');
    expect(logo).toContain(`<title>${BRANDS[key].name.replace(/&/g, '&amp;')}</title>`);
    expect(brandFaviconSvg(key)).toContain(`>${BRAND_PALETTES[key].initials}</text>`);
    const ico = brandFaviconIco(key);
    expect(ico.byteLength).toBe(ICO_BYTES);
    expect(pixel(ico, 0, 0)).toBe(brandTokens(key)['--color-accent']);
    expect(colours(ico)).toContain(brandTokens(key)['--color-on-accent']);
  });
});
