/**
 * Text input with a floating label, built from the Field anatomy. Required by default; an optional field shows
 * `optionalSuffix` in its label. `customValidityMessage` is shown on the `invalid` event and cleared on input;
 * `error` shows a caller's error (e.g. a translated server violation). Autocomplete values are passed through
 * unchanged (Dutch tokens such as `postal-code` for postcode, `address-line2` for huisnummer).
 */
import type { ComponentPropsWithoutRef } from 'react';
import { Field } from './field';
import { FieldFrame, splitFrameProps, type FieldFrameProps } from './field-frame';

export interface TextInputProps
  extends FieldFrameProps, Omit<ComponentPropsWithoutRef<'input'>, keyof FieldFrameProps> {}

export function TextInput(props: TextInputProps) {
  const [frame, { type = 'text', ...inputProps }] = splitFrameProps(props);
  return (
    <FieldFrame {...frame}>
      <Field.Control>
        <Field.Input type={type} {...inputProps} />
      </Field.Control>
    </FieldFrame>
  );
}
