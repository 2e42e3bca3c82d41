import { describe, expect, it } from 'vitest';
import { visitorAddress } from './visitor-address';

const PROXY = '10.0.1.20';

describe('visitorAddress', () => {
  it('is the connection’s address with nothing trusted in front, whatever X-Forwarded-For says', () => {
    expect(visitorAddress('203.0.113.7', PROXY, 0)).toBe(PROXY);
    expect(visitorAddress(undefined, PROXY, 0)).toBe(PROXY);
  });

  it('behind one load balancer: the entry it appended, not what the visitor sent before it', () => {
    expect(visitorAddress('203.0.113.7', PROXY, 1)).toBe('203.0.113.7');
    // A visitor who sends "X-Forwarded-For: 198.51.100.1" to pick another rate limit gets its own address anyway.
    expect(visitorAddress('198.51.100.1, 203.0.113.7', PROXY, 1)).toBe('203.0.113.7');
    expect(visitorAddress(['198.51.100.1', '203.0.113.7'], PROXY, 1)).toBe('203.0.113.7');
    expect(visitorAddress('2001:db8::5', PROXY, 1)).toBe('2001:db8::5');
  });

  it('behind a CDN and a load balancer: two from the right', () => {
    expect(visitorAddress('198.51.100.1, 203.0.113.7, 192.0.2.44', PROXY, 2)).toBe('203.0.113.7');
    // Through the load balancer alone (fewer entries than proxies): the entry it appended.
    expect(visitorAddress('203.0.113.7', PROXY, 2)).toBe('203.0.113.7');
  });

  it('falls back to the connection’s address without the header or with an entry that is not an address', () => {
    expect(visitorAddress(undefined, PROXY, 1)).toBe(PROXY);
    expect(visitorAddress('', PROXY, 1)).toBe(PROXY);
    expect(visitorAddress('unknown', PROXY, 1)).toBe(PROXY);
    expect(visitorAddress('203.0.113.7, <script>', PROXY, 1)).toBe(PROXY);
  });
});
