import { describe, expect, it } from 'vitest';
import { BRAND_KEYS, BRANDS, bannerConfigFor, brandFromHost } from './registry';

describe('brand registry', () => {
  it('holds the 69 brand keys of the specification', () => {
    expect(BRAND_KEYS).toHaveLength(69);
    expect(new Set(BRAND_KEYS).size).toBe(69);
  });

  it.each([
    ['be', 'account', 'BE-TV/Radio'],
    ['be', 'newspaper', 'BE-Newspaper'],
    ['be', 'magazine', 'BE-Newspaper'],
    ['nl', 'magazine', 'NL-Magazines'],
    ['nl', 'newspaper', 'NL-Newspaper'],
    ['nl', 'account', 'NL-Newspaper'],
  ] as const)('derives the banner config for %s + %s as %s', (country, category, expected) => {
    expect(bannerConfigFor(country, category)).toBe(expected);
  });

  it('finds the brand from a local or production host', () => {
    expect(brandFromHost('ad.localhost:4321')?.key).toBe('ad');
    expect(brandFromHost('HLN.localhost')?.country).toBe('be');
    expect(brandFromHost('mijn.volkskrant.nl')?.key).toBe('vk');
  });

  it('gives no brand for an unknown host', () => {
    expect(brandFromHost('evil.localhost:4321')).toBeUndefined();
    expect(brandFromHost('localhost:4321')).toBeUndefined();
    expect(brandFromHost('mijn.ad.nl.evil.com')).toBeUndefined();
    expect(brandFromHost(undefined)).toBeUndefined();
  });

  it('gives every brand a unique production host', () => {
    const hosts = BRAND_KEYS.map((key) => BRANDS[key].host);
    expect(new Set(hosts).size).toBe(69);
  });
});
