/**
 * Subscriptions of the publisher's records that no account has linked yet: a subscriber links one at
 * `/abonnementen/koppelen` with its number and the postcode of its delivery address. Known numbers on ad (NL) and
 * hln (BE), for the linking journey (tests/e2e/subscriptions.spec.ts links the first of each with the demo
 * subscriber whose postcode it carries, and unlinks it again) and for a newcomer to try:
 *
 * | brand | number    | postcode | product                        | status                      |
 * |-------|-----------|----------|--------------------------------|-----------------------------|
 * | ad    | 100000001 | 3015 BH  | AD Zaterdagkrant               | active, ending (end date)   |
 * | ad    | 100000002 | 1012 LG  | AD Digitaal                    | active                      |
 * | ad    | 100000003 | 3511 AB  | AD Krant maandag t/m zaterdag  | suspended today             |
 * | hln   | 200000001 | 2000     | HLN Weekendkrant               | active, ending (end date)   |
 * | hln   | 200000002 | 9000     | HLN Digitaal                   | active                      |
 * | hln   | 200000003 | 3000     | HLN Krant maandag t/m zaterdag | suspended today             |
 *
 * Deterministic and idempotent like seed.ts: ids derived with seedUuid, dates counted from SEED_REFERENCE_DATE
 * (an "ending" subscription ends ten years after it, so it stays in the future), ON CONFLICT DO NOTHING — a
 * subscription someone linked stays linked.
 */
import type { BrandKey } from '../../../brands/registry';
import type { Db } from '../../db/client';
import { daysBeforeReference, seedUuid, type AreaSeed } from '../../db/seed';
import { subscriptions, type NewSubscription } from '../../db/schema';

/** One unlinked subscription of the table above. */
export interface UnlinkedSubscription {
  brandKey: BrandKey;
  subscriptionNumber: string;
  zipCode: string;
  title: string;
  productType: 'newspaper' | 'magazine' | 'digital';
  deliveryDays: number[];
  status: 'active' | 'suspended';
  /** An end date ten years after SEED_REFERENCE_DATE (status "ending"). */
  ending?: boolean;
  street: string;
  houseNumber: string;
  city: string;
  countryCode: 'NL' | 'BE';
  holder: [firstName: string, lastName: string];
  email: string;
  priceCents: number;
  billingPeriod: 'month' | 'quarter' | 'year';
  paymentMethod: 'direct_debit' | 'credit_card' | 'ideal' | 'invoice';
  startedDaysAgo: number;
}

export const UNLINKED_SUBSCRIPTIONS: readonly UnlinkedSubscription[] = [
  {
    brandKey: 'ad',
    subscriptionNumber: '100000001',
    zipCode: '3015 BH',
    title: 'AD Zaterdagkrant',
    productType: 'newspaper',
    deliveryDays: [6],
    status: 'active',
    ending: true,
    street: 'Nieuwe Binnenweg',
    houseNumber: '120',
    city: 'Rotterdam',
    countryCode: 'NL',
    holder: ['Jan', 'de Vries'],
    email: 'zaterdagkrant@example.nl',
    priceCents: 1650,
    billingPeriod: 'month',
    paymentMethod: 'invoice',
    startedDaysAgo: 400,
  },
  {
    brandKey: 'ad',
    subscriptionNumber: '100000002',
    zipCode: '1012 LG',
    title: 'AD Digitaal',
    productType: 'digital',
    deliveryDays: [],
    status: 'active',
    street: 'Damrak',
    houseNumber: '1',
    city: 'Amsterdam',
    countryCode: 'NL',
    holder: ['Kim', 'Bakker'],
    email: 'ad-digitaal@example.nl',
    priceCents: 1500,
    billingPeriod: 'month',
    paymentMethod: 'ideal',
    startedDaysAgo: 90,
  },
  {
    brandKey: 'ad',
    subscriptionNumber: '100000003',
    zipCode: '3511 AB',
    title: 'AD Krant maandag t/m zaterdag',
    productType: 'newspaper',
    deliveryDays: [1, 2, 3, 4, 5, 6],
    status: 'suspended',
    street: 'Oudegracht',
    houseNumber: '45',
    city: 'Utrecht',
    countryCode: 'NL',
    holder: ['Ruud', 'Meijer'],
    email: 'ad-krant@example.nl',
    priceCents: 11400,
    billingPeriod: 'quarter',
    paymentMethod: 'invoice',
    startedDaysAgo: 1200,
  },
  {
    brandKey: 'hln',
    subscriptionNumber: '200000001',
    zipCode: '2000',
    title: 'HLN Weekendkrant',
    productType: 'newspaper',
    deliveryDays: [6],
    status: 'active',
    ending: true,
    street: 'Meir',
    houseNumber: '12',
    city: 'Antwerpen',
    countryCode: 'BE',
    holder: ['An', 'Peeters'],
    email: 'weekendkrant@example.be',
    priceCents: 1799,
    billingPeriod: 'month',
    paymentMethod: 'invoice',
    startedDaysAgo: 300,
  },
  {
    brandKey: 'hln',
    subscriptionNumber: '200000002',
    zipCode: '9000',
    title: 'HLN Digitaal',
    productType: 'digital',
    deliveryDays: [],
    status: 'active',
    street: 'Korenmarkt',
    houseNumber: '8',
    city: 'Gent',
    countryCode: 'BE',
    holder: ['Jens', 'Maes'],
    email: 'hln-digitaal@example.be',
    priceCents: 1499,
    billingPeriod: 'month',
    paymentMethod: 'credit_card',
    startedDaysAgo: 60,
  },
  {
    brandKey: 'hln',
    subscriptionNumber: '200000003',
    zipCode: '3000',
    title: 'HLN Krant maandag t/m zaterdag',
    productType: 'newspaper',
    deliveryDays: [1, 2, 3, 4, 5, 6],
    status: 'suspended',
    street: 'Bondgenotenlaan',
    houseNumber: '30',
    city: 'Leuven',
    countryCode: 'BE',
    holder: ['Griet', 'Wouters'],
    email: 'hln-krant@example.be',
    priceCents: 39900,
    billingPeriod: 'year',
    paymentMethod: 'invoice',
    startedDaysAgo: 900,
  },
];

/** The row of an unlinked subscription. */
export function unlinkedSubscriptionRow(s: UnlinkedSubscription): NewSubscription {
  return {
    id: seedUuid(`unlinked-subscription:${s.brandKey}:${s.subscriptionNumber}`),
    accountId: null,
    brandKey: s.brandKey,
    subscriptionNumber: s.subscriptionNumber,
    productType: s.productType,
    title: s.title,
    deliveryDays: s.deliveryDays,
    status: s.status,
    startDate: daysBeforeReference(s.startedDaysAgo),
    endDate: s.ending ? daysBeforeReference(-3652) : null,
    priceCents: s.priceCents,
    billingPeriod: s.billingPeriod,
    digitalAccess: s.productType === 'digital',
    email: s.email,
    holderFirstName: s.holder[0],
    holderLastName: s.holder[1],
    holderPhoneNumber: null,
    street: s.street,
    houseNumber: s.houseNumber,
    houseNumberSuffix: null,
    zipCode: s.zipCode,
    city: s.city,
    countryCode: s.countryCode,
    paymentMethod: s.paymentMethod,
    paymentAccountMasked: s.paymentMethod === 'credit_card' ? '•••• 4242' : null,
    mandateReference: null,
  };
}

/** Inserts the unlinked subscriptions that are missing; answers how many it created. */
export async function seedUnlinkedSubscriptions(db: Db): Promise<number> {
  const created = await db
    .insert(subscriptions)
    .values(UNLINKED_SUBSCRIPTIONS.map(unlinkedSubscriptionRow))
    .onConflictDoNothing()
    .returning({ id: subscriptions.id });
  return created.length;
}

/** The subscriptions no account has linked yet (the publisher's records). */
export const areaSeed: AreaSeed = {
  order: 30,
  run: async (db) => {
    await seedUnlinkedSubscriptions(db);
  },
};
