/**
 * A text input with a date or number mask (floating label, validity and error linking from the Field anatomy).
 * `onAccept` gets the masked text and the mask's typed value (a Date for dates, a number for numbers).
 * A date that is started but not complete is invalid: the form refuses it and shows `incompleteMessage` (Dutch,
 * translation key ui.dateIncomplete) on the invalid event, like every field.
 */
import { useCallback, useEffect, useMemo, useState, type ComponentPropsWithoutRef } from 'react';
import { Field } from '../text-input/field';
import { FieldFrame, splitFrameProps, type FieldFrameProps } from '../text-input/field-frame';
import { dateMaskOptions, numberMaskOptions } from './masks';
import { useMask } from './use-mask';

export interface MaskedInputProps
  extends FieldFrameProps, Omit<ComponentPropsWithoutRef<'input'>, keyof FieldFrameProps | 'value' | 'onChange'> {
  /** `date`: dd.mm.yyyy, years 1900–9999; `number`: comma radix, 2 decimals. */
  kind: 'date' | 'number';
  /** Shown when a date is filled in only partly (translation key ui.dateIncomplete). */
  incompleteMessage?: string;
  onAccept?: (value: string, typed: unknown) => void;
}

export function MaskedInput(props: MaskedInputProps) {
  const [frame, { kind, incompleteMessage, onAccept, onInput, ...inputProps }] = splitFrameProps(props);
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
    <FieldFrame
      {...frame}
      customValidityMessage={incomplete && incompleteMessage ? incompleteMessage : frame.customValidityMessage}
    >
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
    </FieldFrame>
  );
}
