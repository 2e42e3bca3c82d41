import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BRAND_KEYS, BRANDS, type BrandKey } from '../../brands/registry';
import { BANNER_CONFIGS } from '../../content/schema/documents';
import { affectedBrands } from './affected-brands';

/** The committed dataset, as the content lake serves it (the webhook sends such documents). */
const lakeDocuments = readFileSync(
  fileURLToPath(new URL('../../content/dataset/production.ndjson', import.meta.url)),
  'utf8',
)
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as Record<string, unknown>);

const where = (test: (key: BrandKey) => boolean) => BRAND_KEYS.filter(test);
const ALL = [...BRAND_KEYS];

describe('affectedBrands', () => {
  it('a brand document concerns that brand only', () => {
    expect(affectedBrands({ _id: 'brand.ad', _type: 'brand', key: 'ad', seoTitle: 'AD' })).toEqual({
      brands: ['ad'],
      reason: 'brand brand.ad',
    });
    expect(affectedBrands({}, 'brand.hln').brands).toEqual(['hln']);
  });

  it('a translation document concerns every brand of its language', () => {
    const nl = affectedBrands({ _id: 'translation.nl', _type: 'translation', language: 'nl', entries: [] }).brands;
    const be = affectedBrands({ _id: 'translation.be', _type: 'translation' }).brands;
    expect(nl).toEqual(where((key) => BRANDS[key].country === 'nl'));
    expect(be).toEqual(where((key) => BRANDS[key].country === 'be'));
    expect(be).toContain('hln');
    expect(be).not.toContain('ad');
    expect(nl.length + be.length).toBe(69);
  });

  it('the feature flags concern every brand, or only the changed groups when the previous version is known', () => {
    const flags = { _id: 'featureflagconfiguration', _type: 'featureflagconfiguration' };
    const before = { ...flags, general: { isSiteAlertsEnabled: true }, ad: { isFAQEnabled: true }, vk: { a: 1 } };
    expect(affectedBrands({ ...before }).brands).toEqual(ALL);
    expect(affectedBrands({ ...before, ad: { isFAQEnabled: false }, before }).brands).toEqual(['ad']);
    expect(affectedBrands({ before, after: { ...before, vk: { a: 2 }, ad: { isFAQEnabled: false } } }).brands).toEqual([
      'ad',
      'vk',
    ]);
    expect(affectedBrands({ ...before, general: { isSiteAlertsEnabled: false }, before }).brands).toEqual(ALL);
    expect(affectedBrands({ ...before, _rev: 'x2', before: { ...before, _rev: 'x1' } }).brands).toEqual([]);
  });

  it('an FAQ item or category concerns the brands of its categories and countries', () => {
    const item = {
      _id: 'faqItem.bezorging-te-laat',
      _type: 'faqItem',
      brandCategories: ['newspaper'],
      countries: ['nl'],
    };
    expect(affectedBrands(item).brands).toEqual(
      where((key) => BRANDS[key].category === 'newspaper' && BRANDS[key].country === 'nl'),
    );
    expect(affectedBrands(item).brands).toContain('ad');
    expect(affectedBrands(item).brands).not.toContain('hln');
    const category = { _id: 'faqCategory.x', _type: 'faqCategory', brandCategories: ['magazine'], countries: ['be'] };
    expect(affectedBrands(category).brands).toEqual(
      where((key) => BRANDS[key].category === 'magazine' && BRANDS[key].country === 'be'),
    );
  });

  it('an FAQ item moved to another category of brands concerns both the old and the new brands', () => {
    const before = { _id: 'faqItem.x', _type: 'faqItem', brandCategories: ['magazine'], countries: ['nl'] };
    const brands = affectedBrands({ ...before, brandCategories: ['newspaper'], before }).brands;
    expect(brands).toEqual(where((key) => BRANDS[key].category !== 'account' && BRANDS[key].country === 'nl'));
  });

  it('a site alert concerns its brands; a newsletter its brand', () => {
    expect(affectedBrands({ _id: 'sitealert.a', _type: 'sitealert', brands: ['hln', 'ad'] }).brands).toEqual([
      'ad',
      'hln',
    ]);
    expect(
      affectedBrands({ _id: 'n.1', _type: 'newsletter', brand: { _type: 'reference', _ref: 'brand.dm' } }).brands,
    ).toEqual(['dm']);
  });

  it('a commercial banner concerns exactly the brands of its banner configuration (real dataset documents)', () => {
    const banners = lakeDocuments.filter((doc) => doc['_type'] === 'commercialBanner');
    expect(banners.length).toBeGreaterThan(0);
    const seen = new Set<string>();
    for (const banner of banners) {
      const config = (banner['configuration'] as { brand: string }).brand;
      seen.add(config);
      const brands = affectedBrands(banner).brands;
      expect(brands, banner['_id'] as string).toEqual(where((key) => BRANDS[key].bannerConfig === config));
      expect(brands.length, banner['_id'] as string).toBeGreaterThan(0);
    }
    expect([...seen].sort()).toEqual([...BANNER_CONFIGS].sort());

    const banner = (config: string) => ({
      _id: `commercialBanner.${config.toLowerCase()}.servicepage`,
      _type: 'commercialBanner',
      configuration: { brand: config, type: 'servicepage' },
    });
    const nlNewspaper = affectedBrands(banner('NL-Newspaper')).brands;
    expect(nlNewspaper).toContain('ad');
    expect(nlNewspaper).toContain('vk');
    expect(nlNewspaper).toContain('qmnl');
    expect(nlNewspaper).not.toContain('mar');
    expect(nlNewspaper).not.toContain('hln');
    expect(affectedBrands(banner('NL-Magazines')).brands).toEqual(
      where((key) => BRANDS[key].country === 'nl' && BRANDS[key].category === 'magazine'),
    );
    const beNewspaper = affectedBrands(banner('BE-Newspaper')).brands;
    expect(beNewspaper).toContain('hln');
    expect(beNewspaper).toContain('hu');
    expect(beNewspaper).not.toContain('vtm');
    expect(affectedBrands(banner('BE-TV/Radio')).brands).toEqual(
      where((key) => BRANDS[key].country === 'be' && BRANDS[key].category === 'account'),
    );
  });

  it('a commercial banner moved to another configuration concerns both; an unknown configuration every brand', () => {
    const before = {
      _id: 'commercialBanner.be-tv-radio.servicepage',
      _type: 'commercialBanner',
      configuration: { brand: 'BE-TV/Radio', type: 'servicepage' },
    };
    const moved = affectedBrands({ ...before, configuration: { brand: 'BE-Newspaper', type: 'servicepage' }, before });
    expect(moved.brands).toEqual(where((key) => BRANDS[key].country === 'be'));
    // A brand key is not a banner configuration: the webhook cannot tell, so every brand is rebuilt.
    expect(
      affectedBrands({ _id: 'c.1', _type: 'commercialBanner', configuration: { brand: 'vk', type: 'servicepage' } })
        .brands,
    ).toEqual(ALL);
    expect(affectedBrands({ _id: 'c.2', _type: 'commercialBanner' }).brands).toEqual(ALL);
  });

  it('a draft never concerns a prebuilt page', () => {
    expect(affectedBrands({ _id: 'drafts.brand.ad', _type: 'brand', key: 'ad' }).brands).toEqual([]);
    expect(
      affectedBrands({ _id: 'drafts.faqItem.x', _type: 'faqItem', brandCategories: ['newspaper'] }).brands,
    ).toEqual([]);
  });

  it('anything unknown or unreadable concerns every brand', () => {
    expect(affectedBrands({ _id: 'servicepage.x', _type: 'servicepage' }).brands).toEqual(ALL);
    expect(affectedBrands(null).brands).toEqual(ALL);
    expect(affectedBrands('nonsense').brands).toEqual(ALL);
    expect(affectedBrands({ _id: 'brand.zz', _type: 'brand', key: 'zz' }).brands).toEqual(ALL);
    expect(affectedBrands({ _id: 'sitealert.b', _type: 'sitealert', brands: ['ad', 'nope'] }).brands).toEqual(ALL);
    expect(affectedBrands({ _id: 'faqItem.y', _type: 'faqItem', brandCategories: 'newspaper' }).brands).toEqual(ALL);
  });
});
