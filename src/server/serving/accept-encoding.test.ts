import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './accept-encoding';

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
