/**
 * The moving service's rules and services (issue 11, DESIGN.md §5 "Moving house"): the new address (an NL address
 * found through the address-lookup port from postcode and house number, a BE address checked for form and postcode
 * range; a brand delivers only in its own country), the print subscriptions it applies to (every active print
 * subscription of the brand at the old address, which the user confirms), the effective date (at least 3 working
 * days and at most 6 months after today on the brand country's calendar), and the overview of planned moves.
 *
 * Every operation is scoped to the asking account and the request's brand: another account's subscription is
 * answered as NOT_FOUND. A submission carries the client's idempotency key: the same key again (a double click, a
 * retried request) answers the move it made the first time and never makes a second one.
 */
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { addressLine } from '../../shared/address';
import { today, type IsoDate } from '../../shared/dates';
import {
  addressCountryOf,
  addressLookupSchema,
  movingAddressSchema,
  MOVING_VIOLATIONS,
  submitMovingHouseSchema,
} from '../../shared/moving';
import { movingDateWindow } from '../../shared/moving-window';
import type { OwnerScope } from '../../shared/owner';
import { ok, refused, violationsOf, type Result, type Violation } from '../../shared/result';
import type { Db } from '../db/client';
import { movingHouseChanges, subscriptions, type MovingHouseChange, type Subscription } from '../db/schema';
import type { AddressLookup, FoundAddress } from '../ports/address-lookup';
import { sendMail } from '../ports/mail';
import { actOnce, findByIdempotencyKey, KEY_TAKEN } from './kit/idempotency';
import { notFound, ownedBy } from './kit/ownership';

const V = MOVING_VIOLATIONS;

/** A print subscription the move can apply to, with its current delivery address. */
export interface MovableSubscription {
  id: string;
  title: string;
  subscriptionNumber: string;
  productType: 'newspaper' | 'magazine';
  address: MovingAddress | null;
}

/** An address as the moving service stores and shows it. */
export interface MovingAddress {
  street: string;
  houseNumber: string;
  houseNumberSuffix: string | null;
  zipCode: string;
  city: string;
  countryCode: string;
}

/** One planned (or past) move of the overview (MovingHouseService). */
export interface MovingHouseService {
  id: string;
  effectiveDate: IsoDate;
  createdAt: Date;
  address: MovingAddress;
  subscriptions: Array<{ id: string; title: string; subscriptionNumber: string }>;
}

function addressOf(
  row: Pick<Subscription, 'street' | 'houseNumber' | 'houseNumberSuffix' | 'zipCode' | 'city' | 'countryCode'>,
): MovingAddress | null {
  if (!row.street || !row.houseNumber || !row.zipCode || !row.city) return null;
  return {
    street: row.street,
    houseNumber: row.houseNumber,
    houseNumberSuffix: row.houseNumberSuffix ?? null,
    zipCode: row.zipCode,
    city: row.city,
    countryCode: row.countryCode,
  };
}

/** A key that is equal for two ways of writing the same address (case, spaces, suffix dashes). */
function addressKey(address: MovingAddress | null): string {
  if (!address) return '';
  const clean = (value: string | null) => (value ?? '').replace(/[\s-]/g, '').toUpperCase();
  // A Belgian box number is written "bus 3" as often as "3".
  const suffix = clean(address.houseNumberSuffix).replace(/^BUS/, '');
  return [address.countryCode, address.zipCode, address.houseNumber, suffix].map(clean).join('|');
}

/** The account's active print subscriptions on the brand (newspaper or magazine), oldest first. */
export async function listMovableSubscriptions(db: Db, owner: OwnerScope): Promise<MovableSubscription[]> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        ownedBy(subscriptions, owner),
        eq(subscriptions.status, 'active'),
        inArray(subscriptions.productType, ['newspaper', 'magazine']),
      ),
    )
    .orderBy(asc(subscriptions.startDate), asc(subscriptions.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    subscriptionNumber: row.subscriptionNumber,
    productType: row.productType as 'newspaper' | 'magazine',
    address: addressOf(row),
  }));
}

/** The answer to an address lookup: the address found, or a refusal with its violation code. */
export type AddressLookupAnswer = Result<{ address: MovingAddress }>;

/**
 * Finds an NL address by postcode, house number and suffix (the journey's address step). On a BE brand there is no
 * lookup: the user types street and city, so this only checks the postcode and number.
 */
export async function lookupMovingAddress(
  lookup: AddressLookup,
  owner: Pick<OwnerScope, 'country'>,
  input: { postcode: string; houseNumber: string; suffix?: string | null },
): Promise<AddressLookupAnswer> {
  const country = addressCountryOf(owner.country);
  const parsed = addressLookupSchema(country).safeParse(input);
  if (!parsed.success) return refused(...violationsOf(parsed.error));
  if (country === 'BE') return refused({ code: V.countryNotDelivered, field: 'postcode' });
  const answer = await lookup.lookup(parsed.data.postcode, parsed.data.houseNumber, parsed.data.suffix);
  if (answer.status === 'unavailable') return refused({ code: V.lookupUnavailable, field: null });
  if (answer.status === 'not_found') return refused({ code: V.addressNotFound, field: 'postcode' });
  return ok({ address: toMovingAddress(answer.address) });
}

function toMovingAddress(address: FoundAddress): MovingAddress {
  return {
    street: address.street,
    houseNumber: address.houseNumber,
    houseNumberSuffix: address.houseNumberSuffix,
    zipCode: address.postcode,
    city: address.city,
    countryCode: 'NL',
  };
}

/** What `submitMovingHouseV2` takes (the GraphQL input). */
export interface SubmitMovingHouseInput {
  address: {
    postcode: string;
    houseNumber: string;
    suffix?: string | null;
    street?: string | null;
    city?: string | null;
    countryCode: string;
  };
  subscriptionIds: string[];
  confirmAllAtAddress: boolean;
  effectiveDate: string;
  idempotencyKey: string;
}

export interface MovingContext {
  lookup: AddressLookup;
  /** "Now" for the date rule (tests); the brand country's calendar date of it is "today". */
  now?: Date;
  /** For the confirmation mail: the account's address, the brand's name and the request's translator. */
  mail?: { to: string; brandName: string; t: (key: string, params?: Record<string, string | number>) => string };
}

export type SubmitMovingHouseResult = Result<{ move: MovingHouseService }>;

/**
 * Plans a move (`submitMovingHouseV2`). Checks, in this order, reporting every violation it can at once: the form of
 * each field; the subscriptions (each one the account's active print subscription on this brand, NOT_FOUND
 * otherwise; all of them at one old address, every print subscription there included, and confirmed); the new
 * address (found by the lookup in NL, not the old address). The same idempotency key answers the first move.
 */
export async function submitMovingHouse(
  db: Db,
  owner: OwnerScope,
  input: SubmitMovingHouseInput,
  context: MovingContext,
): Promise<SubmitMovingHouseResult> {
  const now = context.now ?? new Date();
  return actOnce<MovingHouseService, SubmitMovingHouseResult>({
    key: input?.idempotencyKey,
    earlier: (key) => findByKey(db, owner, key),
    replay: (move) => ok({ move }),
    conflict: () => refused({ code: 'GENERIC-ERROR' }),
    act: () => planMove(db, owner, input, context, now),
  });
}

/** The checks and the insert of {@link submitMovingHouse}; KEY_TAKEN when a concurrent request with the key won. */
async function planMove(
  db: Db,
  owner: OwnerScope,
  input: SubmitMovingHouseInput,
  context: MovingContext,
  now: Date,
): Promise<SubmitMovingHouseResult | typeof KEY_TAKEN> {
  const country = addressCountryOf(owner.country);
  const violations: Violation[] = [];
  const rest = submitMovingHouseSchema(movingDateWindow(owner.country, now)).safeParse(input);
  if (!rest.success) violations.push(...violationsOf(rest.error));
  const rawAddress = (input?.address ?? {}) as SubmitMovingHouseInput['address'];
  if (typeof rawAddress.countryCode === 'string' && rawAddress.countryCode.toUpperCase() !== country) {
    violations.push({ code: V.countryNotDelivered, field: 'countryCode' });
  }
  const address = movingAddressSchema(country).safeParse({ ...rawAddress, countryCode: country });
  if (!address.success) violations.push(...violationsOf(address.error));

  // The subscriptions: only the account's own print subscriptions on this brand exist for this request.
  const movable = await listMovableSubscriptions(db, owner);
  const chosenIds = rest.success ? [...new Set(rest.data.subscriptionIds)] : [];
  const chosen = chosenIds.map((id) => movable.find((subscription) => subscription.id === id));
  if (chosen.some((subscription) => subscription === undefined)) {
    return notFound('subscriptionIds');
  }
  const found = chosen as MovableSubscription[];
  const oldKeys = new Set(found.map((subscription) => addressKey(subscription.address)));
  if (rest.success) {
    if (oldKeys.size > 1) violations.push({ code: V.subscriptionsIncomplete, field: 'subscriptionIds' });
    else {
      const atOldAddress = movable.filter((subscription) => oldKeys.has(addressKey(subscription.address)));
      if (atOldAddress.length > found.length) {
        violations.push({ code: V.subscriptionsIncomplete, field: 'subscriptionIds' });
      }
    }
  }
  if (violations.length > 0 || !rest.success || !address.success) return refused(...violations);

  let newAddress: MovingAddress;
  if (country === 'NL') {
    const answer = await context.lookup.lookup(address.data.postcode, address.data.houseNumber, address.data.suffix);
    if (answer.status === 'unavailable') return refused({ code: V.lookupUnavailable, field: null });
    if (answer.status === 'not_found') return refused({ code: V.addressNotFound, field: 'postcode' });
    newAddress = toMovingAddress(answer.address);
  } else {
    newAddress = {
      street: address.data.street as string,
      houseNumber: address.data.houseNumber,
      houseNumberSuffix: address.data.suffix,
      zipCode: address.data.postcode,
      city: address.data.city as string,
      countryCode: 'BE',
    };
  }
  if (oldKeys.has(addressKey(newAddress))) return refused({ code: V.sameAddress, field: 'postcode' });

  const inserted = await db
    .insert(movingHouseChanges)
    .values({
      accountId: owner.accountId,
      brandKey: owner.brandKey,
      effectiveDate: rest.data.effectiveDate,
      subscriptionIds: found.map((subscription) => subscription.id),
      street: newAddress.street,
      houseNumber: newAddress.houseNumber,
      houseNumberSuffix: newAddress.houseNumberSuffix,
      zipCode: newAddress.zipCode,
      city: newAddress.city,
      countryCode: newAddress.countryCode,
      idempotencyKey: rest.data.idempotencyKey,
    })
    .onConflictDoNothing({ target: [movingHouseChanges.accountId, movingHouseChanges.idempotencyKey] })
    .returning();
  const row = inserted[0];
  if (!row) return KEY_TAKEN;
  const move = toService(row, movable);
  if (context.mail) await sendConfirmation(db, owner, move, context.mail);
  return ok({ move });
}

async function findByKey(db: Db, owner: OwnerScope, key: string): Promise<MovingHouseService | undefined> {
  const row = await findByIdempotencyKey(db, movingHouseChanges, owner, key);
  if (!row) return undefined;
  return toService(row, await subscriptionsOf(db, owner.accountId, row.subscriptionIds));
}

async function subscriptionsOf(db: Db, accountId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: subscriptions.id, title: subscriptions.title, subscriptionNumber: subscriptions.subscriptionNumber })
    .from(subscriptions)
    .where(and(eq(subscriptions.accountId, accountId), inArray(subscriptions.id, [...ids])));
}

function toService(
  row: MovingHouseChange,
  known: ReadonlyArray<{ id: string; title: string; subscriptionNumber: string }>,
): MovingHouseService {
  return {
    id: row.id,
    effectiveDate: row.effectiveDate,
    createdAt: row.createdAt,
    address: {
      street: row.street,
      houseNumber: row.houseNumber,
      houseNumberSuffix: row.houseNumberSuffix,
      zipCode: row.zipCode,
      city: row.city,
      countryCode: row.countryCode,
    },
    subscriptions: row.subscriptionIds.flatMap((id) => {
      const subscription = known.find((candidate) => candidate.id === id);
      return subscription
        ? [{ id: subscription.id, title: subscription.title, subscriptionNumber: subscription.subscriptionNumber }]
        : [];
    }),
  };
}

/** The overview (MovingHouseServicesOverview): the account's moves on this brand that are not cancelled. */
export interface MovingHouseServicesOverview {
  /** Moves whose date is today or later, soonest first. */
  planned: MovingHouseService[];
  /** Moves whose date has passed, most recent first (at most 10). */
  past: MovingHouseService[];
  /** The print subscriptions a new move would apply to. */
  subscriptions: MovableSubscription[];
  /** The window of effective dates a new move may have. */
  earliestDate: IsoDate;
  latestDate: IsoDate;
}

export async function movingOverview(
  db: Db,
  owner: OwnerScope,
  now: Date = new Date(),
): Promise<MovingHouseServicesOverview> {
  const rows = await db
    .select()
    .from(movingHouseChanges)
    .where(and(ownedBy(movingHouseChanges, owner), isNull(movingHouseChanges.cancelledAt)))
    .orderBy(asc(movingHouseChanges.effectiveDate), desc(movingHouseChanges.createdAt))
    .limit(200);
  const ids = [...new Set(rows.flatMap((row) => row.subscriptionIds))];
  const known = await subscriptionsOf(db, owner.accountId, ids);
  const services = rows.map((row) => toService(row, known));
  const window = movingDateWindow(owner.country, now);
  const current = today(owner.country, now);
  return {
    planned: services.filter((service) => service.effectiveDate >= current),
    past: services
      .filter((service) => service.effectiveDate < current)
      .reverse()
      .slice(0, 10),
    subscriptions: await listMovableSubscriptions(db, owner),
    earliestDate: window.earliest,
    latestDate: window.latest,
  };
}

async function sendConfirmation(
  db: Db,
  owner: OwnerScope,
  move: MovingHouseService,
  mail: NonNullable<MovingContext['mail']>,
): Promise<void> {
  const address = addressLine(move.address);
  await sendMail(db, {
    brandKey: owner.brandKey,
    to: mail.to,
    subject: mail.t('moving.mail.subject', { brand: mail.brandName }),
    text: mail.t('moving.mail.text', {
      brand: mail.brandName,
      date: move.effectiveDate.split('-').reverse().join('-'),
      address,
      subscriptions: move.subscriptions.map((subscription) => subscription.title).join(', '),
    }),
  });
}
