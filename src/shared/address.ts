/**
 * The one address contract of the portal, for the Netherlands and Belgium, held by the islands and the server alike:
 * the parts of an address as every form takes them (postcode by its country's rule, house number, house-number suffix
 * with the Belgian box number "bus") and the one way an address is shown ("Meir 78 bus 3, 2000 Antwerpen").
 *
 * A suffix is 1 to 10 letters, digits, spaces and dashes starting with a letter or digit (`A`, `bis`, `2-hoog`,
 * `bus 3`), kept as typed except for spacing; a Belgian box is stored as "bus" and its number ("bus3", "Bus 3" →
 * "bus 3"), and shown that way — also an older Belgian row that stored only the box number ("3").
 *
 * The forms' zod schemas of these rules are in ./address-schema.ts: screens show addresses with this file on the first
 * load, where zod is not loaded.
 */
import { pickFields } from './fields';

export { ADDRESS_COUNTRIES, normalisePostcode, POSTCODE_INVALID, type AddressCountry } from './postcode';

/** A house number: 1 to 5 digits, not starting with 0. */
export const HOUSE_NUMBER_PATTERN = /^[1-9]\d{0,4}$/;

/** The longest house-number suffix. */
export const HOUSE_NUMBER_SUFFIX_MAX_LENGTH = 10;

const SUFFIX = new RegExp(`^[\\p{L}\\d][\\p{L}\\d -]{0,${HOUSE_NUMBER_SUFFIX_MAX_LENGTH - 1}}$`, 'u');
/** A Belgian box: "bus" and its number, with or without a space ("bus 3", "Bus3", "BUS 12A"). */
const BOX = /^bus\s*(\d[\p{L}\d]*)$/iu;
/** What a Belgian row may hold of a box without the word: only its number. */
const BARE_BOX_NUMBER = /^\d+[\p{L}]?$/u;

/** Whether `value` (trimmed) is an acceptable house-number suffix. */
export function isHouseNumberSuffix(value: string): boolean {
  return SUFFIX.test(value.trim());
}

/** The stored form of a suffix: trimmed, single spaces, a box as "bus 3"; null when empty. */
export function normaliseHouseNumberSuffix(value: string | null | undefined): string | null {
  const text = (value ?? '').trim().replace(/\s+/g, ' ');
  if (!text) return null;
  const box = BOX.exec(text);
  return box ? `bus ${box[1]!.toUpperCase()}` : text;
}

/** An address as the screens and mails show it; any part may be missing. */
export interface AddressParts {
  street?: string | null;
  houseNumber?: string | null;
  houseNumberSuffix?: string | null;
  zipCode?: string | null;
  city?: string | null;
  /** `NL` or `BE` (a Belgian box number shows as "bus 3"). */
  countryCode?: string | null;
}

/** The address columns of a stored row (an account, a subscription, an event); any part may be empty. */
export interface AddressColumns {
  street: string | null;
  houseNumber: string | null;
  houseNumberSuffix: string | null;
  zipCode: string | null;
  city: string | null;
  countryCode: string | null;
}

/** A complete address: every part is there but the suffix, which many addresses have none of. */
export interface CompleteAddress {
  street: string;
  houseNumber: string;
  houseNumberSuffix: string | null;
  zipCode: string;
  city: string;
  countryCode: string;
}

/** The names of an address's parts, in the order an address is written. */
export const ADDRESS_PARTS = ['street', 'houseNumber', 'houseNumberSuffix', 'zipCode', 'city', 'countryCode'] as const;

/** Only the address parts of `row` (as they are), without its other fields. */
export function addressPartsOf<T extends Record<(typeof ADDRESS_PARTS)[number], unknown>>(
  row: T,
): Pick<T, (typeof ADDRESS_PARTS)[number]> {
  return pickFields(row, ADDRESS_PARTS);
}

/** A row's address when it is complete, or null when a part other than the suffix is missing. */
export function completeAddress(row: AddressColumns): CompleteAddress | null {
  const { street, houseNumber, zipCode, city, countryCode } = row;
  if (!street || !houseNumber || !zipCode || !city || !countryCode) return null;
  return { street, houseNumber, houseNumberSuffix: row.houseNumberSuffix ?? null, zipCode, city, countryCode };
}

/** The suffix as shown: a Belgian box as "bus 3", any other suffix as stored. */
function shownSuffix(suffix: string | null | undefined, countryCode: string | null | undefined): string {
  const stored = normaliseHouseNumberSuffix(suffix);
  if (!stored) return '';
  return countryCode?.toUpperCase() === 'BE' && BARE_BOX_NUMBER.test(stored) ? `bus ${stored.toUpperCase()}` : stored;
}

/** "Meir 78 bus 3", "Coolsingel 40 A": street, house number and suffix; '' when none is there. */
export function streetLine(address: AddressParts): string {
  return [address.street, address.houseNumber, shownSuffix(address.houseNumberSuffix, address.countryCode)]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** "2000 Antwerpen": postcode and place; '' when neither is there. */
export function placeLine(address: AddressParts): string {
  return [address.zipCode, address.city]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** The address on two lines (a letter, an invoice): the street line and the place line, without empty ones. */
export function addressLines(address: AddressParts): string[] {
  return [streetLine(address), placeLine(address)].filter(Boolean);
}

/** The one way an address is shown on one line: "Meir 78 bus 3, 2000 Antwerpen"; '' for an empty address. */
export function addressLine(address: AddressParts): string {
  return addressLines(address).join(', ');
}
