/**
 * The address-lookup port (docs/architecture.md ports): a Dutch postcode and house number (with suffix) → street and city.
 * Two adapters: PDOK's public Locatieserver (./pdok.ts, production) and an embedded table of real addresses for the
 * demo and the tests (./embedded.ts). `ADDRESS_LOOKUP` (src/server/config.ts) chooses; default embedded.
 */
import { config } from '../../config';
import { embeddedAddressLookup } from './embedded';
import { pdokAddressLookup } from './pdok';

/** An address the lookup found. `postcode` is in its stored form (`1234 AB`). */
export interface FoundAddress {
  street: string;
  houseNumber: string;
  houseNumberSuffix: string | null;
  postcode: string;
  city: string;
}

/** What the lookup answers: the address, none (`not_found`), or no answer (`unavailable`: try again later). */
export type AddressLookupResult =
  { status: 'found'; address: FoundAddress } | { status: 'not_found' } | { status: 'unavailable' };

export interface AddressLookup {
  /** Looks an NL address up; `postcode` is already normalised (`1234 AB`), `suffix` upper-case or null. */
  lookup(postcode: string, houseNumber: string, suffix: string | null): Promise<AddressLookupResult>;
}

let chosen: AddressLookup | undefined;

/** The adapter the configuration chooses (made once per process). */
export function addressLookup(): AddressLookup {
  chosen ??= config().ADDRESS_LOOKUP === 'pdok' ? pdokAddressLookup() : embeddedAddressLookup();
  return chosen;
}

/** Whether a found suffix matches the asked one: equal without spaces and dashes, case-insensitive. */
export function sameSuffix(found: string | null, asked: string | null): boolean {
  const clean = (value: string | null) => (value ?? '').replace(/[\s-]/g, '').toUpperCase();
  return clean(found) === clean(asked);
}
