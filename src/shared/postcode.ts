/**
 * Postcodes of the portal's two countries: the Netherlands `1234 AB` (four digits not starting with 0,
 * two letters other than SA, SD and SS), Belgium `1000` (four digits from 1000). Used by the account's address form
 * and by the moving service.
 */

/** Countries an address may lie in: the brands deliver in the Netherlands and Belgium only. */
export const ADDRESS_COUNTRIES = ['NL', 'BE'] as const;
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number];

/** The violation code of a postcode that is not one of the address's country; it has a translation key. */
export const POSTCODE_INVALID = 'POSTCODE_INVALID';

/** NL postcode: four digits (not starting with 0), optional space, two letters other than SA, SD and SS. */
const NL_POSTCODE = /^([1-9]\d{3})\s?(?!SA|SD|SS)([A-Z]{2})$/;
/** BE postcode: four digits from 1000. */
const BE_POSTCODE = /^[1-9]\d{3}$/;

/**
 * The postcode in its stored form (`1234 AB` in the Netherlands, `1000` in Belgium), or null when it is not a
 * postcode of that country. Case and the space of an NL postcode do not matter (`1234ab` → `1234 AB`).
 */
export function normalisePostcode(value: string, country: AddressCountry): string | null {
  const text = value.trim().toUpperCase();
  if (country === 'NL') {
    const match = NL_POSTCODE.exec(text);
    return match ? `${match[1]} ${match[2]}` : null;
  }
  return BE_POSTCODE.test(text) ? text : null;
}
