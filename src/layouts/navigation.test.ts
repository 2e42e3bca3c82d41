import { describe, expect, it } from 'vitest';
import { brandDocument } from '../content/dataset/source/brands';
import { brandFlags, PUBLISHED_GENERAL_FLAGS } from '../content/dataset/source/feature-flags';
import { BRANDS, type BrandKey } from '../brands/registry';
import type { FeatureFlags } from '../content/queries/feature-flags';
import { activeItem, EXISTING_ROUTES, navigationFor, NAVIGATION, serviceTilesFor } from './navigation';

const ALL_ROUTES = new Set(NAVIGATION.map((item) => item.href));
const flagsOf = (key: BrandKey): FeatureFlags => ({ ...PUBLISHED_GENERAL_FLAGS, ...brandFlags(key) });
const NEWSPAPER_FAQ = ['abonnement', 'bezorging', 'vakantie-en-verhuizen', 'betalen-en-facturen', 'abonnement-delen'];

describe('navigation', () => {
  it('leaves out areas whose flag is off', () => {
    const keys = navigationFor({ isFAQEnabled: false } as never, ALL_ROUTES).map((item) => item.key);
    expect(keys).not.toContain('faq');
    expect(keys).toContain('account');
  });

  it('shows flagged areas when their flag is on', () => {
    expect(navigationFor({ isFAQEnabled: true } as never, ALL_ROUTES).map((item) => item.key)).toContain('faq');
  });

  it('leaves out areas whose screen does not exist in the build', () => {
    const keys = navigationFor(flagsOf('ad'), new Set(['/', '/account'])).map((item) => item.key);
    expect(keys).toEqual(['service', 'account']);
  });

  it('knows the routes of this build from the pages folder', () => {
    expect(EXISTING_ROUTES.has('/')).toBe(true);
    expect(EXISTING_ROUTES.has('/klantenservice/veelgestelde-vragen')).toBe(true);
    expect(EXISTING_ROUTES.has('/bestaat-niet')).toBe(false);
  });

  it('marks the item of the current path, the root only on the root', () => {
    expect(activeItem(NAVIGATION, '/account/gegevens')?.key).toBe('account');
    expect(activeItem(NAVIGATION, '/')?.key).toBe('service');
    expect(activeItem(NAVIGATION, '/onbekend')).toBeUndefined();
  });
});

describe('service tiles', () => {
  it('shows a tile for every area a large brand has on, linking to the screen or else the FAQ category', () => {
    const routes = new Set(['/', '/account', '/klantenservice/veelgestelde-vragen', '/klantenservice/contact']);
    const tiles = serviceTilesFor({
      flags: flagsOf('ad'),
      brand: brandDocument(BRANDS.ad),
      faqCategories: NEWSPAPER_FAQ,
      routes,
    });
    const byKey = Object.fromEntries(tiles.map((tile) => [tile.key, tile]));
    expect(Object.keys(byKey)).toEqual([
      'subscriptions',
      'read-online',
      'delivery',
      'holiday',
      'moving',
      'invoices',
      'payment',
      'shared-access',
      'account',
      'faq',
      'contact',
    ]);
    expect(byKey['account']!.href).toBe('/account');
    expect(byKey['delivery']!.href).toBe('/klantenservice/veelgestelde-vragen#bezorging');
    // Newsletters: no screen, its FAQ category not in this list and no brand link, so no tile.
    expect(byKey['read-online']).toMatchObject({ href: 'https://krant.ad.nl/', external: true });
    expect(byKey['contact']).toMatchObject({ href: '/klantenservice/contact', external: false });
  });

  it('leaves out an area with neither screen, FAQ category nor brand link, and follows the flags', () => {
    const tiles = serviceTilesFor({
      flags: flagsOf('mar'),
      brand: brandDocument(BRANDS.mar),
      faqCategories: [],
      routes: new Set(['/', '/account']),
    });
    const keys = tiles.map((tile) => tile.key);
    expect(keys).not.toContain('holiday');
    expect(keys).not.toContain('shared-access');
    expect(keys).not.toContain('delivery');
    expect(keys).not.toContain('faq');
    expect(keys).toContain('subscriptions');
  });

  it('sends qmnl (everything off) to its own contact page and shows no flagged area', () => {
    const tiles = serviceTilesFor({
      flags: flagsOf('qmnl'),
      brand: brandDocument(BRANDS.qmnl),
      faqCategories: ['account-en-inloggen'],
      routes: ALL_ROUTES,
    });
    expect(tiles.map((tile) => tile.key)).toEqual(['account', 'contact']);
    expect(tiles[1]).toMatchObject({ href: 'https://www.qmusic.nl/klantenservice', external: true });
  });
});
