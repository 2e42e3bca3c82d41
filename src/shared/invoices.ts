/**
 * The invoices area's contract: the zod schema of the overview's filter, which the server parses every
 * request's filter with, built from the same constants as the URL form the island reads and writes
 * (./invoice-codes.ts, zod-free so the island stays small). A part that is not valid is dropped rather than
 * refused: the filter only narrows what the subscriber sees, so an outdated link still shows the invoices.
 */
import { z } from 'zod';
import {
  INVOICE_FILTER_INVALID,
  INVOICE_STATUSES,
  INVOICE_YEAR_MAX,
  INVOICE_YEAR_MIN,
  UUID_PATTERN,
  type InvoiceFilter,
} from './invoice-codes';

export * from './invoice-codes';

/** One filter part: its value when valid, otherwise the violation code. */
export const invoiceFilterSchema = z.object({
  subscriptionId: z.string().regex(UUID_PATTERN, INVOICE_FILTER_INVALID).optional(),
  // A number, or its four digits as text (the GraphQL filter's period, "2025").
  year: z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\d{4}$/, INVOICE_FILTER_INVALID)
          .transform(Number),
      ],
      INVOICE_FILTER_INVALID,
    )
    .pipe(
      z
        .number()
        .int(INVOICE_FILTER_INVALID)
        .min(INVOICE_YEAR_MIN, INVOICE_FILTER_INVALID)
        .max(INVOICE_YEAR_MAX, INVOICE_FILTER_INVALID),
    )
    .optional(),
  status: z.enum(INVOICE_STATUSES, INVOICE_FILTER_INVALID).optional(),
});

/**
 * The page of the overview after the one of a year (`before`: "Oudere facturen"): a year the period filter could
 * name, or the one after the last, so the newest year stays reachable.
 */
export const invoicePageSchema = z
  .number()
  .int(INVOICE_FILTER_INVALID)
  .min(INVOICE_YEAR_MIN, INVOICE_FILTER_INVALID)
  .max(INVOICE_YEAR_MAX + 1, INVOICE_FILTER_INVALID)
  .optional();

/** The filter as asked: any value of any type per part (from GraphQL, a URL, a test). */
export interface RawInvoiceFilter {
  subscriptionId?: unknown;
  year?: unknown;
  status?: unknown;
}

/**
 * The filter to apply: every valid part of `raw` (absent and null parts mean "all"); the names of the parts that
 * were dropped for not being valid.
 */
export function parseInvoiceFilter(raw: RawInvoiceFilter | null | undefined): {
  filter: InvoiceFilter;
  invalid: Array<keyof InvoiceFilter>;
} {
  const filter: InvoiceFilter = {};
  const invalid: Array<keyof InvoiceFilter> = [];
  for (const part of ['subscriptionId', 'year', 'status'] as const) {
    const value = raw?.[part];
    if (value === undefined || value === null) continue;
    const parsed = invoiceFilterSchema.shape[part].safeParse(value);
    if (parsed.success && parsed.data !== undefined) {
      (filter as Record<string, unknown>)[part] =
        part === 'subscriptionId' ? String(parsed.data).toLowerCase() : parsed.data;
    } else invalid.push(part);
  }
  return { filter, invalid };
}
