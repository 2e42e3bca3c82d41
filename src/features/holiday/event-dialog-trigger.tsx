/**
 * The button that opens one of an event's dialogs, and the dialogs (./event-dialogs.tsx), loaded when the user first
 * opens one or points at its button rather than with the overview.
 */
import { lazy, Suspense, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { MessageLookup } from '../../lib/messages';
import { Button, type ButtonProps } from '../../ui/button';

/** The dialogs, loaded once (the import is shared) when first needed. */
const loadDialogs = () => import('./event-dialogs');
export const CancelDialog = lazy(() => loadDialogs().then((module) => ({ default: module.CancelDialog })));
export const EndDateDialog = lazy(() => loadDialogs().then((module) => ({ default: module.EndDateDialog })));
/** Starts loading the dialogs as soon as the user points at or tabs to a button that opens one. */
const preloadDialogs = () => void loadDialogs().catch(() => undefined);

/** What an event's dialog gets from its button: whether it is open, how to close it, where focus returns. */
interface DialogControl {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
}

/**
 * The button that opens one of an event's dialogs (in the look of the dialog's own trigger), and the dialog once it
 * has been opened: it stays mounted afterwards, so it can animate out and keeps its state between openings. The first
 * opening waits for ./event-dialogs.tsx, which the button starts loading when it is pointed at or focused.
 */
export function EventDialog({
  label,
  m,
  dialog,
  ...rest
}: Omit<ButtonProps, 'children' | 'onClick'> & {
  label: string;
  m: MessageLookup;
  dialog: (control: DialogControl) => ReactNode;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        {...rest}
        ref={trigger}
        variant="secondary"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preloadDialogs}
        onFocus={preloadDialogs}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {opened ? (
        <Suspense
          fallback={
            <span className="sr-only" role="status">
              {m.t('pageLoading')}
            </span>
          }
        >
          {dialog({ open, onOpenChange: setOpen, trigger })}
        </Suspense>
      ) : null}
    </>
  );
}
