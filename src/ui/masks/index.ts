export {
  MASK_UNDO_HISTORY,
  DATE_MASK_PATTERN,
  DATE_MASK_MIN_YEAR,
  DATE_MASK_MAX_YEAR,
  NUMBER_MASK_RADIX,
  NUMBER_MASK_SCALE,
  attachMask,
  dateMaskOptions,
  numberMaskOptions,
  formatMaskDate,
  parseMaskDate,
} from './masks';
export { useMask } from './use-mask';
export { MaskedInput, type MaskedInputProps } from './masked-input';
