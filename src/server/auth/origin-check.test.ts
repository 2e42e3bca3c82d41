import { describe, expect, it } from 'vitest';
import { isSameOriginRequest } from './origin-check';

const PORTAL = 'http://ad.localhost:4321';
const post = (headers: Record<string, string>, method = 'POST') =>
  new Request(`${PORTAL}/api/graphql`, { method, headers });

describe('isSameOriginRequest', () => {
  it('lets safe methods through whatever their origin', () => {
    expect(isSameOriginRequest(new Request(PORTAL, { headers: { origin: 'https://evil.example' } }), [PORTAL])).toBe(
      true,
    );
  });

  it('accepts a mutation from the portal itself', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(isSameOriginRequest(post({ origin: PORTAL }, method), [PORTAL])).toBe(true);
    }
  });

  it('refuses a mutation from another site, another brand, or an opaque origin', () => {
    for (const origin of ['https://evil.example', 'http://hln.localhost:4321', 'http://ad.localhost:9999', 'null']) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        expect(isSameOriginRequest(post({ origin }, method), [PORTAL])).toBe(false);
      }
    }
  });

  it('falls back to Sec-Fetch-Site without Origin', () => {
    expect(isSameOriginRequest(post({ 'sec-fetch-site': 'same-origin' }), [PORTAL])).toBe(true);
    expect(isSameOriginRequest(post({ 'sec-fetch-site': 'cross-site' }), [PORTAL])).toBe(false);
    expect(isSameOriginRequest(post({ 'sec-fetch-site': 'same-site' }), [PORTAL])).toBe(false);
    // Typed or bookmarked: no page of ours posts from there.
    expect(isSameOriginRequest(post({ 'sec-fetch-site': 'none' }), [PORTAL])).toBe(false);
  });

  it('refuses a mutation with neither Origin nor Sec-Fetch-Site (as docs/security.md says: 403)', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(isSameOriginRequest(post({}, method), [PORTAL])).toBe(false);
    }
    for (const path of ['/api/logout', '/api/pass', '/api/newsletter', '/api/auth/switch', '/api/rebuild/', '/x']) {
      expect(isSameOriginRequest(new Request(`${PORTAL}${path}`, { method: 'POST' }), [PORTAL]), path).toBe(false);
    }
  });

  it('exempts only the signed webhook, which Sanity calls server to server without Origin', () => {
    expect(isSameOriginRequest(new Request(`${PORTAL}/api/rebuild`, { method: 'POST' }), [PORTAL])).toBe(true);
    expect(isSameOriginRequest(new Request(`${PORTAL}/api/rebuild?x=1`, { method: 'POST' }), [PORTAL])).toBe(true);
  });
});
