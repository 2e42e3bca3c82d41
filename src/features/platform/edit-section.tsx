/**
 * A section of label/value pairs edited in place (the account details, a subscription's e-mail and holder): its
 * heading with an edit button, the saved notice, and the form's buttons. The form itself is the kit's form hook
 * (src/lib/form), in a component mounted only while editing, so each edit starts from what is stored. After saving
 * or cancelling, focus returns to the section's heading; the edit button starts loading the form's fields (a chunk
 * of their own) as soon as it is pointed at or focused.
 */
import { Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button } from '../../ui/button';
import { useHydrated } from '../../ui/hydration';
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
export function useEditSection(): EditSection {
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

/** The section: heading, edit button (while not editing and `canEdit`), saved notice and its content. */
export function EditSectionFrame({
  id,
  title,
  editLabel,
  section,
  texts,
  canEdit = true,
  onPreload,
  children,
}: {
  id: string;
  title: string;
  /** The edit button's accessible name ("Persoonlijke gegevens wijzigen"). */
  editLabel: string;
  section: EditSection;
  texts: EditSectionTexts;
  canEdit?: boolean;
  /** Starts loading the form's fields. */
  onPreload?: () => void;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
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
          {texts.saved}
        </NotificationBanner>
      ) : null}
      {children}
    </section>
  );
}

/**
 * A form's fields and its save and cancel buttons, with a loader while the fields load; once they are there the
 * first input gets focus (the effect of the last child runs when the fields have mounted, also after loading).
 */
export function EditFields({
  section,
  texts,
  saving,
  formRef,
  children,
}: {
  section: EditSection;
  texts: EditSectionTexts;
  saving: boolean;
  formRef: RefObject<HTMLFormElement | null>;
  children: ReactNode;
}) {
  return (
    <Suspense
      fallback={
        <div className="flex min-h-24 items-center">
          <Loader label={texts.loading} />
        </div>
      }
    >
      {children}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={saving} loadingLabel={texts.saving}>
          {texts.save}
        </Button>
        <Button variant="tertiary" onClick={section.cancel} disabled={saving}>
          {texts.cancel}
        </Button>
      </div>
      <FocusFirstInput formRef={formRef} />
    </Suspense>
  );
}

function FocusFirstInput({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, [formRef]);
  return null;
}
