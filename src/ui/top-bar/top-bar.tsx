/**
 * Top bar: left, centre and right slots; optionally sticky (below the header when there is one, at the header's
 * height) and then it slides away while the user scrolls down and comes back on scrolling up or when focus
 * enters it. It is a named region, so it is findable by landmark.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { hideOnScroll as attachHideOnScroll } from './hide-on-scroll';
import { TOP_BAR_INNER, TOP_BAR_SLOT, topBarClasses } from './classes';

export interface TopBarProps {
  /** Accessible name of the region, e.g. the page title. */
  label: string;
  left?: ReactNode;
  center?: ReactNode;
  right?: ReactNode;
  /** Stick to the top while scrolling (default true). */
  sticky?: boolean;
  /** Whether a header sits above the bar (sticky offset top-12/top-16 instead of top-0). */
  belowHeader?: boolean;
  /** Slide away while scrolling down (default true; only for a sticky bar). */
  hideOnScroll?: boolean;
  className?: string;
}

export function TopBar({
  label,
  left,
  center,
  right,
  sticky = true,
  belowHeader = false,
  hideOnScroll = true,
  className,
}: TopBarProps) {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!sticky || !hideOnScroll || !bar.current) return undefined;
    return attachHideOnScroll(bar.current);
  }, [sticky, hideOnScroll]);
  return (
    <div
      ref={bar}
      role="region"
      aria-label={label}
      data-scope="top-bar"
      data-sticky={sticky || undefined}
      className={[topBarClasses({ sticky, belowHeader }), className].filter(Boolean).join(' ')}
    >
      <div className={TOP_BAR_INNER}>
        <div className={TOP_BAR_SLOT.left} data-part="left">
          {left}
        </div>
        <div className={TOP_BAR_SLOT.center} data-part="center">
          {center}
        </div>
        <div className={TOP_BAR_SLOT.right} data-part="right">
          {right}
        </div>
      </div>
    </div>
  );
}
