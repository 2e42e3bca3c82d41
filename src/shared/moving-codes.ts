/**
 * The violation codes of the moving service (./moving.ts), without its zod schemas: the screens that only show moves
 * and their messages import these and stay free of zod.
 */
import type { Country } from './dates';
import { POSTCODE_INVALID, type AddressCountry } from './postcode';

/** Violation codes of the moving service (each has a translation key). */
export const MOVING_VIOLATIONS = {
  postcodeInvalid: POSTCODE_INVALID,
  houseNumberInvalid: 'MOVE_HOUSE_NUMBER_INVALID',
  suffixInvalid: 'MOVE_SUFFIX_INVALID',
  streetRequired: 'MOVE_STREET_REQUIRED',
  cityRequired: 'MOVE_CITY_REQUIRED',
  /** The NL address lookup knows no address for that postcode and number. */
  addressNotFound: 'MOVE_ADDRESS_NOT_FOUND',
  /** The address lookup did not answer; the user may try again later. */
  lookupUnavailable: 'MOVE_ADDRESS_LOOKUP_UNAVAILABLE',
  /** The new address lies in a country the brand does not deliver to. */
  countryNotDelivered: 'MOVE_COUNTRY_NOT_DELIVERED',
  /** The new address is the address the subscriptions are delivered to now. */
  sameAddress: 'MOVE_SAME_ADDRESS',
  dateInvalid: 'MOVE_DATE_INVALID',
  dateTooSoon: 'MOVE_DATE_TOO_SOON',
  dateTooLate: 'MOVE_DATE_TOO_LATE',
  /** No print subscription chosen (or the account has none on this brand). */
  noSubscriptions: 'MOVE_NO_SUBSCRIPTIONS',
  /** Not every print subscription at the old address was chosen. */
  subscriptionsIncomplete: 'MOVE_SUBSCRIPTIONS_INCOMPLETE',
  /** The user did not confirm that the move applies to every subscription at the old address. */
  notConfirmed: 'MOVE_NOT_CONFIRMED',
  idempotencyKeyInvalid: 'MOVE_REQUEST_INVALID',
} as const;

/** The steps of the journey, in order (`/verhuisservice/doorgeven?stap=…`). */
export const MOVING_STEPS = ['adres', 'abonnementen', 'datum', 'controle'] as const;
export type MovingStep = (typeof MOVING_STEPS)[number];

/** The step a `?stap=` value names, or the first step for anything else. */
export function movingStepOf(value: string | null | undefined): MovingStep {
  return (MOVING_STEPS as readonly string[]).includes(value ?? '') ? (value as MovingStep) : 'adres';
}

/** The country code of an address the brand of `country` delivers to. */
export function addressCountryOf(country: Country): AddressCountry {
  return country === 'be' ? 'BE' : 'NL';
}
