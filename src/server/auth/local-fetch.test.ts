import { describe, expect, it } from 'vitest';
import { localFetchRequest, rewriteLocalUrl } from './local-fetch';

const options = { method: 'POST', headers: { accept: 'application/json' }, body: 'a=1', redirect: 'manual' as const };

describe('rewriteLocalUrl', () => {
  it('sends *.localhost to 127.0.0.1 on the same port and path, remembering the host', () => {
    expect(rewriteLocalUrl('http://login.ad.localhost:4323/token?x=1')).toEqual({
      url: 'http://127.0.0.1:4323/token?x=1',
      forwardedHost: 'login.ad.localhost:4323',
    });
    expect(rewriteLocalUrl('http://localhost:4323/.well-known/openid-configuration')).toEqual({
      url: 'http://127.0.0.1:4323/.well-known/openid-configuration',
      forwardedHost: 'localhost:4323',
    });
  });

  it('leaves every other host alone', () => {
    for (const url of [
      'https://login.example.com/token',
      'http://127.0.0.1:4323/token',
      'https://localhost.evil.com/x',
    ]) {
      expect(rewriteLocalUrl(url)).toEqual({ url, forwardedHost: undefined });
    }
  });
});

describe('localFetchRequest', () => {
  it('adds X-Forwarded-Host and keeps method, body and the other headers', () => {
    const [url, init] = localFetchRequest('http://login.hln.localhost:4323/me', options);
    expect(url).toBe('http://127.0.0.1:4323/me');
    expect(init).toEqual({
      ...options,
      headers: { accept: 'application/json', 'x-forwarded-host': 'login.hln.localhost:4323' },
    });
  });

  it('overrides a forwarding header the caller tried to set', () => {
    const [, init] = localFetchRequest('http://login.ad.localhost:4323/token', {
      ...options,
      headers: { 'X-Forwarded-Host': 'login.hln.localhost:4323' },
    });
    expect(init.headers).toEqual({ 'x-forwarded-host': 'login.ad.localhost:4323' });
  });

  it('passes requests to real hosts through unchanged', () => {
    const [url, init] = localFetchRequest('https://login.example.com/token', options);
    expect(url).toBe('https://login.example.com/token');
    expect(init).toBe(options);
  });
});
