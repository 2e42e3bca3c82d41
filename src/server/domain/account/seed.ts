/**
 * The demo accounts (DEMO_ACCOUNTS) with their subscriptions, the first seed (every other one refers to them), and,
 * for benchmarks, any number of generated accounts. Each account's password is hashed as a sign-up stores it.
 */
import { createHash } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { BRANDS, type BrandKey } from '../../../brands/registry';
import { addressPartsOf } from '../../../shared/address';
import type { Db } from '../../db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount, type DemoSubscription } from '../../db/demo-accounts';
import { accounts, subscriptions, type NewAccount, type NewSubscription } from '../../db/schema';
import {
  daysBeforeReference,
  mulberry32,
  seedAccountId,
  seedSubscriptionNumber,
  seedUuid,
  timestampBeforeReference,
  type AreaSeed,
  type SeedResult,
} from '../../db/seed';
import { hashPassword } from '../identity';
import BULK_ADDRESSES from './bulk-addresses.json';
import { profileOf } from './rules';

/** Rows per INSERT: well below PostgreSQL's 65535 bind parameters (accounts have 17 columns). */
const BATCH = 500;

function accountRow(
  account: Omit<DemoAccount, 'password' | 'brandKey' | 'description' | 'subscriptions'>,
  passwordHash: string,
): NewAccount {
  const created = timestampBeforeReference(account.memberSinceDaysAgo);
  return {
    id: seedAccountId(account.email),
    email: account.email.toLowerCase(),
    passwordHash,
    ...profileOf(account),
    createdAt: created,
    updatedAt: created,
  };
}

/** A masked IBAN of the account's country for a direct debit ("NL** **** **** **12 34"), derived from a name. */
function maskedIban(countryCode: 'NL' | 'BE', name: string): string {
  const digits = String(createHash('sha256').update(`mijn-omgeving:seed-iban:${name}`).digest().readUInt16BE(0))
    .padStart(4, '0')
    .slice(-4);
  const last = `${digits.slice(0, 2)} ${digits.slice(2)}`;
  return countryCode === 'NL' ? `NL** **** **** **${last}` : `BE** **** **${last}`;
}

function subscriptionRow(
  account: SeedInput['account'],
  index: number,
  accountId: string | null,
  s: DemoSubscription,
): NewSubscription {
  const name = `subscription:${account.email.toLowerCase()}:${index}`;
  const paymentMethod = s.paymentMethod ?? 'direct_debit';
  return {
    id: seedUuid(name),
    accountId,
    subscriptionNumber: s.subscriptionNumber ?? seedSubscriptionNumber(name),
    digitalAccess: s.productType === 'digital' || s.digitalAccess === true,
    email: account.email.toLowerCase(),
    holderFirstName: account.firstName,
    holderLastName: account.lastName,
    holderPhoneNumber: account.phoneNumber,
    ...addressPartsOf(account),
    paymentMethod,
    paymentAccountMasked:
      paymentMethod === 'direct_debit'
        ? maskedIban(account.countryCode, name)
        : paymentMethod === 'credit_card'
          ? '•••• 4242'
          : null,
    mandateReference: paymentMethod === 'direct_debit' ? `MO-${seedSubscriptionNumber(name)}-01` : null,
    brandKey: s.brandKey,
    productType: s.productType,
    title: s.title,
    deliveryDays: s.deliveryDays,
    status: s.status,
    startDate: daysBeforeReference(s.startedDaysAgo),
    endDate: s.endedDaysAgo === undefined ? null : daysBeforeReference(s.endedDaysAgo),
    priceCents: s.priceCents,
    billingPeriod: s.billingPeriod,
    createdAt: timestampBeforeReference(s.startedDaysAgo),
  };
}

/** The ids of the accounts with these e-mail addresses, by lower-cased e-mail. */
async function accountIdsByEmail(db: Db, emails: string[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (let i = 0; i < emails.length; i += BATCH) {
    const batch = emails.slice(i, i + BATCH).map((e) => e.toLowerCase());
    const rows = await db
      .select({ id: accounts.id, email: sql<string>`lower(${accounts.email})` })
      .from(accounts)
      .where(inArray(sql`lower(${accounts.email})`, batch));
    for (const row of rows) ids.set(row.email, row.id);
  }
  return ids;
}

export interface SeedInput {
  account: Omit<DemoAccount, 'password' | 'brandKey' | 'description' | 'subscriptions'>;
  subscriptions: DemoSubscription[];
}

/**
 * Inserts accounts that are missing (by lower(email)) and subscriptions that are missing (by derived id).
 * `passwordHashFor` is only called for accounts that do not exist yet: argon2 is deliberately slow.
 */
async function insertMissing(
  db: Db,
  inputs: SeedInput[],
  passwordHashFor: (email: string) => Promise<string>,
): Promise<SeedResult> {
  const emails = inputs.map((i) => i.account.email.toLowerCase());
  const existing = await accountIdsByEmail(db, emails);
  const missing = inputs.filter((i) => !existing.has(i.account.email.toLowerCase()));

  let accountsCreated = 0;
  for (let i = 0; i < missing.length; i += BATCH) {
    const batch = missing.slice(i, i + BATCH);
    const rows = await Promise.all(
      batch.map(async (m) => accountRow(m.account, await passwordHashFor(m.account.email))),
    );
    const created = await db.insert(accounts).values(rows).onConflictDoNothing().returning({ id: accounts.id });
    accountsCreated += created.length;
  }

  // Read the ids back rather than trusting the derived ones: an account may have existed before with another id.
  const ids = await accountIdsByEmail(db, emails);
  const subscriptionRows = inputs.flatMap((input) => {
    const email = input.account.email.toLowerCase();
    const accountId = ids.get(email);
    if (!accountId) throw new Error(`Seed: account ${email} was neither found nor created`);
    return input.subscriptions.map((s, index) => subscriptionRow(input.account, index, accountId, s));
  });
  let subscriptionsCreated = 0;
  for (let i = 0; i < subscriptionRows.length; i += BATCH) {
    const created = await db
      .insert(subscriptions)
      .values(subscriptionRows.slice(i, i + BATCH))
      .onConflictDoNothing()
      .returning({ id: subscriptions.id });
    subscriptionsCreated += created.length;
  }

  return {
    accountsCreated,
    accountsExisting: inputs.length - accountsCreated,
    subscriptionsCreated,
    subscriptionsExisting: subscriptionRows.length - subscriptionsCreated,
  };
}

const NL_FIRST = [
  'Emma',
  'Julia',
  'Sophie',
  'Tess',
  'Fleur',
  'Lieke',
  'Daan',
  'Bram',
  'Sem',
  'Lucas',
  'Thijs',
  'Ruben',
  'Anouk',
  'Maarten',
  'Henk',
  'Ingrid',
];
const NL_LAST = [
  'de Jong',
  'Jansen',
  'de Vries',
  'van den Berg',
  'van Dijk',
  'Bakker',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Mulder',
  'de Groot',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
];
const BE_FIRST = [
  'Lien',
  'Ellen',
  'Sofie',
  'Hanne',
  'Marie',
  'Nele',
  'Pieter',
  'Jens',
  'Arne',
  'Stijn',
  'Koen',
  'Bart',
  'Griet',
  'Wim',
  'Joke',
  'Tom',
];
const BE_LAST = [
  'Peeters',
  'Janssens',
  'Maes',
  'Jacobs',
  'Mertens',
  'Willems',
  'Claes',
  'Goossens',
  'Wouters',
  'De Smet',
  'Dubois',
  'Vermeulen',
  'Van Damme',
  'Hermans',
  'Aerts',
  'Michiels',
];
/** [street, city, postcode digits (NL) or postcode (BE)] — real streets in real cities (./bulk-addresses.json). */
const { nl: NL_ADDRESSES, be: BE_ADDRESSES } = BULK_ADDRESSES as Record<'nl' | 'be', [string, string, string][]>;
const NL_PRODUCTS: [BrandKey, DemoSubscription['productType'], string, number[], number][] = [
  ['ad', 'newspaper', 'AD Krant maandag t/m zaterdag', [1, 2, 3, 4, 5, 6], 3950],
  ['tr', 'newspaper', 'Trouw Zaterdagkrant', [6], 1450],
  ['vk', 'digital', 'de Volkskrant Digitaal', [], 1950],
  ['par', 'digital', 'Het Parool Digitaal', [], 1800],
  ['mar', 'magazine', 'Margriet wekelijks', [2], 1299],
  ['lbn', 'magazine', 'Libelle wekelijks', [4], 1399],
  ['wst', 'newspaper', 'De Stentor Krant maandag t/m zaterdag', [1, 2, 3, 4, 5, 6], 3750],
];
const BE_PRODUCTS: [BrandKey, DemoSubscription['productType'], string, number[], number][] = [
  ['hln', 'newspaper', 'HLN Krant maandag t/m zaterdag', [1, 2, 3, 4, 5, 6], 3899],
  ['dm', 'digital', 'De Morgen Digitaal', [], 1999],
  ['hu', 'magazine', 'Humo wekelijks', [3], 1350],
  ['da', 'magazine', 'Dag Allemaal wekelijks', [2], 1190],
  ['flr', 'magazine', 'Flair wekelijks', [3], 1150],
];

/** The e-mail address of generated account number `index` (1-based). */
export function bulkEmail(index: number): string {
  return `bulk-${String(index).padStart(6, '0')}@example.${index % 3 === 0 ? 'be' : 'nl'}`;
}

/** The generated accounts 1..n: the same for every call with the same n (the PRNG is seeded with a constant). */
export function bulkAccounts(n: number): SeedInput[] {
  const count = z.number().int().min(0).max(1_000_000).parse(n);
  const random = mulberry32(20_250_106);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const digits = (length: number) => Array.from({ length }, () => Math.floor(random() * 10)).join('');
  const inputs: SeedInput[] = [];
  for (let index = 1; index <= count; index += 1) {
    const belgian = index % 3 === 0;
    const [street, city, postcode] = pick(belgian ? BE_ADDRESSES : NL_ADDRESSES);
    const drawn = String.fromCharCode(65 + Math.floor(random() * 26), 65 + Math.floor(random() * 26));
    // PostNL never issues the letter pairs SA, SD and SS.
    const letters = ['SA', 'SD', 'SS'].includes(drawn) ? 'AB' : drawn;
    const gender = pick(['female', 'male', 'female', 'male', 'other', 'unknown'] as const);
    const birthDaysAgo = 18 * 365 + Math.floor(random() * 60 * 365);
    const memberSinceDaysAgo = Math.floor(random() * 3650);
    const products = belgian ? BE_PRODUCTS : NL_PRODUCTS;
    const subscriptionCount = Math.floor(random() * 4);
    const chosen = new Set<number>();
    while (chosen.size < subscriptionCount) chosen.add(Math.floor(random() * products.length));
    inputs.push({
      account: {
        email: bulkEmail(index),
        firstName: pick(belgian ? BE_FIRST : NL_FIRST),
        lastName: pick(belgian ? BE_LAST : NL_LAST),
        gender,
        dateOfBirth: daysBeforeReference(birthDaysAgo),
        street,
        houseNumber: String(1 + Math.floor(random() * 250)),
        houseNumberSuffix: null,
        zipCode: belgian ? postcode : `${postcode} ${letters}`,
        city,
        countryCode: belgian ? 'BE' : 'NL',
        phoneNumber: belgian ? `+324${7 + Math.floor(random() * 3)}${digits(7)}` : `+316${digits(8)}`,
        phoneVerified: random() < 0.6,
        memberSinceDaysAgo,
      },
      subscriptions: [...chosen]
        .sort((a, b) => a - b)
        .map((p) => {
          const [brandKey, productType, title, deliveryDays, priceCents] = products[p]!;
          if (BRANDS[brandKey].country !== (belgian ? 'be' : 'nl'))
            throw new Error(`bulk product ${brandKey} in wrong country`);
          return {
            brandKey,
            productType,
            title,
            deliveryDays,
            status: 'active' as const,
            startedDaysAgo: Math.floor(random() * memberSinceDaysAgo),
            priceCents,
            billingPeriod: 'month' as const,
          };
        }),
    });
  }
  return inputs;
}

/**
 * Adds `n` generated accounts (bulk-000001@example.nl …, every third one Belgian) with 0–3 subscriptions each, for
 * benchmarks. Deterministic and idempotent like the demo seed; all share one hash of DEMO_PASSWORD, because hashing
 * thousands of passwords with argon2 would take minutes.
 */
export async function seedBulkAccounts(db: Db, n: number): Promise<SeedResult> {
  const inputs = bulkAccounts(n);
  let shared: Promise<string> | undefined;
  return insertMissing(db, inputs, () => (shared ??= hashPassword(DEMO_PASSWORD)));
}

/** The demo accounts and their subscriptions. */
export async function seedDemoAccounts(db: Db): Promise<SeedResult> {
  return insertMissing(
    db,
    DEMO_ACCOUNTS.map(
      ({ password: _password, brandKey: _brand, description: _description, subscriptions, ...account }) => ({
        account,
        subscriptions,
      }),
    ),
    // One hash per account, each with its own salt, as a real sign-up would store.
    () => hashPassword(DEMO_PASSWORD),
  );
}

/** The accounts' seed: first, since every other seed's rows belong to an account. */
export const areaSeed: AreaSeed = {
  order: 10,
  run: (db) => seedDemoAccounts(db),
  bulk: (db, n) => seedBulkAccounts(db, n),
};
