import { describe, expect, it } from 'vitest';
import { environmentFromBranch } from './config';

describe('environmentFromBranch (specification §9)', () => {
  it.each([
    ['develop', 'acceptance'],
    ['main', 'production'],
    ['feature/holiday', 'test'],
    [undefined, 'test'],
  ])('%s → %s', (branch, environment) => {
    expect(environmentFromBranch(branch)).toBe(environment);
  });
});
