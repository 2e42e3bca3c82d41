import { useId } from 'react';

/** Default maximum of a progress bar. */
export const DEFAULT_PROGRESS_MAX = 100;

/**
 * The value and maximum a progress bar shows: the maximum falls back to 100 when it is not a positive number, the
 * value is clamped to 0…max (NaN counts as 0).
 */
export function clampProgress(value: number, max: number = DEFAULT_PROGRESS_MAX): { value: number; max: number } {
  const safeMax = Number.isFinite(max) && max > 0 ? max : DEFAULT_PROGRESS_MAX;
  const safeValue = Number.isFinite(value) ? Math.min(Math.max(value, 0), safeMax) : 0;
  return { value: safeValue, max: safeMax };
}

export interface ProgressBarProps {
  /** Current value, 0…max. */
  value: number;
  /** Defaults to 100. */
  max?: number;
  /** Visible label that names the progress bar. */
  label: string;
  /** Hide the label visually (it still names the bar). */
  hideLabel?: boolean;
  /** Show the percentage next to the label. */
  showValue?: boolean;
  /** Spoken value instead of the percentage (e.g. "Stap 2 van 4"). */
  valueText?: string;
  className?: string;
}

/**
 * A determinate progress bar. The native progress element draws the bar, so no inline style is needed (the
 * Content-Security-Policy forbids inline styles); its ARIA values state what it shows.
 */
export function ProgressBar({
  value,
  max,
  label,
  hideLabel = false,
  showValue = false,
  valueText,
  className,
}: ProgressBarProps) {
  const id = useId();
  const clamped = clampProgress(value, max);
  const percent = Math.round((clamped.value / clamped.max) * 100);
  return (
    <div className={['flex flex-col gap-1', className].filter(Boolean).join(' ')}>
      <div className={hideLabel ? 'sr-only' : 'flex items-baseline justify-between gap-4 text-sm'}>
        <span id={`${id}-label`} className="font-semibold">
          {label}
        </span>
        {showValue && (
          <span aria-hidden="true" className="text-text-muted">
            {`${percent}%`}
          </span>
        )}
      </div>
      <progress
        aria-labelledby={`${id}-label`}
        value={clamped.value}
        max={clamped.max}
        aria-valuenow={clamped.value}
        aria-valuemin={0}
        aria-valuemax={clamped.max}
        aria-valuetext={valueText}
        data-complete={clamped.value === clamped.max || undefined}
        className="block h-3 w-full appearance-none overflow-hidden rounded-full border border-border bg-surface-muted [&::-moz-progress-bar]:bg-accent [&::-webkit-progress-bar]:bg-surface-muted [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-accent"
      />
    </div>
  );
}
