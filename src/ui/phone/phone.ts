/**
 * Phone number helpers of SPEC §5, shared by the phone input, account screens and the server.
 * - display: the leading parenthesised prefix and all whitespace removed: "(+31) 6 123 456 78" → "612345678";
 * - comparison: everything except digits and "+" removed: "(+31) 6 123 456 78" → "+31612345678";
 * - a number belongs to a country when it contains that country's dial code (BE +32, NL +31).
 */

/** The dial code used when no country is chosen. */
export const DEFAULT_COUNTRY_CODE = '31';

/** Dial codes of the portal's two countries. */
export const COUNTRY_DIAL_CODES = { nl: '+31', be: '+32' } as const;

export type PhoneCountry = keyof typeof COUNTRY_DIAL_CODES;

/** A country in the phone input's country select (SPEC §3: name, code, highlighted). */
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

/** The number for comparing: only digits and "+". */
export function phoneForComparison(value: string): string {
  return value.replace(/[^\d+]/g, '');
}

/** Whether two numbers are the same once formatting is ignored. */
export function samePhoneNumber(a: string, b: string): boolean {
  return phoneForComparison(a) === phoneForComparison(b);
}

/** Whether a number contains the dial code of a country (BE +32, NL +31). */
export function belongsToCountry(value: string, country: PhoneCountry): boolean {
  return phoneForComparison(value).includes(COUNTRY_DIAL_CODES[country]);
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
 * The imask pattern of SPEC §5: the dial code in brackets, then a number whose first digit is 1–9, grouped
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

/**
 * Splits a stored number into a dial code from `codes` (longest match) and the national digits (leading zeros
 * dropped). Without a known "+code" or "00code" prefix the whole number is national.
 */
export function splitPhoneNumber(value: string, codes: readonly string[]): { code?: string; national: string } {
  let digits = phoneForComparison(value).replace(/^00/, '+');
  if (value.trim().startsWith('(')) {
    const prefix = /^\s*\(\s*\+?(\d+)\s*\)/.exec(value);
    if (prefix?.[1]) {
      const national = phoneForComparison(value.slice(prefix[0].length)).replace(/\D/g, '');
      return { code: prefix[1], national: national.replace(/^0+/, '') };
    }
  }
  if (digits.startsWith('+')) {
    const code = [...codes].sort((a, b) => b.length - a.length).find((candidate) => digits.startsWith(`+${candidate}`));
    if (code) return { code, national: digits.slice(code.length + 1).replace(/^0+/, '') };
    digits = digits.slice(1);
  }
  return { national: digits.replace(/\D/g, '').replace(/^0+/, '') };
}
