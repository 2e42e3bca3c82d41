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

/** The overview's parts that were asked for but not applied: a filter part, or the page's `before` year. */
export type IgnoredPart = keyof InvoiceFilter | 'before';

/**
 * The overview: the applied filter, what it can be narrowed to, and one page of the invoices the filter lets through,
 * grouped by year as the screen shows them: the newest year with any (or the filter's year), or with `before` the
 * newest year before that one. Older years are loaded page by page ({@link InvoiceOverview.olderYear}).
 */
export interface InvoiceOverview {
  /** The filter as applied: only valid parts, and a subscription only when it is one of the account's own. */
  filter: InvoiceFilter;
  /** The parts that were asked for but not applied (not valid, or not a subscription of the account). */
  ignored: IgnoredPart[];
  /** Every year the account has invoices in, newest first (the period filter's choices). */
  years: number[];
  subscriptions: InvoiceSubscriptionOption[];
  /** This page's invoices: at most one year's group. */
  groups: Array<{ year: number; invoices: InvoiceView[] }>;
  /** How many invoices the filter lets through in all years. */
  matchCount: number;
  /** The next older year with invoices the filter lets through (the next page's), or null when there is none. */
  olderYear: number | null;
  /** How many invoices the account has in all, whatever the filter (0: the screen's empty state). */
  totalCount: number;
}

/**
 * How many invoices of the account share a year of issue, a subscription and the status the subscriber sees: the
 * summary the overview's choices, counts and pages are made of, without reading the invoices themselves.
 */
export interface InvoiceCount {
  year: number;
  subscriptionId: string;
  title: string;
  brandKey: BrandKey;
  subscriptionNumber: string;
  status: InvoiceStatus;
  count: number;
}

/** The years, subscriptions and counts of an account's invoices (from its {@link InvoiceCount}s), and one page's year. */
export interface InvoiceSummary {
  years: number[];
  subscriptions: InvoiceSubscriptionOption[];
  totalCount: number;
  matchCount: number;
  /** The year this page shows, or undefined when the filter lets nothing through there. */
  pageYear: number | undefined;
  olderYear: number | null;
}

/**
 * The summary of the counts under a filter whose subscription the caller has checked: every year and subscription
 * (by title, then number), the totals, the year of the page (the filter's year, or the newest matching year before
 * `before`) and the matching year after it.
 */
export function invoiceSummary(
  counts: readonly InvoiceCount[],
  filter: InvoiceFilter,
  before: number | undefined,
): InvoiceSummary {
  const years = [...new Set(counts.map((count) => count.year))].sort((a, b) => b - a);
  const options = new Map<string, InvoiceSubscriptionOption>();
  for (const { subscriptionId, title, brandKey, subscriptionNumber } of counts) {
    if (!options.has(subscriptionId))
      options.set(subscriptionId, { subscriptionId, title, brandKey, subscriptionNumber });
  }
  const subscriptions = [...options.values()].sort(
    (a, b) => a.title.localeCompare(b.title, 'nl') || a.subscriptionNumber.localeCompare(b.subscriptionNumber),
  );
  const matching = counts.filter(
    (count) =>
      (filter.subscriptionId === undefined || count.subscriptionId === filter.subscriptionId) &&
      (filter.year === undefined || count.year === filter.year) &&
      (filter.status === undefined || count.status === filter.status),
  );
  const matchingYears = [...new Set(matching.map((count) => count.year))].sort((a, b) => b - a);
  const pageYear = matchingYears.find((year) => before === undefined || year < before);
  const olderYear = pageYear === undefined ? undefined : matchingYears.find((year) => year < pageYear);
  return {
    years,
    subscriptions,
    totalCount: counts.reduce((sum, count) => sum + count.count, 0),
    matchCount: matching.reduce((sum, count) => sum + count.count, 0),
    pageYear,
    olderYear: olderYear ?? null,
  };
}

/** The invoices of one page that the filter's status lets through, grouped by year of issue (newest first). */
export function groupByYear(
  views: readonly InvoiceView[],
  filter: InvoiceFilter,
): Array<{ year: number; invoices: InvoiceView[] }> {
  const groups: Array<{ year: number; invoices: InvoiceView[] }> = [];
  for (const invoice of views) {
    if (filter.status !== undefined && invoice.status !== filter.status) continue;
    const year = Number(invoice.issueDate.slice(0, 4));
    const group = groups.at(-1);
    if (group?.year === year) group.invoices.push(invoice);
    else groups.push({ year, invoices: [invoice] });
  }
  return groups;
}

/** An invoice with the subscription it bills, as the database answers it. */
export type InvoiceRow = { invoice: Invoice; subscription: Subscription };

/** An invoice row with what an invoice's view shows of its subscription (the overview reads no more). */
export type InvoicePageRow = { invoice: Invoice; subscription: Pick<Subscription, 'title' | 'subscriptionNumber'> };

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
export function toInvoiceView(row: InvoicePageRow, now: Date): InvoiceView {
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
