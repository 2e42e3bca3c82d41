import { describe, expect, it } from 'vitest';
import { isRouteEnabled } from '../../server/flags/route-flags';
import { FALLBACK_TARGET, FORWARD_TARGETS, loadingTarget, openForwardTargets } from './loading-target';
import { isPageRoute, pageExists, routePatternsOf } from './page-routes';
import type { FeatureFlags } from '../../content/queries/feature-flags';

const FILES = [
  '../../pages/index.astro',
  '../../pages/account/index.astro',
  '../../pages/account/gegevens.astro',
  '../../pages/bezorgservice/app/[brand_id]/[subscription_id].astro',
  '../../pages/betaalservice/wijzigen/status/[...type].astro',
  '../../pages/_partials/hidden.astro',
];

describe('the page table', () => {
  const patterns = routePatternsOf(FILES);

  it('knows static, dynamic and rest routes as Astro matches them', () => {
    expect(isPageRoute('/', patterns)).toBe(true);
    expect(isPageRoute('/account', patterns)).toBe(true);
    expect(isPageRoute('/account/', patterns)).toBe(true);
    expect(isPageRoute('/account/gegevens', patterns)).toBe(true);
    expect(isPageRoute('/bezorgservice/app/ad/s-1', patterns)).toBe(true);
    expect(isPageRoute('/bezorgservice/app/ad', patterns)).toBe(false);
    expect(isPageRoute('/bezorgservice/app/ad/s-1/meer', patterns)).toBe(false);
    expect(isPageRoute('/betaalservice/wijzigen/status/gelukt/ideal', patterns)).toBe(true);
    expect(isPageRoute('/abonnementen', patterns)).toBe(false);
    expect(isPageRoute('/_partials/hidden', patterns)).toBe(false);
    expect(isPageRoute('/%E0%A4%A', patterns)).toBe(false);
  });

  it('reads the pages of this build', () => {
    for (const path of ['/', '/account', '/myaccount', '/login', '/onderhoud', '/klantenservice/contact']) {
      expect(pageExists(path)).toBe(true);
    }
    expect(pageExists('/bestaat-niet')).toBe(false);
  });
});

describe('where /myaccount forwards without ?naar=', () => {
  const flags = (on: boolean) => ({ isBrandSubscriptionsEnabled: on }) as unknown as FeatureFlags;
  const open = (routes: readonly string[], brandFlags: FeatureFlags) => (path: string) =>
    isPageRoute(path, routePatternsOf(routes.map((route) => `../../pages${route}.astro`))) &&
    isRouteEnabled(path, brandFlags);

  it('never to a screen this build does not have', () => {
    const targets = openForwardTargets(open(['/account/index'], flags(true)));
    expect(targets).toEqual([]);
    expect(loadingTarget({ subscriptionsCount: 3, targets })).toBe(FALLBACK_TARGET);
  });

  it('to the subscriptions overview as soon as its page exists and the brand has it on', () => {
    const targets = openForwardTargets(open(['/account/index', '/abonnementen/index'], flags(true)));
    expect(targets.map((target) => target.path)).toEqual(['/abonnementen']);
    expect(loadingTarget({ subscriptionsCount: 3, targets })).toBe('/abonnementen');
    expect(loadingTarget({ subscriptionsCount: 0, targets })).toBe('/account');
  });

  it('not to the subscriptions overview when the brand has it off', () => {
    const targets = openForwardTargets(open(['/account/index', '/abonnementen/index'], flags(false)));
    expect(loadingTarget({ subscriptionsCount: 3, targets })).toBe('/account');
  });

  it('in this build: to the subscriptions overview exactly when its page exists', () => {
    const targets = openForwardTargets((path) => pageExists(path) && isRouteEnabled(path, flags(true)));
    const expected = pageExists('/abonnementen') ? '/abonnementen' : FALLBACK_TARGET;
    expect(loadingTarget({ subscriptionsCount: 1, targets })).toBe(expected);
    expect(pageExists(FALLBACK_TARGET)).toBe(true);
    expect(FORWARD_TARGETS.map((target) => target.path)).toContain('/abonnementen');
  });
});
