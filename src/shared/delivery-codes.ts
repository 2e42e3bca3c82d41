/**
 * The names and limits of delivery complaints (./delivery.ts), without its zod schemas: the screens that only show
 * complaints and their messages import these and stay free of zod.
 */
import { capabilitiesOf, PRODUCT_TYPES, type ComplaintReason, type ProductType } from './product';

export { COMPLAINT_REASONS, type ComplaintReason, type ProductType } from './product';

/** The reasons a complaint about each product type may give (the capability table's); none for digital products. */
export const REASONS_BY_PRODUCT_TYPE: Readonly<Record<ProductType, readonly ComplaintReason[]>> = Object.fromEntries(
  PRODUCT_TYPES.map((type) => [type, capabilitiesOf(type).complaintReasons]),
) as Record<ProductType, readonly ComplaintReason[]>;

/** The reasons of a product type (none for a product that is not delivered). */
export function reasonsFor(productType: ProductType): readonly ComplaintReason[] {
  return capabilitiesOf(productType).complaintReasons;
}

/** A complaint may be about a delivery of today or of at most this many days ago. */
export const COMPLAINT_WINDOW_DAYS = 14;
/** The third complaint of a subscription within this many days is flagged for customer service. */
export const FLAG_WINDOW_DAYS = 30;
/** How many complaints within {@link FLAG_WINDOW_DAYS} (the new one included) make it flagged. */
export const FLAG_AT_COUNT = 3;
/** The longest remark (after trimming). */
export const REMARK_MAX_LENGTH = 500;
/** What every complaint gives: one extra delivery day. */
export const COMPENSATION = 'extra_delivery_day';

/** The violation codes of the complaint journey; each has a translation key of the same name. */
export const DELIVERY_VIOLATIONS = {
  subscriptionRequired: 'DELIVERY_SUBSCRIPTION_REQUIRED',
  reasonRequired: 'DELIVERY_REASON_REQUIRED',
  reasonNotAllowed: 'DELIVERY_REASON_NOT_ALLOWED',
  notPrint: 'DELIVERY_NOT_PRINT',
  dateRequired: 'DELIVERY_DATE_REQUIRED',
  dateInFuture: 'DELIVERY_DATE_IN_FUTURE',
  dateTooOld: 'DELIVERY_DATE_TOO_OLD',
  notDeliveryDay: 'DELIVERY_DATE_NOT_DELIVERY_DAY',
  suspended: 'DELIVERY_DATE_SUSPENDED',
  notSubscribed: 'DELIVERY_DATE_OUTSIDE_SUBSCRIPTION',
  duplicate: 'DELIVERY_COMPLAINT_DUPLICATE',
  remarkTooLong: 'DELIVERY_REMARK_TOO_LONG',
  keyInvalid: 'DELIVERY_IDEMPOTENCY_KEY_INVALID',
} as const;
export type DeliveryViolationCode = (typeof DELIVERY_VIOLATIONS)[keyof typeof DELIVERY_VIOLATIONS];

/** The journey's steps in order; each is `?stap=<slug>` of the journey's page. */
export const COMPLAINT_STEPS = ['abonnement', 'reden', 'toelichting', 'controle', 'bevestiging'] as const;
export type ComplaintStep = (typeof COMPLAINT_STEPS)[number];

/** What the journey knows so far (kept in the journey's store between its steps). */
export interface ComplaintDraft {
  subscriptionId?: string;
  reason?: ComplaintReason;
  deliveryDate?: string;
  remark?: string | null;
  /** Set once the remark step was passed (the remark itself may be empty). */
  remarkDone?: boolean;
  idempotencyKey?: string;
  /** The id of the stored complaint (the confirmation step). */
  complaintId?: string;
}

/**
 * The step the journey may show for the requested one: a later step whose earlier answers are missing goes back to
 * the first step.
 */
export function allowedStep(requested: string | null | undefined, draft: ComplaintDraft): ComplaintStep {
  const step = (COMPLAINT_STEPS as readonly string[]).includes(requested ?? '')
    ? (requested as ComplaintStep)
    : 'abonnement';
  const has: Record<ComplaintStep, boolean> = {
    abonnement: true,
    reden: Boolean(draft.subscriptionId),
    toelichting: Boolean(draft.subscriptionId && draft.reason && draft.deliveryDate),
    controle: Boolean(draft.subscriptionId && draft.reason && draft.deliveryDate && draft.remarkDone),
    bevestiging: Boolean(draft.complaintId),
  };
  return has[step] ? step : 'abonnement';
}
