/**
 * Text input with a floating label (SPEC §2, §5), built from the Field anatomy. Required by default; an optional
 * field shows `optionalSuffix` in its label. `customValidityMessage` is shown on the `invalid` event and cleared on
 * input; `error` shows a caller's error (e.g. a translated server violation). Autocomplete values are passed
 * through unchanged (Dutch tokens such as `postal-code` for postcode, `address-line2` for huisnummer).
 */
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Field } from './field';

export interface TextInputProps extends Omit<ComponentPropsWithoutRef<'input'>, 'required' | 'disabled' | 'id'> {
  /** The visible label (also the accessible name). */
  label: string;
  id?: string;
  /** Required by default. */
  required?: boolean;
  disabled?: boolean;
  /** Suffix in the label of an optional field, e.g. "(optioneel)". */
  optionalSuffix?: string;
  /** Help text below the control, linked with aria-describedby. */
  description?: ReactNode;
  /** An error from the caller; makes the field invalid and is linked with aria-describedby. */
  error?: ReactNode;
  /** Message shown when the browser reports the value invalid (the `invalid` event). */
  customValidityMessage?: string;
}

export function TextInput({
  label,
  id,
  required = true,
  disabled = false,
  optionalSuffix,
  description,
  error,
  customValidityMessage,
  type = 'text',
  className,
  ...inputProps
}: TextInputProps) {
  return (
    <Field.Root
      id={id}
      required={required}
      disabled={disabled}
      invalid={Boolean(error)}
      customValidityMessage={customValidityMessage}
      className={className}
    >
      <Field.Label optionalSuffix={optionalSuffix}>{label}</Field.Label>
      {description ? <Field.Description>{description}</Field.Description> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
      <Field.Control>
        <Field.Input type={type} {...inputProps} />
      </Field.Control>
    </Field.Root>
  );
}
