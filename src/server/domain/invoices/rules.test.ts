import { describe, expect, it } from 'vitest';
import type { Invoice, Subscription } from '../../db/schema';
import {
  groupByYear,
  invoiceCustomer,
  invoiceFileName,
  invoiceSummary,
  toInvoiceView,
  type InvoiceCount,
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

describe('invoiceSummary', () => {
  const count = (overrides: Partial<InvoiceCount>): InvoiceCount => ({
    year: 2025,
    subscriptionId: 's1',
    title: 'Zeeuws',
    brandKey: 'bdo',
    subscriptionNumber: '100000001',
    status: 'paid',
    count: 1,
    ...overrides,
  });
  const counts = [
    count({ year: 2025, status: 'open', count: 1 }),
    count({ year: 2025, subscriptionId: 's2', title: 'AD', brandKey: 'ad', status: 'paid', count: 2 }),
    count({ year: 2024, status: 'paid', count: 12 }),
    count({ year: 2022, subscriptionId: 's2', title: 'AD', brandKey: 'ad', status: 'credited', count: 1 }),
  ];

  it('gives every year and subscription, the totals, and the newest year as the first page', () => {
    const summary = invoiceSummary(counts, {}, undefined);
    expect(summary.years).toEqual([2025, 2024, 2022]);
    expect(summary.subscriptions.map((option) => option.title)).toEqual(['AD', 'Zeeuws']);
    expect(summary).toMatchObject({ totalCount: 16, matchCount: 16, pageYear: 2025, olderYear: 2024 });
  });

  it('pages by year: before a year, the newest older year with matching invoices, skipping empty years', () => {
    expect(invoiceSummary(counts, {}, 2025)).toMatchObject({ pageYear: 2024, olderYear: 2022 });
    expect(invoiceSummary(counts, {}, 2024)).toMatchObject({ pageYear: 2022, olderYear: null });
    expect(invoiceSummary(counts, {}, 2022)).toMatchObject({ pageYear: undefined, olderYear: null });
  });

  it('counts and pages only what the filter lets through, and keeps the choices and the total of all', () => {
    const s2 = invoiceSummary(counts, { subscriptionId: 's2' }, undefined);
    expect(s2).toMatchObject({ matchCount: 3, pageYear: 2025, olderYear: 2022, totalCount: 16 });
    expect(s2.years).toEqual([2025, 2024, 2022]);
    expect(invoiceSummary(counts, { status: 'paid' }, undefined)).toMatchObject({
      matchCount: 14,
      pageYear: 2025,
      olderYear: 2024,
    });
    // A year filter is one page: nothing older.
    expect(invoiceSummary(counts, { year: 2024 }, undefined)).toMatchObject({
      matchCount: 12,
      pageYear: 2024,
      olderYear: null,
    });
    expect(invoiceSummary(counts, { year: 2023 }, undefined)).toMatchObject({ matchCount: 0, pageYear: undefined });
  });
});

describe('groupByYear', () => {
  const all = [
    view({ id: 'a', issueDate: '2025-03-01', status: 'open' }),
    view({ id: 'b', issueDate: '2025-01-01', status: 'paid' }),
    view({ id: 'c', issueDate: '2024-12-01', status: 'paid' }),
  ];

  it('groups newest first by year of issue, with only the filter’s status', () => {
    expect(groupByYear(all, {}).map((group) => [group.year, group.invoices.map((invoice) => invoice.id)])).toEqual([
      [2025, ['a', 'b']],
      [2024, ['c']],
    ]);
    expect(groupByYear(all, { status: 'paid' }).flatMap((group) => group.invoices.map((i) => i.id))).toEqual([
      'b',
      'c',
    ]);
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
