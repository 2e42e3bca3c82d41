/**
 * A section of label/value pairs edited in place (the account details, a subscription's e-mail and holder): its
 * heading with an edit button, the saved notice, and the form's buttons. The form itself is the kit's form hook
 * (src/lib/form), in a component mounted only while editing, so each edit starts from what is stored. After saving
 * or cancelling, focus returns to the section's heading; the edit button starts loading the form's fields (a chunk
 * of their own) as soon as it is pointed at or focused.
 */
import { useStore } from '@nanostores/react';
import type { MutatorStore } from '@nanostores/query';
import { Suspense, useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useForm, type FormKit, type FormSchema } from '../../lib/form';
import type { MessageLookup } from '../../lib/messages';
import type { Violation } from '../../shared/result';
import { Button } from '../../ui/button';
import { useHydrated } from '../../ui/hydration';
import { Loader } from '../../ui/loader';
import { NotificationBanner } from '../../ui/notification-banner';
import { FormFeedback, preloadOnFocus } from './FormFeedback';

/** The texts of a section, in the user's language. */
export interface EditSectionTexts {
  /** The edit button ("Wijzigen"). */
  edit: string;
  /** The notice after saving. */
  saved: string;
  save: string;
  saving: string;
  cancel: string;
  /** What a screen reader hears while the fields load. */
  loading: string;
}

export interface EditSection {
  editing: boolean;
  /** When the section was last saved (0: not in this visit); keys the saved notice so it is announced again. */
  saved: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
  open: () => void;
  /** Closes the form without saving. */
  cancel: () => void;
  /** Closes the form after a save and shows the saved notice. */
  done: () => void;
}

/** The state of one section; see the file's comment. */
function useEditSection(): EditSection {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = () => requestAnimationFrame(() => headingRef.current?.focus());
  return {
    editing,
    saved,
    headingRef,
    open() {
      setSaved(0);
      setEditing(true);
    },
    cancel() {
      setEditing(false);
      focusHeading();
    },
    done() {
      setEditing(false);
      setSaved(Date.now());
      focusHeading();
    },
  };
}

/** The areas whose edit texts are `{area}.edit`, `.saved`, `.save`, `.saving` and `.cancel`. */
export type EditArea = 'account' | 'subscriptions';

/**
 * A section edited in place: heading, edit button (while not editing and `canEdit`), saved notice, and the stored
 * values (`children`) or, while editing, the form that `form` renders for the section's state.
 */
export function EditableSection({
  id,
  title,
  editLabel,
  area,
  m,
  canEdit = true,
  onPreload,
  savedText,
  form,
  children,
}: {
  id: string;
  title: string;
  /** The edit button's accessible name ("Persoonlijke gegevens wijzigen"). */
  editLabel: string;
  area: EditArea;
  m: MessageLookup;
  canEdit?: boolean;
  /** Starts loading the form's fields. */
  onPreload?: () => void;
  /** The notice after a save, when it is not the area's "saved" (a change that waits for a confirmation). */
  savedText?: string | undefined;
  form: (section: EditSection) => ReactNode;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const section = useEditSection();
  const texts = editSectionTexts(m, area);
  return (
    <section aria-labelledby={id} className="rounded-brand border border-border bg-surface p-4">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} ref={section.headingRef} tabIndex={-1} className="font-brand text-xl font-bold">
          {title}
        </h2>
        {canEdit && !section.editing ? (
          <Button
            variant="secondary"
            size="small"
            aria-label={editLabel}
            disabled={!hydrated}
            onClick={section.open}
            onPointerEnter={onPreload}
            onFocus={onPreload}
          >
            {texts.edit}
          </Button>
        ) : null}
      </div>
      {section.saved && !section.editing ? (
        <NotificationBanner key={section.saved} variant="success" shouldAnnounce className="mb-4">
          {savedText ?? texts.saved}
        </NotificationBanner>
      ) : null}
      {section.editing ? form(section) : children}
    </section>
  );
}

/** The section texts of an area whose keys are `{area}.edit`, `.saved`, `.save`, `.saving` and `.cancel`. */
export function editSectionTexts(m: MessageLookup, area: EditArea): EditSectionTexts {
  return {
    edit: m.t(`${area}.edit`),
    saved: m.t(`${area}.saved`),
    save: m.t(`${area}.save`),
    saving: m.t(`${area}.saving`),
    cancel: m.t(`${area}.cancel`),
    loading: m.t('pageLoading'),
  };
}

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
