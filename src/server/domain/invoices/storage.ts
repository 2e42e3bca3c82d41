/** The invoices area's queries, each filtered on the session's account id. */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices, subscriptions } from '../../db/schema';
import type { InvoiceRow } from './rules';

/** The account's invoices (or the one with `invoiceId`) with their subscriptions, newest first. */
export async function invoiceRows(db: Db, accountId: string, invoiceId?: string): Promise<InvoiceRow[]> {
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
