import type { ComponentPropsWithRef } from 'react';

/** The colours a tag comes in. */
export const TAG_VARIANTS = ['red', 'blue', 'green', 'orange', 'yellow', 'gray', 'white'] as const;
export type TagVariant = (typeof TAG_VARIANTS)[number];

/** Each colour maps to a semantic status pair (orange: the attention pair), so every pair reaches 4.5:1 on every brand. */
const VARIANT_CLASSES: Record<TagVariant, string> = {
  red: 'bg-negative-bg text-on-negative border-transparent',
  blue: 'bg-info-bg text-on-info border-transparent',
  green: 'bg-positive-bg text-on-positive border-transparent',
  orange: 'bg-attention-bg text-on-attention border-transparent',
  yellow: 'bg-warning-bg text-on-warning border-transparent',
  gray: 'bg-surface-muted text-text border-transparent',
  white: 'bg-surface text-text border-border',
};

export interface TagProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The text of the tag (e.g. an invoice status). */
  text: string;
  variant?: TagVariant;
}

/** A short status label. Not interactive; the colour never carries meaning on its own, the text does. */
export function Tag({ text, variant = 'gray', className, ...rest }: TagProps) {
  return (
    <span
      {...rest}
      data-variant={variant}
      className={[
        'inline-flex items-center rounded-brand border px-2 py-0.5 text-sm font-semibold leading-5 whitespace-nowrap',
        VARIANT_CLASSES[variant],
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {text}
    </span>
  );
}
