/**
 * Validators for the files the front serves: a strong ETag from the content, so a browser or CDN that
 * holds the file revalidates with `If-None-Match` and gets an empty 304 instead of the bytes again. The Brotli and
 * gzip forms are other representations and get their own tag (`"…-br"`, `"…-gz"`: RFC 9110 §8.8.3 asks a strong tag
 * to change with the bytes), and only the tag of the form this request gets counts as a match (RFC 9110 §13.1.2
 * compares with the selected representation): a cache that holds the Brotli form and revalidates for a client that
 * takes only gzip gets the gzip bytes, not a 304 naming a form it does not hold (RFC 9111 §4.3.4 forbids using that
 * 304, so it would have to ask again).
 */
import { createHash } from 'node:crypto';
import type { Encoding } from './accept-encoding';

/** The tag of the content: 128 bits of its SHA-256. */
export function contentTag(body: Buffer): string {
  return createHash('sha256').update(body).digest('base64url').slice(0, 22);
}

/** The ETag header of one representation of content with tag `tag`. */
export function etagFor(tag: string, encoding: Encoding | undefined): string {
  if (encoding === 'br') return `"${tag}-br"`;
  if (encoding === 'gzip') return `"${tag}-gz"`;
  return `"${tag}"`;
}

/**
 * True when `If-None-Match` names `etag`, the ETag of the representation this request gets (weak comparison,
 * RFC 9110 §13.1.2: `W/` is ignored; `*` matches any current file).
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((raw) => raw.trim().replace(/^W\//, '') === etag);
}
