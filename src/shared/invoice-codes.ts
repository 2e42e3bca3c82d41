/**
 * What the invoices screen and the server share without zod (like ./account-codes.ts, so the island stays small):
 * the invoice statuses, the rule that derives "overdue", the filter and how it is written in the page's URL, Dutch
 * money, and the publisher's bank accounts that an open invoice is paid to. The zod schema the server parses the
 * filter with is in ./invoices.ts and is built from the same constants.
 */
import type { Country } from './dates';

/** The statuses a subscriber sees. Only open, paid and credited are stored; overdue is derived ({@link displayStatus}). */
export const INVOICE_STATUSES = ['open', 'paid', 'overdue', 'credited'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** What the invoices table stores. */
export type StoredInvoiceStatus = 'open' | 'paid' | 'credited';

/**
 * The status a subscriber sees: an open invoice whose due date lies before today (the brand's calendar date, in its
 * time zone) is overdue; on the due date itself it is still open.
 * @param today the calendar date in the brand's time zone (src/shared/dates.ts `today`).
 */
export function displayStatus(invoice: { status: StoredInvoiceStatus; dueDate: string }, today: string): InvoiceStatus {
  if (invoice.status === 'open' && invoice.dueDate < today) return 'overdue';
  return invoice.status;
}

/** True when the subscriber still has to pay it (the screen and the PDF then say how). */
export function isPayable(status: InvoiceStatus): boolean {
  return status === 'open' || status === 'overdue';
}

/** The years the period filter accepts. */
export const INVOICE_YEAR_MIN = 2000;
export const INVOICE_YEAR_MAX = 2100;
/** A UUID as the database writes it (any version). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filter of the invoices overview: every part optional. */
export interface InvoiceFilter {
  subscriptionId?: string;
  year?: number;
  status?: InvoiceStatus;
}

/** The violation code of a filter part that is not valid; the screen shows every invoice for that part instead. */
export const INVOICE_FILTER_INVALID = 'INVOICE_FILTER_INVALID';

/** The filter's query parameters in the page's URL (Dutch, like the portal's paths). */
export const FILTER_PARAMS = { subscriptionId: 'abonnement', year: 'jaar', status: 'status' } as const;

/** The status values in the URL. */
export const STATUS_PARAM_VALUES: Readonly<Record<InvoiceStatus, string>> = {
  open: 'open',
  paid: 'betaald',
  overdue: 'achterstallig',
  credited: 'gecrediteerd',
};

export function isInvoiceYear(value: number): boolean {
  return Number.isInteger(value) && value >= INVOICE_YEAR_MIN && value <= INVOICE_YEAR_MAX;
}

/**
 * The filter a URL's query asks for. A part with a value that is not valid is left out and named in `invalid`
 * (the screen says so and shows every invoice for that part), so a mistyped or outdated link still opens.
 */
export function filterFromSearchParams(params: URLSearchParams): {
  filter: InvoiceFilter;
  invalid: Array<keyof InvoiceFilter>;
} {
  const filter: InvoiceFilter = {};
  const invalid: Array<keyof InvoiceFilter> = [];
  const subscription = params.get(FILTER_PARAMS.subscriptionId);
  if (subscription !== null && subscription !== '') {
    if (UUID_PATTERN.test(subscription)) filter.subscriptionId = subscription.toLowerCase();
    else invalid.push('subscriptionId');
  }
  const year = params.get(FILTER_PARAMS.year);
  if (year !== null && year !== '') {
    if (/^\d{4}$/.test(year) && isInvoiceYear(Number(year))) filter.year = Number(year);
    else invalid.push('year');
  }
  const status = params.get(FILTER_PARAMS.status);
  if (status !== null && status !== '') {
    const found = INVOICE_STATUSES.find((candidate) => STATUS_PARAM_VALUES[candidate] === status);
    if (found) filter.status = found;
    else invalid.push('status');
  }
  return { filter, invalid };
}

/** The query string of a filter (`?abonnement=…&jaar=2025&status=open`), empty without one. Other parameters stay. */
export function filterToSearch(filter: InvoiceFilter, base: URLSearchParams = new URLSearchParams()): string {
  const params = new URLSearchParams(base);
  for (const name of Object.values(FILTER_PARAMS)) params.delete(name);
  if (filter.subscriptionId) params.set(FILTER_PARAMS.subscriptionId, filter.subscriptionId);
  if (filter.year !== undefined) params.set(FILTER_PARAMS.year, String(filter.year));
  if (filter.status) params.set(FILTER_PARAMS.status, STATUS_PARAM_VALUES[filter.status]);
  const text = params.toString();
  return text ? `?${text}` : '';
}

const MONEY = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });

/** Euro cents as Dutch money: "€ 12,95", "€ -12,95" (a credit). A normal space, so texts and PDFs read alike. */
export function formatMoney(cents: number): string {
  return MONEY.format(cents / 100).replace(/\u00a0/g, ' ');
}

/** The VAT contained in an amount that includes it, in cents (rounded half away from zero). */
export function vatIncluded(amountCents: number, vatRate: number): number {
  const vat = (Math.abs(amountCents) * vatRate) / (100 + vatRate);
  return Math.sign(amountCents) * Math.round(vat);
}

/** The publisher's bank account an invoice of a brand in this country is paid to. */
export interface PaymentDetails {
  /** The account holder. */
  name: string;
  /** IBAN, grouped by four for reading. */
  iban: string;
  bic: string;
}

/**
 * Where subscribers transfer the amount of an open invoice, per country of the brand (domain constants: the same
 * account for every brand of the publisher in that country). The invoice number is the payment reference.
 */
export const PAYMENT_DETAILS: Readonly<Record<Country, PaymentDetails>> = {
  nl: { name: 'DPG Media B.V.', iban: 'NL67 INGB 0006 5432 10', bic: 'INGBNL2A' },
  be: { name: 'DPG Media NV', iban: 'BE31 0910 0123 4555', bic: 'GKCCBEBB' },
};
