/**
 * The outlined pictograms of the design system on their 24-unit grid: round-capped strokes in the text colour, no
 * fill (section icons, the notification banner's icons, the password toggle's eye). Decorative: the control or text
 * beside it carries the meaning. `size` sets width and height in pixels; without it a class sizes the icon.
 */
import type { ReactNode } from 'react';

export interface LineIconProps {
  children: ReactNode;
  size?: number;
  className?: string;
  /** The stroke's width in grid units. */
  strokeWidth?: string;
  /** Data attributes that name the icon for styling and tests (`data-icon`, `data-part`, …). */
  [data: `data-${string}`]: string | undefined;
}

export function LineIcon({ children, size, className, strokeWidth = '1.8', ...data }: LineIconProps) {
  return (
    <svg
      aria-hidden="true"
      {...data}
      {...(size === undefined ? {} : { width: size, height: size })}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  );
}

/**
 * The check mark of a chosen option (checkbox, select list) on its 16-unit grid, `className` sized; `dash` is the
 * mark of a checkbox that is partly checked.
 */
export function CheckMark({ dash = false }: { dash?: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5">
      {dash ? (
        <path d="M3.5 8h9" strokeLinecap="round" />
      ) : (
        <path d="M3 8.5l3.5 3.5L13 4.5" strokeLinecap="round" strokeLinejoin="round" />
      )}
    </svg>
  );
}
