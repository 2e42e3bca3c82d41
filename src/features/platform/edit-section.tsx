/**
 * A section of label/value pairs edited in place (the account details, a subscription's e-mail and holder): its
 * heading with an edit button, the saved notice, and while editing the section's form (./section-form.tsx), mounted
 * only then, so each edit starts from what is stored. The form is a chunk of its own with the form hook and the
 * fields (a section is read far more often than edited): the edit button starts loading it as soon as it is pointed
 * at or focused, and a loader stands in while it loads. After saving or cancelling, focus returns to the section's
 * heading.
 */
import { Suspense, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { MessageLookup } from '../../lib/messages';
import { Button } from '../../ui/button';
import { useHydrated } from '../../ui/hydration';
import { LabelledValue, type LabelledValueItemProps } from '../../ui/labelled-value';
import { Loader } from '../../ui/loader';
import { NotificationBanner } from '../../ui/notification-banner';

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
 * A section edited in place: heading (`<texts>.title`), edit button (named `<texts>.edit`; while not editing and
 * `canEdit`), saved notice, and the stored values (`items`, label beside value) or, while editing, the form that
 * `form` renders for the section's state.
 */
export function EditableSection({
  id,
  texts: keys,
  area,
  m,
  canEdit = true,
  onPreload,
  savedText,
  form,
  items,
}: {
  id: string;
  /** The key prefix of the heading (`.title`) and of the edit button's accessible name (`.edit`: "Persoonlijke gegevens wijzigen"). */
  texts: string;
  area: EditArea;
  m: MessageLookup;
  canEdit?: boolean;
  /** Starts loading the form's fields. */
  onPreload?: () => void;
  /** The notice after a save, when it is not the area's "saved" (a change that waits for a confirmation). */
  savedText?: string | undefined;
  form: (section: EditSection) => ReactNode;
  /** The stored values, label beside value; `testId` is the row's `data-testid`. */
  items: readonly (LabelledValueItemProps & { testId?: string })[];
}) {
  const hydrated = useHydrated();
  const section = useEditSection();
  const texts = editSectionTexts(m, area);
  return (
    <section aria-labelledby={id} className="rounded-brand border border-border bg-surface p-4">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} ref={section.headingRef} tabIndex={-1} className="font-brand text-xl font-bold">
          {m.t(`${keys}.title`)}
        </h2>
        {canEdit && !section.editing ? (
          <Button
            variant="secondary"
            size="small"
            aria-label={m.t(`${keys}.edit`)}
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
      {section.editing ? (
        <Suspense
          fallback={
            <div className="flex min-h-24 items-center">
              <Loader label={texts.loading} />
            </div>
          }
        >
          {form(section)}
        </Suspense>
      ) : (
        <LabelledValue.Root layout="inline">
          {items.map(({ testId, ...item }) => (
            <LabelledValue.Item key={String(item.label)} {...item} data-testid={testId} />
          ))}
        </LabelledValue.Root>
      )}
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
