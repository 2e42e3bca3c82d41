/**
 * Resolvers of the invoices module: thin — the brand's flag is checked before they run (the feature-gate plugin,
 * guards of src/features/invoices/area.ts) — take the session's account, ask the invoices domain with the filter as
 * asked, and map its answer to S2Invoices. Enum values travel as the domain's own (`open`, …; the InvoiceStatus
 * resolver maps the schema's names).
 */
import { BRANDS } from '../../../../brands/registry';
import { isPayable, PAYMENT_DETAILS } from '../../../../shared/invoices';
import { listInvoices, type InvoiceOverview, type InvoiceView } from '../../../domain/invoices';
import { requireAccount } from '../../auth';
import type { Resolvers, S2Invoice, S2Invoices } from '../../generated/resolvers-types';

/** Maps an invoice of the domain to the schema's shape. */
export function toInvoice(invoice: InvoiceView): S2Invoice {
  return {
    invoiceId: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    brandKey: invoice.brandKey,
    brandName: BRANDS[invoice.brandKey].name,
    subscriptionId: invoice.subscriptionId,
    subscriptionTitle: invoice.subscriptionTitle,
    subscriptionNumber: invoice.subscriptionNumber,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    status: invoice.status,
    lines: invoice.lines.map((line) => ({ ...line })),
    totalCents: invoice.totalCents,
    vatCents: invoice.vatCents,
    paidAt: invoice.paidAt ? invoice.paidAt.toISOString() : null,
    paymentDetails: isPayable(invoice.status) ? { ...PAYMENT_DETAILS[BRANDS[invoice.brandKey].country] } : null,
  };
}

/** Maps the domain's overview to S2Invoices. */
export function toInvoices(overview: InvoiceOverview): S2Invoices {
  return {
    filter: {
      subscriptionId: overview.filter.subscriptionId ?? null,
      period: overview.filter.year === undefined ? null : String(overview.filter.year),
      status: overview.filter.status ?? null,
      ignored: overview.ignored,
    },
    years: overview.years,
    subscriptions: overview.subscriptions,
    groups: overview.groups.map((group) => ({ year: group.year, invoices: group.invoices.map(toInvoice) })),
    matchCount: overview.matchCount,
    olderYear: overview.olderYear,
    totalCount: overview.totalCount,
  };
}

export const invoicesResolvers: Resolvers = {
  Query: {
    invoices: async (_parent, args, ctx) => {
      const { id } = requireAccount(ctx);
      const filter = args.filter;
      // The period is a calendar year as text ("2025"); the domain parses it with the filter's schema.
      const raw = filter ? { subscriptionId: filter.subscriptionId, year: filter.period, status: filter.status } : null;
      return toInvoices(await listInvoices(ctx.db, id, raw, new Date(), args.before));
    },
  },
  InvoiceStatus: { OPEN: 'open', PAID: 'paid', OVERDUE: 'overdue', CREDITED: 'credited' },
};
