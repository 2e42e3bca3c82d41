/**
 * The account area's step schemas, one zod schema per form, used by the islands
 * (field names, normalising what the user typed) and by the server (the authority: every mutation parses its input
 * with the same schema and answers the issues as violations through ./result.ts `violationsOf`). Issue messages are
 * violation codes; each code has a translation key (translations-account.ts, or the shared ones such as
 * POSTCODE_INVALID, EMAIL_INVALID and the free-text codes).
 *
 * Field names are the GraphQL input field names, so a violation's `field` names the form field it belongs to.
 * Every text field is under the control-character rule of ./free-text.ts: free text through `freeText`, every other
 * text through `plainText`, so a NUL byte or another control character never gets past validation.
 */
import { z } from 'zod';
import { maskDateToIso, today, type Country } from './dates';
import { ACCOUNT_VIOLATIONS, GENDERS } from './account-codes';
import { freeText, optionalFreeText, plainText } from './free-text';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password';
import { optionalPhoneNumber } from './phone-field';
import {
  ADDRESS_COUNTRIES,
  HOUSE_NUMBER_SUFFIX_MAX_LENGTH,
  isHouseNumberSuffix,
  normaliseHouseNumberSuffix,
  normalisePostcode,
} from './address';
import { houseNumberSchema } from './address-schema';

export { ACCOUNT_VIOLATIONS, GENDERS, type Gender } from './account-codes';

const V = ACCOUNT_VIOLATIONS;

/** A required single-line text under the free-text rule (required code `requiredCode`, at most `max` characters). */
function requiredText(requiredCode: string, max: number, tooLongCode: string = V.textTooLong) {
  return freeText({ requiredCode, tooLong: { max, code: tooLongCode }, singleLine: true });
}

// ── Personal information ─────────────────────────────────────────────────────────────────────────────────────────

/** Longest first or last name we accept. */
export const NAME_MAX_LENGTH = 60;

/**
 * Personal information form (`PersonalInformationInput`): first and last name required, a gender choice, and an
 * optional date of birth typed as `dd.mm.yyyy` (not after today in the brand's country). The output carries the
 * date as ISO.
 */
export function personalInformationSchema(now: Date = new Date(), country: Country = 'nl') {
  const todayThere = today(country, now);
  return z.object({
    first_name: requiredText(V.firstNameRequired, NAME_MAX_LENGTH, V.nameTooLong),
    last_name: requiredText(V.lastNameRequired, NAME_MAX_LENGTH, V.nameTooLong),
    gender: z.enum(GENDERS, { error: V.genderRequired }),
    date_of_birth: plainText()
      .trim()
      .nullish()
      .transform((value, context) => {
        if (!value) return null;
        const iso = maskDateToIso(value);
        if (!iso) {
          context.addIssue({ code: 'custom', message: V.dateOfBirthInvalid });
          return z.NEVER;
        }
        if (iso > todayThere) {
          context.addIssue({ code: 'custom', message: V.dateOfBirthInFuture });
          return z.NEVER;
        }
        return iso;
      }),
  });
}

export type PersonalInformationForm = z.input<ReturnType<typeof personalInformationSchema>>;
export type PersonalInformation = z.output<ReturnType<typeof personalInformationSchema>>;

// ── Contact information: address and phone ───────────────────────────────────────────────────────────────────────

/** Longest street or city name we accept. */
export const PLACE_MAX_LENGTH = 80;

/**
 * Contact information form (`ContactInformationInput`): the address (postcode by the rules of its country, house
 * number, optional suffix, street, city) and an optional phone number. The output carries the normalised postcode
 * and the phone number in international form (null when left empty).
 */
export const contactInformationSchema = z
  .object({
    country_code: z.enum(ADDRESS_COUNTRIES, { error: V.countryInvalid }),
    zip_code: plainText({ error: V.postcodeInvalid }).trim(),
    house_number: houseNumberSchema(V.houseNumberInvalid),
    // The suffix rule of ./address.ts, inside the free-text rule the account's form answers forbidden characters with.
    house_number_suffix: optionalFreeText({
      singleLine: true,
      tooLong: { max: HOUSE_NUMBER_SUFFIX_MAX_LENGTH, code: V.houseNumberSuffixInvalid },
    })
      .refine((value) => value === null || isHouseNumberSuffix(value), { error: V.houseNumberSuffixInvalid })
      .transform(normaliseHouseNumberSuffix),
    street: requiredText(V.streetRequired, PLACE_MAX_LENGTH),
    city: requiredText(V.cityRequired, PLACE_MAX_LENGTH),
    phone_number: optionalPhoneNumber(V.phoneInvalid),
  })
  .transform((input, context) => {
    const zip = normalisePostcode(input.zip_code, input.country_code);
    if (!zip) {
      context.addIssue({ code: 'custom', message: V.postcodeInvalid, path: ['zip_code'] });
      return z.NEVER;
    }
    return { ...input, zip_code: zip };
  });

export type ContactInformationForm = z.input<typeof contactInformationSchema>;
export type ContactInformation = z.output<typeof contactInformationSchema>;

// ── E-mail, password, verification code ──────────────────────────────────────────────────────────────────────────

/** The new e-mail address of an e-mail change (lower-cased; the account's username). */
export const emailChangeSchema = z.object({
  new_email: plainText({ error: V.emailInvalid })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: V.emailInvalid }).max(254, { error: V.emailInvalid })),
});

/**
 * The password change form of `/api/pass`: the current password and a new one of PASSWORD_MIN_LENGTH to
 * PASSWORD_MAX_LENGTH characters (./password.ts, the same numbers as the account host) that differs from it.
 */
export const passwordChangeSchema = z
  .object({
    current_password: z.string({ error: V.passwordRequired }).min(1, { error: V.passwordRequired }).max(1024),
    new_password: z
      .string({ error: V.passwordRequired })
      .min(1, { error: V.passwordRequired })
      .min(PASSWORD_MIN_LENGTH, { error: V.passwordTooShort })
      .max(PASSWORD_MAX_LENGTH, { error: V.passwordTooLong }),
  })
  .refine((input) => input.current_password !== input.new_password, {
    error: V.passwordUnchanged,
    path: ['new_password'],
  });

export type PasswordChange = z.output<typeof passwordChangeSchema>;

/** A six-digit verification code as the code entry reports it. */
export const verificationCodeSchema = z.object({
  code: plainText().regex(/^\d{6}$/, { error: V.verificationCodeInvalid }),
});
