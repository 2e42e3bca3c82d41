/**
 * Demo data of the holiday service — deterministic ids (seedUuid), idempotent (ON CONFLICT DO NOTHING),
 * like seed.ts — so that every screen of /vakantieservice shows something on first start. The journeys' accounts
 * each get, on their print subscription of the brand they sign in to (Jan de Vries on ad, An Peeters on hln,
 * Anneke Jansen on the demo magazine mar):
 *
 * - a current temporary address, from 5 days before the day the seed runs to 2 days after it (its end date can be
 *   brought forward);
 * - a planned suspension of a week, 30 days after the day the seed runs (it can be cancelled);
 * - a past suspension, 60 days before the seed ran, that was cancelled.
 *
 * The dates are relative to the day the seed runs in the brand's country, the day the holiday rules count from (from
 * 23:00 or 22:00 UTC that is already the next day; a current or planned event has to lie around today); a second
 * run on a later day inserts nothing. A new period chosen in the journey starts at least 3 working days ahead, after
 * the current temporary address has ended, so the journeys are never refused for overlap by these rows.
 */
import { BRANDS, type BrandKey } from '../../../brands/registry';
import { addDays, today as todayIn } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { DEMO_ACCOUNTS } from '../../db/demo-accounts';
import { holidayChanges, type HolidayChange } from '../../db/schema';
import { seedAccountId, seedUuid, type AreaSeed } from '../../db/seed';

/** The id of the demo account's subscription on `brandKey`, as seed.ts derives it. */
function subscriptionId(email: string, brandKey: string): string {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
  const index = account?.subscriptions.findIndex((subscription) => subscription.brandKey === brandKey) ?? -1;
  if (!account || index < 0) throw new Error(`Seed: ${email} has no subscription on ${brandKey}`);
  return seedUuid(`subscription:${email.toLowerCase()}:${index}`);
}

type Address = Pick<HolidayChange, 'street' | 'houseNumber' | 'houseNumberSuffix' | 'zipCode' | 'city' | 'countryCode'>;

/** Each journey account, its brand and a holiday address in the brand's country. */
const ACCOUNTS: ReadonlyArray<{ email: string; brandKey: string; address: Address }> = [
  {
    email: 'jan.devries@example.nl',
    brandKey: 'ad',
    address: {
      street: 'Boulevard Paulus Loot',
      houseNumber: '9',
      houseNumberSuffix: null,
      zipCode: '2042 AD',
      city: 'Zandvoort',
      countryCode: 'NL',
    },
  },
  {
    email: 'an.peeters@example.be',
    brandKey: 'hln',
    address: {
      street: 'Zeedijk',
      houseNumber: '120',
      houseNumberSuffix: 'bus 3',
      zipCode: '8400',
      city: 'Oostende',
      countryCode: 'BE',
    },
  },
  {
    email: 'anneke.jansen@example.nl',
    brandKey: 'mar',
    address: {
      street: 'Badhuisweg',
      houseNumber: '5',
      houseNumberSuffix: 'A',
      zipCode: '4357 AV',
      city: 'Domburg',
      countryCode: 'NL',
    },
  },
];

export async function seedHolidays(db: Db, now: Date = new Date()): Promise<void> {
  const rows = ACCOUNTS.flatMap(({ email, brandKey, address }) => {
    const today = todayIn(BRANDS[brandKey as BrandKey].country, now);
    const base = {
      accountId: seedAccountId(email),
      subscriptionId: subscriptionId(email, brandKey),
      brandKey,
    };
    const name = `${email}:${brandKey}`;
    /** 09:00 UTC `days` days from today. */
    const at = (days: number) => new Date(`${addDays(today, days)}T09:00:00Z`);
    /** The event `slug` of this account, from `start` to `end` days from today, made `made` days from today. */
    const event = (slug: string, start: number, end: number, made: number) => ({
      ...base,
      id: seedUuid(`holiday:${name}:${slug}`),
      startDate: addDays(today, start),
      endDate: addDays(today, end),
      idempotencyKey: `seed-holiday-${seedUuid(`${name}:${slug}`)}`,
      createdAt: at(made),
    });
    return [
      { ...event('current-address', -5, 2, -20), ...address, kind: 'temporary_address' as const },
      { ...event('planned-suspension', 30, 36, -2), kind: 'suspension' as const },
      { ...event('cancelled-suspension', -60, -53, -80), kind: 'suspension' as const, cancelledAt: at(-70) },
    ];
  });
  await db.insert(holidayChanges).values(rows).onConflictDoNothing();
}

/** The demo holiday changes. */
export const areaSeed: AreaSeed = {
  order: 70,
  run: async (db, { now }) => {
    await seedHolidays(db, now);
  },
};
