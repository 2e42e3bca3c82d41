/**
 * The moving service: the new address (an NL address found through the address-lookup port from postcode and house
 * number, a BE address checked for form and postcode range; a brand delivers only in its own country), the print
 * subscriptions it applies to (every active print subscription of the brand at the old address, which the user
 * confirms), the effective date (between the brand's lead in working days and its horizon in months after today, on
 * the brand country's calendar), and the overview of planned moves.
 *
 * Every operation is scoped to the asking account and the request's brand: another account's subscription is
 * answered as NOT_FOUND. A submission carries the client's idempotency key: the same key again (a double click, a
 * retried request) answers the move it made the first time and never makes a second one.
 *
 * The rules without a database are ./rules.ts, the queries ./storage.ts, the mail ./notifications.ts.
 */
import { completeAddress } from '../../../shared/address';
import type { IsoDate } from '../../../shared/dates';
import {
  addressCountryOf,
  addressLookupSchema,
  movingAddressSchema,
  MOVING_VIOLATIONS,
  submitMovingHouseSchema,
} from '../../../shared/moving';
import type { OwnerScope } from '../../../shared/owner';
import { ok, refused, violationsOf, type Result, type Violation } from '../../../shared/result';
import type { Db } from '../../db/client';
import type { AddressLookup, FoundAddress } from '../../ports/address-lookup';
import { actOnce, KEY_TAKEN } from '../kit/idempotency';
import { notFound } from '../kit/ownership';
import { sendMovingConfirmation, type MovingMail } from './notifications';
import {
  dateWindowOf,
  isSameAddress,
  splitMoves,
  subscriptionsViolation,
  toService,
  type MovableSubscription,
  type MovingAddress,
  type MovingHouseService,
} from './rules';
import { insertMove, movableSubscriptionRows, moveByKey, movedSubscriptions, ownMoves } from './storage';

export type { MovingMail } from './notifications';
export type { MovableSubscription, MovingAddress, MovingHouseService } from './rules';

const V = MOVING_VIOLATIONS;

/** The account's active print subscriptions on the brand (newspaper or magazine), oldest first. */
export async function listMovableSubscriptions(db: Db, owner: OwnerScope): Promise<MovableSubscription[]> {
  return (await movableSubscriptionRows(db, owner)).map((row) => ({
    id: row.id,
    title: row.title,
    subscriptionNumber: row.subscriptionNumber,
    productType: row.productType as 'newspaper' | 'magazine',
    address: completeAddress(row),
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
  mail?: MovingMail;
}

export type SubmitMovingHouseResult = Result<{ move: MovingHouseService }>;

/** The owner's move made with `key`, as the screens show it. */
async function findByKey(db: Db, owner: OwnerScope, key: string): Promise<MovingHouseService | undefined> {
  const row = await moveByKey(db, owner, key);
  if (!row) return undefined;
  return toService(row, await movedSubscriptions(db, owner, row.subscriptionIds));
}

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
  const rest = submitMovingHouseSchema(dateWindowOf(owner, now)).safeParse(input);
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
  if (chosen.some((subscription) => subscription === undefined)) return notFound('subscriptionIds');
  const found = chosen as MovableSubscription[];
  if (rest.success) {
    const incomplete = subscriptionsViolation(found, movable);
    if (incomplete) violations.push(incomplete);
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
  if (isSameAddress(newAddress, found)) return refused({ code: V.sameAddress, field: 'postcode' });

  const row = await insertMove(db, {
    accountId: owner.accountId,
    brandKey: owner.brandKey,
    effectiveDate: rest.data.effectiveDate,
    subscriptionIds: found.map((subscription) => subscription.id),
    ...newAddress,
    idempotencyKey: rest.data.idempotencyKey,
  });
  if (!row) return KEY_TAKEN;
  const move = toService(row, movable);
  if (context.mail) await sendMovingConfirmation(db, owner.brandKey, move, context.mail);
  return ok({ move });
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
  const rows = await ownMoves(db, owner);
  const known = await movedSubscriptions(db, owner, [...new Set(rows.flatMap((row) => row.subscriptionIds))]);
  const window = dateWindowOf(owner, now);
  return {
    ...splitMoves(
      rows.map((row) => toService(row, known)),
      owner,
      now,
    ),
    subscriptions: await listMovableSubscriptions(db, owner),
    earliestDate: window.earliest,
    latestDate: window.latest,
  };
}
