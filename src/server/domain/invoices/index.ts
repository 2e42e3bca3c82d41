/**
 * The invoices services: the signed-in account's invoices across every brand it has subscriptions on, newest first
 * and grouped by year, narrowed by the overview's filter (subscription, year, status), and one invoice for its PDF
 * (./pdf.ts draws it; imported on its own, so pdfkit loads only where a PDF is made). Every query filters on the session's account id, so another account's invoice or
 * subscription is answered exactly like one that does not exist.
 *
 * The status filter applies to the derived status (overdue), so it is applied after that is derived. An account
 * has a few dozen invoices at most, so they are read whole and filtered here.
 */
import { parseInvoiceFilter, type RawInvoiceFilter } from '../../../shared/invoices';
import type { Db } from '../../db/client';
import { isRowId } from '../kit/ownership';
import { findLinkedSubscription } from '../subscriptions';
import {
  invoiceCustomer,
  invoiceOverview,
  invoiceSubscriptions,
  toInvoiceView,
  type InvoiceDocument,
  type InvoiceOverview,
} from './rules';
import { invoiceRows } from './storage';

export {
  invoiceFileName,
  type InvoiceCustomer,
  type InvoiceDocument,
  type InvoiceOverview,
  type InvoiceSubscriptionOption,
  type InvoiceView,
} from './rules';

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
  if (!isRowId(accountId)) {
    return { filter: {}, ignored, years: [], subscriptions: [], groups: [], totalCount: 0 };
  }
  const all = (await invoiceRows(db, accountId)).map((row) => toInvoiceView(row, now));
  // Any subscription of the account's own may be chosen (one without invoices shows none); another account's is
  // ignored exactly like an unknown one.
  if (
    filter.subscriptionId !== undefined &&
    !invoiceSubscriptions(all).has(filter.subscriptionId) &&
    !(await findLinkedSubscription(db, accountId, filter.subscriptionId))
  ) {
    delete filter.subscriptionId;
    ignored.push('subscriptionId');
  }
  return invoiceOverview(all, filter, ignored);
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
  const [row] = await invoiceRows(db, accountId, invoiceId.toLowerCase());
  if (!row) return null;
  return { ...toInvoiceView(row, now), customer: invoiceCustomer(row.subscription) };
}
