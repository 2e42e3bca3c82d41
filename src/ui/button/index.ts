export {
  Button,
  LinkButton,
  buttonClasses,
  type ButtonProps,
  type ButtonSize,
  type ButtonStyleProps,
  type ButtonVariant,
  type LinkButtonProps,
} from './button';
