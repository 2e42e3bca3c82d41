/**
 * Demo data of the delivery area: a few past delivery complaints, so the complaint history of the demo
 * accounts is not empty — deterministic ids (seedUuid), idempotent (ON CONFLICT DO NOTHING), like seed.ts:
 *
 * - Jan de Vries: AD (damaged, 20 days ago) and Margriet (not delivered, 35 days ago);
 * - An Peeters: HLN (delivered later than expected, 22 days ago).
 *
 * The dates count back from the day the seed runs (each moved back to a delivery day of the subscription) and lie
 * outside the 14-day window, so they take no date a subscriber can still complain about.
 */
import { BRANDS } from '../../../brands/registry';
import { addDays, dayOfWeek, today } from '../../../shared/dates';
import { COMPENSATION, type ComplaintReason } from '../../../shared/delivery';
import type { Db } from '../../db/client';
import { DEMO_ACCOUNTS } from '../../db/demo-accounts';
import { deliveryComplaints } from '../../db/schema';
import { seedAccountId, seedUuid, type AreaSeed } from '../../db/seed';
import { seedSubscriptionId } from '../shared-access/seed';

interface SeedComplaint {
  name: string;
  email: string;
  brandKey: string;
  reason: ComplaintReason;
  daysAgo: number;
  remark: string | null;
}

export const SEED_COMPLAINTS: readonly SeedComplaint[] = [
  {
    name: 'jan-ad-damaged',
    email: 'jan.devries@example.nl',
    brandKey: 'ad',
    reason: 'DAMAGED',
    daysAgo: 20,
    remark: 'De krant was doorweekt door de regen.',
  },
  {
    name: 'jan-mar-not-delivered',
    email: 'jan.devries@example.nl',
    brandKey: 'mar',
    reason: 'NOT_DELIVERED',
    daysAgo: 35,
    remark: null,
  },
  {
    name: 'an-hln-late',
    email: 'an.peeters@example.be',
    brandKey: 'hln',
    reason: 'RECEIVED_BUT_DELIVERED_LATER_THAN_EXPECTED',
    daysAgo: 22,
    remark: 'De krant kwam pas na de middag.',
  },
];

/** The latest delivery day of `deliveryDays` (ISO weekdays) on or before `date`. */
function deliveryDayOnOrBefore(date: string, deliveryDays: readonly number[]): string {
  let day = date;
  for (let i = 0; i < 7 && !deliveryDays.includes(dayOfWeek(day) || 7); i++) day = addDays(day, -1);
  return day;
}

/** Inserts the demo complaints (nothing when they are there already). */
export async function seedDeliveryComplaints(db: Db, now: Date = new Date()): Promise<void> {
  const rows = SEED_COMPLAINTS.map((complaint) => {
    const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === complaint.email);
    const subscription = account?.subscriptions.find((s) => s.brandKey === complaint.brandKey);
    if (!subscription) throw new Error(`Seed: ${complaint.email} has no subscription on ${complaint.brandKey}`);
    const { country } = BRANDS[subscription.brandKey];
    const deliveryDate = deliveryDayOnOrBefore(
      addDays(today(country, now), -complaint.daysAgo),
      subscription.deliveryDays,
    );
    return {
      id: seedUuid(`delivery-complaint:${complaint.name}`),
      accountId: seedAccountId(complaint.email),
      subscriptionId: seedSubscriptionId(complaint.email, complaint.brandKey),
      brandKey: complaint.brandKey,
      reason: complaint.reason,
      deliveryDate,
      remark: complaint.remark,
      compensation: COMPENSATION,
      flagged: false,
      idempotencyKey: `seed-${complaint.name}`,
      createdAt: new Date(`${addDays(deliveryDate, 1)}T09:30:00Z`),
    };
  });
  await db.insert(deliveryComplaints).values(rows).onConflictDoNothing();
}

/** The demo delivery complaints. */
export const areaSeed: AreaSeed = {
  order: 50,
  run: async (db, { now }) => {
    await seedDeliveryComplaints(db, now);
  },
};
