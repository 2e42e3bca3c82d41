/**
 * The phone number rules that client and server both apply (the phone input's display and mask
 * stay in src/ui/phone):
 * - comparison: everything except digits and "+" removed: "(+31) 6 123 456 78" → "+31612345678";
 * - a number belongs to a country when it contains that country's dial code (BE +32, NL +31);
 * - the stored form is international (`+31612345678`): a dial code and a national number whose first digit is 1–9.
 */

/** Dial codes of the portal's two countries. */
export const COUNTRY_DIAL_CODES = { nl: '+31', be: '+32' } as const;

export type PhoneCountry = keyof typeof COUNTRY_DIAL_CODES;

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

/**
 * A phone number in international form (`+31612345678`), or null when it is not one: a dial code of 1–3 digits and
 * a national number of 8–10 digits whose first digit is 1–9 (the phone input's mask). The
 * masked form `(+31) 6 123 456 78` and a national form with a leading 0 after the code are accepted.
 */
export function normalisePhoneNumber(value: string): string | null {
  const prefixed = /^\s*\(\s*\+?(\d{1,3})\s*\)(.*)$/.exec(value);
  let code: string;
  let national: string;
  if (prefixed) {
    code = prefixed[1]!;
    national = prefixed[2]!.replace(/\D/g, '');
  } else {
    const compact = phoneForComparison(value).replace(/^00/, '+');
    const match = /^\+(3[12])(\d+)$/.exec(compact) ?? /^\+(\d{1,3}?)(\d{8,10})$/.exec(compact);
    if (!match) return null;
    code = match[1]!;
    national = match[2]!;
  }
  national = national.replace(/^0/, '');
  if (!/^[1-9]\d{7,9}$/.test(national)) return null;
  return `+${code}${national}`;
}

/** True when a value holds no number at all: empty, or only the input's "(+31)" prefix. */
export function isEmptyPhoneNumber(value: string | null | undefined): boolean {
  return !value || value.replace(/^\s*\([^)]*\)/, '').trim() === '';
}
