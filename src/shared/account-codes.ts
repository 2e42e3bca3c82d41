/**
 * The names the account forms share with their islands, without the forms' zod schemas (./account.ts): the violation
 * codes and the gender choices. An island that only shows messages (the account overview) imports these and stays
 * free of zod.
 */
import { CONTROL_CHARACTER_VIOLATION, FREE_TEXT_VIOLATIONS } from './free-text-codes';
import { POSTCODE_INVALID } from './postcode';

/** Violation codes of the account forms. */
export const ACCOUNT_VIOLATIONS = {
  firstNameRequired: 'FIRST_NAME_REQUIRED',
  lastNameRequired: 'LAST_NAME_REQUIRED',
  nameTooLong: 'NAME_TOO_LONG',
  /** The free-text rule's code (./free-text.ts). */
  forbiddenCharacters: FREE_TEXT_VIOLATIONS.forbidden,
  /** A control character in a text that is not free text (./free-text.ts). */
  controlCharacter: CONTROL_CHARACTER_VIOLATION,
  genderRequired: 'GENDER_REQUIRED',
  dateOfBirthInvalid: 'DATE_OF_BIRTH_INVALID',
  dateOfBirthInFuture: 'DATE_OF_BIRTH_IN_FUTURE',
  countryInvalid: 'COUNTRY_INVALID',
  /** Defined in the core translations (also used by the moving service). */
  postcodeInvalid: POSTCODE_INVALID,
  houseNumberInvalid: 'HOUSE_NUMBER_INVALID',
  houseNumberSuffixInvalid: 'HOUSE_NUMBER_SUFFIX_INVALID',
  streetRequired: 'STREET_REQUIRED',
  cityRequired: 'CITY_REQUIRED',
  textTooLong: 'TEXT_TOO_LONG',
  phoneInvalid: 'PHONE_INVALID',
  /** Defined in the core translations. */
  emailInvalid: 'EMAIL_INVALID',
  emailUnchanged: 'EMAIL_UNCHANGED',
  passwordRequired: 'PASSWORD_REQUIRED',
  passwordTooShort: 'PASSWORD_TOO_SHORT',
  passwordTooLong: 'PASSWORD_TOO_LONG',
  passwordUnchanged: 'PASSWORD_UNCHANGED',
  verificationCodeInvalid: 'VERIFICATION_CODE_FORMAT',
} as const;

/** The gender choices of UmsPersonalInformation; UNKNOWN is "I'd rather not say". */
export const GENDERS = ['FEMALE', 'MALE', 'OTHER', 'UNKNOWN'] as const;
export type Gender = (typeof GENDERS)[number];
