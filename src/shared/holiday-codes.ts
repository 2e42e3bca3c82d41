/**
 * The holiday service's codes, without zod and without the working-day calendar: the violation codes, the journey's
 * steps, the limits as data and the window of a new period. The rules about a period that need no calendar are
 * ./holiday-period.ts, which only the period step and the schemas load: the journey's first step and the overview
 * load this file with the holiday area's own.
 *
 * The rules that do need the brand country's calendar (the earliest start, 3 working days ahead; the cancel
 * deadline, 3 working days before the start) are computed on the server (./holiday-window.ts) and reach the island
 * as dates in `holidayOptions`, so the calendar offers exactly the days the server accepts while the browser never
 * loads the holiday calendar.
 */
import type { IsoDate } from './dates';
import { POSTCODE_INVALID } from './postcode';
import type { HolidayRules } from './product';

/** Violation codes of the holiday service (each has a translation key that says what is allowed instead). */
export const HOLIDAY_VIOLATIONS = {
  subscriptionRequired: 'HOLIDAY_SUBSCRIPTION_REQUIRED',
  kindRequired: 'HOLIDAY_KIND_REQUIRED',
  /** The subscription is not a print subscription (digital access has nothing to suspend or divert). */
  notPrint: 'HOLIDAY_NOT_PRINT',
  startInvalid: 'HOLIDAY_START_INVALID',
  endInvalid: 'HOLIDAY_END_INVALID',
  startTooSoon: 'HOLIDAY_START_TOO_SOON',
  startTooLate: 'HOLIDAY_START_TOO_LATE',
  /** The end lies before the start: a period lasts at least 1 day. */
  periodTooShort: 'HOLIDAY_PERIOD_TOO_SHORT',
  periodTooLong: 'HOLIDAY_PERIOD_TOO_LONG',
  yearLimitExceeded: 'HOLIDAY_YEAR_LIMIT_EXCEEDED',
  overlap: 'HOLIDAY_OVERLAP',
  cancelTooLate: 'HOLIDAY_CANCEL_TOO_LATE',
  /** Already cancelled, or already over. */
  notActive: 'HOLIDAY_NOT_ACTIVE',
  /** A new end date for a period that has not started: cancel it and submit a new one instead. */
  notStarted: 'HOLIDAY_NOT_STARTED',
  /** A new end date that is not earlier than the current one. */
  endNotEarlier: 'HOLIDAY_END_NOT_EARLIER',
  /** A new end date before today. */
  endInPast: 'HOLIDAY_END_IN_PAST',
  postcodeInvalid: POSTCODE_INVALID,
  houseNumberInvalid: 'MOVE_HOUSE_NUMBER_INVALID',
  suffixInvalid: 'MOVE_SUFFIX_INVALID',
  streetRequired: 'HOLIDAY_STREET_REQUIRED',
  cityRequired: 'HOLIDAY_CITY_REQUIRED',
  countryNotDelivered: 'HOLIDAY_COUNTRY_NOT_DELIVERED',
  idempotencyKeyInvalid: 'HOLIDAY_REQUEST_INVALID',
} as const;

/** The limits of a period that need no calendar (the brand's, from the capability table in ./product.ts). */
export type HolidayLimits = Pick<HolidayRules, 'minDays' | 'maxDays' | 'yearLimitDays'>;

/** The two kinds of holiday event. */
export const HOLIDAY_KINDS = ['suspension', 'temporary_address'] as const;
export type HolidayKind = (typeof HOLIDAY_KINDS)[number];

/** The steps of the journey, in order (`/vakantieservice/doorgeven?stap=…`); `adres` only for a temporary address. */
export const HOLIDAY_STEPS = ['keuze', 'periode', 'adres', 'controle'] as const;
export type HolidayStep = (typeof HOLIDAY_STEPS)[number];

/** The step a `?stap=` value names, or the first step for anything else. */
export function holidayStepOf(value: string | null | undefined): HolidayStep {
  return (HOLIDAY_STEPS as readonly string[]).includes(value ?? '') ? (value as HolidayStep) : 'keuze';
}

/** A period, both days included. */
export interface HolidayPeriod {
  startDate: IsoDate;
  endDate: IsoDate;
}

/** The days of a subscription already taken in one calendar year. */
export interface YearUsage {
  year: number;
  days: number;
}

/**
 * What a new period of one subscription may be: the window of its start (from the server, on the brand country's
 * calendar), the subscription's other periods (not cancelled) and the days they take per calendar year.
 */
export interface HolidayWindow {
  earliestStart: IsoDate;
  latestStart: IsoDate;
  taken: readonly HolidayPeriod[];
  usedDays: readonly YearUsage[];
  /** The brand's limits as the server sent them; the capability table's defaults for any left out. */
  limits?: Partial<HolidayLimits>;
}
