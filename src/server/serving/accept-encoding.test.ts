import { describe, expect, it } from 'vitest';
import { acceptsGzip, negotiateEncoding } from './accept-encoding';

describe('negotiateEncoding: which precompressed form a request gets', () => {
  it('Brotli when accepted (a browser sends `gzip, deflate, br, zstd`), gzip when only that is', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('x-gzip')).toBe('gzip');
    expect(negotiateEncoding(['gzip', 'br'])).toBe('br');
  });

  it('the weights decide; q=0 refuses; Brotli wins a tie', () => {
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('BR;Q=1, GZIP;q=1')).toBe('br');
    expect(negotiateEncoding('gzip;q=0, br;q=0')).toBeUndefined();
  });

  it('`*` stands for any coding not listed', () => {
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('br;q=0, *')).toBe('gzip');
  });

  it('the plain file without the header, for identity only, or for codings we do not have', () => {
    expect(negotiateEncoding(undefined)).toBeUndefined();
    expect(negotiateEncoding('')).toBeUndefined();
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding('deflate, zstd')).toBeUndefined();
    expect(negotiateEncoding('br;q=abc')).toBeUndefined();
  });
});

describe('acceptsGzip: whether an answer may be gzip even where Brotli would be preferred', () => {
  it('is true for gzip, x-gzip or * with a weight above 0', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('x-gzip')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip(['br', 'gzip;q=0.5'])).toBe(true);
  });

  it('is false without the header, for gzip;q=0, or when only other codings are listed', () => {
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip(null)).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip('gzip;q=0, br')).toBe(false);
    expect(acceptsGzip('*;q=0')).toBe(false);
  });
});
