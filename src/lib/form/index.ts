export {
  useForm,
  type FormKit,
  type FormSchema,
  type FormSummaryError,
  type TextFieldProps,
  type UseFormOptions,
} from './use-form';
export { splitViolations, type SplitViolations } from './violations';
export { KitForm, type KitFormProps } from './kit-form';
