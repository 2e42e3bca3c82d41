/**
 * A form that sends to the service (an email change, a password change, linking a subscription, an invitation):
 * the kit's form posted from the page before hydration, its schema loading at the first focus, then what the page
 * says first (`intro`), the refusal's feedback (./FormFeedback.tsx), the fields and the submit button, which stays
 * disabled until the island has hydrated (no submit is silently lost) and shows the loader while sending.
 */
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { KitForm, type FormKit, type KitFormProps } from '../../lib/form';
import { Button } from '../../ui/button';
import { FormFeedback, preloadOnFocus, type FormFeedbackProps } from './FormFeedback';

export interface SendFormProps<TValues extends FieldValues, TOutput> extends Omit<
  KitFormProps<TValues, TOutput>,
  'kit'
> {
  kit: FormKit<TValues, TOutput>;
  /** The form's schema loader (./FormFeedback.tsx's `preloadOnFocus`). */
  schema: () => Promise<unknown>;
  /** Above the feedback: a heading, a success message. */
  intro?: ReactNode;
  feedback: Omit<FormFeedbackProps<TValues, TOutput>, 'kit'>;
  submit: { label: string; loadingLabel: string; loading: boolean; hydrated: boolean };
}

export function SendForm<TValues extends FieldValues, TOutput>({
  kit,
  schema,
  intro,
  feedback,
  submit,
  className = 'flex max-w-md flex-col gap-4',
  children,
  ...form
}: SendFormProps<TValues, TOutput>) {
  return (
    <KitForm kit={kit} method="post" onFocus={preloadOnFocus(schema)} className={className} {...form}>
      {intro}
      <FormFeedback kit={kit} {...feedback} />
      {children}
      <div>
        <Button type="submit" disabled={!submit.hydrated} loading={submit.loading} loadingLabel={submit.loadingLabel}>
          {submit.label}
        </Button>
      </div>
    </KitForm>
  );
}
