/**
 * Delivery complaints (DESIGN.md §5, issue 11): the account's print subscriptions a complaint may be about, the
 * reasons and dates each allows, submitting a complaint (idempotent by a key the client generates) and the history.
 *
 * Rules, against the calendar of the subscription's brand country (src/shared/dates.ts): the reason is one of the
 * product type's (specification §3; digital products get none and are not offered); the date lies within the last
 * {@link COMPLAINT_WINDOW_DAYS} days (today included), on a delivery day of the subscription, within its term and
 * outside a delivery suspension (holiday_changes, kind 'suspension', not cancelled); one complaint per subscription
 * per date. The compensation is one extra delivery day; the third complaint of a subscription within
 * {@link FLAG_WINDOW_DAYS} days is flagged for customer service. Every query filters on the session's account, so
 * another account's subscription answers NOT_FOUND like an unknown one.
 */
import { and, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { BRANDS, isBrandKey } from '../../brands/registry';
import { addDays, dayOfWeek, today, type Country, type IsoDate } from '../../shared/dates';
import {
  COMPENSATION,
  COMPLAINT_WINDOW_DAYS,
  DELIVERY_VIOLATIONS,
  deliveryComplaintSchema,
  FLAG_AT_COUNT,
  FLAG_WINDOW_DAYS,
  reasonsFor,
  type ComplaintReason,
  type ProductType,
} from '../../shared/delivery';
import { ok, refused, violationsOf, type Result } from '../../shared/result';
import type { Db } from '../db/client';
import {
  deliveryComplaints,
  holidayChanges,
  subscriptions,
  type DeliveryComplaint,
  type Subscription,
} from '../db/schema';
import { sendMail } from '../ports/mail';
import { idSchema } from './account';

/** The code of a subscription or complaint the account may not see (another account's, unknown or malformed). */
export const NOT_FOUND = 'NOT_FOUND';

/** A subscription a complaint may be about, with the reasons its product type allows. */
export interface ComplaintSubscription {
  subscriptionId: string;
  brandKey: string;
  brandName: string;
  title: string;
  subscriptionNumber: string;
  productType: ProductType;
  reasons: readonly ComplaintReason[];
}

/** A subscription's reasons and the dates a complaint may be about (newest first). */
export interface ComplaintOptions {
  subscription: ComplaintSubscription;
  dates: IsoDate[];
}

/** A stored complaint as the history shows it. */
export interface ComplaintView {
  id: string;
  subscriptionId: string;
  brandKey: string;
  brandName: string;
  subscriptionTitle: string;
  reason: ComplaintReason;
  deliveryDate: IsoDate;
  remark: string | null;
  compensation: string;
  flagged: boolean;
  createdAt: Date;
}

/** What the confirmation mail needs: the request's translations and the portal's origin. */
export interface ComplaintMailContext {
  /** The brand of the request (the mail is sent for it). */
  brandKey: string;
  /** The account's e-mail address (the confirmation goes there). */
  email: string;
  t: (key: string, params?: Record<string, string | number>) => string;
  /** Writes a date for the mail ("6 januari 2026"). */
  formatDate: (date: IsoDate) => string;
}

function countryOf(brandKey: string): Country {
  return isBrandKey(brandKey) ? BRANDS[brandKey].country : 'nl';
}

function brandNameOf(brandKey: string): string {
  return isBrandKey(brandKey) ? BRANDS[brandKey].name : brandKey;
}

function toComplaintSubscription(row: Subscription): ComplaintSubscription {
  return {
    subscriptionId: row.id,
    brandKey: row.brandKey,
    brandName: brandNameOf(row.brandKey),
    title: row.title,
    subscriptionNumber: row.subscriptionNumber,
    productType: row.productType,
    reasons: reasonsFor(row.productType),
  };
}

/** True when a subscription can be complained about at all: a print product that is not ended. */
function isComplainable(row: Subscription): boolean {
  return reasonsFor(row.productType).length > 0 && row.status !== 'ended' && row.deliveryDays.length > 0;
}

/**
 * The account's subscriptions a complaint may be about: print products that are not ended (digital products have no
 * reasons and are not offered). Those of `firstBrand` first.
 */
export async function listComplaintSubscriptions(
  db: Db,
  accountId: string,
  firstBrand?: string,
): Promise<ComplaintSubscription[]> {
  if (!idSchema.safeParse(accountId).success) return [];
  const rows = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.accountId, accountId))
    .orderBy(
      sql`case when ${subscriptions.brandKey} = ${firstBrand ?? ''} then 0 else 1 end`,
      subscriptions.brandKey,
      subscriptions.startDate,
      subscriptions.id,
    );
  return rows.filter(isComplainable).map(toComplaintSubscription);
}

/** The account's complainable subscription with this id, or null (another account's, unknown, digital, ended). */
async function findComplainable(db: Db, accountId: string, subscriptionId: string): Promise<Subscription | null> {
  if (!idSchema.safeParse(accountId).success || !idSchema.safeParse(subscriptionId).success) return null;
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.accountId, accountId)))
    .limit(1);
  return row && isComplainable(row) ? row : null;
}

/** The suspended periods of a subscription that touch [from, to]. */
async function suspensionsOf(db: Db, subscriptionId: string, from: IsoDate, to: IsoDate) {
  return db
    .select({ startDate: holidayChanges.startDate, endDate: holidayChanges.endDate })
    .from(holidayChanges)
    .where(
      and(
        eq(holidayChanges.subscriptionId, subscriptionId),
        eq(holidayChanges.kind, 'suspension'),
        isNull(holidayChanges.cancelledAt),
        lte(holidayChanges.startDate, to),
        gte(holidayChanges.endDate, from),
      ),
    );
}

/** The dates already complained about for a subscription within [from, to]. */
async function complainedDates(db: Db, subscriptionId: string, from: IsoDate, to: IsoDate): Promise<Set<IsoDate>> {
  const rows = await db
    .select({ deliveryDate: deliveryComplaints.deliveryDate })
    .from(deliveryComplaints)
    .where(
      and(
        eq(deliveryComplaints.subscriptionId, subscriptionId),
        gte(deliveryComplaints.deliveryDate, from),
        lte(deliveryComplaints.deliveryDate, to),
      ),
    );
  return new Set(rows.map((row) => row.deliveryDate));
}

/** Why a date is not allowed for a subscription (the calendar rules, without the one-per-date rule), or null. */
export function dateViolation(
  subscription: Pick<Subscription, 'deliveryDays' | 'startDate' | 'endDate'>,
  date: IsoDate,
  todayDate: IsoDate,
  suspensions: ReadonlyArray<{ startDate: IsoDate; endDate: IsoDate }>,
): string | null {
  if (date > todayDate) return DELIVERY_VIOLATIONS.dateInFuture;
  if (date < addDays(todayDate, -COMPLAINT_WINDOW_DAYS)) return DELIVERY_VIOLATIONS.dateTooOld;
  if (date < subscription.startDate || (subscription.endDate !== null && date > subscription.endDate)) {
    return DELIVERY_VIOLATIONS.notSubscribed;
  }
  // dayOfWeek counts Sunday as 0; delivery days are ISO weekdays (Sunday 7).
  if (!subscription.deliveryDays.includes(dayOfWeek(date) || 7)) return DELIVERY_VIOLATIONS.notDeliveryDay;
  if (suspensions.some((period) => period.startDate <= date && date <= period.endDate)) {
    return DELIVERY_VIOLATIONS.suspended;
  }
  return null;
}

/**
 * The reasons and dates a complaint about one of the account's subscriptions may have: every date of the window that
 * passes the calendar rules and has no complaint yet, newest first. Null for a subscription the account may not
 * complain about (another account's, unknown, digital or ended).
 */
export async function complaintOptions(
  db: Db,
  accountId: string,
  subscriptionId: string,
  now: Date = new Date(),
): Promise<ComplaintOptions | null> {
  const row = await findComplainable(db, accountId, subscriptionId);
  if (!row) return null;
  const todayDate = today(countryOf(row.brandKey), now);
  const from = addDays(todayDate, -COMPLAINT_WINDOW_DAYS);
  const [suspensions, taken] = await Promise.all([
    suspensionsOf(db, row.id, from, todayDate),
    complainedDates(db, row.id, from, todayDate),
  ]);
  const dates: IsoDate[] = [];
  for (let date = todayDate; date >= from; date = addDays(date, -1)) {
    if (!taken.has(date) && dateViolation(row, date, todayDate, suspensions) === null) dates.push(date);
  }
  return { subscription: toComplaintSubscription(row), dates };
}

function toView(row: DeliveryComplaint, subscription: { title: string }): ComplaintView {
  return {
    id: row.id,
    subscriptionId: row.subscriptionId,
    brandKey: row.brandKey,
    brandName: brandNameOf(row.brandKey),
    subscriptionTitle: subscription.title,
    reason: row.reason as ComplaintReason,
    deliveryDate: row.deliveryDate,
    remark: row.remark,
    compensation: row.compensation,
    flagged: row.flagged,
    createdAt: row.createdAt,
  };
}

/** The account's complaints, newest delivery date first (at most `limit`). */
export async function listDeliveryComplaints(db: Db, accountId: string, limit = 50): Promise<ComplaintView[]> {
  if (!idSchema.safeParse(accountId).success) return [];
  const rows = await db
    .select({ complaint: deliveryComplaints, title: subscriptions.title })
    .from(deliveryComplaints)
    .innerJoin(subscriptions, eq(subscriptions.id, deliveryComplaints.subscriptionId))
    .where(and(eq(deliveryComplaints.accountId, accountId), eq(subscriptions.accountId, accountId)))
    .orderBy(desc(deliveryComplaints.deliveryDate), desc(deliveryComplaints.createdAt))
    .limit(limit);
  return rows.map((row) => toView(row.complaint, { title: row.title }));
}

/** The complaint stored under the account's idempotency key, or null. */
async function byIdempotencyKey(db: Db, accountId: string, key: string): Promise<ComplaintView | null> {
  const [row] = await db
    .select({ complaint: deliveryComplaints, title: subscriptions.title })
    .from(deliveryComplaints)
    .innerJoin(subscriptions, eq(subscriptions.id, deliveryComplaints.subscriptionId))
    .where(and(eq(deliveryComplaints.accountId, accountId), eq(deliveryComplaints.idempotencyKey, key)))
    .limit(1);
  return row ? toView(row.complaint, { title: row.title }) : null;
}

export type SubmitComplaintResult = Result<{ complaint: ComplaintView }>;

/**
 * Submits a complaint. The same idempotency key answers the complaint it already made (a double click, a retried
 * request), without a second row or mail. Refused: the schema's codes, NOT_FOUND (subscription), and the rules'
 * DELIVERY_* codes (field `reason` or `deliveryDate`).
 */
export async function submitDeliveryComplaint(
  db: Db,
  accountId: string,
  input: unknown,
  mail: ComplaintMailContext | null,
  now: Date = new Date(),
): Promise<SubmitComplaintResult> {
  const parsed = deliveryComplaintSchema.safeParse(input);
  if (!parsed.success) return refused(...violationsOf(parsed.error));
  const data = parsed.data;
  if (!idSchema.safeParse(accountId).success) return refused({ code: NOT_FOUND, field: 'subscriptionId' });

  const again = await byIdempotencyKey(db, accountId, data.idempotencyKey);
  if (again) return ok({ complaint: again });

  const row = await findComplainable(db, accountId, data.subscriptionId);
  if (!row) return refused({ code: NOT_FOUND, field: 'subscriptionId' });
  if (!reasonsFor(row.productType).includes(data.reason)) {
    return refused({ code: DELIVERY_VIOLATIONS.reasonNotAllowed, field: 'reason' });
  }
  const todayDate = today(countryOf(row.brandKey), now);
  const suspensions = await suspensionsOf(db, row.id, data.deliveryDate, data.deliveryDate);
  const violation = dateViolation(row, data.deliveryDate, todayDate, suspensions);
  if (violation) return refused({ code: violation, field: 'deliveryDate' });

  const since = new Date(now.getTime() - FLAG_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const [recent] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(deliveryComplaints)
    .where(and(eq(deliveryComplaints.subscriptionId, row.id), gte(deliveryComplaints.createdAt, since)));
  const flagged = (recent?.count ?? 0) + 1 >= FLAG_AT_COUNT;

  const [inserted] = await db
    .insert(deliveryComplaints)
    .values({
      accountId,
      subscriptionId: row.id,
      brandKey: row.brandKey,
      reason: data.reason,
      deliveryDate: data.deliveryDate,
      remark: data.remark,
      compensation: COMPENSATION,
      flagged,
      idempotencyKey: data.idempotencyKey,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!inserted) {
    // A concurrent request with the same key won the race, or the date already has a complaint.
    const raced = await byIdempotencyKey(db, accountId, data.idempotencyKey);
    if (raced) return ok({ complaint: raced });
    return refused({ code: DELIVERY_VIOLATIONS.duplicate, field: 'deliveryDate' });
  }
  const complaint = toView(inserted, row);
  if (mail) {
    await sendMail(db, {
      brandKey: mail.brandKey,
      to: mail.email,
      subject: mail.t('delivery.mail.subject', { brand: complaint.brandName }),
      text: mail.t('delivery.mail.text', {
        brand: complaint.brandName,
        subscription: complaint.subscriptionTitle,
        date: mail.formatDate(complaint.deliveryDate),
        reason: mail.t(`delivery.reason.${complaint.reason}`),
      }),
    });
  }
  return ok({ complaint });
}
