/**
 * The buttons under a step of a multi-step journey: the step's submit ("Volgende stap", or the journey's own last
 * action) and, from the second step on, "Vorige stap". The submit waits for the island to hydrate (a submit before
 * it would be lost) and shows the loader while `loading`.
 */
import { Button } from '../button';
import { useHydrated } from '../hydration';

export interface StepButtonsProps {
  /** The submit's text ("Volgende stap", "Melding versturen"). */
  nextLabel: string;
  /** The back button's text; it shows only with `onBack`. */
  backLabel: string;
  /** Goes to the step before (none on the first step). */
  onBack?: (() => void) | undefined;
  /** The submit is busy: the loader shows, read as `loadingLabel`. */
  loading?: boolean | undefined;
  loadingLabel?: string | undefined;
  /** The submit cannot be used (nothing to choose yet). */
  disabled?: boolean | undefined;
  /** The back button comes first (the journey's reading order), else the submit. */
  backFirst?: boolean | undefined;
}

/** See the file's comment. */
export function StepButtons({
  nextLabel,
  backLabel,
  onBack,
  loading = false,
  loadingLabel,
  disabled = false,
  backFirst = false,
}: StepButtonsProps) {
  const hydrated = useHydrated();
  const next = (
    <Button
      type="submit"
      disabled={!hydrated || disabled}
      loading={loading}
      loadingLabel={loadingLabel}
      data-step-next=""
    >
      {nextLabel}
    </Button>
  );
  const back = onBack ? (
    <Button type="button" variant="secondary" onClick={onBack} data-step-back="">
      {backLabel}
    </Button>
  ) : null;
  return (
    <div className="flex flex-wrap gap-3">
      {backFirst ? back : next}
      {backFirst ? next : back}
    </div>
  );
}
