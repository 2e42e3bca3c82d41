/**
 * The one kind of secret the server hands out in a link (an invitation key, an upload token): 256 random bits as 43
 * base64url characters. Only its SHA-256 is stored, so the database never holds a usable link; a value of any other
 * shape is refused without asking the database.
 */
import { createHash, randomBytes } from 'node:crypto';

/** A fresh token: 256 random bits, base64url (43 characters). */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** True for the shape of a token (43 base64url characters); anything else names no stored token. */
export function isSecretToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** What is stored of a token: its SHA-256, hex. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
