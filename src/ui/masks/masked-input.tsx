/**
 * A text input with a date or number mask (floating label, validity and error linking from the Field anatomy).
 * `onAccept` gets the masked text and the mask's typed value (a Date for dates, a number for numbers).
 */
import { useMemo, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Field } from '../text-input/field';
import { dateMaskOptions, numberMaskOptions } from './masks';
import { useMask } from './use-mask';

export interface MaskedInputProps extends Omit<
  ComponentPropsWithoutRef<'input'>,
  'required' | 'disabled' | 'id' | 'value' | 'onChange'
> {
  label: string;
  /** `date`: dd.mm.yyyy, years 1900–9999; `number`: comma radix, 2 decimals. */
  kind: 'date' | 'number';
  id?: string;
  required?: boolean;
  disabled?: boolean;
  optionalSuffix?: string;
  description?: ReactNode;
  error?: ReactNode;
  customValidityMessage?: string;
  onAccept?: (value: string, typed: unknown) => void;
}

export function MaskedInput({
  label,
  kind,
  id,
  required = true,
  disabled = false,
  optionalSuffix,
  description,
  error,
  customValidityMessage,
  onAccept,
  className,
  ...inputProps
}: MaskedInputProps) {
  const options = useMemo(() => (kind === 'date' ? dateMaskOptions() : numberMaskOptions()), [kind]);
  const { ref } = useMask(options, (mask) => onAccept?.(mask.value, mask.typedValue));
  return (
    <Field.Root
      id={id}
      required={required}
      disabled={disabled}
      invalid={Boolean(error)}
      customValidityMessage={customValidityMessage}
      className={className}
    >
      <Field.Control>
        <Field.Label optionalSuffix={optionalSuffix}>{label}</Field.Label>
        <Field.Input ref={ref} inputMode={kind === 'date' ? 'numeric' : 'decimal'} {...inputProps} />
      </Field.Control>
      {description ? <Field.Description>{description}</Field.Description> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
