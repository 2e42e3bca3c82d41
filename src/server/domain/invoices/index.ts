/**
 * The invoices services: the signed-in account's invoices across every brand it has subscriptions on, newest first
 * and grouped by year, narrowed by the overview's filter (subscription, year, status), and one invoice for its PDF
 * (./pdf.ts draws it; imported on its own, so pdfkit loads only where a PDF is made). Every query filters on the session's account id, so another account's invoice or
 * subscription is answered exactly like one that does not exist.
 *
 * The overview is read a year at a time, as the screen groups it: the account's invoices are counted by year,
 * subscription and the status the subscriber sees (overdue derived in SQL as in src/shared/invoice-codes.ts), and only
 * the page's year is read whole; its status filter is applied once overdue is derived.
 */
import { invoicePageSchema, parseInvoiceFilter, type RawInvoiceFilter } from '../../../shared/invoices';
import type { Db } from '../../db/client';
import { isRowId } from '../kit/ownership';
import { findLinkedSubscription } from '../subscriptions';
import {
  groupByYear,
  invoiceCustomer,
  invoiceSummary,
  toInvoiceView,
  type IgnoredPart,
  type InvoiceDocument,
  type InvoiceOverview,
} from './rules';
import { invoiceCounts, invoicePageRows, invoiceRows } from './storage';

export {
  invoiceFileName,
  type InvoiceCustomer,
  type IgnoredPart,
  type InvoiceDocument,
  type InvoiceOverview,
  type InvoiceSubscriptionOption,
  type InvoiceView,
} from './rules';

/**
 * One page of the account's invoice overview under a filter (as asked: parts that are not valid are ignored, and a
 * subscription that is not one of the account's — another account's or unknown alike — is ignored too): the
 * choices and counts from the account's invoices counted by year, subscription and status, and the invoices of one
 * year, the newest the filter lets through, or with `before` the newest before that year. Two queries (three when
 * the filter names a subscription without invoices), whatever the account's history.
 * @param accountId the session's account id.
 * @param before the year whose older invoices are asked for (the screen's "Oudere facturen"), untrusted.
 * @param now the moment that decides which open invoices are overdue.
 */
export async function listInvoices(
  db: Db,
  accountId: string,
  raw: RawInvoiceFilter | null | undefined,
  now: Date = new Date(),
  before?: unknown,
): Promise<InvoiceOverview> {
  const { filter, invalid } = parseInvoiceFilter(raw);
  const ignored: IgnoredPart[] = [...invalid];
  const page = invoicePageSchema.safeParse(before ?? undefined);
  if (!page.success) ignored.push('before');
  const olderThan = page.success ? page.data : undefined;
  if (!isRowId(accountId)) {
    return {
      filter: {},
      ignored,
      years: [],
      subscriptions: [],
      groups: [],
      matchCount: 0,
      olderYear: null,
      totalCount: 0,
    };
  }
  const counts = await invoiceCounts(db, accountId, now);
  // Any subscription of the account's own may be chosen (one without invoices shows none); another account's is
  // ignored exactly like an unknown one.
  if (
    filter.subscriptionId !== undefined &&
    !counts.some((count) => count.subscriptionId === filter.subscriptionId) &&
    !(await findLinkedSubscription(db, accountId, filter.subscriptionId))
  ) {
    delete filter.subscriptionId;
    ignored.push('subscriptionId');
  }
  const { pageYear, ...summary } = invoiceSummary(counts, filter, olderThan);
  const rows =
    pageYear === undefined
      ? []
      : await invoicePageRows(db, accountId, {
          year: pageYear,
          ...(filter.subscriptionId === undefined ? {} : { subscriptionId: filter.subscriptionId }),
        });
  const groups = groupByYear(
    rows.map((row) => toInvoiceView(row, now)),
    filter,
  );
  return { filter, ignored, ...summary, groups };
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
  if (!isRowId(accountId) || !isRowId(invoiceId)) return null;
  const [row] = await invoiceRows(db, accountId, { invoiceId: invoiceId.toLowerCase() });
  if (!row) return null;
  return { ...toInvoiceView(row, now), customer: invoiceCustomer(row.subscription) };
}
