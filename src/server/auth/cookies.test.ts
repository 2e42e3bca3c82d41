import { describe, expect, it } from 'vitest';
import { authCookieAttributes, parseCookieHeader, serializeCookie, signValue, verifySignedValue } from './cookies';
import { SESSION_TTL_MS, sessionCookieAttributes } from './session';

const SECRET = 'x'.repeat(40);

describe('session cookie attributes', () => {
  it('are HttpOnly, SameSite=Lax, Path=/ and 30 days, without Secure on localhost', () => {
    for (const host of ['localhost', 'ad.localhost', 'hln.localhost']) {
      const header = serializeCookie('mo_session', 'token', sessionCookieAttributes(host));
      expect(header).toBe(`mo_session=token; Path=/; Max-Age=${SESSION_TTL_MS / 1000}; HttpOnly; SameSite=Lax`);
    }
    expect(SESSION_TTL_MS / 1000).toBe(30 * 24 * 60 * 60);
  });

  it('are Secure on every other host', () => {
    expect(serializeCookie('mo_session', 'token', sessionCookieAttributes('mijn.ad.nl'))).toMatch(/; Secure$/);
    expect(sessionCookieAttributes('mijn.hln.be').secure).toBe(true);
  });

  it('delete the cookie with Max-Age=0 and an expiry in the past', () => {
    const header = serializeCookie('mo_auth', '', authCookieAttributes('ad.localhost', 0, '/api/auth'));
    expect(header).toContain('Max-Age=0');
    expect(header).toContain('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
    expect(header).toContain('Path=/api/auth');
  });
});

describe('parseCookieHeader', () => {
  it('reads every cookie, decodes values and keeps the first of duplicate names', () => {
    const cookies = parseCookieHeader('a=1; mo_session=abc%3D; a=2; broken; b="quoted"');
    expect(cookies.get('a')).toBe('1');
    expect(cookies.get('mo_session')).toBe('abc=');
    expect(cookies.get('b')).toBe('quoted');
    expect(cookies.has('broken')).toBe(false);
  });

  it('skips undecodable values and copes with no header', () => {
    expect(parseCookieHeader('x=%E0%A4%A').has('x')).toBe(false);
    expect(parseCookieHeader(null).size).toBe(0);
  });
});

describe('signed values', () => {
  it('round-trip', () => {
    expect(verifySignedValue(SECRET, 'login-state', signValue(SECRET, 'login-state', '{"a":1}'))).toBe('{"a":1}');
  });

  it('are refused when altered, signed with another secret or for another purpose', () => {
    const signed = signValue(SECRET, 'login-state', 'waarde');
    const [payload, signature] = signed.split('.');
    const forged = `${Buffer.from('andere').toString('base64url')}.${signature}`;
    expect(verifySignedValue(SECRET, 'login-state', forged)).toBeUndefined();
    expect(verifySignedValue('y'.repeat(40), 'login-state', signed)).toBeUndefined();
    expect(verifySignedValue(SECRET, 'other', signed)).toBeUndefined();
    expect(verifySignedValue(SECRET, 'login-state', `${payload}.`)).toBeUndefined();
    expect(verifySignedValue(SECRET, 'login-state', `${signed}.extra`)).toBeUndefined();
    expect(verifySignedValue(SECRET, 'login-state', undefined)).toBeUndefined();
  });
});
