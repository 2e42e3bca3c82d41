/**
 * Delivery complaints: the account's print subscriptions a complaint may be about, the reasons and dates each allows,
 * submitting a complaint (idempotent by a key the client generates) and the history. The compensation is one extra
 * delivery day. Every query filters on the session's account, so another account's subscription answers NOT_FOUND like
 * an unknown one.
 *
 * The rules without a database are ./rules.ts, the queries ./storage.ts, the mail ./notifications.ts.
 */
import { today, type IsoDate } from '../../../shared/dates';
import {
  COMPENSATION,
  DELIVERY_VIOLATIONS,
  deliveryComplaintSchema,
  FLAG_WINDOW_DAYS,
  reasonsFor,
} from '../../../shared/delivery';
import { ok, refused, violationsOf, type Result } from '../../../shared/result';
import type { Db } from '../../db/client';
import { idSchema } from '../account';
import { actOnce, KEY_TAKEN } from '../kit/idempotency';
import { sendComplaintConfirmation, type ComplaintMailContext } from './notifications';
import {
  availableDates,
  countryOf,
  dateViolation,
  isComplainable,
  isFlagged,
  toComplaintSubscription,
  toView,
  windowStart,
  type ComplaintSubscription,
  type ComplaintView,
} from './rules';
import {
  accountComplaints,
  complainedDates,
  complaintByKey,
  complaintsSince,
  insertComplaint,
  suspensionsOf,
} from './storage';
import { linkedSubscriptionRow, linkedSubscriptionRows } from '../subscriptions/storage';

export type { ComplaintMailContext } from './notifications';
export { dateViolation, type ComplaintSubscription, type ComplaintView } from './rules';

/** The code of a subscription or complaint the account may not see (another account's, unknown or malformed). */
export const NOT_FOUND = 'NOT_FOUND';

/** A subscription's reasons and the dates a complaint may be about (newest first). */
export interface ComplaintOptions {
  subscription: ComplaintSubscription;
  dates: IsoDate[];
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
  return (await linkedSubscriptionRows(db, accountId, firstBrand ?? ''))
    .filter(isComplainable)
    .map(toComplaintSubscription);
}

/** The account's complainable subscription with this id, or undefined (another account's, unknown, digital, ended). */
async function findComplainable(db: Db, accountId: string, subscriptionId: string) {
  if (!idSchema.safeParse(accountId).success) return undefined;
  const row = await linkedSubscriptionRow(db, accountId, subscriptionId);
  return row && isComplainable(row) ? row : undefined;
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
  const from = windowStart(todayDate);
  const [suspensions, taken] = await Promise.all([
    suspensionsOf(db, row.id, from, todayDate),
    complainedDates(db, row.id, from, todayDate),
  ]);
  return { subscription: toComplaintSubscription(row), dates: availableDates(row, todayDate, suspensions, taken) };
}

/** The account's complaints, newest delivery date first (at most `limit`). */
export async function listDeliveryComplaints(db: Db, accountId: string, limit = 50): Promise<ComplaintView[]> {
  if (!idSchema.safeParse(accountId).success) return [];
  return (await accountComplaints(db, accountId, limit)).map((row) => toView(row.complaint, { title: row.title }));
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

  return actOnce<ComplaintView, SubmitComplaintResult>({
    key: data.idempotencyKey,
    earlier: async (key) => {
      const row = await complaintByKey(db, accountId, key);
      return row ? toView(row.complaint, { title: row.title }) : undefined;
    },
    replay: (complaint) => ok({ complaint }),
    // The key is free but the insert was refused: the date already has a complaint.
    conflict: () => refused({ code: DELIVERY_VIOLATIONS.duplicate, field: 'deliveryDate' }),
    act: async () => {
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
      const inserted = await insertComplaint(db, {
        accountId,
        subscriptionId: row.id,
        brandKey: row.brandKey,
        reason: data.reason,
        deliveryDate: data.deliveryDate,
        remark: data.remark,
        compensation: COMPENSATION,
        flagged: isFlagged(await complaintsSince(db, row.id, since)),
        idempotencyKey: data.idempotencyKey,
        createdAt: now,
      });
      // A concurrent request with the same key won the race (its complaint is the answer), or the date is taken.
      if (!inserted) return KEY_TAKEN;
      const complaint = toView(inserted, row);
      if (mail) await sendComplaintConfirmation(db, complaint, mail);
      return ok({ complaint });
    },
  });
}
