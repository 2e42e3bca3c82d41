/**
 * The holiday service: a delivery suspension or a temporary delivery address for one print subscription, from a first
 * to a last day. On the brand country's calendar (NL or BE public holidays, "today" in its time zone) and with the
 * brand's numbers from the capability table (src/shared/product.ts): a period starts at least the lead's working days
 * after today; lasts from the shortest to the longest period; a subscription has at most the yearly maximum of such
 * days per calendar year; two periods of one subscription never overlap; a period can be cancelled until the
 * cancellation lead's working days before its start; once started only its end date can be brought forward (not
 * before today). Digital access is not touched: only the delivery of print stops or goes elsewhere.
 *
 * Every operation is scoped to the asking account and the request's brand: another account's subscription or event
 * is answered as NOT_FOUND. A submission carries the client's idempotency key: the same key again (a double click, a
 * retried request) answers the event it made the first time and never makes a second one. Submissions of one
 * subscription are serialised by a row lock, so two at once cannot both take the last free days.
 *
 * The rules without a database are ./rules.ts, the queries ./storage.ts, the mail ./notifications.ts.
 */
import { today, type IsoDate } from '../../../shared/dates';
import {
  holidayAddressSchema,
  HOLIDAY_VIOLATIONS,
  newEndDateSchema,
  suspendDeliverySchema,
  type HolidayKind,
  type HolidayPeriod,
  type YearUsage,
} from '../../../shared/holiday';
import { holidayStartWindow } from '../../../shared/holiday-window';
import { isIdempotencyKey } from '../../../shared/idempotency';
import { addressCountryOf } from '../../../shared/moving-codes';
import type { OwnerScope } from '../../../shared/owner';
import { holidayRules } from '../../../shared/product';
import { ok, refused, violationsOf, type Result, type Violation } from '../../../shared/result';
import type { Db } from '../../db/client';
import { actOnce, KEY_TAKEN } from '../kit/idempotency';
import { notFound } from '../kit/ownership';
import { sendHolidayConfirmation, type HolidayMail } from './notifications';
import {
  firstOfYear,
  groupEvents,
  isHolidayProduct,
  toEvent,
  toSubscription,
  windowOf,
  type EventSubscription,
  type HolidayEvent,
  type HolidaySubscription,
} from './rules';
import {
  changeByKey,
  eventSubscription,
  eventSubscriptions,
  insertChange,
  lockSubscription,
  markCancelled,
  moveEndDate,
  ownChange,
  ownChanges,
  periodsOf,
} from './storage';
import { activeOwnSubscriptions, activeOwnSubscriptionsOf } from '../subscriptions/storage';

export type { HolidayMail } from './notifications';
export type { HolidayAddress, HolidayEvent, HolidayStatus, HolidaySubscription } from './rules';

const V = HOLIDAY_VIOLATIONS;

/** The account's active print subscriptions on the brand (newspaper or magazine). */
export async function listHolidaySubscriptions(db: Db, owner: OwnerScope): Promise<HolidaySubscription[]> {
  return (await activeOwnSubscriptionsOf(db, owner)).filter(isHolidayProduct).map(toSubscription);
}

/** What a new period of one subscription may be (the window the island's calendar and the server both use). */
export interface HolidaySubscriptionOptions extends HolidaySubscription {
  taken: HolidayPeriod[];
  usedDays: YearUsage[];
}

export interface HolidayOptions {
  earliestStart: IsoDate;
  latestStart: IsoDate;
  subscriptions: HolidaySubscriptionOptions[];
}

/** The options of a new period for each print subscription (`holidayOptions`). */
export async function holidayOptions(db: Db, owner: OwnerScope, now: Date = new Date()): Promise<HolidayOptions> {
  const rules = holidayRules(owner.brandKey);
  const start = holidayStartWindow(owner.country, now, rules);
  const print = (await activeOwnSubscriptionsOf(db, owner)).filter(isHolidayProduct);
  const periods = await periodsOf(
    db,
    owner.accountId,
    print.map((row) => row.id),
    firstOfYear(today(owner.country, now)),
  );
  return {
    earliestStart: start.earliest,
    latestStart: start.latest,
    subscriptions: print.map((row) => {
      const window = windowOf(periods.get(row.id) ?? [], start, rules);
      return { ...toSubscription(row), taken: [...window.taken], usedDays: [...window.usedDays] };
    }),
  };
}

/** What `suspendDeliveryV2` takes. */
export interface SuspendDeliveryInput {
  subscriptionId: string;
  startDate: string;
  endDate: string;
  idempotencyKey: string;
}

/** What `submitTemporaryDeliveryAddressV2` takes. */
export interface TemporaryAddressInput extends SuspendDeliveryInput {
  address: {
    postcode: string;
    houseNumber: string;
    suffix?: string | null;
    street: string;
    city: string;
    countryCode: string;
  };
}

export interface HolidayContext {
  /** "Now" for the date rules (tests); the brand country's calendar date of it is "today". */
  now?: Date;
  /** For the confirmation mail: the account's address, the brand's name, the request's translator and language. */
  mail?: HolidayMail;
}

export type HolidayChangeResult = Result<{ change: HolidayEvent }>;

/** The owner's event made with `key`, as the screens show it. */
async function eventByKey(db: Db, owner: OwnerScope, key: string, now: Date): Promise<HolidayEvent | undefined> {
  const row = await changeByKey(db, owner, key);
  if (!row) return undefined;
  return toEvent(row, await eventSubscription(db, owner, row.subscriptionId), owner, now);
}

/**
 * Plans a suspension or a temporary address. Checks, reporting every violation it can at once: the form of each
 * field; the subscription (the account's own active subscription on this brand, NOT_FOUND otherwise; a print one);
 * the period against the window (the lead, the shortest and longest period, no overlap, the yearly maximum); the
 * address (temporary address only). The same idempotency key answers the first event.
 */
async function createChange(
  db: Db,
  owner: OwnerScope,
  kind: HolidayKind,
  input: SuspendDeliveryInput | TemporaryAddressInput,
  context: HolidayContext,
): Promise<HolidayChangeResult> {
  const now = context.now ?? new Date();
  const key: unknown = input?.idempotencyKey;
  return actOnce<HolidayEvent, HolidayChangeResult>({
    key,
    earlier: (valid) => eventByKey(db, owner, valid, now),
    replay: (change) => ok({ change }),
    conflict: () => refused({ code: 'GENERIC-ERROR' }),
    act: async () => {
      const violations: Violation[] = [];
      const country = addressCountryOf(owner.country);
      let address: ReturnType<ReturnType<typeof holidayAddressSchema>['parse']> | undefined;
      if (kind === 'temporary_address') {
        const raw = ((input as TemporaryAddressInput)?.address ?? {}) as TemporaryAddressInput['address'];
        if (typeof raw.countryCode === 'string' && raw.countryCode.toUpperCase() !== country) {
          violations.push({ code: V.countryNotDelivered, field: 'countryCode' });
        }
        const parsed = holidayAddressSchema(country).safeParse({ ...raw, countryCode: country });
        if (parsed.success) address = parsed.data;
        else violations.push(...violationsOf(parsed.error));
      }

      const rules = holidayRules(owner.brandKey);
      const start = holidayStartWindow(owner.country, now, rules);
      const outcome = await db.transaction(async (tx) => {
        const own = await activeOwnSubscriptions(tx, owner);
        const subscription = own.find((row) => row.id === input?.subscriptionId);
        if (!subscription) return notFound('subscriptionId');
        if (!isHolidayProduct(subscription)) return refused({ code: V.notPrint, field: 'subscriptionId' });
        // One submission at a time per subscription: the lock keeps two at once from both taking the same days.
        await lockSubscription(tx, subscription.id);
        // A concurrent request with the same key may have committed while this one waited for the lock: its event
        // is the answer (checked before the window, which now holds that event's days).
        if (isIdempotencyKey(key) && (await changeByKey(tx, owner, key))) return KEY_TAKEN;
        const periods = (
          await periodsOf(tx, owner.accountId, [subscription.id], firstOfYear(today(owner.country, now)))
        ).get(subscription.id);
        const parsed = suspendDeliverySchema(windowOf(periods ?? [], start, rules)).safeParse(input);
        if (!parsed.success) violations.push(...violationsOf(parsed.error));
        if (violations.length > 0 || !parsed.success) return refused(...violations);

        const row = await insertChange(tx, {
          accountId: owner.accountId,
          subscriptionId: subscription.id,
          brandKey: owner.brandKey,
          kind,
          startDate: parsed.data.startDate,
          endDate: parsed.data.endDate,
          ...(address
            ? {
                street: address.street,
                houseNumber: address.houseNumber,
                houseNumberSuffix: address.suffix,
                zipCode: address.postcode,
                city: address.city,
                countryCode: country,
              }
            : {}),
          idempotencyKey: parsed.data.idempotencyKey,
        });
        return row ? ok({ change: toEvent(row, subscription, owner, now) }) : KEY_TAKEN;
      });
      if (outcome !== KEY_TAKEN && outcome.ok && context.mail) {
        await sendHolidayConfirmation(db, owner.brandKey, outcome.change, context.mail);
      }
      return outcome;
    },
  });
}

/** The submission of one kind of event, with that kind's input. */
function submissionOf<Input extends SuspendDeliveryInput | TemporaryAddressInput>(kind: HolidayKind) {
  return (db: Db, owner: OwnerScope, input: Input, context: HolidayContext = {}): Promise<HolidayChangeResult> =>
    createChange(db, owner, kind, input, context);
}

/** `suspendDeliveryV2`: stops the delivery of a print subscription for a period. */
export const suspendDelivery = submissionOf<SuspendDeliveryInput>('suspension');

/** `submitTemporaryDeliveryAddressV2`: delivers a print subscription to another address for a period. */
export const submitTemporaryAddress = submissionOf<TemporaryAddressInput>('temporary_address');

/**
 * Cancels a planned event (`cancelTemporaryDeliveryAddressV2`, `cancelDeliverySuspensionV2`) until the cancellation
 * lead before its start. Cancelling one that is already cancelled answers it as it is (a retried request).
 */
export async function cancelHolidayChange(
  db: Db,
  owner: OwnerScope,
  kind: HolidayKind,
  changeId: string,
  now: Date = new Date(),
): Promise<HolidayChangeResult> {
  const row = await ownChange(db, owner, changeId, kind);
  if (!row) return notFound('changeId');
  const summary = await eventSubscription(db, owner, row.subscriptionId);
  const event = toEvent(row, summary, owner, now);
  if (row.cancelledAt) return ok({ change: event });
  if (event.status !== 'planned') return refused({ code: V.notActive, field: 'changeId' });
  if (!event.cancellable) return refused({ code: V.cancelTooLate, field: 'changeId' });
  const latest = (await markCancelled(db, row.id, now)) ?? (await ownChange(db, owner, changeId, kind)) ?? row;
  return ok({ change: toEvent(latest, summary, owner, now) });
}

/**
 * Brings the end date of a started event forward (`bringHolidayEndDateForward`): the new last day lies between today
 * and the current last day (exclusive). A period that has not started is cancelled instead, within its window.
 */
export async function bringEndDateForward(
  db: Db,
  owner: OwnerScope,
  input: { changeId: string; endDate: string },
  now: Date = new Date(),
): Promise<HolidayChangeResult> {
  // Another account's event is answered exactly like one that does not exist, whatever the date says.
  const row =
    (await ownChange(db, owner, input?.changeId, 'suspension')) ??
    (await ownChange(db, owner, input?.changeId, 'temporary_address'));
  if (!row) return notFound('changeId');
  const parsed = newEndDateSchema.safeParse(input);
  if (!parsed.success) return refused(...violationsOf(parsed.error));
  const summary = await eventSubscription(db, owner, row.subscriptionId);
  const event = toEvent(row, summary, owner, now);
  if (event.status === 'planned') return refused({ code: V.notStarted, field: 'endDate' });
  if (event.status !== 'current') return refused({ code: V.notActive, field: 'changeId' });
  const current = today(owner.country, now);
  const endDate = parsed.data.endDate;
  if (endDate < current) return refused({ code: V.endInPast, field: 'endDate' });
  if (endDate >= row.endDate) {
    return endDate === row.endDate ? ok({ change: event }) : refused({ code: V.endNotEarlier, field: 'endDate' });
  }
  const updated = await moveEndDate(db, row.id, endDate);
  if (!updated) return refused({ code: V.notActive, field: 'changeId' });
  return ok({ change: toEvent(updated, summary, owner, now) });
}

/** The overview (HolidayServicesOverview): the account's events on this brand and its print subscriptions. */
export interface HolidayServicesOverview {
  /** Running today, soonest end first. */
  current: HolidayEvent[];
  /** Starting after today, soonest first. */
  planned: HolidayEvent[];
  /** Over or cancelled, most recent first (at most 10). */
  past: HolidayEvent[];
  subscriptions: HolidaySubscription[];
}

export async function holidayOverview(
  db: Db,
  owner: OwnerScope,
  now: Date = new Date(),
): Promise<HolidayServicesOverview> {
  const rows = await ownChanges(db, owner);
  const own = await activeOwnSubscriptionsOf(db, owner);
  // An event shows its subscription as the owner's active ones on the brand already hold it; only one that is not
  // among them any more (ended, moved) is read again, so the common overview is two statements.
  const known = new Map<string, EventSubscription>(own.map((row) => [row.id, row]));
  const missing = [...new Set(rows.map((row) => row.subscriptionId))].filter((id) => !known.has(id));
  for (const [id, summary] of await eventSubscriptions(db, owner, missing)) known.set(id, summary);
  const events = rows.map((row) =>
    toEvent(
      row,
      known.get(row.subscriptionId) ?? { id: row.subscriptionId, title: '', subscriptionNumber: '', deliveryDays: [] },
      owner,
      now,
    ),
  );
  return { ...groupEvents(events), subscriptions: own.filter(isHolidayProduct).map(toSubscription) };
}

/** One event by its changeId (HolidayServiceTemporaryAddress/…, HolidayServiceDeliverySuspension/…). */
export async function findHolidayChange(
  db: Db,
  owner: OwnerScope,
  kind: HolidayKind,
  changeId: string,
  now: Date = new Date(),
): Promise<HolidayEvent | null> {
  const row = await ownChange(db, owner, changeId, kind);
  if (!row) return null;
  return toEvent(row, await eventSubscription(db, owner, row.subscriptionId), owner, now);
}
