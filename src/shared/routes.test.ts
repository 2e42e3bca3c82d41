import { describe, expect, it } from 'vitest';
import { isUnderPrefix, longestPrefixMatch, matchesRoutePattern, normalisePath } from './routes';

describe('normalisePath', () => {
  it('drops query, hash and a trailing slash but keeps the root', () => {
    expect(normalisePath('/facturen/?jaar=2026#top')).toBe('/facturen');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('')).toBe('/');
    expect(normalisePath('account')).toBe('/account');
  });
});

describe('isUnderPrefix', () => {
  it('matches the prefix and what lies below it, segment by segment', () => {
    expect(isUnderPrefix('/account', '/account')).toBe(true);
    expect(isUnderPrefix('/account/gegevens', '/account')).toBe(true);
    expect(isUnderPrefix('/accountx', '/account')).toBe(false);
    expect(isUnderPrefix('/bezorgservice/ad/1', '/bezorgservice/[brand_id]')).toBe(true);
  });

  it('lets the root match only itself', () => {
    expect(isUnderPrefix('/', '/')).toBe(true);
    expect(isUnderPrefix('/account', '/')).toBe(false);
  });
});

describe('longestPrefixMatch', () => {
  const rows = [
    ['/', 'root'],
    ['/abonnementen', 'subscriptions'],
    ['/abonnementen/delen', 'shared'],
  ] as const;

  it('takes the most specific row', () => {
    expect(longestPrefixMatch('/abonnementen/delen/x', rows)).toBe('shared');
    expect(longestPrefixMatch('/abonnementen/123?tab=1', rows)).toBe('subscriptions');
    expect(longestPrefixMatch('/', rows)).toBe('root');
    expect(longestPrefixMatch('/elders', rows)).toBeUndefined();
  });
});

describe('matchesRoutePattern', () => {
  it('reads [x] as one segment and [...x] as one or more', () => {
    expect(matchesRoutePattern('/bezorgservice/ad/12345', '/bezorgservice/[brand_id]/[subscription_id]')).toBe(true);
    expect(matchesRoutePattern('/bezorgservice/ad/1/2', '/bezorgservice/[brand_id]/[subscription_id]')).toBe(false);
    expect(
      matchesRoutePattern('/betaalservice/wijzigen/status/ideal/pending', '/betaalservice/wijzigen/status/[...type]'),
    ).toBe(true);
    expect(matchesRoutePattern('/betaalservice/wijzigen/status', '/betaalservice/wijzigen/status/[...type]')).toBe(
      false,
    );
    expect(matchesRoutePattern('/account/', '/account')).toBe(true);
  });

  it('never throws on a malformed path', () => {
    expect(matchesRoutePattern('/%E0%A4%A', '/[x]')).toBe(false);
  });
});
