/**
 * What a refused form shows above its fields: the refusal's own codes (no field of the form: GENERIC-ERROR,
 * RATE_LIMITED, …) as an error banner, and the field errors in the kit's error summary, each linked to its field.
 * The banner carries `data-error-summary` too, so the form hook's focus after a refusal lands on it when it is the
 * only problem.
 */
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { FormKit } from '../../lib/form';
import { ErrorSummary } from '../../ui/error-summary';
import { NotificationBanner } from '../../ui/notification-banner';

export interface FormFeedbackProps<TValues extends FieldValues, TOutput> {
  kit: FormKit<TValues, TOutput>;
  /** The summary's heading, e.g. "Niet alles is goed ingevuld. Bekijk de meldingen bij de velden." */
  title: string;
  /** A violation code in the user's language. */
  violation: (code: string) => string;
  /** More to say below the form's own errors (a trace id for customer service). */
  children?: ReactNode;
}

/** The form's own errors and the summary of its field errors; nothing before a refusal. */
export function FormFeedback<TValues extends FieldValues, TOutput>({
  kit,
  title,
  violation,
  children,
}: FormFeedbackProps<TValues, TOutput>) {
  // Codes without a translation of their own read as GENERIC-ERROR: that text once.
  const general = [...new Set(kit.general.map(violation))];
  return (
    <>
      {general.length > 0 ? (
        <div tabIndex={-1} data-error-summary="" data-form-feedback="" className="outline-none">
          <NotificationBanner variant="error" shouldAnnounce>
            {general.map((message) => (
              <p key={message}>{message}</p>
            ))}
            {children}
          </NotificationBanner>
        </div>
      ) : null}
      <ErrorSummary title={title} errors={kit.summary.filter((entry) => entry.field !== undefined)} />
    </>
  );
}

/**
 * A focus handler for a form that loads its schema while the visitor fills the form in (focus events of the fields
 * reach the form), so the first check does not wait for the schema and zod to load.
 */
export function preloadOnFocus(load: () => Promise<unknown>): () => void {
  return () => void load().catch(() => undefined);
}
