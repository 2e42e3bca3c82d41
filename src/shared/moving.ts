/**
 * The moving service's contracts, shared by the journey's island and the
 * domain (src/server/domain/moving.ts): the zod schema of each step — the new address, the subscriptions it applies
 * to, the effective date — and of the whole submission, with violation codes that have translation keys
 * (translations-moving.ts), plus the date window rule computed on the brand country's working-day calendar.
 *
 * Field names are the GraphQL input field names, so a violation's `field` names the form field it belongs to.
 */
import { z } from 'zod';
import { isIsoDate, type IsoDate } from './dates';
import { plainText } from './free-text';
import { idempotencyKeySchema } from './idempotency-schema';
import { houseNumberSchema, houseNumberSuffixSchema, postcodeSchema } from './address-schema';
import type { AddressCountry } from './postcode';
import { MOVING_VIOLATIONS } from './moving-codes';
export * from './moving-codes';

const V = MOVING_VIOLATIONS;

/** The allowed effective dates of a move: from `earliest` to `latest`, both included (./moving-window.ts). */
export interface MovingDateWindow {
  earliest: IsoDate;
  latest: IsoDate;
}

/**
 * The violation code of an effective date outside the window, or undefined when it is allowed. The window comes
 * from ./moving-window.ts on the server (the working-day calendar stays out of the browser's code); the island gets
 * it with the journey's options.
 */
export function movingDateViolation(date: IsoDate, window: MovingDateWindow): string | undefined {
  if (!isIsoDate(date)) return V.dateInvalid;
  if (date < window.earliest) return V.dateTooSoon;
  if (date > window.latest) return V.dateTooLate;
  return undefined;
}

const houseNumber = houseNumberSchema(V.houseNumberInvalid);

const suffix = houseNumberSuffixSchema(V.suffixInvalid);

function postcode(country: AddressCountry) {
  return postcodeSchema(country, V.postcodeInvalid);
}

/**
 * Street and city of a typed address (a Belgian move, a holiday address): letters, digits and the usual punctuation
 * of a street name.
 */
export function placeName(code: string) {
  return plainText({ error: code })
    .trim()
    .pipe(
      z
        .string()
        .min(1, { error: code })
        .max(80, { error: code })
        .regex(/^[\p{L}\p{M}0-9 .'’()-]+$/u, { error: code }),
    );
}

/** The lookup step of an NL address (`lookupAddress`): postcode, house number and suffix. */
export function addressLookupSchema(country: AddressCountry) {
  return z.object({ postcode: postcode(country), houseNumber, suffix });
}

export type AddressLookupForm = z.input<ReturnType<typeof addressLookupSchema>>;

/**
 * The address step: in the Netherlands postcode, house number and suffix (street and city come from the address
 * lookup, never from the user); in Belgium street and city too, checked for form, with the postcode's range.
 */
export function movingAddressSchema(country: AddressCountry) {
  const base = addressLookupSchema(country);
  if (country === 'NL') {
    return base.extend({
      // Whatever the client sends is not used (the lookup's street and city are), but it is still text under the rule.
      street: plainText().nullish(),
      city: plainText().nullish(),
      countryCode: z.literal('NL', { error: V.countryNotDelivered }),
    });
  }
  return base.extend({
    street: placeName(V.streetRequired),
    city: placeName(V.cityRequired),
    countryCode: z.literal('BE', { error: V.countryNotDelivered }),
  });
}

export type MovingAddressForm = z.input<ReturnType<typeof movingAddressSchema>>;

/** The subscriptions step: the chosen print subscriptions and the confirmation that the move applies to all. */
export const movingSubscriptionsSchema = z.object({
  subscriptionIds: z.array(z.string(), { error: V.noSubscriptions }).min(1, { error: V.noSubscriptions }).max(20),
  confirmAllAtAddress: z.literal(true, { error: V.notConfirmed }),
});

/** The date step: the effective date, checked against the window by {@link movingDateViolation}. */
export function movingDateSchema(window: MovingDateWindow) {
  return z.object({
    effectiveDate: z.string({ error: V.dateInvalid }).superRefine((value, context) => {
      const code = movingDateViolation(value, window);
      if (code) context.addIssue({ code: 'custom', message: code });
    }),
  });
}

/**
 * The rest of the submission (`SubmitMovingHouseInput` without its address, which {@link movingAddressSchema} checks
 * so that each address field's violation names that field): subscriptions, confirmation, date and the client's
 * idempotency key (one per journey, so a double click or a retried request never makes two moves).
 */
export function submitMovingHouseSchema(window: MovingDateWindow) {
  return movingSubscriptionsSchema.extend({
    ...movingDateSchema(window).shape,
    idempotencyKey: idempotencyKeySchema(V.idempotencyKeyInvalid),
  });
}
