/**
 * Account domain: reading and editing the signed-in subscriber's account and judging how complete the profile is.
 * Every function takes the session's account id; there is no way to read or change another account's data through
 * here. Inputs are the parsed output of the shared schemas in src/shared/account.ts.
 */
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ContactInformation, Gender, PersonalInformation } from '../../shared/account';
import type { Db } from '../db/client';
import { preparedPerDb } from '../db/prepared';
import { accounts, type Account } from '../db/schema';

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

/** The profile data accountCompleteness looks at. */
export type CompletenessInput = Pick<Account, (typeof COMPLETENESS_FIELDS)[number]>;

/** Postgres accepts any 8-4-4-4-12 hex string as uuid; anything else would make the query fail instead of miss. */
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

/**
 * The account with this id, or null when there is none (also for a malformed id).
 * @param accountId the session's account id — never an id taken from a request.
 */
export async function findAccount(db: Db, accountId: string): Promise<Account | null> {
  if (!idSchema.safeParse(accountId).success) return null;
  const rows = await findAccountStatement(db).execute({ id: accountId });
  return rows[0] ?? null;
}

const findAccountStatement = preparedPerDb((db) =>
  db
    .select()
    .from(accounts)
    .where(eq(accounts.id, sql.placeholder('id')))
    .limit(1)
    .prepare('find_account'),
);

/** GraphQL's UmsGender → the database's gender. */
const GENDER_VALUES: Record<Gender, NonNullable<Account['gender']>> = {
  FEMALE: 'female',
  MALE: 'male',
  OTHER: 'other',
  UNKNOWN: 'unknown',
};

/**
 * Saves first name, last name, gender and date of birth. Null when the account does not exist.
 * @param accountId the session's account id.
 */
export async function updatePersonalInformation(
  db: Db,
  accountId: string,
  input: PersonalInformation,
): Promise<Account | null> {
  if (!idSchema.safeParse(accountId).success) return null;
  const rows = await db
    .update(accounts)
    .set({
      firstName: input.first_name,
      lastName: input.last_name,
      gender: GENDER_VALUES[input.gender],
      dateOfBirth: input.date_of_birth,
      updatedAt: new Date(),
    })
    .where(eq(accounts.id, accountId))
    .returning();
  return rows[0] ?? null;
}

/**
 * Saves the address and the phone number. A phone number that differs from the stored one is no longer verified
 * (an open code for the old number no longer verifies anything: see account-phone.ts). Null when the account does
 * not exist.
 * @param accountId the session's account id.
 */
export async function updateContactInformation(
  db: Db,
  accountId: string,
  input: ContactInformation,
): Promise<Account | null> {
  const current = await findAccount(db, accountId);
  if (!current) return null;
  const phoneChanged = (current.phoneNumber ?? null) !== input.phone_number;
  const rows = await db
    .update(accounts)
    .set({
      countryCode: input.country_code,
      zipCode: input.zip_code,
      houseNumber: input.house_number,
      houseNumberSuffix: input.house_number_suffix,
      street: input.street,
      city: input.city,
      phoneNumber: input.phone_number,
      ...(phoneChanged ? { phoneVerified: false } : {}),
      updatedAt: new Date(),
    })
    .where(eq(accounts.id, accountId))
    .returning();
  return rows[0] ?? null;
}
