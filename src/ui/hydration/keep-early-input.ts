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

/** A control the visitor changed before hydration, and what they made of it. */
interface EarlyInput {
  control: Control;
  /** The text, the chosen option's value, or whether a checkbox or radio button is checked. */
  value: string | boolean;
}

/**
 * The controls in `root` the visitor changed, read right after the hydrating commit (React kept their values; its
 * state still holds the server's, which their `default…` properties hold too).
 */
function readEarlyInput(root: ParentNode): EarlyInput[] {
  const early: EarlyInput[] = [];
  for (const control of root.querySelectorAll<Control>('input, textarea, select')) {
    if (control.disabled) continue;
    if (control instanceof HTMLSelectElement) {
      if (!control.multiple && control.value !== defaultSelectValue(control)) {
        early.push({ control, value: control.value });
      }
    } else if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      // A radio button the visitor left for another one in its group changes with that one.
      if (control.checked !== control.defaultChecked && (control.type === 'checkbox' || control.checked)) {
        early.push({ control, value: control.checked });
      }
    } else if (!(control instanceof HTMLInputElement && NOT_TYPED.has(control.type))) {
      if (control.value !== control.defaultValue) early.push({ control, value: control.value });
    }
  }
  return early;
}

/**
 * Hands each early input to React as the visitor's own (see above), one event at a time, so each is in the island's
 * state before the next (a handler may build on what the previous one set). React notices a change only against the
 * value it last rendered, which the control may show again by now: it is set to that first, through React's own
 * tracking of the element, and then to the visitor's value below it.
 */
function replayEarlyInput(early: readonly EarlyInput[]): void {
  for (const { control, value } of early) {
    if (!control.isConnected) continue;
    if (control instanceof HTMLSelectElement) {
      control.value = String(value);
      control.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (typeof value === 'boolean') {
      const input = control as HTMLInputElement;
      input.checked = !value;
      input.click();
    } else {
      // React's value is the control's default value (React keeps the two together).
      if (control.defaultValue === value) continue;
      control.value = control.defaultValue;
      setNativeValue(control as HTMLInputElement | HTMLTextAreaElement, value);
      control.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
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
  // Read in a layout effect: after the hydrating commit, before anything renders the server's values back into the
  // controls. Handed over once that commit is done, for each event to be rendered before the next.
  useLayoutEffect(() => {
    const early = ref.current ? readEarlyInput(ref.current) : [];
    if (early.length > 0) queueMicrotask(() => replayEarlyInput(early));
    // Once: for the commit that hydrated the island.
  }, []);
  return ref;
}
