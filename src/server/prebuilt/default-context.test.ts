import { describe, expect, it } from 'vitest';
import {
  isDefaultContext,
  isDefaultContextRequest,
  isDefaultVariant,
  sharedVariantRequest,
  variantKey,
  type RawVisitorRequest,
  type VisitorContext,
} from './default-context';

const anonymous: VisitorContext = {
  brandCountry: 'nl',
  language: 'nl',
  origin: 'WEB',
  hasSessionCookie: false,
  signedIn: false,
  preview: false,
  debug: false,
};

describe('isDefaultContext: who gets the prebuilt file', () => {
  it('an anonymous web visitor in the brand’s own language (NL and BE brands)', () => {
    expect(isDefaultContext(anonymous)).toBe(true);
    expect(isDefaultContext({ ...anonymous, brandCountry: 'be', language: 'be' })).toBe(true);
  });

  it('not a visitor whose language cookie differs from the brand’s country', () => {
    expect(isDefaultContext({ ...anonymous, language: 'be' })).toBe(false);
    expect(isDefaultContext({ ...anonymous, brandCountry: 'be', language: 'nl' })).toBe(false);
  });

  it('not an app’s webview, a signed-in visitor (or one with a session cookie), preview or debug=locale', () => {
    expect(isDefaultContext({ ...anonymous, origin: 'WEBVIEW' })).toBe(false);
    expect(isDefaultContext({ ...anonymous, hasSessionCookie: true })).toBe(false);
    expect(isDefaultContext({ ...anonymous, hasSessionCookie: true, signedIn: true })).toBe(false);
    expect(isDefaultContext({ ...anonymous, signedIn: true })).toBe(false);
    expect(isDefaultContext({ ...anonymous, preview: true })).toBe(false);
    expect(isDefaultContext({ ...anonymous, debug: true })).toBe(false);
  });
});

describe('isDefaultContextRequest: the default context from the raw request (the server’s fast path)', () => {
  const plain: RawVisitorRequest = { method: 'GET', search: '', headers: { host: 'ad.localhost' } };
  const withCookie = (cookie: string): RawVisitorRequest => ({ ...plain, headers: { ...plain.headers, cookie } });

  it('a GET or HEAD without cookies, or with only unrelated ones and the brand’s own language', () => {
    expect(isDefaultContextRequest(plain, 'nl')).toBe(true);
    expect(isDefaultContextRequest({ ...plain, method: 'HEAD' }, 'nl')).toBe(true);
    expect(isDefaultContextRequest(withCookie('dc_myaccount=1; _ga=GA1.2'), 'nl')).toBe(true);
    expect(isDefaultContextRequest(withCookie('mo-site-language=nl; _ga=x'), 'nl')).toBe(true);
    expect(isDefaultContextRequest(withCookie('mo-site-language=be'), 'be')).toBe(true);
    expect(isDefaultContextRequest({ ...plain, search: 'utm_source=mail' }, 'nl')).toBe(true);
  });

  it('not another method, the prebuild header or the app’s platform header (any value)', () => {
    expect(isDefaultContextRequest({ ...plain, method: 'POST' }, 'nl')).toBe(false);
    expect(isDefaultContextRequest({ ...plain, method: undefined }, 'nl')).toBe(false);
    expect(isDefaultContextRequest({ ...plain, headers: { 'x-mo-prebuild': 'x' } }, 'nl')).toBe(false);
    expect(isDefaultContextRequest({ ...plain, headers: { 'x-mo-platform': 'WEBVIEW' } }, 'nl')).toBe(false);
    expect(isDefaultContextRequest({ ...plain, headers: { 'x-mo-platform': 'WEB' } }, 'nl')).toBe(false);
  });

  it('not an app’s query parameters or debug', () => {
    for (const search of ['platform=webview', 'platform=web', 'a=1&debug=locale', 'debug', 'showLogoutButton=false']) {
      expect(isDefaultContextRequest({ ...plain, search }, 'nl')).toBe(false);
    }
    expect(isDefaultContextRequest({ ...plain, search: '%70latform=webview' }, 'nl')).toBe(false);
  });

  it('not a session, preview or client cookie — valid or not, even a name that only contains one', () => {
    expect(isDefaultContextRequest(withCookie('mo_session=abc'), 'nl')).toBe(false);
    expect(isDefaultContextRequest(withCookie('_ga=1; mo_preview=x'), 'nl')).toBe(false);
    expect(isDefaultContextRequest(withCookie('mo_client=x'), 'nl')).toBe(false);
    expect(isDefaultContextRequest(withCookie('xmo_session=1'), 'nl')).toBe(false);
  });

  it('not another language, a language cookie twice with another value, quoted or without a value', () => {
    expect(isDefaultContextRequest(withCookie('mo-site-language=be'), 'nl')).toBe(false);
    expect(isDefaultContextRequest(withCookie('mo-site-language=nl'), 'be')).toBe(false);
    expect(isDefaultContextRequest(withCookie('mo-site-language=nl; mo-site-language=be'), 'nl')).toBe(false);
    expect(isDefaultContextRequest(withCookie('mo-site-language="nl"'), 'nl')).toBe(false);
    expect(isDefaultContextRequest(withCookie('mo-site-language'), 'nl')).toBe(false);
  });
});

describe('sharedVariantRequest: the page variant a raw request shares with others', () => {
  const plain: RawVisitorRequest = { method: 'GET', search: '', headers: { host: 'ad.localhost' } };
  const withHeaders = (headers: RawVisitorRequest['headers']): RawVisitorRequest => ({
    ...plain,
    headers: { ...plain.headers, ...headers },
  });

  it('the language of the cookie and the platform of the header, the brand’s own without them', () => {
    expect(sharedVariantRequest(plain, 'nl')).toEqual({ language: 'nl', origin: 'WEB' });
    expect(sharedVariantRequest(plain, 'be')).toEqual({ language: 'be', origin: 'WEB' });
    expect(sharedVariantRequest(withHeaders({ cookie: '_ga=1; mo-site-language=be' }), 'nl')).toEqual({
      language: 'be',
      origin: 'WEB',
    });
    expect(sharedVariantRequest(withHeaders({ 'x-mo-platform': 'webview' }), 'be')).toEqual({
      language: 'be',
      origin: 'WEBVIEW',
    });
    expect(
      sharedVariantRequest(withHeaders({ 'x-mo-platform': 'WEBVIEW', cookie: 'mo-site-language=nl' }), 'be'),
    ).toEqual({ language: 'nl', origin: 'WEBVIEW' });
  });

  it('nothing for whom only the middleware can decide', () => {
    for (const headers of [
      { cookie: 'mo-site-language=be; mo_session=1' },
      { cookie: 'mo_client=signed' },
      { cookie: 'mo_preview=signed' },
      { 'x-mo-prebuild': 'secret' },
      { 'x-mo-platform': 'WEB' },
      { 'x-mo-platform': ['WEBVIEW', 'WEBVIEW'] },
      { cookie: 'mo-site-language=be; mo-site-language=nl' },
      { cookie: 'mo-site-language=fr' },
    ]) {
      expect(sharedVariantRequest(withHeaders(headers), 'nl')).toBeUndefined();
    }
    expect(sharedVariantRequest({ ...plain, search: 'platform=webview' }, 'nl')).toBeUndefined();
    expect(sharedVariantRequest({ ...plain, method: 'POST' }, 'nl')).toBeUndefined();
  });

  it('a signed-in visitor (session with the signed-in hint) shares the page too, except the login page', () => {
    const signedIn = (pathname: string | undefined, cookie: string): RawVisitorRequest => ({
      ...withHeaders({ cookie }),
      ...(pathname === undefined ? {} : { pathname }),
    });
    const hinted = 'mo_session=abc; mo_signed_in=1';
    expect(sharedVariantRequest(signedIn('/klantenservice/veelgestelde-vragen', hinted), 'nl')).toEqual({
      language: 'nl',
      origin: 'WEB',
    });
    expect(sharedVariantRequest(signedIn('/', `${hinted}; mo-site-language=be`), 'nl')).toEqual({
      language: 'be',
      origin: 'WEB',
    });
    expect(sharedVariantRequest(signedIn('/login', hinted), 'nl')).toBeUndefined();
    expect(sharedVariantRequest(signedIn(undefined, hinted), 'nl')).toBeUndefined();
    // Without the hint (a session from before it, a stale cookie) the middleware renders the page and sets it.
    expect(sharedVariantRequest(signedIn('/', 'mo_session=abc'), 'nl')).toBeUndefined();
    expect(sharedVariantRequest(signedIn('/', 'mo_session=abc; mo_signed_in=0'), 'nl')).toBeUndefined();
  });

  it('the default variant is the brand’s language on the web; each variant has its own key', () => {
    expect(isDefaultVariant({ language: 'nl', origin: 'WEB' }, 'nl')).toBe(true);
    expect(isDefaultVariant({ language: 'be', origin: 'WEB' }, 'nl')).toBe(false);
    expect(isDefaultVariant({ language: 'nl', origin: 'WEBVIEW' }, 'nl')).toBe(false);
    const keys = (['nl', 'be'] as const).flatMap((language) =>
      (['WEB', 'WEBVIEW'] as const).map((origin) => variantKey({ language, origin })),
    );
    expect(new Set(keys).size).toBe(4);
  });
});
