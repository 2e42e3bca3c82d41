/**
 * The owner scope: who asks. Every service of an area that reads or changes an account's rows takes one, built from
 * the request's session and brand; a row is the owner's only when both its account and its brand match.
 */
import type { Country } from './dates';

/** Who asks: the signed-in account, the brand of the request and that brand's country (NL or BE calendar, address). */
export interface OwnerScope {
  /** The signed-in account's id. */
  accountId: string;
  /** The brand of the request (its key, e.g. `ad`). */
  brandKey: string;
  /** The brand's country: its calendar, time zone and the country it delivers in. */
  country: Country;
}
