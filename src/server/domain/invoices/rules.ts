/**
 * The pure invoice rules: an invoice as the subscriber sees it ("overdue" is not stored: an open invoice is overdue
 * once its due date lies before today's date in the time zone of the invoice's brand, src/shared/invoices.ts
 * `displayStatus`), the overview under a filter (newest first, grouped by year), whom an invoice is addressed to and
 * the PDF's file name. No database here; the queries are ./storage.ts.
 */
import { BRANDS, type BrandKey } from '../../../brands/registry';
import { addressLines } from '../../../shared/address';
import { today } from '../../../shared/dates';
import { displayStatus, vatIncluded, type InvoiceFilter, type InvoiceStatus } from '../../../shared/invoices';
import type { Invoice, InvoiceLine, Subscription } from '../../db/schema';

/** An invoice as the overview and the PDF show it. */
export interface InvoiceView {
  id: string;
  invoiceNumber: string;
  brandKey: BrandKey;
  subscriptionId: string;
  subscriptionTitle: string;
  subscriptionNumber: string;
  issueDate: string;
  dueDate: string;
  periodStart: string;
  periodEnd: string;
  /** The status the subscriber sees (overdue derived). */
  status: InvoiceStatus;
  lines: InvoiceLine[];
  totalCents: number;
  /** The VAT the total contains, summed over the lines. */
  vatCents: number;
  paidAt: Date | null;
}

/** A subscription the overview can be narrowed to: one that has invoices. */
export interface InvoiceSubscriptionOption {
  subscriptionId: string;
  title: string;
  brandKey: BrandKey;
  subscriptionNumber: string;
}

/** The overview: the applied filter, what it can be narrowed to, and the invoices grouped by year (newest first). */
export interface InvoiceOverview {
  /** The filter as applied: only valid parts, and a subscription only when it is one of the account's own. */
  filter: InvoiceFilter;
  /** The filter parts that were asked for but not applied (not valid, or not a subscription of the account). */
  ignored: Array<keyof InvoiceFilter>;
  /** Every year the account has invoices in, newest first (the period filter's choices). */
  years: number[];
  subscriptions: InvoiceSubscriptionOption[];
  groups: Array<{ year: number; invoices: InvoiceView[] }>;
  /** How many invoices the account has in all, whatever the filter (0: the screen's empty state). */
  totalCount: number;
}

/** An invoice with the subscription it bills, as the database answers it. */
export type InvoiceRow = { invoice: Invoice; subscription: Subscription };

/** Whom the invoice is addressed to: the subscription's holder and address as the publisher's records have them. */
export interface InvoiceCustomer {
  name: string;
  /** Street and number, then postcode and city; empty lines left out. */
  addressLines: string[];
}

/** An invoice with its addressee (what the PDF prints). */
export interface InvoiceDocument extends InvoiceView {
  customer: InvoiceCustomer;
}

/** The invoice as the subscriber sees it at `now` (whether an open one is overdue depends on the brand's today). */
export function toInvoiceView(row: InvoiceRow, now: Date): InvoiceView {
  const { invoice } = row;
  const brandKey = invoice.brandKey as BrandKey;
  const country = BRANDS[brandKey]?.country ?? 'nl';
  return {
    id: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    brandKey,
    subscriptionId: invoice.subscriptionId,
    subscriptionTitle: row.subscription.title,
    subscriptionNumber: row.subscription.subscriptionNumber,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    status: displayStatus(invoice, today(country, now)),
    lines: invoice.lines,
    totalCents: invoice.totalCents,
    vatCents: invoice.lines.reduce((sum, line) => sum + vatIncluded(line.amountCents, line.vatRate), 0),
    paidAt: invoice.paidAt,
  };
}

/** The subscriptions the invoices bill, once each, in the order they first appear. */
export function invoiceSubscriptions(all: readonly InvoiceView[]): Map<string, InvoiceSubscriptionOption> {
  const options = new Map<string, InvoiceSubscriptionOption>();
  for (const invoice of all) {
    if (!options.has(invoice.subscriptionId)) {
      options.set(invoice.subscriptionId, {
        subscriptionId: invoice.subscriptionId,
        title: invoice.subscriptionTitle,
        brandKey: invoice.brandKey,
        subscriptionNumber: invoice.subscriptionNumber,
      });
    }
  }
  return options;
}

/**
 * The overview of all the account's invoices (newest first) under a filter whose subscription the caller has
 * checked: the years, the subscriptions to narrow to (by title, then number), and the matching invoices grouped by
 * year.
 */
export function invoiceOverview(
  all: readonly InvoiceView[],
  filter: InvoiceFilter,
  ignored: Array<keyof InvoiceFilter>,
): InvoiceOverview {
  const years = [...new Set(all.map((invoice) => Number(invoice.issueDate.slice(0, 4))))].sort((a, b) => b - a);
  const shown = all.filter(
    (invoice) =>
      (filter.subscriptionId === undefined || invoice.subscriptionId === filter.subscriptionId) &&
      (filter.year === undefined || invoice.issueDate.startsWith(`${filter.year}-`)) &&
      (filter.status === undefined || invoice.status === filter.status),
  );
  const groups: InvoiceOverview['groups'] = [];
  for (const invoice of shown) {
    const year = Number(invoice.issueDate.slice(0, 4));
    const group = groups.at(-1);
    if (group?.year === year) group.invoices.push(invoice);
    else groups.push({ year, invoices: [invoice] });
  }
  const subscriptions = [...invoiceSubscriptions(all).values()].sort(
    (a, b) => a.title.localeCompare(b.title, 'nl') || a.subscriptionNumber.localeCompare(b.subscriptionNumber),
  );
  return { filter, ignored, years, subscriptions, groups, totalCount: all.length };
}

/** The addressee of an invoice: the subscription's holder and delivery address, empty parts left out. */
export function invoiceCustomer(
  s: Pick<
    Subscription,
    | 'street'
    | 'houseNumber'
    | 'houseNumberSuffix'
    | 'zipCode'
    | 'city'
    | 'countryCode'
    | 'holderFirstName'
    | 'holderLastName'
  >,
): InvoiceCustomer {
  return {
    name: [s.holderFirstName, s.holderLastName].filter(Boolean).join(' '),
    // The one address display (a Belgian box as "bus 3"), as every screen and mail shows it.
    addressLines: addressLines(s),
  };
}

/** The file name a subscriber's browser saves the PDF as: "factuur-F2025-0012345.pdf" (only safe characters). */
export function invoiceFileName(invoiceNumber: string): string {
  return `factuur-${invoiceNumber.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`;
}
