export { Select, SelectParts, type SelectProps, type SelectRootProps } from './select';
