import { afterEach, describe, expect, it } from 'vitest';
import { stacksForEnvironment } from './source-maps';

describe('stacksForEnvironment', () => {
  const before = process.sourceMapsEnabled;
  afterEach(() => process.setSourceMapsEnabled(before));

  it('maps no stack in production', () => {
    expect(stacksForEnvironment({ NODE_ENV: 'production' })).toBe(false);
    expect(process.sourceMapsEnabled).toBe(false);
  });

  it('keeps stacks in the source outside production', () => {
    expect(stacksForEnvironment({ NODE_ENV: 'development' })).toBe(true);
    expect(process.sourceMapsEnabled).toBe(true);
    expect(stacksForEnvironment({})).toBe(true);
  });
});
