import { describe, expect, it } from 'vitest';
import { addSecurityHeaders, securityHeaders, withSecurityHeaders } from './security-headers';

describe('security headers', () => {
  it('forbid framing and sniffing everywhere', () => {
    const headers = securityHeaders(new URL('https://mijn.ad.nl/account'));
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
  });

  it('allow scripts only from our own origin, never inline, when the answer has no policy of its own', () => {
    const response = withSecurityHeaders(new Response('{}'), new URL('https://mijn.ad.nl/api/graphql'));
    const policy = response.headers.get('content-security-policy')!;
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
  });

  it("keep a page's own policy with its hashes and add the framing rules to it", () => {
    const page = new Response('<html></html>', {
      headers: { 'content-security-policy': "script-src 'self' 'sha256-abc';" },
    });
    const policy = withSecurityHeaders(page, new URL('https://mijn.ad.nl/')).headers.get('content-security-policy')!;
    expect(policy).toMatch(/^script-src 'self' 'sha256-abc'; frame-ancestors 'none'/);
  });

  it('are the same on headers as a record (an answer the front writes itself) as on a Response', () => {
    const url = new URL('https://mijn.ad.nl/facturen');
    const owns: Record<string, string>[] = [{}, { 'content-security-policy': "script-src 'self' 'sha256-abc';" }];
    for (const own of owns) {
      const viaResponse = withSecurityHeaders(
        new Response('', { headers: { 'content-type': 'text/html', ...own } }),
        url,
      );
      const record = addSecurityHeaders({ 'content-type': 'text/html', ...own }, url);
      expect(record).toEqual(Object.fromEntries(viaResponse.headers.entries()));
    }
  });

  it('send HSTS outside localhost only', () => {
    expect(securityHeaders(new URL('https://mijn.ad.nl/'))['strict-transport-security']).toContain('max-age=');
    expect(securityHeaders(new URL('http://ad.localhost:4321/'))['strict-transport-security']).toBeUndefined();
  });
});
