import './loader.css';

/** The loader always has four bars. */
export const LOADER_BAR_COUNT = 4;

/** Staggered start per bar; literal class names so Tailwind generates them. */
const BAR_DELAYS = [
  '[animation-delay:-0.45s]',
  '[animation-delay:-0.3s]',
  '[animation-delay:-0.15s]',
  '[animation-delay:0s]',
] as const;

const SIZES = {
  small: { box: 'h-4 gap-0.5', bar: 'w-1' },
  medium: { box: 'h-6 gap-1', bar: 'w-1.5' },
  large: { box: 'h-10 gap-1.5', bar: 'w-2' },
} as const;

export type LoaderSize = keyof typeof SIZES;

export interface LoaderProps {
  /** What is loading, for screen readers (the caller's translated text, e.g. "Pagina aan het laden"). */
  label: string;
  size?: LoaderSize;
  /** `accent` on a page; `current` takes the text colour around it (inside a button). */
  tone?: 'accent' | 'current';
  className?: string;
}

function Bars({ size = 'medium', tone = 'accent' }: Pick<LoaderProps, 'size' | 'tone'>) {
  const { box, bar } = SIZES[size];
  return (
    <span aria-hidden="true" data-part="bars" className={`inline-flex items-center ${box}`}>
      {BAR_DELAYS.slice(0, LOADER_BAR_COUNT).map((delay) => (
        <span
          key={delay}
          data-part="bar"
          className={`h-full ${bar} rounded-sm ${tone === 'accent' ? 'bg-accent' : 'bg-current'} origin-center animate-[mo-loader-bar_1s_ease-in-out_infinite] motion-reduce:animate-none ${delay}`}
        />
      ))}
    </span>
  );
}

/** Four animated bars in a polite status region named by `label`. */
export function Loader({ label, size, tone, className }: LoaderProps) {
  return (
    <span role="status" aria-label={label} className={`inline-flex items-center ${className ?? ''}`.trim()}>
      <Bars size={size} tone={tone} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** The bars alone, hidden from assistive technology: for places that announce loading themselves (buttons). */
export function LoaderBars(props: Pick<LoaderProps, 'size' | 'tone'>) {
  return <Bars {...props} />;
}
