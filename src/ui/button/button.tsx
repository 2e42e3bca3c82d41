import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { LoaderBars } from '../loader/loader';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'danger';
export type ButtonSize = 'small' | 'medium' | 'large';

const BASE =
  'inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-brand border-2 text-center font-semibold leading-tight no-underline transition-colors disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed';

/** Colours come only from the semantic tokens; danger uses the negative pair inverted (both reach 4.5:1). */
const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'border-transparent bg-accent text-on-accent hover:bg-accent-hover',
  secondary: 'border-link bg-surface text-link hover:underline',
  tertiary: 'border-transparent bg-transparent text-link underline underline-offset-4 hover:no-underline',
  danger: 'border-transparent bg-on-negative text-negative-bg hover:underline',
};

/** Every size keeps the 44 px touch target (min-h-11). */
const SIZES: Record<ButtonSize, string> = {
  small: 'min-h-11 px-4 py-2 text-sm',
  medium: 'min-h-12 px-5 py-2.5 text-base',
  large: 'min-h-14 px-7 py-3 text-lg',
};

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Take the full width of the container. */
  fullWidth?: boolean;
}

/** The class list of a button look, for the rare element that must look like a button (dialog triggers). */
export function buttonClasses({ variant = 'primary', size = 'medium', fullWidth = false }: ButtonStyleProps = {}) {
  return [BASE, VARIANTS[variant], SIZES[size], fullWidth ? 'w-full' : ''].filter(Boolean).join(' ');
}

export interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonStyleProps {
  /** Shows the loader and ignores clicks while an action runs; the button stays focusable. */
  loading?: boolean;
  /** Read after the button text while loading (e.g. "Bezig met opslaan"). */
  loadingLabel?: string;
}

/** A native button in one of the four variants. `type` defaults to "button" so it never submits by accident. */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  loadingLabel,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      onClick={handleClick}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      data-variant={variant ?? 'primary'}
      data-size={size ?? 'medium'}
      data-loading={loading || undefined}
      className={[buttonClasses({ variant, size, fullWidth }), 'relative', className].filter(Boolean).join(' ')}
    >
      {/* The text keeps its place (and its accessible name) under the loader. */}
      <span className={loading ? 'opacity-0' : undefined}>{children}</span>
      {loading && (
        <>
          <span className="absolute inset-0 flex items-center justify-center">
            <LoaderBars size="small" tone="current" />
          </span>
          {loadingLabel && <span className="sr-only">{`, ${loadingLabel}`}</span>}
        </>
      )}
    </button>
  );
}

export interface LinkButtonProps extends ComponentPropsWithRef<'a'>, ButtonStyleProps {
  href: string;
}

/** A link that looks like a button: for navigation, never for actions. */
export function LinkButton({ variant, size, fullWidth, className, children, ...rest }: LinkButtonProps) {
  return (
    <a
      {...rest}
      data-variant={variant ?? 'primary'}
      data-size={size ?? 'medium'}
      className={[buttonClasses({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
    >
      {children}
    </a>
  );
}
