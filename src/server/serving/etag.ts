/**
 * Validators for the files the front serves (issue 14 §1): a strong ETag from the content, so a browser or CDN that
 * holds the file revalidates with `If-None-Match` and gets an empty 304 instead of the bytes again. The Brotli and
 * gzip forms are other representations and get their own tag (`"…-br"`, `"…-gz"`: RFC 9110 §8.8.3 asks a strong tag
 * to change with the bytes), but a tag of any form of the current content counts as a match: what the client holds
 * is the same document, whichever encoding carried it.
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
 * True when `If-None-Match` names the content (weak comparison, RFC 9110 §13.1.2: `W/` is ignored; `*` matches
 * any current file).
 */
export function matchesIfNoneMatch(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  for (const raw of header.split(',')) {
    const value = raw.trim().replace(/^W\//, '');
    if (value === `"${tag}"` || value === `"${tag}-br"` || value === `"${tag}-gz"`) return true;
  }
  return false;
}
