/**
 * The frame every labelled field shares: the Field root with its label, help text and error around the caller's
 * control. The text, password, masked and phone inputs and the textarea differ only in the control inside it.
 */
import type { ReactNode } from 'react';
import { Field } from './field';

export interface FieldFrameProps {
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
  /** An error from the caller (e.g. a translated server violation); makes the field invalid and is linked with
   *  aria-describedby. */
  error?: ReactNode;
  /** Message shown when the browser reports the value invalid (the `invalid` event). */
  customValidityMessage?: string;
  className?: string;
}

/** A frame's props with their defaults applied, and the rest of the props (the control's own). */
export function splitFrameProps<P extends FieldFrameProps>(props: P) {
  const {
    label,
    id,
    required = true,
    disabled = false,
    optionalSuffix,
    description,
    error,
    customValidityMessage,
    className,
    ...control
  } = props;
  const frame = { label, id, required, disabled, optionalSuffix, description, error, customValidityMessage, className };
  return [frame, control] as const;
}

export function FieldFrame(
  props: FieldFrameProps & {
    /** The label floats in the control's border (text-like controls) or stands above it. */
    floatingLabel?: boolean;
    children: ReactNode;
  },
) {
  const [frame, { floatingLabel = true, children }] = splitFrameProps(props);
  return (
    <Field.Root
      id={frame.id}
      required={frame.required}
      disabled={frame.disabled}
      invalid={Boolean(frame.error)}
      customValidityMessage={frame.customValidityMessage}
      className={frame.className}
    >
      <Field.Label floating={floatingLabel} optionalSuffix={frame.optionalSuffix}>
        {frame.label}
      </Field.Label>
      {frame.description ? <Field.Description>{frame.description}</Field.Description> : null}
      <Field.ErrorText>{frame.error}</Field.ErrorText>
      {children}
    </Field.Root>
  );
}
