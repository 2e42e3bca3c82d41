/**
 * Display and mask of phone numbers for the design system's phone input: the display form (the leading
 * parenthesised prefix and all whitespace removed: "(+31) 6 123 456 78" → "612345678"), the country select and the
 * imask pattern. The rules client and server share (comparison, country, parsing, the stored form) are in
 * src/shared/phone.ts.
 */

/** The dial code used when no country is chosen. */
export const DEFAULT_COUNTRY_CODE = '31';

/** A country in the phone input's country select: its name, dial code and whether it is listed first. */
export interface CountryOption {
  /** Dutch name, e.g. "Nederland". */
  name: string;
  /** Dial code without "+", e.g. "31". */
  code: string;
  /** Highlighted countries are listed first. */
  highlighted?: boolean;
}

/** The number as shown to the user: leading "(…)" prefix and whitespace removed. */
export function phoneDisplay(value: string): string {
  return value.replace(/^\s*\([^)]*\)/, '').replace(/\s+/g, '');
}

/** Countries with the highlighted ones first, otherwise in the caller's order. */
export function sortCountries(countries: readonly CountryOption[]): CountryOption[] {
  return [
    ...countries.filter((country) => country.highlighted),
    ...countries.filter((country) => !country.highlighted),
  ];
}

/** The fixed prefix the mask shows for a dial code: "(+31) ". */
export function phonePrefix(code: string): string {
  return `(+${code}) `;
}

/**
 * The imask pattern: the dial code in brackets, then a number whose first digit is 1–9, grouped
 * `# 000 000 000`. The dial code is a fixed part that counts in the unmasked value ("+31612345678"); its digits
 * are escaped so that a 0 in a code is not a placeholder. The last two digits are optional, so the 9-digit NL and
 * 8- or 9-digit BE numbers count as complete.
 *
 * Deliberate deviation from "complete when every digit of `# 000 000 000` is filled": that needs 10 national
 * digits, but without the trunk 0 every NL number has 9 (06 1234 5678 → 6 1234 5678; 020 123 4567 → 20 123 4567)
 * and BE numbers 8 (landline 02 123 45 67) or 9 (mobile 0470 12 34 56), so no real NL or BE number could ever be
 * complete. The grouping and the 10-digit maximum of the specification are kept.
 */
export function phoneMaskPattern(code: string): string {
  const escaped = [...`+${code}`].map((character) => (/\d/.test(character) ? `\\${character}` : character)).join('');
  return `({${escaped}}) # 000 000 0[00]`;
}

/** Definition of "#" in the pattern: the first digit of the national number, 1–9. */
export const PHONE_MASK_DEFINITIONS = { '#': /[1-9]/ } as const;
