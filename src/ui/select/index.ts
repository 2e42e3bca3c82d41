export {
  POINTER_HOLD_SELECT_MS,
  Select,
  SelectParts,
  TOUCH_MOVE_THRESHOLD_PX,
  TYPEAHEAD_RESET_MS,
  isTap,
  type SelectProps,
  type SelectRootProps,
} from './select';
