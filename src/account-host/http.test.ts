import { describe, expect, it } from 'vitest';
import { accountHostSecurityHeaders, isLoopbackAddress, resolveForwarded } from './http';

describe('resolveForwarded', () => {
  const headers = {
    host: '127.0.0.1:4323',
    'x-forwarded-host': 'login.ad.localhost:4323',
    'x-forwarded-proto': 'https',
  };

  it('believes X-Forwarded-Host from a loopback peer', () => {
    for (const peer of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect(resolveForwarded(headers, peer, false)).toEqual({ host: 'login.ad.localhost:4323', proto: 'https' });
    }
  });

  it('ignores forwarding headers from any other peer unless the proxy is trusted', () => {
    expect(resolveForwarded(headers, '10.0.0.7', false)).toEqual({ host: '127.0.0.1:4323', proto: 'http' });
    expect(resolveForwarded(headers, '10.0.0.7', true)).toEqual({ host: 'login.ad.localhost:4323', proto: 'https' });
  });

  it('uses the first value of a list and falls back to Host', () => {
    expect(resolveForwarded({ host: 'h', 'x-forwarded-host': 'a.example, b.example' }, '127.0.0.1', false).host).toBe(
      'a.example',
    );
    expect(resolveForwarded({ host: 'login.ad.localhost:4323' }, '127.0.0.1', false)).toEqual({
      host: 'login.ad.localhost:4323',
      proto: 'http',
    });
  });
});

describe('isLoopbackAddress', () => {
  it('accepts 127.0.0.0/8 and ::1 only', () => {
    expect(isLoopbackAddress('127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('127.1.2.3')).toBe(true);
    expect(isLoopbackAddress('::1')).toBe(true);
    expect(isLoopbackAddress('192.168.1.1')).toBe(false);
    expect(isLoopbackAddress('::ffff:10.0.0.1')).toBe(false);
    expect(isLoopbackAddress(undefined)).toBe(false);
  });
});

describe('accountHostSecurityHeaders', () => {
  it('sends HSTS off localhost, together with the strict policy', () => {
    const headers = accountHostSecurityHeaders('https://mijn.ad.nl', 'login.ad.nl');
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    const csp = headers['Content-Security-Policy']!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self' https://mijn.ad.nl");
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it('leaves HSTS out on localhost hosts, where there is no HTTPS', () => {
    for (const hostname of ['login.ad.localhost', 'localhost', '127.0.0.1', undefined]) {
      expect(accountHostSecurityHeaders('http://ad.localhost:4321', hostname)).not.toHaveProperty(
        'Strict-Transport-Security',
      );
    }
  });
});
