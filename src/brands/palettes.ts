/**
 * Tier 1 of the design tokens: the brand palette, one per brand key. Data only — the semantic
 * contract in tokens.ts derives every CSS variable from it and fixes contrast, so a colour here may be the brand's
 * "real" colour even when white text on it would be unreadable.
 *
 * The colours are our own plausible picks per brand, not taken from brand guidelines.
 */
import { z } from 'zod';
import { BRAND_KEYS, type BrandKey } from './registry';

const hex = z.string().regex(/^#[0-9a-f]{6}$/i, 'Kleur als #rrggbb');

/** The schema every palette is checked against when this module loads. */
export const brandPaletteSchema = z.object({
  /** The brand colour: buttons, links, wordmark. Adjusted for contrast in tokens.ts. */
  primary: hex,
  /** A second, usually darker colour: footer (and header when `header` is `secondary`). */
  secondary: hex,
  /** A light tint for the page background; muted surfaces and grey text take its hue. */
  neutral: hex,
  /** `serif` for the classic newspapers, `sans` otherwise; used for the wordmark and headings. */
  font: z.enum(['serif', 'sans']),
  /** Corner radius of buttons, cards and the favicon plate, as a CSS length. */
  radius: z.string().regex(/^\d{1,2}px$/),
  /** 1–2 characters for favicons; A–Z and 0–9 only, because the ICO bitmap font has exactly those. */
  initials: z.string().regex(/^[A-Z0-9]{1,2}$/),
  /** Header background: white surface, the brand colour, or the secondary colour. */
  header: z.enum(['surface', 'primary', 'secondary']),
  /** Wordmark style: the name in brand colour, or on a coloured plate (always a plate on a coloured header). */
  logo: z.enum(['wordmark', 'plate']),
});

/** One brand's palette (tier 1). */
export type BrandPalette = z.infer<typeof brandPaletteSchema>;

type Row = [
  primary: string,
  secondary: string,
  neutral: string,
  font: BrandPalette['font'],
  radius: string,
  initials: string,
  header?: BrandPalette['header'],
  logo?: BrandPalette['logo'],
];

// prettier-ignore
const ROWS: Record<BrandKey, Row> = {
  ad:    ['#e2001a', '#14213d', '#f5f5f5', 'sans',  '4px',  'AD'],
  ari:   ['#6f7f63', '#3c3a36', '#f7f5f0', 'sans',  '2px',  'A'],
  arn:   ['#004b87', '#1b2a41', '#f4f6f8', 'serif', '2px',  'AC'],
  atr:   ['#f27405', '#1e2a38', '#f4f5f7', 'sans',  '6px',  'AT'],
  aun:   ['#c8102e', '#161616', '#f4f4f4', 'sans',  '4px',  'AW', 'surface', 'plate'],
  aut:   ['#0a7abf', '#0d1b2a', '#f3f6f9', 'sans',  '4px',  'AV'],
  bdo:   ['#7a1f2b', '#2b1a1c', '#f7f4f2', 'serif', '2px',  'BD'],
  bsv:   ['#e07a1f', '#2f2a24', '#f8f5f1', 'sans',  '8px',  'BV'],
  comp:  ['#0066b3', '#00203f', '#f2f5f9', 'sans',  '4px',  'CT', 'secondary'],
  da:    ['#e4003a', '#2a0a14', '#fbf3f5', 'sans',  '8px',  'DA', 'primary'],
  dan:   ['#0059b3', '#e4002b', '#fffbea', 'sans',  '12px', 'DD', 'primary'],
  dat:   ['#2f4858', '#1c2b35', '#f5f6f4', 'serif', '2px',  'DT'],
  dm:    ['#1f1f1f', '#d4002a', '#f6f6f4', 'serif', '0px',  'DM'],
  don:   ['#e4002b', '#0059b3', '#fff8e6', 'sans',  '12px', 'DE', 'primary'],
  dpgbe: ['#4b1e78', '#1e0f33', '#f6f4f9', 'sans',  '6px',  'DP'],
  dpgnl: ['#5a2590', '#1e0f33', '#f6f4f9', 'sans',  '6px',  'DP'],
  epb:   ['#4a8c2a', '#1f3a12', '#f5f8f2', 'sans',  '6px',  'EH'],
  evb:   ['#00a0c6', '#062a3a', '#f1f7f9', 'sans',  '4px',  'E'],
  flr:   ['#e6007e', '#1a1a1a', '#fdf2f8', 'sans',  '16px', 'F'],
  fluis: ['#b5179e', '#2e0a29', '#fbf2f9', 'sans',  '12px', 'FL'],
  gg:    ['#f08a5d', '#3d2418', '#fdf6f2', 'sans',  '12px', 'GG'],
  hln:   ['#d50000', '#1a1a1a', '#f5f5f5', 'sans',  '4px',  'H',  'primary'],
  hu:    ['#1a1a1a', '#e40521', '#f5f4f2', 'sans',  '0px',  'H',  'surface', 'plate'],
  iol:   ['#00567d', '#0b2533', '#f2f6f8', 'sans',  '4px',  'I'],
  joebe: ['#ff4f00', '#1d1d1b', '#fff6f0', 'sans',  '20px', 'J',  'primary'],
  joenl: ['#ff6a13', '#23140b', '#fff6f0', 'sans',  '20px', 'J',  'primary'],
  kwe:   ['#2e7d6b', '#173d34', '#f3f8f6', 'sans',  '8px',  'KW'],
  lbn:   ['#e5007d', '#3b0a24', '#fdf2f7', 'sans',  '12px', 'L'],
  lib:   ['#d9006c', '#3b0a24', '#fdf2f7', 'sans',  '12px', 'L'],
  mar:   ['#d6004c', '#34101d', '#fcf3f5', 'sans',  '10px', 'M'],
  meb:   ['#0f4c81', '#0a2540', '#f2f5f8', 'sans',  '4px',  'ME'],
  mgn:   ['#d71920', '#111111', '#f5f5f5', 'sans',  '2px',  'MH', 'surface', 'plate'],
  nu:    ['#0b59a1', '#0a2a4a', '#f2f5f9', 'sans',  '6px',  'NU', 'primary'],
  nvb:   ['#c5007c', '#2d0b20', '#fcf2f8', 'sans',  '12px', 'N'],
  ovn:   ['#00a19a', '#0e3533', '#f1f8f7', 'sans',  '12px', 'OV'],
  pak:   ['#6b3fa0', '#24143a', '#f6f3fa', 'sans',  '8px',  'P'],
  par:   ['#c8102e', '#1a1a1a', '#f7f5f2', 'serif', '0px',  'P'],
  pr:    ['#d4145a', '#2c0b17', '#fcf3f6', 'sans',  '8px',  'P',  'primary'],
  pzfbe: ['#f39200', '#2b2118', '#fff8ee', 'sans',  '10px', 'PF'],
  pzfnl: ['#0090d4', '#0c2a3d', '#f0f7fc', 'sans',  '10px', 'PF'],
  qmbe:  ['#ed1c24', '#1a1a1a', '#f6f6f6', 'sans',  '24px', 'Q',  'primary'],
  qmnl:  ['#e30b1c', '#1a1a1a', '#f6f6f6', 'sans',  '24px', 'Q',  'primary'],
  rf:    ['#ff5a00', '#1c1c1c', '#fff6f0', 'sans',  '4px',  'RW'],
  sprtn: ['#0a8f3c', '#0d2e19', '#f2f8f4', 'sans',  '4px',  'SN', 'secondary'],
  st:    ['#c2185b', '#2d0a18', '#fcf3f7', 'sans',  '8px',  'S',  'primary'],
  sto:   ['#b0005a', '#2d0a18', '#fcf3f7', 'sans',  '8px',  'S',  'primary'],
  sur7:  ['#005aa0', '#07213a', '#f1f5fa', 'sans',  '8px',  '7D'],
  svw:   ['#7a8c5a', '#2f3523', '#f7f8f3', 'sans',  '2px',  'S'],
  tb:    ['#e8437a', '#3a1120', '#fdf3f6', 'sans',  '12px', 'TO'],
  tr:    ['#0057a8', '#0b2545', '#f4f6f9', 'serif', '2px',  'T'],
  tsb:   ['#3f7d3c', '#1b3319', '#f4f8f2', 'sans',  '8px',  'TS'],
  tta:   ['#1e3a8a', '#0f1d45', '#f3f5fa', 'sans',  '4px',  'TA'],
  tv:    ['#ff0066', '#2a0a18', '#fff2f7', 'sans',  '12px', 'TV', 'primary'],
  vk:    ['#002c5f', '#0b1a2e', '#f6f5f1', 'serif', '0px',  'V'],
  vro:   ['#a4005b', '#2a0a1b', '#fbf2f7', 'sans',  '8px',  'VR'],
  vtm:   ['#e4032e', '#141414', '#f6f6f6', 'sans',  '8px',  'VT', 'primary'],
  vtmgo: ['#d40050', '#0d0d0d', '#f5f5f6', 'sans',  '8px',  'GO', 'secondary'],
  vtw:   ['#2d6a4f', '#1b2e25', '#f5f7f4', 'sans',  '0px',  'VW'],
  vwo:   ['#b08d57', '#3a2f20', '#faf7f1', 'sans',  '4px',  'W'],
  wbd:   ['#003f8a', '#0c1f3f', '#f3f5f9', 'sans',  '4px',  'BD'],
  wbs:   ['#d5202b', '#1d1d1d', '#f6f5f5', 'sans',  '4px',  'BN'],
  wdg:   ['#0076be', '#0b2540', '#f2f6f9', 'sans',  '4px',  'DG'],
  wed:   ['#e94e1b', '#25150f', '#f9f5f3', 'sans',  '4px',  'ED'],
  willy: ['#222222', '#ffd200', '#f7f6f1', 'sans',  '16px', 'W',  'secondary', 'plate'],
  wls:   ['#8c6d46', '#33281b', '#f9f6f1', 'serif', '2px',  'WL'],
  wol:   ['#5b7f95', '#1e2c35', '#f4f7f8', 'sans',  '6px',  'WL'],
  wpz:   ['#0073b7', '#0c2436', '#f2f6f9', 'sans',  '4px',  'PZ'],
  wst:   ['#00843d', '#0e2a1a', '#f2f7f4', 'sans',  '4px',  'S'],
  wtt:   ['#c60c30', '#231214', '#f8f4f4', 'sans',  '4px',  'T'],
};

function fromRow([primary, secondary, neutral, font, radius, initials, header = 'surface', logo = 'wordmark']: Row) {
  return brandPaletteSchema.parse({ primary, secondary, neutral, font, radius, initials, header, logo });
}

/** Tier-1 palette per brand key, validated with zod at load so bad data fails at start-up, not in a page. */
export const BRAND_PALETTES: Readonly<Record<BrandKey, Readonly<BrandPalette>>> = Object.freeze(
  Object.fromEntries(BRAND_KEYS.map((key) => [key, Object.freeze(fromRow(ROWS[key]))])) as Record<
    BrandKey,
    BrandPalette
  >,
);

/** The palette for hosts without a brand (unknown host, the account host): neutral grey, initials "MO". */
export const DEFAULT_PALETTE: Readonly<BrandPalette> = Object.freeze(
  fromRow(['#5f6368', '#202124', '#f5f5f5', 'sans', '4px', 'MO']),
);
