/**
 * The form of a section edited in place (./edit-section.tsx): the kit's form hook (src/lib/form) on the section's
 * schema, its save through the section's mutation, the refusal's feedback, the fields and the save and cancel
 * buttons, and the name fields of the sections that edit a person's name. Only the section forms' own modules import this, which the sections load when editing starts.
 */
import { useStore } from '@nanostores/react';
import type { MutatorStore } from '@nanostores/query';
import { Suspense, useEffect, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useForm, type FormKit, type FormSchema, type TextFieldProps } from '../../lib/form';
import type { MessageLookup } from '../../lib/messages';
import type { Violation } from '../../shared/result';
import { Button } from '../../ui/button';
import { Loader } from '../../ui/loader';
import { TextInput } from '../../ui/text-input';
import { editSectionTexts, type EditArea, type EditSection, type EditSectionTexts } from './edit-section';
import { FormFeedback, preloadOnFocus } from './FormFeedback';

/** A save's answer: ok, or the violations that refused it. */
export interface SaveAnswer {
  ok: boolean;
  violations: readonly Violation[];
}

/** Runs a save: the section closes on ok; otherwise the refusal goes onto the form (no answer: GENERIC-ERROR). */
async function saveSection(
  run: () => Promise<SaveAnswer | undefined>,
  section: EditSection,
  refuse: (violations: readonly Violation[]) => void,
): Promise<void> {
  const result = await run();
  if (result?.ok) section.done();
  else refuse(result?.violations ?? [{ code: 'GENERIC-ERROR' }]);
}

/** The loader of a form's schema (it loads with the form's first focus). */
type LoadedSchema<TOutput> = Extract<FormSchema<TOutput>, () => Promise<unknown>>;

/** A section's form state: the kit's form, the section it closes, its texts and its save. */
export interface SectionForm<TValues extends FieldValues, TOutput> {
  kit: FormKit<TValues, TOutput>;
  section: EditSection;
  texts: EditSectionTexts;
  m: MessageLookup;
  schema: LoadedSchema<TOutput>;
  save: (event?: FormEvent) => Promise<void>;
}

/**
 * The form of a section: the kit's form on `schema` from `defaultValues`, saved through the mutation (made once,
 * and listened to so it leaves its loading state after each save) with the variables `variables` builds from the
 * fields as typed; the server parses them with the same schema.
 */
export function useSectionForm<TValues extends FieldValues, TOutput, Variables>({
  section,
  area,
  m,
  schema,
  defaultValues,
  mutation,
  variables,
}: {
  section: EditSection;
  area: EditArea;
  m: MessageLookup;
  schema: LoadedSchema<TOutput>;
  defaultValues: TValues;
  mutation: () => MutatorStore<Variables, SaveAnswer | null | undefined>;
  variables: (values: TValues) => Variables;
}): SectionForm<TValues, TOutput> {
  // One store per form: the mutation is made once, as the form mounts.
  const [$save] = useState(mutation);
  useStore($save);
  const kit = useForm({ schema, defaultValues, violationMessage: m.violation });
  const save = kit.onSubmit(() =>
    saveSection(async () => (await $save.mutate(variables(kit.form.getValues()))) ?? undefined, section, kit.refuse),
  );
  return { kit, section, texts: editSectionTexts(m, area), m, schema, save };
}

/**
 * A section's form: the refusal's feedback, the fields with a loader while they load, the save and cancel buttons;
 * once the fields are there the first input gets focus (the effect of the last child runs when the fields have
 * mounted, also after loading), and the form's schema starts loading with the first focus.
 */
export function EditForm<TValues extends FieldValues, TOutput>({
  form,
  className,
  testId,
  children,
}: {
  form: SectionForm<TValues, TOutput>;
  className: string;
  testId?: string;
  children: ReactNode;
}) {
  const { kit, section, texts, m } = form;
  return (
    <form
      ref={kit.formRef}
      method="post"
      onSubmit={form.save}
      onFocus={preloadOnFocus(form.schema)}
      className={className}
      data-testid={testId}
    >
      <FormFeedback kit={kit} title={m.t('account.formErrors')} violation={m.violation} />
      <Suspense
        fallback={
          <div className="flex min-h-24 items-center">
            <Loader label={texts.loading} />
          </div>
        }
      >
        {children}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={kit.submitting} loadingLabel={texts.saving}>
            {texts.save}
          </Button>
          <Button variant="tertiary" onClick={section.cancel} disabled={kit.submitting}>
            {texts.cancel}
          </Button>
        </div>
        <FocusFirstInput formRef={kit.formRef} />
      </Suspense>
    </form>
  );
}

function FocusFirstInput({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, [formRef]);
  return null;
}

/**
 * A person's first and last name side by side, both required (the account's and a subscription holder's): the
 * labels are the section's, the autocomplete values and the browser's refusal of an empty name are the same.
 */
export function NameFields({
  m,
  field,
  labels,
}: {
  m: MessageLookup;
  field: (name: 'first_name' | 'last_name') => TextFieldProps;
  labels: { firstName: string; lastName: string };
}) {
  return (
    <div className="grid gap-4 tablet:grid-cols-2">
      <TextInput
        {...field('first_name')}
        label={labels.firstName}
        autoComplete="given-name"
        customValidityMessage={m.violation('FIRST_NAME_REQUIRED')}
      />
      <TextInput
        {...field('last_name')}
        label={labels.lastName}
        autoComplete="family-name"
        customValidityMessage={m.violation('LAST_NAME_REQUIRED')}
      />
    </div>
  );
}
