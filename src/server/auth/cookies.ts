/**
 * Cookie helpers for the sign-in handlers, which work on plain `Request`/`Response` objects (so tests need not run
 * Astro): parsing the `Cookie` header, writing `Set-Cookie`, the attributes every auth cookie gets, and HMAC-signed
 * values for the short-lived login state.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isLocalHostname } from './urls';

export interface CookieAttributes {
  httpOnly: true;
  sameSite: 'lax';
  path: string;
  /** Secure everywhere except on local hosts, which browsers reach over plain HTTP. */
  secure: boolean;
  /** Lifetime in seconds; 0 deletes the cookie. */
  maxAge: number;
}

/** The attributes of an auth cookie for a request on `hostname`. */
export function authCookieAttributes(hostname: string, maxAge: number, path = '/'): CookieAttributes {
  return { httpOnly: true, sameSite: 'lax', path, secure: !isLocalHostname(hostname), maxAge };
}

/** All cookies of a `Cookie` header; the first occurrence of a name wins, undecodable values are skipped. */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    let value = part.slice(index + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    if (cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      // A malformed value is treated as absent rather than failing the request.
    }
  }
  return cookies;
}

/** A `Set-Cookie` header value. */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${attributes.path}`, `Max-Age=${attributes.maxAge}`];
  if (attributes.maxAge === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  parts.push('HttpOnly', 'SameSite=Lax');
  if (attributes.secure) parts.push('Secure');
  return parts.join('; ');
}

function mac(secret: string, purpose: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}\n${payload}`).digest();
}

/** `payload.signature`, both base64url; `purpose` separates keys so one signed value cannot stand in for another. */
export function signValue(secret: string, purpose: string, value: string): string {
  const payload = Buffer.from(value, 'utf8').toString('base64url');
  return `${payload}.${mac(secret, purpose, payload).toString('base64url')}`;
}

/** The original value of a signed value, or undefined when it was altered or signed for another purpose. */
export function verifySignedValue(secret: string, purpose: string, signed: string | undefined): string | undefined {
  if (!signed) return undefined;
  const [payload, signature, ...rest] = signed.split('.');
  if (!payload || !signature || rest.length > 0) return undefined;
  const expected = mac(secret, purpose, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return Buffer.from(payload, 'base64url').toString('utf8');
}
