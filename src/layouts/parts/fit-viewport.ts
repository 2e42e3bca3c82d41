/**
 * The page is laid out for a 375 px wide screen (the viewport's `width=375`). With `initial-scale=1` a narrower phone
 * (360 px) shows it unscaled and cuts off its right edge; there the initial scale becomes the screen's share of
 * 375 px (0.96 at 360 px), which fits the page to the screen. It is set after the first paint, when the browser only
 * follows a new initial scale, not a scale left to itself. Wider screens keep `initial-scale=1` (without it a tablet
 * would get the phone layout enlarged).
 */

/** The page's layout width (the viewport meta's `width`). */
export const LAYOUT_WIDTH = 375;

/** The viewport meta's content for a screen `screenWidth` CSS pixels wide. */
export function viewportContent(screenWidth: number): string {
  if (!(screenWidth > 0) || screenWidth >= LAYOUT_WIDTH) return `width=${LAYOUT_WIDTH}, initial-scale=1`;
  const scale = Math.floor((screenWidth / LAYOUT_WIDTH) * 10_000) / 10_000;
  return `width=${LAYOUT_WIDTH}, initial-scale=${scale}`;
}

/** Sets the viewport meta for this screen. */
export function fitViewport(): void {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
  // The visible width at the current scale, in CSS pixels at scale 1: the phone's screen (`screen.width` is the
  // monitor's in a desktop browser window).
  const viewport = window.visualViewport;
  const content = viewportContent(viewport ? viewport.width * viewport.scale : window.screen.width);
  if (meta && meta.content !== content) meta.content = content;
}
