/**
 * A form that sends to the service (an email change, a password change, linking a subscription, an invitation):
 * the kit's form posted from the page before hydration, its schema loading at the first focus, then what the page
 * says first (`intro`), the refusal's feedback (./FormFeedback.tsx), the fields and the submit button, which stays
 * disabled until the island has hydrated (no submit is silently lost) and shows the loader while sending.
 */
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { KitForm, type FormKit, type KitFormProps } from '../../lib/form';
import type { MessageLookup } from '../../lib/messages';
import { Button } from '../../ui/button';
import { useHydrated } from '../../ui/hydration';
import { FormFeedback, preloadOnFocus } from './FormFeedback';

/** The texts of a send form: the summary's heading, the button's label and its loading label, the violations'. */
export interface SendFormLabels {
  errors: string;
  submit: string;
  sending: string;
  violation: (code: string) => string;
}

/** A send form's texts: the account area's form-errors heading, the button's two labels by key. */
export function sendLabels({ t, violation }: MessageLookup, submitKey: string, sendingKey: string): SendFormLabels {
  return { errors: t('account.formErrors'), submit: t(submitKey), sending: t(sendingKey), violation };
}

export interface SendFormProps<TValues extends FieldValues, TOutput> extends Omit<
  KitFormProps<TValues, TOutput>,
  'kit'
> {
  kit: FormKit<TValues, TOutput>;
  /** The form's schema loader (./FormFeedback.tsx's `preloadOnFocus`). */
  schema: () => Promise<unknown>;
  labels: SendFormLabels;
  /** While the send runs (default: while the kit's submit handler runs). */
  sending?: boolean;
  /** Above the feedback: a heading, a success message. */
  intro?: ReactNode;
  /** Below the form's own errors in the feedback (a trace id for customer service). */
  note?: ReactNode;
}

export function SendForm<TValues extends FieldValues, TOutput>({
  kit,
  schema,
  labels,
  sending = kit.submitting,
  intro,
  note,
  className = 'flex max-w-md flex-col gap-4',
  children,
  ...form
}: SendFormProps<TValues, TOutput>) {
  const hydrated = useHydrated();
  return (
    <KitForm kit={kit} method="post" onFocus={preloadOnFocus(schema)} className={className} {...form}>
      {intro}
      <FormFeedback kit={kit} title={labels.errors} violation={labels.violation}>
        {note}
      </FormFeedback>
      {children}
      <div>
        <Button type="submit" disabled={!hydrated} loading={sending} loadingLabel={labels.sending}>
          {labels.submit}
        </Button>
      </div>
    </KitForm>
  );
}
