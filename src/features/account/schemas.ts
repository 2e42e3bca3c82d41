/**
 * The account area's input rules (specification §3, §5; DESIGN.md §5), one zod schema per form, used by the islands
 * (field names, normalising what the user typed) and by the server (the authority: every mutation parses its input
 * with the same schema and answers the issues as violations). Issue messages are violation codes; each code has a
 * translation key (translations-account.ts, or the shared ones such as POSTCODE_INVALID and EMAIL_INVALID).
 *
 * Field names are the GraphQL input field names, so a violation's `field` names the form field it belongs to.
 */
import { z } from 'zod';
import { phoneForComparison } from '../../ui/phone/phone';

/** Violation codes of the account forms. */
export const ACCOUNT_VIOLATIONS = {
  firstNameRequired: 'FIRST_NAME_REQUIRED',
  lastNameRequired: 'LAST_NAME_REQUIRED',
  nameTooLong: 'NAME_TOO_LONG',
  forbiddenCharacters: 'FIELD_FORBIDDEN_CHARACTERS',
  genderRequired: 'GENDER_REQUIRED',
  dateOfBirthInvalid: 'DATE_OF_BIRTH_INVALID',
  dateOfBirthInFuture: 'DATE_OF_BIRTH_IN_FUTURE',
  countryInvalid: 'COUNTRY_INVALID',
  /** Defined in the core translations (also used by the moving service). */
  postcodeInvalid: 'POSTCODE_INVALID',
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

const V = ACCOUNT_VIOLATIONS;

/** One reason an input was refused, as the server answers it (`{ code, field }`). */
export interface FieldViolation {
  code: string;
  field?: string | null;
}

/**
 * The violations of a failed parse: one per field (its first issue), in field order, with the field name from the
 * issue's path (none for an issue about the whole input).
 */
export function violationsOf(error: z.ZodError): FieldViolation[] {
  const seen = new Set<string>();
  const violations: FieldViolation[] = [];
  for (const issue of error.issues) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : null;
    const key = field ?? '';
    if (seen.has(key)) continue;
    seen.add(key);
    violations.push({ code: issue.message, field });
  }
  return violations;
}

/** The characters the free-text rule of specification §5 forbids. */
const FORBIDDEN = /[<>^#=/:]/;

/** Text that is trimmed, required (code `requiredCode`), at most `max` characters and free of < > ^ # = / :. */
function requiredText(requiredCode: string, max: number, tooLongCode: string = V.textTooLong) {
  return z
    .string({ error: requiredCode })
    .trim()
    .min(1, { error: requiredCode })
    .max(max, { error: tooLongCode })
    .refine((value) => !FORBIDDEN.test(value), { error: V.forbiddenCharacters });
}

/** Optional text: empty becomes null. */
function optionalText(max: number, pattern?: RegExp, patternCode?: string) {
  return z
    .string()
    .trim()
    .max(max, { error: patternCode ?? V.textTooLong })
    .refine((value) => !FORBIDDEN.test(value), { error: V.forbiddenCharacters })
    .refine((value) => value === '' || !pattern || pattern.test(value), { error: patternCode ?? V.textTooLong })
    .transform((value) => (value === '' ? null : value))
    .nullish()
    .transform((value) => value ?? null);
}

// ── Date of birth: the dd.mm.yyyy mask of specification §5 ────────────────────────────────────────────────────────

/** Earliest year of the date mask (specification §5). */
export const MIN_BIRTH_YEAR = 1900;

/**
 * The ISO date (YYYY-MM-DD) of a `dd.mm.yyyy` text, or null when it is not a real calendar date from 1900 on
 * (31.02.1990, 1.2.1990 and 01.01.1899 are refused).
 */
export function maskDateToIso(text: string): string | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, dd, mm, yyyy] = match as unknown as [string, string, string, string];
  const day = Number(dd);
  const month = Number(mm);
  const year = Number(yyyy);
  if (year < MIN_BIRTH_YEAR) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${yyyy}-${mm}-${dd}`;
}

/** The `dd.mm.yyyy` text of an ISO date (''), for pre-filling the masked input. */
export function isoToMaskDate(iso: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}

/** Today's calendar date in Amsterdam/Brussels time (both CET), as YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(now);
}

// ── Personal information ─────────────────────────────────────────────────────────────────────────────────────────

/** The gender choices of UmsPersonalInformation; UNKNOWN is "I'd rather not say". */
export const GENDERS = ['FEMALE', 'MALE', 'OTHER', 'UNKNOWN'] as const;
export type Gender = (typeof GENDERS)[number];

/** Longest first or last name we accept. */
export const NAME_MAX_LENGTH = 60;

/**
 * Personal information form (`PersonalInformationInput`): first and last name required, a gender choice, and an
 * optional date of birth typed as `dd.mm.yyyy` (not in the future). The output carries the date as ISO.
 */
export function personalInformationSchema(now: Date = new Date()) {
  const today = todayIso(now);
  return z.object({
    first_name: requiredText(V.firstNameRequired, NAME_MAX_LENGTH, V.nameTooLong),
    last_name: requiredText(V.lastNameRequired, NAME_MAX_LENGTH, V.nameTooLong),
    gender: z.enum(GENDERS, { error: V.genderRequired }),
    date_of_birth: z
      .string()
      .trim()
      .nullish()
      .transform((value, context) => {
        if (!value) return null;
        const iso = maskDateToIso(value);
        if (!iso) {
          context.addIssue({ code: 'custom', message: V.dateOfBirthInvalid });
          return z.NEVER;
        }
        if (iso > today) {
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

/** Countries an address may lie in: the brands deliver in the Netherlands and Belgium only. */
export const ADDRESS_COUNTRIES = ['NL', 'BE'] as const;
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number];

/** NL postcode: four digits (not starting with 0), optional space, two letters other than SA, SD and SS. */
const NL_POSTCODE = /^([1-9]\d{3})\s?(?!SA|SD|SS)([A-Z]{2})$/;
/** BE postcode: four digits from 1000. */
const BE_POSTCODE = /^[1-9]\d{3}$/;

/**
 * The postcode in its stored form (`1234 AB` in the Netherlands, `1000` in Belgium), or null when it is not a
 * postcode of that country.
 */
export function normalisePostcode(value: string, country: AddressCountry): string | null {
  const text = value.trim().toUpperCase();
  if (country === 'NL') {
    const match = NL_POSTCODE.exec(text);
    return match ? `${match[1]} ${match[2]}` : null;
  }
  return BE_POSTCODE.test(text) ? text : null;
}

/** A house number: 1 to 5 digits, not starting with 0. */
const HOUSE_NUMBER = /^[1-9]\d{0,4}$/;
/** A suffix: letters, digits, spaces and dashes (`A`, `bis`, `2-hoog`, `bus 3`), at most 10 characters. */
const HOUSE_NUMBER_SUFFIX = /^[\p{L}\d][\p{L}\d -]{0,9}$/u;

/** Longest street or city name we accept. */
export const PLACE_MAX_LENGTH = 80;

/**
 * A phone number in international form (`+31612345678`), or null when it is not one: a dial code of 1–3 digits and
 * a national number of 8–10 digits whose first digit is 1–9 (the phone input's mask of specification §5). The
 * masked form `(+31) 6 123 456 78` and a national form with a leading 0 after the code are accepted.
 */
export function normalisePhoneNumber(value: string): string | null {
  const prefixed = /^\s*\(\s*\+?(\d{1,3})\s*\)(.*)$/.exec(value);
  let code: string;
  let national: string;
  if (prefixed) {
    code = prefixed[1]!;
    national = prefixed[2]!.replace(/\D/g, '');
  } else {
    const compact = phoneForComparison(value).replace(/^00/, '+');
    const match = /^\+(3[12])(\d+)$/.exec(compact) ?? /^\+(\d{1,3}?)(\d{8,10})$/.exec(compact);
    if (!match) return null;
    code = match[1]!;
    national = match[2]!;
  }
  national = national.replace(/^0/, '');
  if (!/^[1-9]\d{7,9}$/.test(national)) return null;
  return `+${code}${national}`;
}

/**
 * Contact information form (`ContactInformationInput`): the address (postcode by the rules of its country, house
 * number, optional suffix, street, city) and an optional phone number. The output carries the normalised postcode
 * and the phone number in international form (null when left empty).
 */
export const contactInformationSchema = z
  .object({
    country_code: z.enum(ADDRESS_COUNTRIES, { error: V.countryInvalid }),
    zip_code: z.string({ error: V.postcodeInvalid }).trim(),
    house_number: z.string({ error: V.houseNumberInvalid }).trim().regex(HOUSE_NUMBER, { error: V.houseNumberInvalid }),
    house_number_suffix: optionalText(10, HOUSE_NUMBER_SUFFIX, V.houseNumberSuffixInvalid),
    street: requiredText(V.streetRequired, PLACE_MAX_LENGTH),
    city: requiredText(V.cityRequired, PLACE_MAX_LENGTH),
    phone_number: z
      .string()
      .nullish()
      .transform((value, context) => {
        if (!value || value.replace(/^\s*\([^)]*\)/, '').trim() === '') return null;
        const phone = normalisePhoneNumber(value);
        if (!phone) {
          context.addIssue({ code: 'custom', message: V.phoneInvalid });
          return z.NEVER;
        }
        return phone;
      }),
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
  new_email: z
    .string({ error: V.emailInvalid })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: V.emailInvalid }).max(254, { error: V.emailInvalid })),
});

/** Shortest new password. Length is what makes a password strong (NIST SP 800-63B); no composition rules. */
export const PASSWORD_MIN_LENGTH = 10;
/** Longest password: bounds the argon2 work a request can cause. */
export const PASSWORD_MAX_LENGTH = 128;

/** The password change form of `/api/pass`: the current password and a new one that differs from it. */
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
  code: z.string().regex(/^\d{6}$/, { error: V.verificationCodeInvalid }),
});
