/**
 * The ten section icons as SVG path data (24×24, stroked). The same data produces the
 * `public/images/{icon}_icon.svg` files (see section-icons.test.ts) and inline icons that follow the text colour.
 * The icon names are part of the area manifest (src/shared/area.ts); the drawing is the design system's.
 */
import type { SectionIconName } from '../../shared/area';

export const SECTION_ICONS = {
  newspaper: 'M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2M7 8h7M7 12h7M7 16h4',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 20c0-3.3 3.6-6 8-6s8 2.7 8 6',
  home: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v6M12 7.5v.5',
  truck: 'M2 6h11v10H2zM13 10h4l4 4v2h-8M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  payment: 'M3 6h18v12H3zM3 10h18M7 15h4',
  digital: 'M5 4h14v12H5zM2 20h20M9 16v4M15 16v4',
  comments: 'M4 5h16v10H9l-5 4z',
  sharing:
    'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  newsletter: 'M3 6h18v12H3zM3 7l9 6 9-6',
} as const satisfies Record<SectionIconName, string>;

export type SectionIcon = SectionIconName;

/** A standalone SVG file for an icon (used for `images/{icon}_icon.svg`). */
export function iconSvgFile(icon: SectionIcon, colour = '#1f2937'): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="${colour}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="${SECTION_ICONS[icon]}"/></svg>\n`;
}
