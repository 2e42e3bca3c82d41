export { Textarea, freeTextValidity, type TextareaProps, type FreeTextViolationCode } from './textarea';
