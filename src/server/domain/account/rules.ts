/**
 * The pure account rules: how complete a profile is, what a profile change writes (a changed phone number is no
 * longer verified), the e-mail change's link (valid 24 hours, one purpose) and the phone code's purpose and check
 * against the number it was sent to. No database here; the queries are ./storage.ts.
 */
import { z } from 'zod';
import type { ContactInformation, Gender, PersonalInformation } from '../../../shared/account';
import { ADDRESS_PARTS } from '../../../shared/address';
import { pickFields } from '../../../shared/fields';
import type { Account } from '../../db/schema';

/**
 * The profile fields that make an account "complete" (accountCompleteness). The e-mail address is always present
 * and the country has a default, so neither says anything about completeness; the house number suffix is optional
 * for most addresses. Gender counts only when it is known.
 */
export const COMPLETENESS_FIELDS = [
  'firstName',
  'lastName',
  'gender',
  'dateOfBirth',
  'street',
  'houseNumber',
  'zipCode',
  'city',
  'phoneNumber',
] as const satisfies readonly (keyof Account)[];

/** An account's profile: the personal data it holds about its holder, in the order the screens show it. */
export const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'gender',
  'dateOfBirth',
  ...ADDRESS_PARTS,
  'phoneNumber',
  'phoneVerified',
] as const satisfies readonly (keyof Account)[];

/** Only the profile fields of `row` (an account, or a demo account that makes one), as they are. */
export function profileOf<T extends Record<(typeof PROFILE_FIELDS)[number], unknown>>(
  row: T,
): Pick<T, (typeof PROFILE_FIELDS)[number]> {
  return pickFields(row, PROFILE_FIELDS);
}

/** The profile data accountCompleteness looks at. */
export type CompletenessInput = Pick<Account, (typeof COMPLETENESS_FIELDS)[number]>;

/**
 * Postgres accepts any 8-4-4-4-12 hex string as uuid; anything else would make the query fail instead of miss. The
 * zod form of the kit's isRowId (src/server/domain/kit/ownership.ts), for schemas that parse an id.
 */
export const idSchema = z.guid();

function isFilled(field: (typeof COMPLETENESS_FIELDS)[number], account: CompletenessInput): boolean {
  const value = account[field];
  if (value == null) return false;
  if (field === 'gender') return value !== 'unknown';
  return typeof value !== 'string' || value.trim() !== '';
}

/**
 * Percentage (0–100, rounded to the nearest whole number) of COMPLETENESS_FIELDS that are filled in.
 * @example accountCompleteness({ firstName: 'Anna', lastName: 'Jansen', ...allOthersNull }) // 22
 */
export function accountCompleteness(account: CompletenessInput): number {
  const filled = COMPLETENESS_FIELDS.filter((field) => isFilled(field, account)).length;
  return Math.round((filled / COMPLETENESS_FIELDS.length) * 100);
}

/** GraphQL's UmsGender → the database's gender. */
const GENDER_VALUES: Record<Gender, NonNullable<Account['gender']>> = {
  FEMALE: 'female',
  MALE: 'male',
  OTHER: 'other',
  UNKNOWN: 'unknown',
};

/** The columns a change of the personal information writes. */
export function personalInformationValues(input: PersonalInformation): Partial<Account> {
  return {
    firstName: input.first_name,
    lastName: input.last_name,
    gender: GENDER_VALUES[input.gender],
    dateOfBirth: input.date_of_birth,
  };
}

/**
 * The columns a change of the address and phone number writes. A phone number that differs from the stored one is
 * no longer verified (and an open code for the old number verifies nothing: {@link codeFitsNumber}).
 */
export function contactInformationValues(
  current: Pick<Account, 'phoneNumber'>,
  input: ContactInformation,
): Partial<Account> {
  const phoneChanged = (current.phoneNumber ?? null) !== input.phone_number;
  return {
    countryCode: input.country_code,
    zipCode: input.zip_code,
    houseNumber: input.house_number,
    houseNumberSuffix: input.house_number_suffix,
    street: input.street,
    city: input.city,
    phoneNumber: input.phone_number,
    ...(phoneChanged ? { phoneVerified: false } : {}),
  };
}

// ── E-mail change ────────────────────────────────────────────────────────────────────────────────────────────────

/** The purpose of the link tokens of an e-mail change. */
export const EMAIL_CHANGE_PURPOSE = 'email-change';
/** How long a confirmation link is valid. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
/** The confirmation page; the link carries `?token=`. */
export const EMAIL_CONFIRM_PATH = '/account/e-mail-bevestigen';

/** The confirmation link of a token on the brand's portal origin. */
export function emailConfirmLink(origin: string, token: string): string {
  const link = new URL(EMAIL_CONFIRM_PATH, origin);
  link.searchParams.set('token', token);
  return link.href;
}

/**
 * The rate-limit key of confirmation mails: the receiving address, so nobody can flood someone else's mailbox with
 * confirmation links or notices.
 */
export function emailChangeLimitKey(newEmail: string): string {
  return `${EMAIL_CHANGE_PURPOSE}:${newEmail}`;
}

/** True when the (lower-cased) new address is the account's own, compared without case. */
export function isSameEmail(current: string, newEmail: string): boolean {
  return current.toLowerCase() === newEmail;
}

/** The new address an open link of `accountId` carries, or null when the link is another account's or has none. */
export function linkedNewEmail(
  link: { subject: string; data: Record<string, unknown> | null } | undefined,
  accountId: string,
): string | null {
  const newEmail = link?.data?.['newEmail'];
  return link && link.subject === accountId && typeof newEmail === 'string' ? newEmail : null;
}

// ── Phone verification ───────────────────────────────────────────────────────────────────────────────────────────

/** The purpose of the phone verification codes. */
export const PHONE_PURPOSE = 'phone';

/** True when a code sent to `data.phoneNumber` still verifies the account's number: the number did not change. */
export function codeFitsNumber(data: Record<string, unknown> | null, phoneNumber: string | null): boolean {
  return !!phoneNumber && data?.['phoneNumber'] === phoneNumber;
}

// ── Password change ──────────────────────────────────────────────────────────────────────────────────────────────

/** The current password is not the account's password. */
export const PASSWORD_INCORRECT = 'PASSWORD_INCORRECT';
