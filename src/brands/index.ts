/**
 * Public API of src/brands: the registry (69 brands), palettes (tier 1), the semantic token contract (tier 2),
 * WCAG contrast helpers and the generated logos and favicons.
 */
export * from './registry';
export { BRAND_PALETTES, DEFAULT_PALETTE, brandPaletteSchema, type BrandPalette } from './palettes';
export {
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
  tokensToCss,
  type BrandTokens,
  type ColorToken,
  type ContractToken,
  type TokenPair,
} from './tokens';
export { contrastRatio, relativeLuminance, type HexColor } from './contrast';
export {
  DEFAULT_NAME,
  FAVICON_SIZE,
  LOGO_HEIGHT,
  brandFaviconIco,
  brandFaviconSvg,
  brandInitials,
  brandLogoSvg,
  defaultFaviconIco,
  defaultFaviconSvg,
  defaultLogoSvg,
  faviconIco,
} from './logo';
