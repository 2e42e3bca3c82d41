export { Field, useField, useControlProps, controlClasses } from './field';
export type { RootProps as FieldRootProps, LabelProps as FieldLabelProps } from './field';
export { TextInput, type TextInputProps } from './text-input';
