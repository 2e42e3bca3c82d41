/**
 * Whether the island around the caller has hydrated. A control whose action is JavaScript (a form sent through
 * GraphQL, a button with an onClick) does nothing until then: the server-rendered HTML is already visible and
 * clickable, and a submit before hydration would just reload the page or be lost. Render such a control with
 * `disabled={!hydrated}`: the server HTML (and React's first, hydrating render) then has it disabled, and it is
 * enabled the moment its handler exists. The fields beside it can be filled in meanwhile: `useKeepEarlyInput`
 * (./keep-early-input.ts) keeps what was typed.
 *
 * Only for islands (`client:load` and friends). A form that works without JavaScript (a real `action`, as the
 * sessions screen and the account host have) must not use it: it would stay disabled where no island hydrates.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False on the server and during hydration, true from the first render after it (and in a client-only render). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
