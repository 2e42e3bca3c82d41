import { describe, expect, it } from 'vitest';
import { BRAND_KEYS, BRANDS, type BrandKey } from '../../brands/registry';
import { affectedBrands } from './affected-brands';

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

  it('a site alert concerns its brands; a commercial banner or newsletter its brand', () => {
    expect(affectedBrands({ _id: 'sitealert.a', _type: 'sitealert', brands: ['hln', 'ad'] }).brands).toEqual([
      'ad',
      'hln',
    ]);
    expect(
      affectedBrands({ _id: 'c.1', _type: 'commercialBanner', configuration: { brand: 'vk', type: 'x' } }).brands,
    ).toEqual(['vk']);
    expect(
      affectedBrands({ _id: 'n.1', _type: 'newsletter', brand: { _type: 'reference', _ref: 'brand.dm' } }).brands,
    ).toEqual(['dm']);
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
