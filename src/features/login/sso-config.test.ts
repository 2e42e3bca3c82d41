import { describe, expect, it } from 'vitest';
import { buildSsoConfiguration, pageLoginState, shouldCheckSession } from './sso-config';

const base = { country: 'be' as const, bannerConfig: 'BE-Newspaper', brandName: 'HLN', currentPath: '/account?x=1' };
const env = { automated: false, alreadyChecked: false, hinted: true, pathname: '/account' };

describe('buildSsoConfiguration', () => {
  it('fills the fields', () => {
    const configuration = buildSsoConfiguration({ ...base, loggedInEmail: 'an@example.be' });
    expect(configuration).toEqual({
      topLevelDomain: 'be',
      authorizeUrl: '/api/auth/check?callback_url=%2Faccount%3Fx%3D1',
      logoUrl: '/brand/logo.svg',
      logoHeight: 35,
      bannerConfig: 'BE-Newspaper',
      loggedInEmail: 'an@example.be',
      brandName: 'HLN',
      automaticLoginEnabled: true,
      multipleSessionsPopupEnabled: true,
      logoutUrl: '/api/logout',
    });
    expect(pageLoginState(configuration)).toBe('LoggedIn');
    expect(buildSsoConfiguration({ ...base, country: undefined }).topLevelDomain).toBe('nl');
  });
});

describe('shouldCheckSession', () => {
  it('checks once per browser session and never under a test runner', () => {
    const notLoggedIn = buildSsoConfiguration(base);
    expect(shouldCheckSession(notLoggedIn, env)).toBe(true);
    expect(shouldCheckSession(notLoggedIn, { ...env, automated: true })).toBe(false);
    expect(shouldCheckSession(notLoggedIn, { ...env, alreadyChecked: true })).toBe(false);
    expect(shouldCheckSession(notLoggedIn, { ...env, pathname: '/login/ander-account' })).toBe(false);
  });

  it('waits on a shared page that cannot name the signed-in visitor for a page that can', () => {
    expect(shouldCheckSession(buildSsoConfiguration(base), { ...env, signedInUnknown: true })).toBe(false);
    expect(shouldCheckSession(buildSsoConfiguration(base), { ...env, signedInUnknown: false })).toBe(true);
  });

  it('never sends a browser the account host does not know through it (no hint cookie): one document, not five', () => {
    expect(shouldCheckSession(buildSsoConfiguration(base), { ...env, hinted: false })).toBe(false);
    const loggedIn = buildSsoConfiguration({ ...base, loggedInEmail: 'an@example.be' });
    expect(shouldCheckSession(loggedIn, { ...env, hinted: false })).toBe(false);
  });

  it('follows automaticLoginEnabled when not logged in and multipleSessionsPopupEnabled when logged in', () => {
    expect(shouldCheckSession(buildSsoConfiguration({ ...base, automaticLoginEnabled: false }), env)).toBe(false);
    const loggedIn = { ...base, loggedInEmail: 'an@example.be' };
    expect(shouldCheckSession(buildSsoConfiguration({ ...loggedIn, automaticLoginEnabled: false }), env)).toBe(true);
    expect(shouldCheckSession(buildSsoConfiguration({ ...loggedIn, multipleSessionsPopupEnabled: false }), env)).toBe(
      false,
    );
  });
});
