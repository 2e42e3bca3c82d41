import { describe, expect, it } from 'vitest';
import { brandFlags, PUBLISHED_GENERAL_FLAGS } from '../../content/dataset/source/feature-flags';
import type { FeatureFlags } from '../../content/queries/feature-flags';
import { flagForRoute, isRouteEnabled } from './route-flags';

const flags = (key: Parameters<typeof brandFlags>[0]): FeatureFlags => ({
  ...PUBLISHED_GENERAL_FLAGS,
  ...brandFlags(key),
});

describe('route flags', () => {
  it('picks the most specific prefix', () => {
    expect(flagForRoute('/abonnementen')).toBe('isBrandSubscriptionsEnabled');
    expect(flagForRoute('/abonnementen/delen/')).toBe('isSharedAccessEnabled');
    expect(flagForRoute('/abonnementen/uitnodiging/abc')).toBe('isSharedAccessEnabled');
    expect(flagForRoute('/vakantieservice/app/doorgeven')).toBe('isAppSubscriptionHolidayEnabled');
    expect(flagForRoute('/klantenservice/contact/formulier')).toBe('isContactFormEnabled');
    expect(flagForRoute('/abonnementenxyz')).toBeUndefined();
    expect(flagForRoute('/')).toBeUndefined();
    expect(flagForRoute('/klantenservice/contact')).toBeUndefined();
  });

  it('closes every flagged area on qmnl and keeps unflagged routes open', () => {
    const qmnl = flags('qmnl');
    expect(isRouteEnabled('/klantenservice/veelgestelde-vragen', qmnl)).toBe(false);
    expect(isRouteEnabled('/facturen', qmnl)).toBe(false);
    expect(isRouteEnabled('/', qmnl)).toBe(true);
    expect(isRouteEnabled('/account', qmnl)).toBe(true);
  });

  it('opens the areas of a large brand but not personalia editing', () => {
    const ad = flags('ad');
    expect(isRouteEnabled('/abonnementen/delen', ad)).toBe(true);
    expect(isRouteEnabled('/vakantieservice/doorgeven', ad)).toBe(true);
    expect(isRouteEnabled('/account/gegevens', ad)).toBe(false);
  });

  it('closes a sub-area when its parent area is off, and everything flagged without flags', () => {
    const magazine = flags('mar');
    expect(isRouteEnabled('/vakantieservice', magazine)).toBe(false);
    expect(isRouteEnabled('/abonnementen/delen', { ...flags('ad'), isBrandSubscriptionsEnabled: false })).toBe(false);
    expect(isRouteEnabled('/facturen', undefined)).toBe(false);
    expect(isRouteEnabled('/login', undefined)).toBe(true);
  });
});
