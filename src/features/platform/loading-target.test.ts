import { describe, expect, it } from 'vitest';
import { isPageOpen, pageExists } from '../../server/areas';
import { isUnderPrefix, matchesRoutePattern } from '../../shared/routes';
import type { FeatureFlags, FlagName } from '../../shared/feature-flags';
import { FALLBACK_TARGET, FORWARD_TARGETS, loadingTarget, openForwardTargets } from './loading-target';

describe('the page table of this build (the area manifests)', () => {
  it('knows the pages that exist and nothing else', () => {
    for (const path of [
      '/',
      '/account',
      '/account/',
      '/myaccount',
      '/login',
      '/onderhoud',
      '/klantenservice/contact',
      '/vakantieservice',
      '/vakantieservice/doorgeven',
    ]) {
      expect(pageExists(path), path).toBe(true);
    }
    expect(pageExists('/bestaat-niet')).toBe(false);
    expect(pageExists('/bestaat-niet/doorgeven')).toBe(false);
    expect(pageExists('/%E0%A4%A')).toBe(false);
  });
});

describe('where /myaccount forwards without ?naar=', () => {
  const flags = (on: boolean) => ({ isBrandSubscriptionsEnabled: on }) as unknown as FeatureFlags;
  /** A page table of these routes, where /abonnementen is switched by its flag as its manifest will say. */
  const open =
    (routes: readonly string[], brandFlags: FeatureFlags, routeFlags: Record<string, FlagName> = {}) =>
    (path: string) =>
      routes.some((route) => matchesRoutePattern(path, route)) &&
      Object.entries(routeFlags).every(([prefix, flag]) => !isUnderPrefix(path, prefix) || brandFlags[flag]);
  const SUBSCRIPTIONS_FLAG = { '/abonnementen': 'isBrandSubscriptionsEnabled' } as const;

  it('never to a screen this build does not have', () => {
    const targets = openForwardTargets(open(['/account'], flags(true)));
    expect(targets).toEqual([]);
    expect(loadingTarget({ subscriptionsCount: 3, targets })).toBe(FALLBACK_TARGET);
  });

  it('to the subscriptions overview as soon as its page exists and the brand has it on', () => {
    const targets = openForwardTargets(open(['/account', '/abonnementen'], flags(true), SUBSCRIPTIONS_FLAG));
    expect(targets.map((target) => target.path)).toEqual(['/abonnementen']);
    expect(loadingTarget({ subscriptionsCount: 3, targets })).toBe('/abonnementen');
    expect(loadingTarget({ subscriptionsCount: 0, targets })).toBe('/account');
  });

  it('not to the subscriptions overview when the brand has it off', () => {
    const targets = openForwardTargets(open(['/account', '/abonnementen'], flags(false), SUBSCRIPTIONS_FLAG));
    expect(loadingTarget({ subscriptionsCount: 3, targets })).toBe('/account');
  });

  it('in this build: to the subscriptions overview exactly when its page exists', () => {
    const targets = openForwardTargets((path) => isPageOpen(path, flags(true)));
    const expected = pageExists('/abonnementen') ? '/abonnementen' : FALLBACK_TARGET;
    expect(loadingTarget({ subscriptionsCount: 1, targets })).toBe(expected);
    expect(pageExists(FALLBACK_TARGET)).toBe(true);
    expect(FORWARD_TARGETS.map((target) => target.path)).toContain('/abonnementen');
  });
});
