import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { iconSvgFile, SECTION_ICONS, type SectionIcon } from './section-icons';

describe('section icons', () => {
  it('has exactly the ten icons of the specification', () => {
    expect(Object.keys(SECTION_ICONS).sort()).toEqual(
      ['comments', 'digital', 'home', 'info', 'newsletter', 'newspaper', 'payment', 'sharing', 'truck', 'user'].sort(),
    );
  });

  it.each(Object.keys(SECTION_ICONS))('ships images/%s_icon.svg generated from the same data', (icon) => {
    const file = readFileSync(new URL(`../../../public/images/${icon}_icon.svg`, import.meta.url), 'utf8');
    expect(file).toBe(iconSvgFile(icon as SectionIcon));
  });
});
