import { describe, expect, it } from 'vitest';
import { PREBUILT_CACHE_CONTROL, prebuiltCacheControl, PRIVATE_NO_STORE, withPrivateDefault } from './cache-control';

describe('withPrivateDefault', () => {
  it('keeps an answer without a policy out of every cache', () => {
    const answer = withPrivateDefault(new Response('<h1>Mijn account</h1>', { headers: { 'x-trace-id': 'abc' } }));
    expect(answer.headers.get('cache-control')).toBe(PRIVATE_NO_STORE);
    expect(answer.headers.get('x-trace-id')).toBe('abc');
  });

  it('leaves an answer’s own policy alone', () => {
    const headers = { 'cache-control': 'public, max-age=3600' };
    expect(withPrivateDefault(new Response('', { headers })).headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('copies an answer whose headers cannot be changed, status and body included', async () => {
    const redirect = Response.redirect('http://ad.localhost/account', 302);
    expect(() => redirect.headers.set('x-test', '1')).toThrow();
    const answer = withPrivateDefault(redirect);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('http://ad.localhost/account');
    expect(answer.headers.get('cache-control')).toBe(PRIVATE_NO_STORE);
  });
});

describe('prebuiltCacheControl', () => {
  it('lets a CDN keep a prebuilt page, but no error page', () => {
    expect(prebuiltCacheControl(200)).toBe(PREBUILT_CACHE_CONTROL);
    expect(prebuiltCacheControl(404)).toBe(PREBUILT_CACHE_CONTROL);
    expect(prebuiltCacheControl(500)).toBe('no-store');
  });
});
