/**
 * A text input with a date or number mask (floating label, validity and error linking from the Field anatomy).
 * `onAccept` gets the masked text and the mask's typed value (a Date for dates, a number for numbers).
 * A date that is started but not complete is invalid: the form refuses it and shows `incompleteMessage` (Dutch,
 * translation key ui.dateIncomplete) on the invalid event, like every field.
 */
import { useCallback, useEffect, useMemo, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
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
  /** Shown when a date is filled in only partly (translation key ui.dateIncomplete). */
  incompleteMessage?: string;
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
  incompleteMessage,
  onAccept,
  onInput,
  className,
  ...inputProps
}: MaskedInputProps) {
  const options = useMemo(() => (kind === 'date' ? dateMaskOptions() : numberMaskOptions()), [kind]);
  const [incomplete, setIncomplete] = useState(false);
  const { ref, maskRef } = useMask(options, (mask) => onAccept?.(mask.value, mask.typedValue));
  // Runs after the mask has processed the input and after the field has cleared the previous validity.
  const checkComplete = useCallback(() => {
    const mask = maskRef.current;
    const element = ref.current;
    if (!mask || !element) return;
    const started = mask.unmaskedValue !== '';
    const isIncomplete = kind === 'date' && started && !mask.masked.isComplete;
    setIncomplete(isIncomplete);
    element.setCustomValidity(isIncomplete && incompleteMessage ? incompleteMessage : '');
  }, [kind, incompleteMessage, maskRef, ref]);
  useEffect(() => {
    checkComplete();
  }, [checkComplete, options]);
  return (
    <Field.Root
      id={id}
      required={required}
      disabled={disabled}
      invalid={Boolean(error)}
      customValidityMessage={incomplete && incompleteMessage ? incompleteMessage : customValidityMessage}
      className={className}
    >
      <Field.Label optionalSuffix={optionalSuffix}>{label}</Field.Label>
      {description ? <Field.Description>{description}</Field.Description> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
      <Field.Control>
        <Field.Input
          ref={ref}
          inputMode={kind === 'date' ? 'numeric' : 'decimal'}
          {...inputProps}
          onInput={(event) => {
            checkComplete();
            onInput?.(event);
          }}
        />
      </Field.Control>
    </Field.Root>
  );
}
