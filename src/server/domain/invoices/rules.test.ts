import { describe, expect, it } from 'vitest';
import type { Invoice, Subscription } from '../../db/schema';
import {
  invoiceCustomer,
  invoiceFileName,
  invoiceOverview,
  invoiceSubscriptions,
  toInvoiceView,
  type InvoiceRow,
  type InvoiceView,
} from './rules';

function row(invoice: Partial<Invoice>, subscription: Partial<Subscription> = {}): InvoiceRow {
  return {
    invoice: {
      id: 'i1',
      invoiceNumber: 'F2025-0000001',
      brandKey: 'ad',
      subscriptionId: 's1',
      accountId: 'a1',
      issueDate: '2025-03-01',
      dueDate: '2025-03-15',
      periodStart: '2025-03-01',
      periodEnd: '2025-03-31',
      status: 'open',
      lines: [{ description: 'Krant', quantity: 1, amountCents: 10_900, vatRate: 9 }],
      totalCents: 10_900,
      paidAt: null,
      ...invoice,
    } as Invoice,
    subscription: { title: 'AD Digitaal', subscriptionNumber: '100000001', ...subscription } as Subscription,
  };
}

const view = (overrides: Partial<InvoiceView>): InvoiceView => ({
  ...toInvoiceView(row({}), new Date('2025-03-10T12:00:00Z')),
  ...overrides,
});

describe('toInvoiceView', () => {
  it("derives overdue from the due date and the brand's today, and the VAT the total contains", () => {
    const open = row({ dueDate: '2025-03-15' });
    expect(toInvoiceView(open, new Date('2025-03-15T12:00:00Z')).status).toBe('open');
    expect(toInvoiceView(open, new Date('2025-03-16T12:00:00Z')).status).toBe('overdue');
    expect(toInvoiceView(row({ status: 'paid' }), new Date('2026-01-01T12:00:00Z')).status).toBe('paid');
    // 10,900 cents including 9 % VAT contain 900 cents of VAT.
    expect(toInvoiceView(open, new Date('2025-03-10T12:00:00Z')).vatCents).toBe(900);
  });

  it("takes the date in the brand's time zone: just after midnight in Amsterdam is the next day", () => {
    const open = row({ dueDate: '2025-03-15' });
    expect(toInvoiceView(open, new Date('2025-03-15T23:30:00Z')).status).toBe('overdue');
  });
});

describe('invoiceOverview', () => {
  const all = [
    view({ id: 'a', issueDate: '2025-03-01', subscriptionId: 's1', subscriptionTitle: 'Zeeuws', status: 'open' }),
    view({ id: 'b', issueDate: '2025-01-01', subscriptionId: 's2', subscriptionTitle: 'AD', status: 'paid' }),
    view({ id: 'c', issueDate: '2024-12-01', subscriptionId: 's1', subscriptionTitle: 'Zeeuws', status: 'paid' }),
  ];

  it('groups by year, newest first, with every year and subscription to narrow to', () => {
    const overview = invoiceOverview(all, {}, []);
    expect(overview.years).toEqual([2025, 2024]);
    expect(overview.groups.map((group) => [group.year, group.invoices.map((invoice) => invoice.id)])).toEqual([
      [2025, ['a', 'b']],
      [2024, ['c']],
    ]);
    expect(overview.subscriptions.map((option) => option.title)).toEqual(['AD', 'Zeeuws']);
    expect(overview.totalCount).toBe(3);
  });

  it('narrows by subscription, year and status, and keeps the total of all', () => {
    expect(
      invoiceOverview(all, { subscriptionId: 's1' }, []).groups.flatMap((g) => g.invoices.map((i) => i.id)),
    ).toEqual(['a', 'c']);
    expect(invoiceOverview(all, { year: 2024 }, []).groups.flatMap((g) => g.invoices.map((i) => i.id))).toEqual(['c']);
    const paid = invoiceOverview(all, { status: 'paid' }, ['year']);
    expect(paid.groups.flatMap((g) => g.invoices.map((i) => i.id))).toEqual(['b', 'c']);
    expect(paid.ignored).toEqual(['year']);
    expect(paid.totalCount).toBe(3);
  });

  it('lists each billed subscription once', () => {
    expect([...invoiceSubscriptions(all).keys()]).toEqual(['s1', 's2']);
  });
});

describe('invoiceCustomer', () => {
  it('addresses the holder at street and number, then postcode and city, leaving empty parts out', () => {
    expect(
      invoiceCustomer({
        holderFirstName: 'Anna',
        holderLastName: 'Jansen',
        street: 'Kerkstraat',
        houseNumber: '12',
        houseNumberSuffix: 'a',
        zipCode: '1234 AB',
        city: 'Utrecht',
        countryCode: 'NL',
      }),
    ).toEqual({ name: 'Anna Jansen', addressLines: ['Kerkstraat 12 a', '1234 AB Utrecht'] });
    expect(
      invoiceCustomer({
        holderFirstName: null,
        holderLastName: 'Jansen',
        street: null,
        houseNumber: null,
        houseNumberSuffix: null,
        zipCode: null,
        city: 'Gent',
        countryCode: 'BE',
      }),
    ).toEqual({ name: 'Jansen', addressLines: ['Gent'] });
  });

  it("shows a Belgian box number as every screen does: 'Meir 78 bus 3'", () => {
    expect(
      invoiceCustomer({
        holderFirstName: 'An',
        holderLastName: 'Peeters',
        street: 'Meir',
        houseNumber: '78',
        houseNumberSuffix: '3',
        zipCode: '2000',
        city: 'Antwerpen',
        countryCode: 'BE',
      }).addressLines,
    ).toEqual(['Meir 78 bus 3', '2000 Antwerpen']);
  });
});

describe('invoiceFileName', () => {
  it('keeps only safe characters', () => {
    expect(invoiceFileName('F2025-0012345')).toBe('factuur-F2025-0012345.pdf');
    expect(invoiceFileName('F2025/../x')).toBe('factuur-F2025----x.pdf');
  });
});
