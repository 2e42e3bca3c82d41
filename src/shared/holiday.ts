/**
 * The holiday service's contracts, shared by the journey's island and
 * the domain (src/server/domain/holiday.ts): the zod schema of each step — the choice (subscription and kind), the
 * period, the temporary address — and of the whole submissions, with violation codes that have translation keys
 * (translations-holiday.ts). The address reuses the moving service's postcode, house number and place-name rules.
 *
 * Field names are the GraphQL input field names, so a violation's `field` names the form field it belongs to.
 */
import { z } from 'zod';
import { isIsoDate } from './dates';
import { HOLIDAY_KINDS, HOLIDAY_VIOLATIONS, type HolidayWindow } from './holiday-codes';
import { holidayPeriodViolations } from './holiday-period';
import { idempotencyKeySchema } from './idempotency-schema';
import { addressLookupSchema, placeName } from './moving';
import type { AddressCountry } from './postcode';
export * from './holiday-codes';
export * from './holiday-period';

const V = HOLIDAY_VIOLATIONS;

/** The choice step: which print subscription, and a temporary address or a suspension. */
export const holidayChoiceSchema = z.object({
  subscriptionId: z.string({ error: V.subscriptionRequired }).min(1, { error: V.subscriptionRequired }).max(64),
  kind: z.enum(HOLIDAY_KINDS, { error: V.kindRequired }),
});

/** The period step: first and last day, checked against the window by holidayPeriodViolations (./holiday-codes.ts). */
export function holidayPeriodSchema(window: HolidayWindow) {
  return z
    .object({
      startDate: z.string({ error: V.startInvalid }),
      endDate: z.string({ error: V.endInvalid }),
    })
    .superRefine((period, context) => {
      for (const violation of holidayPeriodViolations(period, window)) {
        context.addIssue({ code: 'custom', message: violation.code, path: [violation.field] });
      }
    });
}

/** The temporary address: postcode, house number and suffix as for a move, street and city typed, in the brand's country. */
export function holidayAddressSchema(country: AddressCountry) {
  return addressLookupSchema(country).extend({
    street: placeName(V.streetRequired),
    city: placeName(V.cityRequired),
    countryCode: z.literal(country, { error: V.countryNotDelivered }),
  });
}

export type HolidayAddressForm = z.input<ReturnType<typeof holidayAddressSchema>>;

/** The client's idempotency key: one per journey, so a double click or a retried request never makes two events. */
const idempotencyKey = idempotencyKeySchema(V.idempotencyKeyInvalid);

/** `suspendDeliveryV2`'s input (and the rest of `submitTemporaryDeliveryAddressV2`'s, without its address). */
export function suspendDeliverySchema(window: HolidayWindow) {
  return z
    .object({
      subscriptionId: holidayChoiceSchema.shape.subscriptionId,
      startDate: z.string({ error: V.startInvalid }),
      endDate: z.string({ error: V.endInvalid }),
      idempotencyKey,
    })
    .superRefine((period, context) => {
      for (const violation of holidayPeriodViolations(period, window)) {
        context.addIssue({ code: 'custom', message: violation.code, path: [violation.field] });
      }
    });
}

/** A new end date (bringing the end of a started period forward): a calendar date; the rest needs the period. */
export const newEndDateSchema = z.object({
  changeId: z.string().min(1).max(64),
  endDate: z.string({ error: V.endInvalid }).refine(isIsoDate, { error: V.endInvalid }),
});
