/**
 * Password input with a show/hide toggle (masked or visible), on Ark UI's `PasswordInput` machine: it
 * keeps the visible state (and masks the password again when its form is submitted or reset), switches the input
 * type and sets `autocomplete` (default current-password), spell-check and auto-capitalise off. Built inside the
 * Field anatomy, so label, required, validity message and error linking behave like every text input.
 *
 * The toggle is ours where Ark's differs from WCAG 2.1.1: Ark's trigger leaves the tab order and acts on pointer
 * down only; ours is a real button in the tab order after the input, works with Enter and Space, has a name from
 * the caller (e.g. "Wachtwoord tonen") and tells its state with `aria-pressed`.
 */
import { PasswordInput as ArkPasswordInput, usePasswordInputContext } from '@ark-ui/react/password-input';
import type { ComponentPropsWithoutRef } from 'react';
import { LineIcon } from '../icon/line-icon';
import { Field, controlClasses, useTextControl } from '../text-input/field';
import { FieldFrame, splitFrameProps, type FieldFrameProps } from '../text-input/field-frame';

export interface PasswordInputProps
  extends FieldFrameProps, Omit<ComponentPropsWithoutRef<'input'>, keyof FieldFrameProps | 'type'> {
  /** Accessible name of the toggle, e.g. "Wachtwoord tonen"; its pressed state tells whether it is visible. */
  toggleLabel: string;
  /** Start visible (default masked). */
  defaultVisible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <LineIcon size={24}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" /> : null}
    </LineIcon>
  );
}

/** The visibility toggle on Ark's machine (see the file comment for why it is not Ark's trigger). */
function VisibilityToggle({ label }: { label: string }) {
  const api = usePasswordInputContext();
  const {
    onPointerDown: _pointerDown,
    tabIndex: _tabIndex,
    'aria-expanded': _expanded,
    ...trigger
  } = api.getVisibilityTriggerProps();
  return (
    <button
      {...trigger}
      aria-pressed={api.visible}
      aria-label={label}
      onClick={() => api.toggleVisible()}
      className="absolute top-1/2 right-1 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-brand text-text hover:bg-surface-muted disabled:text-text-muted"
    >
      <EyeIcon crossed={api.visible} />
    </button>
  );
}

type InputProps = Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'required' | 'disabled' | 'id' | 'autoComplete'>;

/** Input and toggle inside the field (they need the field's state). */
function PasswordControl({
  toggleLabel,
  defaultVisible,
  onVisibleChange,
  autoComplete,
  inputProps,
}: {
  toggleLabel: string;
  defaultVisible: boolean;
  onVisibleChange: ((visible: boolean) => void) | undefined;
  autoComplete: string;
  inputProps: InputProps;
}) {
  const { props: control, className } = useTextControl<HTMLInputElement, InputProps>(inputProps);
  return (
    <Field.Control>
      <ArkPasswordInput.Root
        defaultVisible={defaultVisible}
        onVisibilityChange={({ visible }) => onVisibleChange?.(visible)}
      >
        <ArkPasswordInput.Input
          {...control}
          // On the input rather than Ark's root, whose type allows only current-password and new-password.
          autoComplete={autoComplete}
          className={[controlClasses, 'pr-14', className].filter(Boolean).join(' ')}
        />
        <VisibilityToggle label={toggleLabel} />
      </ArkPasswordInput.Root>
    </Field.Control>
  );
}

export function PasswordInput(props: PasswordInputProps) {
  const [
    frame,
    { toggleLabel, defaultVisible = false, onVisibleChange, autoComplete = 'current-password', ...inputProps },
  ] = splitFrameProps(props);
  return (
    <FieldFrame {...frame}>
      <PasswordControl
        toggleLabel={toggleLabel}
        defaultVisible={defaultVisible}
        onVisibleChange={onVisibleChange}
        autoComplete={autoComplete}
        inputProps={inputProps}
      />
    </FieldFrame>
  );
}
