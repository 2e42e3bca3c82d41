/**
 * The error summary of a form (NL Design System and GOV.UK practice): after a refused submit a box at the top of the
 * form names every problem, each linked to its field, and that box receives focus, so a screen reader starts there
 * and a keyboard user jumps to the field in one step. It takes focus when it first shows and again whenever its
 * problems change (a second refusal of the same form). It is not a live region: focus does the work (`role="alert"`
 * on page load is read twice or not at all).
 */
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';

/** One problem of a refused form. */
export interface SummaryError {
  /** The problem in the user's language. */
  message: string;
  /** Id of the field (or of the element around a group of fields) it belongs to; none for the whole form. */
  field?: string | undefined;
}

export interface ErrorSummaryProps {
  /** The summary's heading ("Er ging iets mis"), translated by the caller. */
  title: string;
  errors: readonly SummaryError[];
  /** Id of the heading, which names the box; unique on the page. */
  id?: string | undefined;
  /** Further content below the list (links to the steps a refusal belongs to). */
  children?: ReactNode;
}

/** Focuses the control of a field instead of only scrolling to it, as the link promises. */
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  const target = document.getElementById(id);
  const control = target?.matches('input, textarea, select, button')
    ? target
    : target?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, select, button');
  if (!control) return;
  event.preventDefault();
  control.focus();
  control.scrollIntoView?.({ block: 'center' });
}

/** The summary, or nothing when there are no errors. */
export function ErrorSummary({ title, errors, id = 'error-summary-title', children }: ErrorSummaryProps) {
  const ref = useRef<HTMLElement>(null);
  const problems = errors.map((error) => `${error.field ?? ''}:${error.message}`).join('|');
  // Focus on arrival and on new problems. Not `autoFocus`: React leaves that attribute out of the browser's tree, so
  // hydration would find the server's markup different; without script the page still names every problem.
  useEffect(() => {
    if (problems) ref.current?.focus();
  }, [problems]);
  if (errors.length === 0) return null;
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={id}
      data-error-summary=""
      data-form-feedback=""
      className="rounded-brand border-2 border-on-negative bg-negative-bg p-4 text-on-negative"
    >
      <h2 id={id} className="font-brand text-lg leading-tight font-semibold">
        {title}
      </h2>
      <ul className="mt-2 flex list-disc flex-col gap-1 pl-5">
        {errors.map((error) => (
          <li key={`${error.field ?? ''}:${error.message}`}>
            {error.field ? (
              <a
                href={`#${error.field}`}
                onClick={(event) => focusField(event, error.field!)}
                className="font-semibold text-on-negative underline underline-offset-4 hover:no-underline"
              >
                {error.message}
              </a>
            ) : (
              <span className="font-semibold">{error.message}</span>
            )}
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}

/** The summary's entries from a form's errors: field errors first in form order, then the form's own error. */
export function summaryErrors(
  fields: ReadonlyArray<readonly [id: string, message: string | undefined]>,
  form?: { message: string | undefined; field?: string | undefined },
): SummaryError[] {
  const errors: SummaryError[] = [];
  for (const [field, message] of fields) if (message) errors.push({ field, message });
  if (form?.message) errors.push({ message: form.message, field: form.field });
  return errors;
}
