export { Field, useField, useControlProps, controlClasses, floatingLabelClasses } from './field';
export type { RootProps as FieldRootProps, LabelProps as FieldLabelProps } from './field';
export { TextInput, type TextInputProps } from './text-input';
export {
  freeText,
  freeTextOfLength,
  freeTextViolation,
  FORBIDDEN_FREE_TEXT_CHARACTERS,
  FREE_TEXT_VIOLATIONS,
} from './free-text';
