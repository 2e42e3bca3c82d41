import { describe, expect, it } from 'vitest';
import { parseBrandArguments } from './brand-arguments';

describe('parseBrandArguments (npm run rebuild)', () => {
  it.each([
    [['--brand', 'ad'], ['ad']],
    [
      ['--brand', 'ad', '--brand', 'hln'],
      ['ad', 'hln'],
    ],
    [
      ['--brand=ad', '--brand', 'HLN,vk'],
      ['ad', 'hln', 'vk'],
    ],
    [
      ['ad', 'ad', 'hln'],
      ['ad', 'hln'],
    ],
    [[], []],
  ])('%j → %j', (argv, brands) => {
    expect(parseBrandArguments(argv)).toEqual({ brands, unknown: [] });
  });

  it('reports what is not a brand key', () => {
    expect(parseBrandArguments(['--brand', 'ad', '--brand', 'zz', '--all'])).toEqual({
      brands: ['ad'],
      unknown: ['zz', '--all'],
    });
    expect(parseBrandArguments(['--brand'])).toEqual({ brands: [], unknown: [''] });
  });
});
