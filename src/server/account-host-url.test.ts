import { describe, expect, it } from 'vitest';
import { BRANDS } from '../brands/registry';
import { config } from './config';
import { accountHostOrigin, signInUrl } from './account-host-url';

const base = { ...process.env, SESSION_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/mo-account-host-url-test' };

describe('signInUrl', () => {
  it('sends to the built-in account host /login with the current path', () => {
    const settings = config({ ...base, OIDC_ISSUER: undefined });
    expect(accountHostOrigin(BRANDS.ad, settings)).toBe('http://login.ad.localhost:4323');
    expect(signInUrl(BRANDS.ad, '/account?tab=1', settings)).toBe(
      'http://login.ad.localhost:4323/login?callback_url=%2Faccount%3Ftab%3D1',
    );
    expect(signInUrl(BRANDS.ad, '/login', settings)).toBe('http://login.ad.localhost:4323/login');
  });

  it("with OIDC_ISSUER starts at the portal's own /api/auth/login instead of the built-in host", () => {
    const settings = config({
      ...base,
      OIDC_ISSUER: 'https://idp.example.com/{key}',
      OIDC_CLIENT_ID: 'mijn-{key}',
      OIDC_CLIENT_SECRET: 'geheim',
    });
    expect(signInUrl(BRANDS.hln, '/account/sessies', settings)).toBe(
      '/api/auth/login?callback_url=%2Faccount%2Fsessies',
    );
    expect(signInUrl(BRANDS.hln, '/login', settings)).toBe('/api/auth/login');
  });
});
