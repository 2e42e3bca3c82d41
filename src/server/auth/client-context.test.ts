import { describe, expect, it } from 'vitest';
import { CLIENT_COOKIE, isAppRoute, PLATFORM_HEADER, resolveClientContext } from './client-context';

const secret = 'test-secret-0123456789abcdef0123456789';
const resolve = (path: string, cookie?: string, headers: Record<string, string> = {}, languageCookie?: string) =>
  resolveClientContext({
    url: new URL(path, 'http://ad.localhost:4321'),
    headers: new Headers(headers),
    cookie,
    languageCookie,
    secret,
  });

describe('resolveClientContext', () => {
  it('is WEB with the specification defaults without any hint', () => {
    expect(resolve('/account')).toEqual({
      origin: 'WEB',
      clientSettings: { showLogoutButton: true, hasWebviewLimitation: false, userLanguagePreference: undefined },
    });
  });

  it('keeps an app’s first request for the browser session through the signed cookie', () => {
    const first = resolve(
      '/bezorgservice/app/klacht?platform=webview&showLogoutButton=false&hasWebviewLimitation=true',
    );
    expect(first.origin).toBe('WEBVIEW');
    expect(first.clientSettings).toMatchObject({ showLogoutButton: false, hasWebviewLimitation: true });
    expect(first.setCookie).toBeTruthy();
    const later = resolve('/account', first.setCookie);
    expect(later.origin).toBe('WEBVIEW');
    expect(later.clientSettings).toMatchObject({ showLogoutButton: false, hasWebviewLimitation: true });
    expect(later.setCookie).toBeUndefined();
    expect(resolve('/?platform=web', first.setCookie).origin).toBe('WEB');
  });

  it('ignores a forged cookie, honours the header and reads the language preference', () => {
    const forged = '{"origin":"WEBVIEW","showLogoutButton":false,"hasWebviewLimitation":true}.AAAA';
    expect(resolve('/', forged).origin).toBe('WEB');
    expect(resolve('/', undefined, { [PLATFORM_HEADER]: 'WEBVIEW' }).origin).toBe('WEBVIEW');
    expect(resolve('/', undefined, {}, 'be').clientSettings.userLanguagePreference).toBe('be');
    expect(CLIENT_COOKIE).toBe('mo_client');
  });
});

describe('isAppRoute', () => {
  it('matches routes with an app segment only', () => {
    expect(isAppRoute('/bezorgservice/app/klacht')).toBe(true);
    expect(isAppRoute('/klantenservice/contact/app/basis-formulier')).toBe(true);
    expect(isAppRoute('/app-integration')).toBe(false);
    expect(isAppRoute('/account')).toBe(false);
  });
});
