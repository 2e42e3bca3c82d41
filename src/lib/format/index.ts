/**
 * The client kit's formatting: dates (calendar dates of the brand's country), money and phone numbers, in nl-NL and
 * nl-BE, on `Intl`. Islands write what they show through these, never through an `Intl` formatter of their own.
 */
export {
  formatDate,
  formatDateRange,
  formatDateTime,
  toCalendarDate,
  type DateContext,
  type DateStyle,
  type DateValue,
  type Locale,
} from './dates';
export { formatMoney } from './money';
export { formatPhone } from './phone';
