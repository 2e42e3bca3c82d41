/**
 * A journey's one store (nanostores): what the user has entered so far in a multi-step form. It lives in the browser
 * tab's memory only; a fresh page load starts empty, so a direct link to a later step goes back to the first.
 */
import { atom, type WritableAtom } from 'nanostores';

/** A journey's store with its two actions. */
export interface JourneyStore<TState> {
  /** The state; read it with `useStore`. */
  $state: WritableAtom<TState>;
  /** Merges `patch` into the state. */
  update: (patch: Partial<TState>) => void;
  /** Starts the journey afresh (a new idempotency key, nothing entered). */
  reset: () => void;
}

/** A journey store whose empty state `empty` makes (called again on every reset). */
export function createJourneyStore<TState extends object>(empty: () => TState): JourneyStore<TState> {
  const $state = atom<TState>(empty());
  return {
    $state,
    update: (patch) => $state.set({ ...$state.get(), ...patch }),
    reset: () => $state.set(empty()),
  };
}
