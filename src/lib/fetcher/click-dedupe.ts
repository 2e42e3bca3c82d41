/**
 * Click de-duplication on submit buttons (1 s). A second click on the same submit button within
 * a second of the first is swallowed before any handler (React's included) sees it, so an impatient double click
 * never sends a form or a mutation twice. Plain DOM code: it runs on every page, prebuilt ones too.
 */
export const CLICK_DEDUPE_MS = 1_000;

const SUBMIT_SELECTOR = 'button, input[type="submit"]';

/** Decides per element whether a click at `time` repeats one within the window. */
export function createClickDeduper(windowMs: number = CLICK_DEDUPE_MS) {
  const last = new WeakMap<Element, number>();
  return (element: Element, time: number): boolean => {
    const previous = last.get(element);
    if (previous !== undefined && time - previous < windowMs) return true;
    last.set(element, time);
    return false;
  };
}

/** Installs the guard on `target` (default window) in the capture phase; returns the uninstaller. */
export function setupClickDedupe(target: Window | Document = window, now: () => number = () => performance.now()) {
  const isDuplicate = createClickDeduper();
  const onClick = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.(SUBMIT_SELECTOR);
    // A button without a type attribute submits too; `type` reads "submit" for it.
    if (!button || (button as HTMLButtonElement | HTMLInputElement).type !== 'submit') return;
    if (isDuplicate(button, now())) {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
  };
  target.addEventListener('click', onClick, { capture: true });
  return () => target.removeEventListener('click', onClick, { capture: true });
}
