/**
 * Phone numbers as a subscriber reads them, grouped: the brand's own country in national form (NL mobile
 * "06 12 34 56 78", NL landline "020 123 4567" or "0113 123 456", BE mobile "0470 12 34 56", BE landline
 * "02 123 45 67" or "015 12 34 56"), the other of the two countries in international form with the same groups
 * ("+32 470 12 34 56"), and any other country as "+49 30123456" (its own grouping is not known here).
 *
 * Grouped by hand on top of src/shared/phone.ts rather than with libphonenumber-js: that library writes Dutch mobiles
 * "06 12345678" (not the pairs the brands print), and its smallest metadata adds about 30 kB of compressed script to
 * every page that shows a number, for two countries whose groups fit in the table below.
 */
import type { Country } from '../../shared/dates';
import { COUNTRY_DIAL_CODES, normalisePhoneNumber, phoneForComparison } from '../../shared/phone';

/** NL area codes of two digits (after the 0); every other geographic area code has three. */
const NL_TWO_DIGIT_AREAS = new Set(
  // The last five are nationwide numbers (company lines, VoIP), grouped like a two-digit area.
  '10 13 15 20 23 24 26 30 33 35 36 38 40 43 45 46 50 53 55 58 70 71 72 73 74 75 76 77 78 79 84 85 87 88 91'.split(' '),
);

/** BE zones of one digit (Brussels, Antwerp, Liège, Ghent); the others have two. */
const BE_ONE_DIGIT_ZONES = new Set(['2', '3', '4', '9']);

/** Country codes of one or two digits (ITU-T E.164); every other country code has three digits. */
const SHORT_COUNTRY_CODES = new Set(
  '1 7 20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'.split(
    ' ',
  ),
);

/** Splits digits into groups of the given sizes; the last group takes the rest. */
function groups(digits: string, sizes: readonly number[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  if (at < digits.length) parts[parts.length - 1] += digits.slice(at);
  return parts.join(' ');
}

/** The groups of a Dutch national number without its 0, or null when it has no known shape. */
function groupDutch(national: string): string | null {
  if (/^6\d{8}$/.test(national)) return groups(national, [1, 2, 2, 2, 2]);
  if (/^(800|90[069])\d{4,7}$/.test(national)) return groups(national, national.length > 7 ? [3, 3, 4] : [3, 4]);
  if (national.length !== 9) return null;
  return NL_TWO_DIGIT_AREAS.has(national.slice(0, 2)) ? groups(national, [2, 3, 4]) : groups(national, [3, 3, 3]);
}

/** The groups of a Belgian national number without its 0, or null when it has no known shape. */
function groupBelgian(national: string): string | null {
  if (/^4\d{8}$/.test(national)) return groups(national, [3, 2, 2, 2]);
  if (/^(800|90\d)\d{5}$/.test(national)) return groups(national, [3, 2, 3]);
  if (national.length !== 8) return null;
  return BE_ONE_DIGIT_ZONES.has(national[0]!) ? groups(national, [1, 3, 2, 2]) : groups(national, [2, 2, 2, 2]);
}

const GROUPERS: Readonly<Record<Country, (national: string) => string | null>> = {
  nl: groupDutch,
  be: groupBelgian,
};

/**
 * A stored phone number (international form `+31612345678`, or the input's `(+31) 6 123 456 78`) grouped for
 * reading on a brand of `country`; a value that is no phone number is returned as it was given.
 */
export function formatPhone(value: string, country: Country): string {
  const stored = normalisePhoneNumber(value);
  if (!stored) return value.trim();
  for (const own of Object.keys(COUNTRY_DIAL_CODES) as Country[]) {
    const code = COUNTRY_DIAL_CODES[own];
    if (!stored.startsWith(code)) continue;
    const grouped = GROUPERS[own](stored.slice(code.length));
    if (!grouped) break;
    return own === country ? `0${grouped}` : `${code} ${grouped}`;
  }
  const digits = phoneForComparison(stored).slice(1);
  const length = SHORT_COUNTRY_CODES.has(digits.slice(0, 1)) ? 1 : SHORT_COUNTRY_CODES.has(digits.slice(0, 2)) ? 2 : 3;
  return `+${digits.slice(0, length)} ${digits.slice(length)}`;
}
