import { describe, expect, it } from 'vitest';
import {
  isDefaultContext,
  isDefaultContextRequest,
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
