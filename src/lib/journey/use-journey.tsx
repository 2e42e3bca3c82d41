/**
 * The journey helper of multi-step forms, on Ark UI's Steps machine: every step has its own
 * URL (`?stap=<step>`; the first step without it unless `firstStepInUrl`), so the browser's back and forward buttons
 * walk the steps; the journey's state lives in one store ({@link createJourneyStore}); a step that the state does
 * not allow yet (a direct link to a later step) is replaced, in the URL too, by the step `allowedStep` gives (the
 * first open one). After each move (a step sent, back, the browser's buttons, the end) focus goes to the step's
 * heading (`headingRef`), so a screen reader hears where the journey is; the first render keeps the page's focus.
 * Ark's machine (./steps-machine.tsx) loads with the journey's first move: the island renders `machineSlot` where it
 * runs.
 */
import type { UseStepsReturn } from '@ark-ui/react/steps';
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode, type RefCallback } from 'react';
import type { JourneyStore } from './store';
import { stepInSearch, stepUrl } from './step-url';

export interface UseJourneyOptions<TStep extends string, TState> {
  store: JourneyStore<TState>;
  /** The steps in order, for this state (a kind of journey may leave a step out). */
  stepsOf: (state: TState) => readonly TStep[];
  /** The step to show for the URL's (null: none named): itself when the state allows it, else the first open one. */
  allowedStep: (requested: string | null, state: TState) => TStep;
  /** The step rendered before the URL is read (on the server and while hydrating). */
  initialStep: TStep;
  /** The query parameter that names the step; `stap`. */
  param?: string;
  /** Whether the first step is named in the URL too. */
  firstStepInUrl?: boolean;
  /**
   * Called once, before the URL is first read, with the step it names: what the journey does on arrival (a deep
   * link sets its subscription in the store), and the step to go on with.
   */
  onArrival?: (requested: string | null) => string | null;
}

export interface Journey<TStep extends string, TState> {
  /** The step shown. */
  step: TStep;
  /** Its place among `steps` (0-based). */
  index: number;
  /** The journey's steps in order. */
  steps: readonly TStep[];
  /** The state (the store's; before the URL is read, the store as the server knows it). */
  state: TState;
  /** Whether the URL has been read (after hydration). */
  ready: boolean;
  /** Shows `step` (a new history entry). */
  go: (step: TStep) => void;
  /** Shows the step before this one. */
  back: () => void;
  /** Merges `patch` into the store and shows the step after this one among the steps of the new state. */
  advance: (patch: Partial<TState>) => void;
  /** Ends the journey: the store starts afresh and the URL names the first step again (no new history entry). */
  finish: () => void;
  /**
   * For the heading of each step (and of the end), which takes focus after each move, also when the step's code loads
   * after the move (the heading then takes it as it appears).
   */
  headingRef: RefCallback<HTMLHeadingElement>;
  /** Ark UI's Steps machine of the journey once it runs (null on the first step until the journey moves). */
  machine: UseStepsReturn | null;
  /** Where the machine runs: every island that uses the journey renders it (it shows nothing). */
  machineSlot: ReactNode;
}

const StepsMachine = lazy(() => import('./steps-machine'));

/** See the file's comment. */
export function useJourney<TStep extends string, TState>(
  options: UseJourneyOptions<TStep, TState>,
): Journey<TStep, TState> {
  const { store, stepsOf, allowedStep, initialStep, param = 'stap', firstStepInUrl = false } = options;
  const state = useStore(store.$state);
  const [requested, setRequested] = useState<string | null>(initialStep);
  const [ready, setReady] = useState(false);
  const [moves, setMoves] = useState(0);
  const heading = useRef<HTMLHeadingElement | null>(null);
  // After a move, until a heading has taken focus: a step that loads its code shows its heading a moment later.
  const focusPending = useRef(false);
  const moved = useRef(false);
  const headingRef = useCallback((node: HTMLHeadingElement | null) => {
    heading.current = node;
    // A heading that replaces the one that had focus (a loading step's, then the step's own) takes it over.
    if (node && moved.current && (focusPending.current || document.activeElement === document.body)) {
      focusPending.current = false;
      node.focus();
    }
  }, []);
  const arrival = useRef(options.onArrival);
  const steps = stepsOf(state);
  const step = ready ? allowedStep(requested, state) : initialStep;
  const index = Math.max(0, steps.indexOf(step));
  const url = (target: string) =>
    stepUrl(window.location.href, target, { param, first: steps[0] ?? target, firstInUrl: firstStepInUrl });

  // The URL names the step; a step the journey does not allow yet is replaced by the one it does.
  useEffect(() => {
    const sync = (arriving: boolean) => {
      let wanted = stepInSearch(window.location.search, param);
      if (arriving && arrival.current) wanted = arrival.current(wanted);
      const current = store.$state.get();
      const shown = allowedStep(wanted, current);
      const first = stepsOf(current)[0] ?? shown;
      const named = stepInSearch(window.location.search, param) ?? (firstStepInUrl ? null : first);
      if (shown !== named) {
        window.history.replaceState(
          null,
          '',
          stepUrl(window.location.href, shown, { param, first, firstInUrl: firstStepInUrl }),
        );
      }
      setRequested(shown);
      setReady(true);
      if (!arriving) setMoves((count) => count + 1);
    };
    sync(true);
    const onPopState = () => sync(false);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
    // Once: the options of the first render describe the journey.
  }, []);

  useEffect(() => {
    if (moves === 0) return;
    moved.current = true;
    focusPending.current = heading.current === null;
    heading.current?.focus();
  }, [moves]);

  function go(target: TStep) {
    window.history.pushState(null, '', url(target));
    setRequested(target);
    setMoves((count) => count + 1);
  }

  // Kept in a ref: the machine answers a new object on every render, and the journey only calls it; its arrival
  // renders the journey once more, so that `machine` says it runs.
  const machine = useRef<UseStepsReturn | null>(null);
  const [, setMachineRuns] = useState(false);
  const machineSlot =
    ready && moves > 0 ? (
      <Suspense fallback={null}>
        <StepsMachine
          count={steps.length}
          step={index}
          onStepChange={(next) => {
            const target = steps[next];
            if (target !== undefined && target !== step) go(target);
          }}
          onMachine={(running) => {
            machine.current = running;
            setMachineRuns(true);
          }}
        />
      </Suspense>
    ) : null;

  return {
    step,
    index,
    steps,
    state,
    ready,
    go,
    // Until the machine has loaded (a moment after the first move), the step before is shown the same way.
    back() {
      const before = steps[index - 1];
      if (machine.current) machine.current.goToPrevStep();
      else if (before !== undefined) go(before);
    },
    advance(patch) {
      store.update(patch);
      // The new state may change the steps (a kind of journey without a step): the next one is read from it.
      const order = stepsOf(store.$state.get());
      const next = order[order.indexOf(step) + 1];
      if (next !== undefined) go(next);
    },
    finish() {
      store.reset();
      const first = stepsOf(store.$state.get())[0] ?? step;
      window.history.replaceState(null, '', url(first));
      setRequested(first);
      setMoves((count) => count + 1);
    },
    headingRef,
    machine: machine.current,
    machineSlot,
  };
}
