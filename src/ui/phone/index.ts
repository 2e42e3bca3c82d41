export {
  DEFAULT_COUNTRY_CODE,
  PHONE_MASK_DEFINITIONS,
  phoneDisplay,
  phoneMaskPattern,
  phonePrefix,
  sortCountries,
  type CountryOption,
} from './phone';
