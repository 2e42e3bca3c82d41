export {
  DatePicker,
  DatePickerParts,
  formatDutchDate,
  parseDutchDate,
  type DatePickerLabels,
  type DatePickerProps,
} from './date-picker';
