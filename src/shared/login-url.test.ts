import { describe, expect, it } from 'vitest';
import { loginUrl } from './login-url';

describe('loginUrl', () => {
  it('sends the current path as callback_url', () => {
    expect(loginUrl('http://login.ad.localhost:4323', '/account?tab=2')).toBe(
      'http://login.ad.localhost:4323/login?callback_url=%2Faccount%3Ftab%3D2',
    );
  });

  it('adds no callback parameter when already on /login', () => {
    expect(loginUrl('https://login.ad.nl', '/login')).toBe('https://login.ad.nl/login');
    expect(loginUrl('https://login.ad.nl', '/login/')).toBe('https://login.ad.nl/login');
  });
});
