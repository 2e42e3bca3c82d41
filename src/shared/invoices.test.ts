import { describe, expect, it } from 'vitest';
import {
  displayStatus,
  filterFromSearchParams,
  filterToSearch,
  formatMoney,
  INVOICE_STATUSES,
  isPayable,
  parseInvoiceFilter,
  PAYMENT_DETAILS,
  vatIncluded,
} from './invoices';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('displayStatus', () => {
  it('derives overdue from an open invoice whose due date lies before today, not on it', () => {
    expect(displayStatus({ status: 'open', dueDate: '2025-03-10' }, '2025-03-11')).toBe('overdue');
    expect(displayStatus({ status: 'open', dueDate: '2025-03-11' }, '2025-03-11')).toBe('open');
    expect(displayStatus({ status: 'paid', dueDate: '2020-01-01' }, '2025-03-11')).toBe('paid');
    expect(displayStatus({ status: 'credited', dueDate: '2020-01-01' }, '2025-03-11')).toBe('credited');
  });

  it('asks payment only for open and overdue invoices', () => {
    expect(INVOICE_STATUSES.filter(isPayable)).toEqual(['open', 'overdue']);
  });
});

describe('the filter in the URL', () => {
  it('reads subscription, year and status in Dutch, and writes them back the same', () => {
    const params = new URLSearchParams(`abonnement=${ID.toUpperCase()}&jaar=2025&status=achterstallig&x=1`);
    const { filter, invalid } = filterFromSearchParams(params);
    expect(filter).toEqual({ subscriptionId: ID, year: 2025, status: 'overdue' });
    expect(invalid).toEqual([]);
    expect(filterToSearch(filter)).toBe(`?abonnement=${ID}&jaar=2025&status=achterstallig`);
    // Other parameters of the page stay.
    expect(filterToSearch({ status: 'paid' }, params)).toBe('?x=1&status=betaald');
    expect(filterToSearch({})).toBe('');
  });

  it('leaves out and names the parts that are not valid, so the link still opens', () => {
    const { filter, invalid } = filterFromSearchParams(
      new URLSearchParams('abonnement=%27%20OR%201%3D1&jaar=1999&status=overdue'),
    );
    expect(filter).toEqual({});
    expect(invalid).toEqual(['subscriptionId', 'year', 'status']);
    expect(filterFromSearchParams(new URLSearchParams('jaar=&status=')).invalid).toEqual([]);
    expect(filterFromSearchParams(new URLSearchParams('jaar=2025.5')).invalid).toEqual(['year']);
  });

  it('agrees with the zod schema the server parses with', () => {
    const samples: Array<[string, unknown]> = [
      ['subscriptionId', ID],
      ['subscriptionId', 'not-a-uuid'],
      ['year', 2000],
      ['year', 2101],
      ['year', 1999],
      ['status', 'credited'],
      ['status', 'late'],
    ];
    for (const [part, value] of samples) {
      const server = parseInvoiceFilter({ [part]: value });
      const urlValue =
        part === 'status' && typeof value === 'string' && INVOICE_STATUSES.includes(value as never)
          ? { open: 'open', paid: 'betaald', overdue: 'achterstallig', credited: 'gecrediteerd' }[value as 'open']
          : String(value);
      const name = { subscriptionId: 'abonnement', year: 'jaar', status: 'status' }[part]!;
      const browser = filterFromSearchParams(new URLSearchParams({ [name]: urlValue }));
      expect(browser.filter, `${part}=${String(value)}`).toEqual(server.filter);
      expect(browser.invalid).toEqual(server.invalid);
    }
    // Values of the wrong type reach the server from GraphQL variables: dropped, never thrown.
    expect(parseInvoiceFilter({ year: '20x5', status: 3, subscriptionId: [] }).invalid).toEqual([
      'subscriptionId',
      'year',
      'status',
    ]);
    // The GraphQL filter's period is the year as text.
    expect(parseInvoiceFilter({ year: '2025' })).toEqual({ filter: { year: 2025 }, invalid: [] });
    expect(parseInvoiceFilter(null)).toEqual({ filter: {}, invalid: [] });
  });
});

describe('money and VAT', () => {
  it('writes euro cents as Dutch money', () => {
    expect(formatMoney(1295)).toBe('€ 12,95');
    expect(formatMoney(123456)).toBe('€ 1.234,56');
    expect(formatMoney(-1295)).toBe('€ -12,95');
    expect(formatMoney(0)).toBe('€ 0,00');
  });

  it('finds the VAT an amount includes', () => {
    expect(vatIncluded(3950, 9)).toBe(326);
    expect(vatIncluded(3899, 6)).toBe(221);
    expect(vatIncluded(-3950, 9)).toBe(-326);
    expect(vatIncluded(1210, 21)).toBe(210);
  });

  it("has the publisher's account per country, with IBANs that pass the check digits", () => {
    for (const details of Object.values(PAYMENT_DETAILS)) {
      const iban = details.iban.replace(/\s/g, '');
      const digits = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
      expect([...digits].reduce((rest, digit) => (rest * 10 + Number(digit)) % 97, 0)).toBe(1);
    }
    expect(PAYMENT_DETAILS.nl.iban.startsWith('NL')).toBe(true);
    expect(PAYMENT_DETAILS.be.iban.startsWith('BE')).toBe(true);
  });
});
