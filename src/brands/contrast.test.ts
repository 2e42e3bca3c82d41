import { describe, expect, it } from 'vitest';
import { ensureContrast, hexToHsl, hslToHex } from './color';
import { contrastRatio, parseHex, relativeLuminance, toHex } from './contrast';

describe('WCAG contrast', () => {
  it('gives luminance 0 for black and 1 for white', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
  });

  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#e2001a', '#e2001a')).toBe(1);
  });

  it('matches published ratios: #777 on white ≈ 4.48 (just fails AA), #767676 ≈ 4.54 (passes)', () => {
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#777777')).toBe(contrastRatio('#777777', '#ffffff'));
  });

  it('parses short and long hex and refuses anything else', () => {
    expect(parseHex('#0af')).toEqual([0, 170, 255]);
    expect(parseHex('#E2001A')).toEqual([226, 0, 26]);
    expect(() => parseHex('red')).toThrow();
    expect(() => parseHex('#12345')).toThrow();
    expect(toHex(300, -4, 15.6)).toBe('#ff0010');
  });
});

describe('colour adjustment', () => {
  it('round-trips hex through HSL', () => {
    for (const hex of ['#e2001a', '#002c5f', '#777777', '#ffd200', '#00a19a', '#ffffff', '#000000']) {
      expect(hslToHex(hexToHsl(hex))).toBe(hex);
    }
  });

  it('leaves a colour alone when it already reaches the ratio', () => {
    expect(ensureContrast('#002c5f', ['#ffffff'], 4.5)).toBe('#002c5f');
  });

  it('darkens a light colour against white just far enough, keeping its hue', () => {
    const fixed = ensureContrast('#f27405', ['#ffffff'], 4.5);
    expect(contrastRatio(fixed, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(fixed, '#ffffff')).toBeLessThan(4.7);
    expect(hexToHsl(fixed).h).toBeCloseTo(hexToHsl('#f27405').h, 0);
  });

  it('lightens a dark colour against a dark background', () => {
    const fixed = ensureContrast('#333333', ['#111111'], 4.5);
    expect(relativeLuminance(fixed)).toBeGreaterThan(relativeLuminance('#333333'));
    expect(contrastRatio(fixed, '#111111')).toBeGreaterThanOrEqual(4.5);
  });

  it('satisfies several backgrounds at once', () => {
    const fixed = ensureContrast('#888888', ['#ffffff', '#eeeeee'], 4.5);
    expect(contrastRatio(fixed, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(fixed, '#eeeeee')).toBeGreaterThanOrEqual(4.5);
  });
});
