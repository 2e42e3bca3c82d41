/**
 * A loading skeleton: a grey block standing in for a line of text or a control while its data loads, so nothing
 * moves when the data arrives (layout shift). It pulses unless the user asked for reduced motion. It is decorative
 * (hidden from screen readers): the caller's status region says that the page is loading.
 */

export interface SkeletonProps {
  /** Its size and spacing (Tailwind classes such as `h-6 w-48 max-w-full`); a bar is as wide as its box otherwise. */
  className?: string | undefined;
  /** `bar` (default): grey, for a line of text or a control; `card`: an empty card, for a list still loading. */
  variant?: 'bar' | 'card' | undefined;
}

/** The classes of a skeleton block, for an element that is not a `span`. */
export const SKELETON_CLASSES = 'block rounded-brand bg-border motion-safe:animate-pulse';

const CARD_CLASSES = 'block rounded-brand border border-border bg-surface motion-safe:animate-pulse';

/** One grey block (or empty card) of the given size. */
export function Skeleton({ className, variant = 'bar' }: SkeletonProps) {
  const base = variant === 'card' ? CARD_CLASSES : SKELETON_CLASSES;
  return <span aria-hidden="true" data-skeleton={variant} className={className ? `${base} ${className}` : base} />;
}
