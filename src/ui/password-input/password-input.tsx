/**
 * Password input with a show/hide toggle (SPEC §2, §4: masked or visible). The toggle is a real button in the tab
 * order with `aria-pressed` and a name from the caller (e.g. "Wachtwoord tonen"); it controls the input. Built on
 * the Field anatomy, so label, required, validity message and error linking behave like every text input.
 */
import { useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Field } from '../text-input/field';

export interface PasswordInputProps extends Omit<
  ComponentPropsWithoutRef<'input'>,
  'type' | 'required' | 'disabled' | 'id'
> {
  label: string;
  /** Accessible name of the toggle, e.g. "Wachtwoord tonen"; its pressed state tells whether it is visible. */
  toggleLabel: string;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  optionalSuffix?: string;
  description?: ReactNode;
  error?: ReactNode;
  customValidityMessage?: string;
  /** Start visible (default masked). */
  defaultVisible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      aria-hidden="true"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}

export function PasswordInput({
  label,
  toggleLabel,
  id,
  required = true,
  disabled = false,
  optionalSuffix,
  description,
  error,
  customValidityMessage,
  defaultVisible = false,
  onVisibleChange,
  autoComplete = 'current-password',
  className,
  ...inputProps
}: PasswordInputProps) {
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <Field.Root
      id={id}
      required={required}
      disabled={disabled}
      invalid={Boolean(error)}
      customValidityMessage={customValidityMessage}
      className={className}
    >
      <Field.Control data-state={visible ? 'visible' : 'hidden'}>
        <Field.Label optionalSuffix={optionalSuffix}>{label}</Field.Label>
        <Field.Input
          {...inputProps}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          className="pr-14"
        />
        <button
          type="button"
          aria-pressed={visible}
          aria-label={toggleLabel}
          disabled={disabled}
          data-part="visibility-trigger"
          onClick={() => {
            setVisible(!visible);
            onVisibleChange?.(!visible);
          }}
          className="absolute top-1/2 right-1 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-brand text-text hover:bg-surface-muted disabled:text-text-muted"
        >
          <EyeIcon crossed={visible} />
        </button>
      </Field.Control>
      {description ? <Field.Description>{description}</Field.Description> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
