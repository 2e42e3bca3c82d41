import { describe, expect, it } from 'vitest';
import { contentTag, etagFor, matchesIfNoneMatch } from './etag';

describe('ETags of the files the front serves', () => {
  const tag = contentTag(Buffer.from('<p>hallo</p>'));

  it('come from the content: same bytes, same tag; other bytes, another', () => {
    expect(contentTag(Buffer.from('<p>hallo</p>'))).toBe(tag);
    expect(contentTag(Buffer.from('<p>hallo!</p>'))).not.toBe(tag);
    expect(tag).toMatch(/^[\w-]{22}$/);
  });

  it('are strong and differ per encoding', () => {
    expect(etagFor(tag, undefined)).toBe(`"${tag}"`);
    expect(etagFor(tag, 'br')).toBe(`"${tag}-br"`);
    expect(etagFor(tag, 'gzip')).toBe(`"${tag}-gz"`);
  });

  it('If-None-Match matches the tag of the form the request gets, weak or in a list, and `*`', () => {
    const plain = etagFor(tag, undefined);
    const br = etagFor(tag, 'br');
    expect(matchesIfNoneMatch(plain, plain)).toBe(true);
    expect(matchesIfNoneMatch(`W/${br}`, br)).toBe(true);
    expect(matchesIfNoneMatch(`"other", ${br}`, br)).toBe(true);
    expect(matchesIfNoneMatch(`"${tag}-gz",${br}`, br)).toBe(true);
    expect(matchesIfNoneMatch('*', br)).toBe(true);
  });

  it('and nothing else: not another form of the same content, not another content', () => {
    const gz = etagFor(tag, 'gzip');
    expect(matchesIfNoneMatch(`"${tag}-br"`, gz)).toBe(false);
    expect(matchesIfNoneMatch(`"${tag}"`, gz)).toBe(false);
    expect(matchesIfNoneMatch(gz, `"${tag}"`)).toBe(false);
    expect(matchesIfNoneMatch(undefined, gz)).toBe(false);
    expect(matchesIfNoneMatch('', gz)).toBe(false);
    expect(matchesIfNoneMatch('"other"', gz)).toBe(false);
    expect(matchesIfNoneMatch(tag, `"${tag}"`)).toBe(false);
    expect(matchesIfNoneMatch(`"${tag}-zstd"`, gz)).toBe(false);
  });
});
