import { describe, expect, it } from 'vitest';
import { viewportContent } from './fit-viewport';

describe('the viewport of a screen', () => {
  it('lets a screen narrower than 375 px scale the page to fit; 375 px and wider keep the scale at 1', () => {
    expect(viewportContent(360)).toBe('width=375, initial-scale=0.96');
    expect(viewportContent(320)).toBe('width=375, initial-scale=0.8533');
    expect(viewportContent(0)).toBe('width=375, initial-scale=1');
    expect(viewportContent(375)).toBe('width=375, initial-scale=1');
    expect(viewportContent(1440)).toBe('width=375, initial-scale=1');
  });
});
