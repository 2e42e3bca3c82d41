/**
 * Invoices domain (issue 10): the signed-in account's invoices across every brand it has subscriptions on, newest
 * first and grouped by year, narrowed by the overview's filter (subscription, year, status), and one invoice for its
 * PDF. Every query filters on the session's account id, so another account's invoice or subscription is answered
 * exactly like one that does not exist (DESIGN.md §2).
 *
 * "Overdue" is not stored: an open invoice is overdue once its due date lies before today's date in the time zone
 * of the invoice's brand (src/shared/invoice-codes.ts `displayStatus`), so the status filter is applied after that
 * is derived. An account has a few dozen invoices at most, so they are read whole and filtered here.
 */
import { and, desc, eq } from 'drizzle-orm';
import { BRANDS, type BrandKey } from '../../brands/registry';
import { today } from '../../shared/dates';
import {
  displayStatus,
  parseInvoiceFilter,
  vatIncluded,
  type InvoiceFilter,
  type InvoiceStatus,
  type RawInvoiceFilter,
} from '../../shared/invoices';
import type { Db } from '../db/client';
import { invoices, subscriptions, type Invoice, type InvoiceLine, type Subscription } from '../db/schema';
import { idSchema } from './account';

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

type Row = { invoice: Invoice; subscription: Subscription };

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

function toView(row: Row, now: Date): InvoiceView {
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

async function invoiceRows(db: Db, accountId: string, invoiceId?: string): Promise<Row[]> {
  return db
    .select({ invoice: invoices, subscription: subscriptions })
    .from(invoices)
    .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .where(
      and(
        eq(invoices.accountId, accountId),
        // The subscription must still be the account's own: an invoice of a subscription that moved to another
        // account is not shown to the old one.
        eq(subscriptions.accountId, accountId),
        invoiceId === undefined ? undefined : eq(invoices.id, invoiceId),
      ),
    )
    .orderBy(desc(invoices.issueDate), desc(invoices.invoiceNumber));
}

/**
 * The account's invoice overview under a filter (as asked: parts that are not valid are ignored, and a
 * subscription that is not one of the account's — another account's or unknown alike — is ignored too).
 * @param accountId the session's account id.
 * @param now the moment that decides which open invoices are overdue.
 */
export async function listInvoices(
  db: Db,
  accountId: string,
  raw: RawInvoiceFilter | null | undefined,
  now: Date = new Date(),
): Promise<InvoiceOverview> {
  const { filter, invalid } = parseInvoiceFilter(raw);
  const ignored = [...invalid];
  if (!idSchema.safeParse(accountId).success) {
    return { filter: {}, ignored, years: [], subscriptions: [], groups: [], totalCount: 0 };
  }
  const all = (await invoiceRows(db, accountId)).map((row) => toView(row, now));

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
  // Any subscription of the account's own may be chosen (one without invoices shows none); another account's is
  // ignored exactly like an unknown one.
  if (filter.subscriptionId !== undefined && !options.has(filter.subscriptionId)) {
    const [own] = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.id, filter.subscriptionId), eq(subscriptions.accountId, accountId)))
      .limit(1);
    if (!own) {
      delete filter.subscriptionId;
      ignored.push('subscriptionId');
    }
  }
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
  const subscriptionOptions = [...options.values()].sort(
    (a, b) => a.title.localeCompare(b.title, 'nl') || a.subscriptionNumber.localeCompare(b.subscriptionNumber),
  );
  return { filter, ignored, years, subscriptions: subscriptionOptions, groups, totalCount: all.length };
}

/**
 * One invoice of the account (for its PDF), or null when it does not exist, belongs to another account or the id is
 * malformed: the three cannot be told apart.
 * @param accountId the session's account id.
 * @param invoiceId the id the client asked for (untrusted).
 */
export async function findInvoice(
  db: Db,
  accountId: string,
  invoiceId: string,
  now: Date = new Date(),
): Promise<InvoiceDocument | null> {
  if (!idSchema.safeParse(accountId).success || !idSchema.safeParse(invoiceId).success) return null;
  const [row] = await invoiceRows(db, accountId, invoiceId.toLowerCase());
  if (!row) return null;
  const s = row.subscription;
  const street = [s.street, [s.houseNumber, s.houseNumberSuffix].filter(Boolean).join(' ')].filter(Boolean).join(' ');
  const place = [s.zipCode, s.city].filter(Boolean).join(' ');
  return {
    ...toView(row, now),
    customer: {
      name: [s.holderFirstName, s.holderLastName].filter(Boolean).join(' '),
      addressLines: [street, place].map((line) => line.trim()).filter(Boolean),
    },
  };
}

/** The file name a subscriber's browser saves the PDF as: "factuur-F2025-0012345.pdf" (only safe characters). */
export function invoiceFileName(invoiceNumber: string): string {
  return `factuur-${invoiceNumber.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`;
}
