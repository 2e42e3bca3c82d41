/**
 * The holiday service's rules and services (issue 11, DESIGN.md §5 "Holiday service"): a delivery suspension or a
 * temporary delivery address for one print subscription, from a first to a last day. On the brand country's
 * calendar (NL or BE public holidays from src/shared/working-days.ts, "today" in its time zone): a period starts at least 3
 * working days after today; lasts 1 to 90 days; a subscription has at most 90 such days per calendar year; two
 * periods of one subscription never overlap; a period can be cancelled until 3 working days before its start; once
 * started only its end date can be brought forward (not before today). Digital access is not touched: only the
 * delivery of print stops or goes elsewhere.
 *
 * Every operation is scoped to the asking account and the request's brand: another account's subscription or event
 * is answered as NOT_FOUND. A submission carries the client's idempotency key: the same key again (a double click, a
 * retried request) answers the event it made the first time and never makes a second one. Submissions of one
 * subscription are serialised by a row lock, so two at once cannot both take the last free days.
 */
import { and, asc, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import { addDays, today, type Country, type IsoDate } from '../../shared/dates';
import {
  holidayAddressSchema,
  HOLIDAY_VIOLATIONS,
  newEndDateSchema,
  suspendDeliverySchema,
  usageOf,
  type HolidayKind,
  type HolidayPeriod,
  type HolidayWindow,
  type YearUsage,
} from '../../shared/holiday';
import { cancelDeadline, holidayStartWindow, missedDeliveryDays } from '../../shared/holiday-window';
import { addressCountryOf } from '../../shared/moving-codes';
import { addressLine } from '../../shared/address';
import { isIdempotencyKey } from '../../shared/idempotency';
import type { OwnerScope } from '../../shared/owner';
import { ok, refused, violationsOf, type Result, type Violation } from '../../shared/result';
import type { Db } from '../db/client';
import { holidayChanges, subscriptions, type HolidayChange, type Subscription } from '../db/schema';
import { sendMail } from '../ports/mail';
import { actOnce, findByIdempotencyKey, KEY_TAKEN } from './kit/idempotency';
import { findOwned, notFound, type Queryable } from './kit/ownership';

const V = HOLIDAY_VIOLATIONS;

/** An address as the holiday service stores and shows it. */
export interface HolidayAddress {
  street: string;
  houseNumber: string;
  houseNumberSuffix: string | null;
  zipCode: string;
  city: string;
  countryCode: string;
}

/** A print subscription a holiday event can be for. */
export interface HolidaySubscription {
  id: string;
  title: string;
  subscriptionNumber: string;
  productType: 'newspaper' | 'magazine';
  /** Whether the subscription includes reading online (which continues during a suspension). */
  digitalAccess: boolean;
  address: HolidayAddress | null;
}

/** Where an event stands today. */
export type HolidayStatus = 'planned' | 'current' | 'past' | 'cancelled';

/** One event (HolidayServiceTemporaryAddress or HolidayServiceDeliverySuspension; its id is the changeId). */
export interface HolidayEvent {
  changeId: string;
  kind: HolidayKind;
  subscription: { id: string; title: string; subscriptionNumber: string };
  startDate: IsoDate;
  endDate: IsoDate;
  status: HolidayStatus;
  /** The last day it can be cancelled (3 working days before the start). */
  cancelDeadline: IsoDate;
  cancellable: boolean;
  /** Started and not yet over: the end date can be brought forward to `earliestEndDate` at the earliest. */
  endDateChangeable: boolean;
  earliestEndDate: IsoDate | null;
  /** The temporary address (temporary_address only). */
  address: HolidayAddress | null;
  /**
   * The delivery days a suspension leaves out, by which the subscription is extended (DESIGN.md §5); 0 for a
   * temporary address and for a cancelled suspension. Worked out from the stored period and the subscription's
   * delivery schedule, so bringing the end forward shortens it too.
   */
  extensionDays: number;
  createdAt: Date;
  cancelledAt: Date | null;
}

function addressOf(
  row: Pick<Subscription, 'street' | 'houseNumber' | 'houseNumberSuffix' | 'zipCode' | 'city' | 'countryCode'>,
): HolidayAddress | null {
  if (!row.street || !row.houseNumber || !row.zipCode || !row.city || !row.countryCode) return null;
  return {
    street: row.street,
    houseNumber: row.houseNumber,
    houseNumberSuffix: row.houseNumberSuffix ?? null,
    zipCode: row.zipCode,
    city: row.city,
    countryCode: row.countryCode,
  };
}

function toSubscription(row: Subscription): HolidaySubscription {
  return {
    id: row.id,
    title: row.title,
    subscriptionNumber: row.subscriptionNumber,
    productType: row.productType as 'newspaper' | 'magazine',
    digitalAccess: row.digitalAccess,
    address: addressOf(row),
  };
}

/** The account's active subscriptions on the brand, oldest first (digital ones included). */
async function ownSubscriptions(db: Queryable, owner: OwnerScope): Promise<Subscription[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.accountId, owner.accountId),
        eq(subscriptions.brandKey, owner.brandKey),
        eq(subscriptions.status, 'active'),
      ),
    )
    .orderBy(asc(subscriptions.startDate), asc(subscriptions.id));
}

function isPrint(row: Pick<Subscription, 'productType'>): boolean {
  return row.productType === 'newspaper' || row.productType === 'magazine';
}

/** The account's active print subscriptions on the brand (newspaper or magazine). */
export async function listHolidaySubscriptions(db: Db, owner: OwnerScope): Promise<HolidaySubscription[]> {
  return (await ownSubscriptions(db, owner)).filter(isPrint).map(toSubscription);
}

/** The periods of the subscriptions that count (not cancelled, ending this year or later), by subscription. */
async function periodsOf(
  db: Queryable,
  subscriptionIds: readonly string[],
  fromDate: IsoDate,
): Promise<Map<string, Array<HolidayPeriod & { id: string }>>> {
  const result = new Map<string, Array<HolidayPeriod & { id: string }>>();
  if (subscriptionIds.length === 0) return result;
  const rows = await db
    .select({
      id: holidayChanges.id,
      subscriptionId: holidayChanges.subscriptionId,
      startDate: holidayChanges.startDate,
      endDate: holidayChanges.endDate,
    })
    .from(holidayChanges)
    .where(
      and(
        inArray(holidayChanges.subscriptionId, [...subscriptionIds]),
        isNull(holidayChanges.cancelledAt),
        gte(holidayChanges.endDate, fromDate),
      ),
    )
    .orderBy(asc(holidayChanges.startDate));
  for (const row of rows) {
    const list = result.get(row.subscriptionId) ?? [];
    list.push({ id: row.id, startDate: row.startDate, endDate: row.endDate });
    result.set(row.subscriptionId, list);
  }
  return result;
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

function firstOfYear(date: IsoDate): IsoDate {
  return `${date.slice(0, 4)}-01-01`;
}

function windowOf(periods: readonly HolidayPeriod[], start: { earliest: IsoDate; latest: IsoDate }): HolidayWindow {
  const taken = periods.map(({ startDate, endDate }) => ({ startDate, endDate }));
  return { earliestStart: start.earliest, latestStart: start.latest, taken, usedDays: usageOf(taken) };
}

/** The options of a new period for each print subscription (`holidayOptions`). */
export async function holidayOptions(db: Db, owner: OwnerScope, now: Date = new Date()): Promise<HolidayOptions> {
  const start = holidayStartWindow(owner.country, now);
  const print = (await ownSubscriptions(db, owner)).filter(isPrint);
  const periods = await periodsOf(
    db,
    print.map((row) => row.id),
    firstOfYear(today(owner.country, now)),
  );
  return {
    earliestStart: start.earliest,
    latestStart: start.latest,
    subscriptions: print.map((row) => {
      const window = windowOf(periods.get(row.id) ?? [], start);
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
  mail?: {
    to: string;
    brandName: string;
    t: (key: string, params?: Record<string, string | number>) => string;
  };
}

export type HolidayChangeResult = Result<{ change: HolidayEvent }>;

/** What an event needs to know of its subscription. */
interface EventSubscription {
  id: string;
  title: string;
  subscriptionNumber: string;
  deliveryDays: readonly number[];
}

function toEvent(row: HolidayChange, subscription: EventSubscription, country: Country, now: Date): HolidayEvent {
  const current = today(country, now);
  const status: HolidayStatus = row.cancelledAt
    ? 'cancelled'
    : row.endDate < current
      ? 'past'
      : row.startDate <= current
        ? 'current'
        : 'planned';
  const deadline = cancelDeadline(row.startDate, country);
  const endDateChangeable = status === 'current' && row.endDate > current;
  return {
    changeId: row.id,
    kind: row.kind,
    subscription: {
      id: subscription.id,
      title: subscription.title,
      subscriptionNumber: subscription.subscriptionNumber,
    },
    startDate: row.startDate,
    endDate: row.endDate,
    status,
    cancelDeadline: deadline,
    cancellable: status === 'planned' && current <= deadline,
    endDateChangeable,
    earliestEndDate: endDateChangeable ? current : null,
    address:
      row.kind === 'temporary_address' && row.street && row.houseNumber && row.zipCode && row.city
        ? {
            street: row.street,
            houseNumber: row.houseNumber,
            houseNumberSuffix: row.houseNumberSuffix,
            zipCode: row.zipCode,
            city: row.city,
            countryCode: row.countryCode ?? addressCountryOf(country),
          }
        : null,
    extensionDays:
      row.kind === 'suspension' && !row.cancelledAt
        ? missedDeliveryDays(row.startDate, row.endDate, subscription.deliveryDays, country)
        : 0,
    createdAt: row.createdAt,
    cancelledAt: row.cancelledAt,
  };
}

async function subscriptionSummary(db: Queryable, owner: OwnerScope, id: string): Promise<EventSubscription> {
  const [row] = await db
    .select({
      id: subscriptions.id,
      title: subscriptions.title,
      subscriptionNumber: subscriptions.subscriptionNumber,
      deliveryDays: subscriptions.deliveryDays,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.accountId, owner.accountId)));
  return row ?? { id, title: '', subscriptionNumber: '', deliveryDays: [] };
}

async function findByKey(db: Queryable, owner: OwnerScope, key: string, now: Date): Promise<HolidayEvent | undefined> {
  const row = await findByIdempotencyKey(db, holidayChanges, owner, key);
  if (!row) return undefined;
  return toEvent(row, await subscriptionSummary(db, owner, row.subscriptionId), owner.country, now);
}

/**
 * Plans a suspension or a temporary address. Checks, reporting every violation it can at once: the form of each
 * field; the subscription (the account's own active subscription on this brand, NOT_FOUND otherwise; a print one);
 * the period against the window (start at least 3 working days ahead, 1–90 days, no overlap, the yearly cap); the
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
    earlier: (valid) => findByKey(db, owner, valid, now),
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

      const start = holidayStartWindow(owner.country, now);
      const outcome = await db.transaction(async (tx) => {
        const own = await ownSubscriptions(tx, owner);
        const subscription = own.find((row) => row.id === input?.subscriptionId);
        if (!subscription) return notFound('subscriptionId');
        if (!isPrint(subscription)) return refused({ code: V.notPrint, field: 'subscriptionId' });
        // One submission at a time per subscription: the lock keeps two at once from both taking the same days.
        await tx
          .select({ id: subscriptions.id })
          .from(subscriptions)
          .where(eq(subscriptions.id, subscription.id))
          .for('update');
        // A concurrent request with the same key may have committed while this one waited for the lock: its event
        // is the answer (checked before the window, which now holds that event's days).
        if (isIdempotencyKey(key) && (await findByIdempotencyKey(tx, holidayChanges, owner, key))) return KEY_TAKEN;
        const periods = (await periodsOf(tx, [subscription.id], firstOfYear(today(owner.country, now)))).get(
          subscription.id,
        );
        const window = windowOf(periods ?? [], start);
        const parsed = suspendDeliverySchema(window).safeParse(input);
        if (!parsed.success) violations.push(...violationsOf(parsed.error));
        if (violations.length > 0 || !parsed.success) return refused(...violations);

        const [row] = await tx
          .insert(holidayChanges)
          .values({
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
          })
          .onConflictDoNothing({ target: [holidayChanges.accountId, holidayChanges.idempotencyKey] })
          .returning();
        return row ? ok({ change: toEvent(row, subscription, owner.country, now) }) : KEY_TAKEN;
      });
      if (outcome !== KEY_TAKEN && outcome.ok && context.mail) {
        await sendConfirmation(db, owner, outcome.change, context.mail);
      }
      return outcome;
    },
  });
}

/** `suspendDeliveryV2`: stops the delivery of a print subscription for a period. */
export function suspendDelivery(
  db: Db,
  owner: OwnerScope,
  input: SuspendDeliveryInput,
  context: HolidayContext = {},
): Promise<HolidayChangeResult> {
  return createChange(db, owner, 'suspension', input, context);
}

/** `submitTemporaryDeliveryAddressV2`: delivers a print subscription to another address for a period. */
export function submitTemporaryAddress(
  db: Db,
  owner: OwnerScope,
  input: TemporaryAddressInput,
  context: HolidayContext = {},
): Promise<HolidayChangeResult> {
  return createChange(db, owner, 'temporary_address', input, context);
}

async function ownChange(db: Queryable, owner: OwnerScope, changeId: unknown, kind: HolidayKind) {
  return findOwned(db, holidayChanges, owner, changeId, eq(holidayChanges.kind, kind));
}

/**
 * Cancels a planned event (`cancelTemporaryDeliveryAddressV2`, `cancelDeliverySuspensionV2`) until 3 working days
 * before its start. Cancelling one that is already cancelled answers it as it is (a retried request).
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
  const summary = await subscriptionSummary(db, owner, row.subscriptionId);
  if (row.cancelledAt) return ok({ change: toEvent(row, summary, owner.country, now) });
  const event = toEvent(row, summary, owner.country, now);
  if (event.status !== 'planned') return refused({ code: V.notActive, field: 'changeId' });
  if (!event.cancellable) return refused({ code: V.cancelTooLate, field: 'changeId' });
  const [updated] = await db
    .update(holidayChanges)
    .set({ cancelledAt: now })
    .where(and(eq(holidayChanges.id, row.id), isNull(holidayChanges.cancelledAt)))
    .returning();
  const latest = updated ?? (await ownChange(db, owner, changeId, kind)) ?? row;
  return ok({ change: toEvent(latest, summary, owner.country, now) });
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
  const summary = await subscriptionSummary(db, owner, row.subscriptionId);
  const event = toEvent(row, summary, owner.country, now);
  if (event.status === 'planned') return refused({ code: V.notStarted, field: 'endDate' });
  if (event.status !== 'current') return refused({ code: V.notActive, field: 'changeId' });
  const current = today(owner.country, now);
  const endDate = parsed.data.endDate;
  if (endDate < current) return refused({ code: V.endInPast, field: 'endDate' });
  if (endDate >= row.endDate) {
    return endDate === row.endDate ? ok({ change: event }) : refused({ code: V.endNotEarlier, field: 'endDate' });
  }
  const [updated] = await db
    .update(holidayChanges)
    .set({ endDate })
    .where(and(eq(holidayChanges.id, row.id), isNull(holidayChanges.cancelledAt)))
    .returning();
  if (!updated) return refused({ code: V.notActive, field: 'changeId' });
  return ok({ change: toEvent(updated, summary, owner.country, now) });
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
  const rows = await db
    .select()
    .from(holidayChanges)
    .where(and(eq(holidayChanges.accountId, owner.accountId), eq(holidayChanges.brandKey, owner.brandKey)))
    .orderBy(asc(holidayChanges.startDate), desc(holidayChanges.createdAt))
    .limit(300);
  const ids = [...new Set(rows.map((row) => row.subscriptionId))];
  const known =
    ids.length === 0
      ? []
      : await db
          .select({
            id: subscriptions.id,
            title: subscriptions.title,
            subscriptionNumber: subscriptions.subscriptionNumber,
            deliveryDays: subscriptions.deliveryDays,
          })
          .from(subscriptions)
          .where(and(eq(subscriptions.accountId, owner.accountId), inArray(subscriptions.id, ids)));
  const events = rows.map((row) =>
    toEvent(
      row,
      known.find((subscription) => subscription.id === row.subscriptionId) ?? {
        id: row.subscriptionId,
        title: '',
        subscriptionNumber: '',
        deliveryDays: [],
      },
      owner.country,
      now,
    ),
  );
  return {
    current: events.filter((event) => event.status === 'current').sort((a, b) => a.endDate.localeCompare(b.endDate)),
    planned: events.filter((event) => event.status === 'planned'),
    past: events
      .filter((event) => event.status === 'past' || event.status === 'cancelled')
      .sort((a, b) => b.startDate.localeCompare(a.startDate))
      .slice(0, 10),
    subscriptions: await listHolidaySubscriptions(db, owner),
  };
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
  return toEvent(row, await subscriptionSummary(db, owner, row.subscriptionId), owner.country, now);
}

/** "15-03-2026" for the mail (the Dutch way of writing a date in plain text). */
function plainDate(date: IsoDate): string {
  return date.split('-').reverse().join('-');
}

async function sendConfirmation(
  db: Db,
  owner: OwnerScope,
  change: HolidayEvent,
  mail: NonNullable<HolidayContext['mail']>,
): Promise<void> {
  const params = {
    brand: mail.brandName,
    subscription: change.subscription.title,
    start: plainDate(change.startDate),
    end: plainDate(change.endDate),
    resume: plainDate(addDays(change.endDate, 1)),
  };
  if (change.kind === 'suspension') {
    await sendMail(db, {
      brandKey: owner.brandKey,
      to: mail.to,
      subject: mail.t('holiday.mail.suspension.subject', params),
      text: mail.t('holiday.mail.suspension.text', params),
    });
    return;
  }
  const line = change.address ? addressLine(change.address) : '';
  await sendMail(db, {
    brandKey: owner.brandKey,
    to: mail.to,
    subject: mail.t('holiday.mail.temporaryAddress.subject', params),
    text: mail.t('holiday.mail.temporaryAddress.text', { ...params, address: line }),
  });
}
