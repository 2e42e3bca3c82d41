/**
 * The translations the invoices page passes to its island (picked from the request's dictionary), and how the island
 * formats what it shows: dates in the request's language, money as Dutch money.
 */
import { INVOICE_FILTER_INVALID } from '../../shared/invoice-codes';

/** The keys (and key prefixes ending in '.') the invoices page passes to its island. */
export const INVOICE_MESSAGE_KEYS: readonly string[] = [
  // Not the PDF's texts (invoices.pdf.*): the server writes those.
  'invoices.filter.',
  'invoices.status.',
  'invoices.item.',
  'invoices.pay.',
  'invoices.empty',
  'invoices.noResults',
  'invoices.countOne',
  'invoices.countOther',
  'invoices.yearHeading',
  'pageErrorMessage',
  'pageReloadButtonLabel',
  'pageLoading',
  INVOICE_FILTER_INVALID,
];

/** Looks a key up in the island's messages and fills `{name}` placeholders; a missing key reads as empty. */
export function translate(
  messages: Readonly<Record<string, string>>,
  key: string,
  params: Record<string, string | number> = {},
): string {
  return (messages[key] ?? '').replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/** One formatter per locale: making an Intl.DateTimeFormat costs far more than using one, and the list has many dates. */
const longDateFormats = new Map<string, Intl.DateTimeFormat>();

/** "6 januari 2025" for an ISO calendar date, in nl-NL or nl-BE (no time zone shift: it is a calendar date). */
export function longDate(iso: string, locale: string): string {
  let format = longDateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    longDateFormats.set(locale, format);
  }
  return format.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
}
