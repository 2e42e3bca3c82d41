/**
 * Demo data of the moving service — deterministic ids (seedUuid), idempotent (ON CONFLICT DO NOTHING),
 * like seed.ts — so that the overview at /verhuisservice has something to show before anyone moves:
 *
 * - Noor Hendriks (BD, wbd): a past move to her current address in Utrecht, 20 days before SEED_REFERENCE_DATE;
 * - Pieter Bakker (Trouw, tr): a planned move to the house next door, 60 days after the day the seed runs (a planned
 *   move has to lie ahead, so this date alone is relative to the run).
 *
 * The journeys' own accounts (Jan de Vries on ad, Anneke Jansen on mar, An Peeters on hln) get none: their moves
 * are the ones the journeys make.
 */
import { addDays, today as todayIn } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { DEMO_ACCOUNTS, SEED_REFERENCE_DATE } from '../../db/demo-accounts';
import { movingHouseChanges } from '../../db/schema';
import { seedAccountId, seedUuid, type AreaSeed } from '../../db/seed';

/** The id of the demo account's subscription on `brandKey`, as seed.ts derives it. */
function subscriptionId(email: string, brandKey: string): string {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
  const index = account?.subscriptions.findIndex((subscription) => subscription.brandKey === brandKey) ?? -1;
  if (!account || index < 0) throw new Error(`Seed: ${email} has no subscription on ${brandKey}`);
  return seedUuid(`subscription:${email.toLowerCase()}:${index}`);
}

export async function seedMoves(db: Db, now: Date = new Date()): Promise<void> {
  // The day in the Netherlands, where Trouw's planned move is (the UTC date is a day behind from 23:00 or 22:00 UTC).
  const today = todayIn('nl', now);
  const moves = [
    {
      name: 'noor-utrecht',
      email: 'noor.hendriks@example.nl',
      brandKey: 'wbd',
      effectiveDate: addDays(SEED_REFERENCE_DATE, -20),
      address: { street: 'Oudegracht', houseNumber: '231', zipCode: '3511 NK', city: 'Utrecht' },
      suffix: 'A',
    },
    {
      name: 'pieter-den-haag',
      email: 'pieter.bakker@example.nl',
      brandKey: 'tr',
      effectiveDate: addDays(today, 60),
      address: { street: 'Frederik Hendriklaan', houseNumber: '90', zipCode: '2582 BV', city: 'Den Haag' },
      suffix: null,
    },
  ];
  await db
    .insert(movingHouseChanges)
    .values(
      moves.map((move) => ({
        id: seedUuid(`moving:${move.name}`),
        accountId: seedAccountId(move.email),
        brandKey: move.brandKey,
        effectiveDate: move.effectiveDate,
        subscriptionIds: [subscriptionId(move.email, move.brandKey)],
        ...move.address,
        houseNumberSuffix: move.suffix,
        countryCode: 'NL',
        idempotencyKey: `seed-moving-${move.name}`,
        createdAt: new Date(`${addDays(move.effectiveDate, -14)}T09:00:00Z`),
      })),
    )
    .onConflictDoNothing();
}

/** The demo moves. */
export const areaSeed: AreaSeed = {
  order: 60,
  run: async (db, { now }) => {
    await seedMoves(db, now);
  },
};
