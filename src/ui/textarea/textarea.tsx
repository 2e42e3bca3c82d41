/**
 * Multi-line text under the free-text rule: at least one non-whitespace character and none of
 * < > ^ # = / :. The rule is set as the control's custom validity, so the form refuses to submit and the message of
 * the violation is shown on the `invalid` event (and cleared on input, like every field).
 */
import { useLayoutEffect, useRef, type ComponentPropsWithoutRef, type InputEvent } from 'react';
import { Field } from '../text-input/field';
import { FieldFrame, splitFrameProps, type FieldFrameProps } from '../text-input/field-frame';
import { FREE_TEXT_VIOLATIONS, freeTextViolation } from '../../shared/free-text-codes';

export type FreeTextViolationCode = (typeof FREE_TEXT_VIOLATIONS)[keyof typeof FREE_TEXT_VIOLATIONS];

export interface TextareaProps
  extends
    Omit<FieldFrameProps, 'customValidityMessage'>,
    Omit<ComponentPropsWithoutRef<'textarea'>, keyof FieldFrameProps> {
  /** The Dutch message per free-text violation, from translation keys. */
  violationMessages: Record<FreeTextViolationCode, string>;
}

/** The custom validity of a value under the free-text rule ('' when valid). */
export function freeTextValidity(
  value: string,
  required: boolean,
  messages: Record<FreeTextViolationCode, string>,
): string {
  if (!required && value === '') return '';
  const violation = freeTextViolation(value);
  return violation ? messages[violation] : '';
}

export function Textarea(props: TextareaProps) {
  const [frame, { violationMessages, onInput, ...textareaProps }] = splitFrameProps(props);
  const { required } = frame;
  const ref = useRef<HTMLTextAreaElement>(null);
  // A controlled value changed by the caller (not by typing) is validated again too.
  const { value } = textareaProps;
  useLayoutEffect(() => {
    const element = ref.current;
    if (element) element.setCustomValidity(freeTextValidity(element.value, required, violationMessages));
  }, [required, violationMessages, value]);
  function handleInput(event: InputEvent<HTMLTextAreaElement>) {
    const element = event.currentTarget;
    element.setCustomValidity(freeTextValidity(element.value, required, violationMessages));
    onInput?.(event);
  }
  return (
    <FieldFrame {...frame}>
      <Field.Control>
        <Field.Textarea ref={ref} onInput={handleInput} {...textareaProps} />
      </Field.Control>
    </FieldFrame>
  );
}
