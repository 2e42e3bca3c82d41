import { describe, expect, it } from 'vitest';
import { brandFlags, PUBLISHED_GENERAL_FLAGS } from '../../content/dataset/source/feature-flags';
import { isDefaultContext, prebuiltPageAllowed, type VisitorContext } from './default-context';

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

describe('prebuiltPageAllowed: the live flags a prebuilt page depends on', () => {
  const flags = (key: 'ad' | 'qmnl') => ({ ...PUBLISHED_GENERAL_FLAGS, ...brandFlags(key) });

  it('serves the contact page only while the brand has in-product contact', () => {
    expect(prebuiltPageAllowed('/klantenservice/contact', flags('ad'))).toBe(true);
    expect(prebuiltPageAllowed('/klantenservice/contact/', flags('ad'))).toBe(true);
    expect(prebuiltPageAllowed('/klantenservice/contact', { ...flags('ad'), isContactEnabled: false })).toBe(false);
    expect(prebuiltPageAllowed('/klantenservice/contact', flags('qmnl'))).toBe(false);
    expect(prebuiltPageAllowed('/klantenservice/contact', undefined)).toBe(false);
  });

  it('does not depend on a flag for the other prebuilt pages', () => {
    for (const path of ['/', '/onderhoud', '/login', '/404', '/500']) {
      expect(prebuiltPageAllowed(path, flags('qmnl')), path).toBe(true);
    }
  });
});
