import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ComponentProps } from 'react';
import { buttonClasses, type ButtonStyleProps } from '../button/button';
import './dialog.css';
import { CrossIcon } from '../icon';

const cx = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(' ');

/** Animation durations, in milliseconds (the classes below use the same numbers). */
export const DIALOG_OVERLAY_MS = 150;
export const DIALOG_CONTENT_MS = 300;

/**
 * Modal dialog. Mounted only while open (lazy, unmounted after the closing animation), so the server never renders
 * Ark's inline styles, which the Content-Security-Policy would drop.
 */
function Root(props: ComponentProps<typeof ArkDialog.Root>) {
  return <ArkDialog.Root lazyMount unmountOnExit {...props} />;
}

/** A part's props in a button look (secondary unless told): the button's classes before the part's own. */
function buttonLook<P extends { className?: string }>(props: P & ButtonStyleProps) {
  const { variant = 'secondary', size, fullWidth, className, ...rest } = props;
  return { ...rest, className: cx(buttonClasses({ variant, size, fullWidth }), className) };
}

/** The button that opens the dialog, in a button look. */
function Trigger(props: ComponentProps<typeof ArkDialog.Trigger> & ButtonStyleProps) {
  return <ArkDialog.Trigger {...buttonLook(props)} />;
}

/*
 * The animations run only for people who have not asked for reduced motion (motion-safe). `motion-reduce:animate-none`
 * did not stop them: the state selector ([data-state=open]) outranks the plain class in the media query.
 */
const OVERLAY_CLASSES =
  'fixed inset-0 z-40 bg-text/60 motion-safe:data-[state=open]:animate-[mo-dialog-overlay-in_150ms_ease-out] motion-safe:data-[state=closed]:animate-[mo-dialog-overlay-out_150ms_ease-in]';
const CONTENT_CLASSES =
  'relative flex max-h-[90vh] w-full max-w-container-narrow flex-col gap-4 overflow-y-auto rounded-t-brand bg-surface p-6 text-text shadow-xl tablet:rounded-brand motion-safe:data-[state=open]:animate-[mo-dialog-content-in_300ms_ease-out] motion-safe:data-[state=closed]:animate-[mo-dialog-content-out_300ms_ease-in]';

/** Backdrop, positioner and the dialog panel, in a portal. A bottom sheet on phones, centred from 768 px. */
function Content({ className, children, ...rest }: ComponentProps<typeof ArkDialog.Content>) {
  return (
    <Portal>
      <ArkDialog.Backdrop className={OVERLAY_CLASSES} />
      <ArkDialog.Positioner className="fixed inset-0 z-50 flex items-end justify-center tablet:items-center tablet:p-4">
        <ArkDialog.Content {...rest} className={cx(CONTENT_CLASSES, className)}>
          {children}
        </ArkDialog.Content>
      </ArkDialog.Positioner>
    </Portal>
  );
}

/** Names the dialog (aria-labelledby). */
function Title({ className, ...rest }: ComponentProps<typeof ArkDialog.Title>) {
  return <ArkDialog.Title {...rest} className={cx('pr-12 font-brand text-xl font-bold', className)} />;
}

/** Describes the dialog (aria-describedby). */
function Description({ className, ...rest }: ComponentProps<typeof ArkDialog.Description>) {
  return <ArkDialog.Description {...rest} className={cx('text-text', className)} />;
}

/** The × in the corner; `label` is its accessible name (e.g. "Sluiten"). */
function CloseIcon({
  label,
  className,
  ...rest
}: Omit<ComponentProps<typeof ArkDialog.CloseTrigger>, 'children'> & { label: string }) {
  return (
    <ArkDialog.CloseTrigger
      {...rest}
      aria-label={label}
      className={cx(
        'absolute right-3 top-3 inline-flex size-11 cursor-pointer items-center justify-center rounded-brand text-text hover:bg-surface-muted',
        className,
      )}
    >
      <CrossIcon />
    </ArkDialog.CloseTrigger>
  );
}

/** A text button that closes the dialog (e.g. "Annuleren"). */
function CloseButton(props: ComponentProps<typeof ArkDialog.CloseTrigger> & ButtonStyleProps) {
  return <ArkDialog.CloseTrigger {...buttonLook(props)} />;
}

/** Action row at the bottom: stacked on phones, in a row from 768 px. */
function Footer({ className, ...rest }: ComponentProps<'div'>) {
  return (
    <div {...rest} className={cx('mt-2 flex flex-col-reverse gap-3 tablet:flex-row tablet:justify-end', className)} />
  );
}

/**
 * Dialog (Ark anatomy): `Dialog.Root`, `Dialog.Trigger`, `Dialog.Content`, `Dialog.Title`, `Dialog.Description`,
 * `Dialog.CloseIcon`, `Dialog.CloseButton`, `Dialog.Footer`. Focus is trapped inside and returns to the trigger;
 * Escape and a click outside close it.
 */
export const Dialog = { Root, Trigger, Content, Title, Description, CloseIcon, CloseButton, Footer };
