/**
 * Delivery complaints: the contract the complaint journey's island and the server both hold.
 * The reasons per product type are data ("capabilities as data"); the steps' zod schemas carry
 * violation codes as their issue messages, which the screens translate.
 */
import { z } from 'zod';
import { isIsoDate } from './dates';
import { optionalFreeText, plainText } from './free-text';
import { idempotencyKeySchema } from './idempotency-schema';
import { DELIVERY_VIOLATIONS, COMPLAINT_REASONS, REMARK_MAX_LENGTH } from './delivery-codes';
export * from './delivery-codes';

const V = DELIVERY_VIOLATIONS;

/** Step 1: which subscription. */
export const subscriptionStepSchema = z.object({
  subscriptionId: plainText({ error: V.subscriptionRequired }).trim().min(1, { error: V.subscriptionRequired }),
});

/** Step 2: reason and date (whether the reason fits the product and the date the rules is the server's check). */
export const reasonStepSchema = z.object({
  reason: z.enum(COMPLAINT_REASONS, { error: V.reasonRequired }),
  deliveryDate: plainText({ error: V.dateRequired })
    .trim()
    .refine((value) => isIsoDate(value), { error: V.dateRequired }),
});

/** Step 3: an optional remark under the free-text rule. */
export const remarkStepSchema = z.object({
  remark: optionalFreeText({ tooLong: { max: REMARK_MAX_LENGTH, code: V.remarkTooLong } }),
});

/** The idempotency key the island generates once per journey (the shared rule of every idempotent mutation). */
const idempotencyKey = idempotencyKeySchema(V.keyInvalid);

/** The whole complaint as submitted. */
export const deliveryComplaintSchema = subscriptionStepSchema
  .extend(reasonStepSchema.shape)
  .extend(remarkStepSchema.shape)
  .extend({ idempotencyKey });

export type DeliveryComplaintInput = z.input<typeof deliveryComplaintSchema>;
export type DeliveryComplaintData = z.output<typeof deliveryComplaintSchema>;
