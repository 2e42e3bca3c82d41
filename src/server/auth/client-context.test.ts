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
  it('is WEB with the specification defaults without any hint', async () => {
    expect(await resolve('/account')).toEqual({
      origin: 'WEB',
      clientSettings: { showLogoutButton: true, hasWebviewLimitation: false, userLanguagePreference: undefined },
    });
  });

  it('keeps an app’s first request for the browser session through the signed cookie', async () => {
    const first = await resolve(
      '/bezorgservice/app/klacht?platform=webview&showLogoutButton=false&hasWebviewLimitation=true',
    );
    expect(first.origin).toBe('WEBVIEW');
    expect(first.clientSettings).toMatchObject({ showLogoutButton: false, hasWebviewLimitation: true });
    expect(first.setCookie).toBeTruthy();
    const later = await resolve('/account', first.setCookie);
    expect(later.origin).toBe('WEBVIEW');
    expect(later.clientSettings).toMatchObject({ showLogoutButton: false, hasWebviewLimitation: true });
    expect(later.setCookie).toBeUndefined();
    expect((await resolve('/?platform=web', first.setCookie)).origin).toBe('WEB');
  });

  it('ignores a forged cookie, honours the header and reads the language preference', async () => {
    const forged = '{"origin":"WEBVIEW","showLogoutButton":false,"hasWebviewLimitation":true}.AAAA';
    expect((await resolve('/', forged)).origin).toBe('WEB');
    const claims = Buffer.from('{"origin":"WEBVIEW","showLogoutButton":false,"hasWebviewLimitation":true}');
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${claims.toString('base64url')}.`;
    expect((await resolve('/', unsigned)).origin).toBe('WEB');
    expect((await resolve('/', undefined, { [PLATFORM_HEADER]: 'WEBVIEW' })).origin).toBe('WEBVIEW');
    expect((await resolve('/', undefined, {}, 'be')).clientSettings.userLanguagePreference).toBe('be');
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
