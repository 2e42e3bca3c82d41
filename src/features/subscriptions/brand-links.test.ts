import { describe, expect, it } from 'vitest';
import { brandLinksByKey } from './brand-links';
import { linksFor } from './facts';
import type { LinkedSubscription } from './queries';

describe('brandLinksByKey', () => {
  it('keeps the https links of each brand and leaves out empty or other ones', () => {
    const answer = [
      { key: 'ad', readOnline: 'https://www.ad.nl/lezen', change: '', terminate: null, webshop: 'javascript:alert(1)' },
      { key: 'hln', offers: 'https://aanbod.hln.be/', change: 'http://www.hln.be/wijzigen' },
    ];
    expect(brandLinksByKey(answer)).toEqual({
      ad: { readOnline: 'https://www.ad.nl/lezen' },
      hln: { offers: 'https://aanbod.hln.be/' },
    });
    expect(brandLinksByKey(answer, ['hln'])).toEqual({ hln: { offers: 'https://aanbod.hln.be/' } });
    expect(brandLinksByKey(null)).toEqual({});
  });
});

describe('linksFor', () => {
  const links = {
    readOnline: 'https://r.example',
    change: 'https://c.example',
    terminate: 'https://t.example',
    webshop: 'https://w.example',
    offers: 'https://o.example',
  };
  const subscription = (state: LinkedSubscription['state'], digitalAccess: boolean) =>
    ({ state, digitalAccess }) as LinkedSubscription;

  it('offers reading online only with digital access, and no change or termination once ended', () => {
    expect(linksFor(subscription('ACTIVE', true), links).map(([key]) => key)).toEqual([
      'readOnline',
      'change',
      'terminate',
      'webshop',
      'offers',
    ]);
    expect(linksFor(subscription('ACTIVE', false), links).map(([key]) => key)).toEqual([
      'change',
      'terminate',
      'webshop',
      'offers',
    ]);
    expect(linksFor(subscription('ENDED', true), links).map(([key]) => key)).toEqual(['webshop', 'offers']);
  });
});
