/**
 * The error summary of a form (NL Design System and GOV.UK practice): after a refused submit the page opens with a
 * box at the top that names every problem, each linked to its field, and that box receives focus, so a screen reader
 * starts there and a keyboard user jumps to the field in one step. It is not a live region: the page is new, so
 * nothing needs announcing; focus does the work (`role="alert"` on page load is read twice or not at all).
 */
import { useEffect, useRef, type MouseEvent } from 'react';
import { useHost } from './host-context';

/** One problem of a refused form. */
export interface SummaryError {
  message: string;
  /** Id of the field (or of the element around a group of fields) it belongs to; none for the whole form. */
  field?: string | undefined;
}

/** Focuses the control of a field instead of only scrolling to it, as the link promises. */
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  const target = document.getElementById(id);
  const control = target?.matches('input, textarea, select')
    ? target
    : target?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, select');
  if (!control) return;
  event.preventDefault();
  control.focus();
  control.scrollIntoView({ block: 'center' });
}

/** The summary, or nothing when there are no errors. */
export function ErrorSummary({ errors }: { errors: readonly SummaryError[] }) {
  const { t } = useHost();
  const ref = useRef<HTMLElement>(null);
  // Focus on arrival. Not `autoFocus`: React leaves that attribute out of the browser's tree, so hydration would
  // find the server's markup different; without script the page still names every problem at its top.
  useEffect(() => {
    ref.current?.focus();
  }, []);
  if (errors.length === 0) return null;
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="error-summary-title"
      data-error-summary=""
      className="rounded-brand border-2 border-on-negative bg-negative-bg p-4 text-on-negative"
    >
      <h2 id="error-summary-title" className="font-brand text-lg leading-tight font-semibold">
        {t('identity.host.errorSummaryTitle')}
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
