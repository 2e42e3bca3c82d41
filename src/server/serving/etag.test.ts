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

  it('If-None-Match matches a tag of any form of the content, weak or in a list, and `*`', () => {
    expect(matchesIfNoneMatch(`"${tag}"`, tag)).toBe(true);
    expect(matchesIfNoneMatch(`"${tag}-gz"`, tag)).toBe(true);
    expect(matchesIfNoneMatch(`W/"${tag}-br"`, tag)).toBe(true);
    expect(matchesIfNoneMatch(`"other", "${tag}"`, tag)).toBe(true);
    expect(matchesIfNoneMatch('*', tag)).toBe(true);
  });

  it('and nothing else', () => {
    expect(matchesIfNoneMatch(undefined, tag)).toBe(false);
    expect(matchesIfNoneMatch('', tag)).toBe(false);
    expect(matchesIfNoneMatch('"other"', tag)).toBe(false);
    expect(matchesIfNoneMatch(tag, tag)).toBe(false);
    expect(matchesIfNoneMatch(`"${tag}-zstd"`, tag)).toBe(false);
  });
});
