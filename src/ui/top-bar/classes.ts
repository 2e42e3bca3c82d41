/**
 * Classes of the top bar, shared by the React component (top-bar.tsx) and the server-rendered
 * src/layouts/parts/StickyBar.astro, so both look the same without shipping React to prebuilt pages.
 */

/** The bar itself; sticky bars sit below the header (top-12, top-16 from tablet) or at the top. */
export function topBarClasses({ sticky, belowHeader }: { sticky: boolean; belowHeader: boolean }): string {
  return [
    'z-30 border-b border-border bg-surface transition-transform duration-200 motion-reduce:transition-none',
    'data-[hidden=true]:-translate-y-[200%]',
    sticky ? 'sticky' : 'relative',
    sticky ? (belowHeader ? 'top-12 tablet:top-16' : 'top-0') : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The three-column grid of the slots: left and right take the rest, the centre its own width. */
export const TOP_BAR_INNER = 'mx-auto grid max-w-container grid-cols-[1fr_auto_1fr] items-center gap-2 px-4 py-2';
export const TOP_BAR_SLOT = { left: 'justify-self-start', center: 'justify-self-center', right: 'justify-self-end' };
