import { describe, expect, it } from 'vitest';
import {
  authCookieAttributes,
  decryptValue,
  encryptValue,
  parseCookieHeader,
  serializeCookie,
  signValue,
  verifySignedValue,
} from './cookies';
import { SESSION_TTL_MS, sessionCookieAttributes } from './session';

const SECRET = 'x'.repeat(40);

describe('session cookie attributes', () => {
  it('are HttpOnly, SameSite=Lax, Path=/ and 30 days, without Secure on localhost', () => {
    for (const host of ['localhost', 'ad.localhost', 'hln.localhost']) {
      const header = serializeCookie('mo_session', 'token', sessionCookieAttributes(host));
      expect(header).toBe(`mo_session=token; Max-Age=${SESSION_TTL_MS / 1000}; Path=/; HttpOnly; SameSite=Lax`);
    }
    expect(SESSION_TTL_MS / 1000).toBe(30 * 24 * 60 * 60);
  });

  it('are Secure on every other host', () => {
    expect(serializeCookie('mo_session', 'token', sessionCookieAttributes('mijn.ad.nl')).split('; ')).toContain(
      'Secure',
    );
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
    // RFC 6265: the quotes belong to the value (our own values never have any).
    expect(cookies.get('b')).toBe('"quoted"');
    expect(cookies.has('broken')).toBe(false);
  });

  it('reads what serializeCookie writes', () => {
    const value = 'a value; with=separators, ü';
    const header = serializeCookie('x', value, authCookieAttributes('ad.localhost', 60));
    expect(parseCookieHeader(header.split('; ')[0]).get('x')).toBe(value);
  });

  it('skips undecodable values and copes with no header', () => {
    expect(parseCookieHeader('x=%E0%A4%A').has('x')).toBe(false);
    expect(parseCookieHeader(null).size).toBe(0);
  });
});

/** The three or five dot-separated parts of a compact JWS or JWE, with part `index` changed in one character. */
function alter(compact: string, index: number): string {
  const parts = compact.split('.');
  const part = parts[index]!;
  parts[index] = `${part.slice(0, 4)}${part[4] === 'A' ? 'B' : 'A'}${part.slice(5)}`;
  return parts.join('.');
}

describe('signed values (JWS)', () => {
  it('round-trip', async () => {
    expect(await verifySignedValue(SECRET, 'login-state', await signValue(SECRET, 'login-state', '{"a":1}'))).toBe(
      '{"a":1}',
    );
  });

  it('are refused when altered, signed with another secret or for another purpose', async () => {
    const signed = await signValue(SECRET, 'login-state', 'waarde');
    expect(signed.split('.')).toHaveLength(3);
    expect(await verifySignedValue(SECRET, 'login-state', alter(signed, 1))).toBeUndefined();
    expect(await verifySignedValue(SECRET, 'login-state', alter(signed, 2))).toBeUndefined();
    expect(await verifySignedValue('y'.repeat(40), 'login-state', signed)).toBeUndefined();
    expect(await verifySignedValue(SECRET, 'other', signed)).toBeUndefined();
    expect(await verifySignedValue(SECRET, 'login-state', `${signed}.extra`)).toBeUndefined();
    expect(await verifySignedValue(SECRET, 'login-state', signed.split('.').slice(0, 2).join('.'))).toBeUndefined();
    expect(await verifySignedValue(SECRET, 'login-state', undefined)).toBeUndefined();
    // An unsigned token (alg "none") is never accepted.
    const [, payload] = signed.split('.');
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect(await verifySignedValue(SECRET, 'login-state', none)).toBeUndefined();
  });
});

describe('encrypted values (JWE)', () => {
  const offer = JSON.stringify({ email: 'jan.jansen@example.nl', idToken: 'eyJhbGciOiJSUzI1NiJ9.claims.signature' });

  it('round-trip, and show nothing of the value', async () => {
    const encrypted = await encryptValue(SECRET, 'other-account', offer);
    expect(encrypted.split('.')).toHaveLength(5);
    const decoded = encrypted
      .split('.')
      .map((part) => Buffer.from(part, 'base64url').toString('latin1'))
      .join(' ');
    expect(decoded).not.toContain('jan.jansen');
    expect(decoded).not.toContain('example.nl');
    expect(decoded).not.toContain('eyJhbGciOiJSUzI1NiJ9');
    expect(await decryptValue(SECRET, 'other-account', encrypted)).toBe(offer);
    // Two encryptions of one value differ (a fresh IV each time).
    expect(await encryptValue(SECRET, 'other-account', offer)).not.toBe(encrypted);
  });

  it('are refused when altered, made with another secret or for another purpose, or merely signed', async () => {
    const encrypted = await encryptValue(SECRET, 'other-account', offer);
    for (const part of [0, 2, 3, 4]) {
      expect(await decryptValue(SECRET, 'other-account', alter(encrypted, part))).toBeUndefined();
    }
    expect(await decryptValue('y'.repeat(40), 'other-account', encrypted)).toBeUndefined();
    expect(await decryptValue(SECRET, 'login-state', encrypted)).toBeUndefined();
    expect(
      await decryptValue(SECRET, 'other-account', await signValue(SECRET, 'other-account', offer)),
    ).toBeUndefined();
    expect(await verifySignedValue(SECRET, 'other-account', encrypted)).toBeUndefined();
    expect(await decryptValue(SECRET, 'other-account', undefined)).toBeUndefined();
  });
});
