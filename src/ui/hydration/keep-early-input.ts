/**
 * What a visitor typed or chose in an island's server HTML before the island hydrated, kept. A form rendered on the
 * server (so nothing moves when its island takes over) can be filled in before its script has run: on a slow phone
 * there is a second or more between the two. React keeps those values while it hydrates, but its state still holds
 * the server's, so the first render after hydration (the buttons that `useHydrated` enables, say) puts the server's
 * values back: a reason picked, a name typed, gone without a word.
 *
 * {@link useKeepEarlyInput} gives the island's outermost element a ref; once the island has hydrated, every control
 * in it whose value the visitor changed is handed to React as the visitor's own input would be (an `input` event for
 * text, a click for a checkbox or radio button, a `change` event for a list), so its `onChange` puts the value in the
 * island's state. This is how a value set from outside reaches a React form (the way Testing Library's `fireEvent`
 * and a browser's autofill do it): React notices a change only against the value it last saw, so the control is set
 * back to what React rendered before the visitor's value is given again. A control the visitor did not touch, and
 * every control of an island rendered in the browser alone, is left as it is.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Input types whose value a visitor cannot have typed (or that a script may not set). */
const NOT_TYPED = new Set(['hidden', 'file', 'submit', 'reset', 'button', 'image']);

/** The value setter of the element's own kind, below React's tracking of the element (see above). */
function setNativeValue(control: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = Object.getPrototypeOf(control) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (setter) setter.call(control, value);
  else control.value = value;
}

function defaultSelectValue(select: HTMLSelectElement): string {
  const chosen = Array.from(select.options).find((option) => option.defaultSelected) ?? select.options[0];
  return chosen?.value ?? '';
}

/** Hands the visitor's changes in `root` to React (see above); answers how many controls it handed over. */
export function replayEarlyInput(root: ParentNode): number {
  let replayed = 0;
  for (const control of root.querySelectorAll<Control>('input, textarea, select')) {
    if (control.disabled) continue;
    if (control instanceof HTMLSelectElement) {
      if (control.multiple || control.value === defaultSelectValue(control)) continue;
      control.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      // A radio button the visitor left for another one in its group changes with that one.
      if (control.checked === control.defaultChecked || (control.type === 'radio' && !control.checked)) continue;
      control.checked = control.defaultChecked;
      control.click();
    } else {
      if (control instanceof HTMLInputElement && NOT_TYPED.has(control.type)) continue;
      if (control.value === control.defaultValue) continue;
      const typed = control.value;
      control.value = control.defaultValue;
      setNativeValue(control, typed);
      control.dispatchEvent(new Event('input', { bubbles: true }));
    }
    replayed += 1;
  }
  return replayed;
}

/**
 * A ref for an island's outermost element (or `existing`, the element's ref the island has already): once the island
 * has hydrated, what the visitor entered in its server HTML reaches the island's state (see above).
 * @example
 * const earlyInput = useKeepEarlyInput<HTMLDivElement>();
 * return <div ref={earlyInput}>…</div>;
 * @example
 * useKeepEarlyInput(formRef);
 */
export function useKeepEarlyInput<T extends HTMLElement>(existing?: RefObject<T | null>): RefObject<T | null> {
  const own = useRef<T | null>(null);
  const ref = existing ?? own;
  // A layout effect: after the hydrating commit, before anything renders the server's values back into the controls.
  useLayoutEffect(() => {
    if (ref.current) replayEarlyInput(ref.current);
    // Once: for the commit that hydrated the island.
  }, []);
  return ref;
}
