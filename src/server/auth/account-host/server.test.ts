import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, resolveForwarded } from './server';

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
