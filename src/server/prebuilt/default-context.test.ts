import { describe, expect, it } from 'vitest';
import { isDefaultContext, type VisitorContext } from './default-context';

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
