/**
 * Cookie helpers for the sign-in handlers, which work on plain `Request`/`Response` objects (so tests need not run
 * Astro): the `Cookie` header is parsed and `Set-Cookie` written by `cookie` (the library Astro and Express use);
 * values are signed (JWS, HS256) or encrypted (JWE, `dir` + A256GCM) by `jose`. What stays here is ours: the
 * attributes every auth cookie gets, and one key per purpose derived from SESSION_SECRET (HKDF), so a value made for
 * one purpose can never stand in for another.
 */
import { hkdfSync } from 'node:crypto';
import { parseCookie, stringifySetCookie } from 'cookie';
import { CompactEncrypt, CompactSign, compactDecrypt, compactVerify } from 'jose';
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

/** Percent-decoding that skips (rather than keeps raw) a value that does not decode. */
function decodeOrSkip(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** All cookies of a `Cookie` header; the first occurrence of a name wins, undecodable values are skipped. */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const [name, value] of Object.entries(parseCookie(header, { decode: decodeOrSkip }))) {
    if (value !== undefined) cookies.set(name, value);
  }
  return cookies;
}

/** A `Set-Cookie` header value; a cookie with `maxAge` 0 also gets an expiry in the past, for old browsers. */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  return stringifySetCookie({
    name,
    value,
    path: attributes.path,
    maxAge: attributes.maxAge,
    ...(attributes.maxAge === 0 ? { expires: new Date(0) } : {}),
    httpOnly: true,
    sameSite: 'lax',
    secure: attributes.secure,
  });
}

/** The 256-bit key of one use (`sign`/`encrypt`) and purpose, derived from the secret. */
function keyFor(secret: string, use: 'sign' | 'encrypt', purpose: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'mijn-omgeving cookies', `${use}:${purpose}`, 32));
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** `value` signed as a compact JWS (readable by anyone, alterable by no one); `purpose` selects the key. */
export async function signValue(secret: string, purpose: string, value: string): Promise<string> {
  return new CompactSign(encoder.encode(value))
    .setProtectedHeader({ alg: 'HS256' })
    .sign(keyFor(secret, 'sign', purpose));
}

/** The original value of a signed value, or undefined when it was altered or signed for another purpose. */
export async function verifySignedValue(
  secret: string,
  purpose: string,
  signed: string | undefined,
): Promise<string | undefined> {
  if (!signed) return undefined;
  try {
    const { payload } = await compactVerify(signed, keyFor(secret, 'sign', purpose), { algorithms: ['HS256'] });
    return decoder.decode(payload);
  } catch {
    return undefined;
  }
}

/**
 * `value` encrypted as a compact JWE (neither readable nor alterable without the secret): for cookies that carry
 * personal data or tokens, such as the other account's e-mail address and ID token.
 */
export async function encryptValue(secret: string, purpose: string, value: string): Promise<string> {
  return new CompactEncrypt(encoder.encode(value))
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .encrypt(keyFor(secret, 'encrypt', purpose));
}

/** The original value of an encrypted value, or undefined when it was altered or made for another purpose. */
export async function decryptValue(
  secret: string,
  purpose: string,
  encrypted: string | undefined,
): Promise<string | undefined> {
  if (!encrypted) return undefined;
  try {
    const { plaintext } = await compactDecrypt(encrypted, keyFor(secret, 'encrypt', purpose), {
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
    });
    return decoder.decode(plaintext);
  } catch {
    return undefined;
  }
}
