/**
 * The rules of delivery complaints without a database, against the calendar of the subscription's brand country: the
 * reasons are the product type's (the capability table, src/shared/product.ts; digital products get none and are not
 * offered); the date lies within the last COMPLAINT_WINDOW_DAYS days (today included), on a delivery day of the
 * subscription, within its term and outside a delivery suspension; one complaint per subscription per date; the
 * third complaint of a subscription within FLAG_WINDOW_DAYS days is flagged for customer service.
 */
import { BRANDS, isBrandKey } from '../../../brands/registry';
import { addDays, dayOfWeek, type Country, type IsoDate } from '../../../shared/dates';
import {
  COMPLAINT_WINDOW_DAYS,
  DELIVERY_VIOLATIONS,
  FLAG_AT_COUNT,
  reasonsFor,
  type ComplaintReason,
  type ProductType,
} from '../../../shared/delivery';

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

/** The columns of a subscription the rules read. */
export interface ComplaintSubscriptionRow {
  id: string;
  brandKey: string;
  title: string;
  subscriptionNumber: string;
  productType: ProductType;
  status: string;
  deliveryDays: readonly number[];
  startDate: IsoDate;
  endDate: IsoDate | null;
}

/** A period without delivery (a suspension), both days included. */
export interface SuspendedPeriod {
  startDate: IsoDate;
  endDate: IsoDate;
}

/** The country whose calendar a subscription of `brandKey` follows. */
export function countryOf(brandKey: string): Country {
  return isBrandKey(brandKey) ? BRANDS[brandKey].country : 'nl';
}

/** The brand's name as a complaint shows it. */
export function brandNameOf(brandKey: string): string {
  return isBrandKey(brandKey) ? BRANDS[brandKey].name : brandKey;
}

/** A subscription as the complaint journey offers it. */
export function toComplaintSubscription(row: ComplaintSubscriptionRow): ComplaintSubscription {
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

/** True when a subscription can be complained about at all: a delivered product that is not ended. */
export function isComplainable(
  row: Pick<ComplaintSubscriptionRow, 'productType' | 'status' | 'deliveryDays'>,
): boolean {
  return reasonsFor(row.productType).length > 0 && row.status !== 'ended' && row.deliveryDays.length > 0;
}

/** Why a date is not allowed for a subscription (the calendar rules, without the one-per-date rule), or null. */
export function dateViolation(
  subscription: Pick<ComplaintSubscriptionRow, 'deliveryDays' | 'startDate' | 'endDate'>,
  date: IsoDate,
  todayDate: IsoDate,
  suspensions: readonly SuspendedPeriod[],
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

/** The first day a complaint may be about, seen from `todayDate`. */
export function windowStart(todayDate: IsoDate): IsoDate {
  return addDays(todayDate, -COMPLAINT_WINDOW_DAYS);
}

/** Every date of the window that passes the calendar rules and has no complaint yet, newest first. */
export function availableDates(
  subscription: Pick<ComplaintSubscriptionRow, 'deliveryDays' | 'startDate' | 'endDate'>,
  todayDate: IsoDate,
  suspensions: readonly SuspendedPeriod[],
  taken: ReadonlySet<IsoDate>,
): IsoDate[] {
  const dates: IsoDate[] = [];
  for (let date = todayDate; date >= windowStart(todayDate); date = addDays(date, -1)) {
    if (!taken.has(date) && dateViolation(subscription, date, todayDate, suspensions) === null) dates.push(date);
  }
  return dates;
}

/** Whether a new complaint is flagged: with it, FLAG_AT_COUNT complaints of the subscription in the flag window. */
export function isFlagged(earlierInWindow: number): boolean {
  return earlierInWindow + 1 >= FLAG_AT_COUNT;
}

/** A stored complaint as the history shows it. */
export function toView(
  row: {
    id: string;
    subscriptionId: string;
    brandKey: string;
    reason: string;
    deliveryDate: IsoDate;
    remark: string | null;
    compensation: string;
    flagged: boolean;
    createdAt: Date;
  },
  subscription: { title: string },
): ComplaintView {
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
