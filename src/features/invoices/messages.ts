/**
 * The translations the invoices page passes to its island (picked from the request's dictionary); the island
 * translates them through the kit's messages hook (src/lib/messages).
 */
import { PAGE_STATE_KEYS, REQUEST_VIOLATION_CODES } from '../../lib/messages';
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
  'invoices.older',
  'invoices.olderLoading',
  'invoices.olderFailed',
  ...PAGE_STATE_KEYS,
  INVOICE_FILTER_INVALID,
  ...REQUEST_VIOLATION_CODES,
];
