/** The invoices area's queries, each filtered on the session's account id. */
import { and, desc, eq, gte, inArray, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { BRANDS, type BrandKey } from '../../../brands/registry';
import { today } from '../../../shared/dates';
import type { InvoiceStatus } from '../../../shared/invoices';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { invoices, subscriptions } from '../../db/schema';
import type { InvoiceCount, InvoicePageRow, InvoiceRow } from './rules';

/** The Belgian brands: their invoices are overdue by Belgium's calendar date. */
const BELGIAN_BRANDS = Object.values(BRANDS)
  .filter((brand) => brand.country === 'be')
  .map((brand) => brand.key);

/** A statement's value: given, or a placeholder of a prepared statement (src/server/db/prepared.ts). */
type Value = string | Placeholder;

/** An invoice that is the account's own: its row and its subscription still belong to the account. */
function ownInvoices(accountId: Value): SQL {
  return and(
    eq(invoices.accountId, accountId),
    // The subscription must still be the account's own: an invoice of a subscription that moved to another
    // account is not shown to the old one.
    eq(subscriptions.accountId, accountId),
  )!;
}

/**
 * The status a subscriber sees, in SQL: as `displayStatus` (src/shared/invoice-codes.ts) derives it, an open invoice
 * whose due date lies before today's date in its brand's country is overdue.
 */
function displayStatusSql(todayBe: Value, todayNl: Value): SQL<InvoiceStatus> {
  const todayIn = sql`case when ${inArray(invoices.brandKey, BELGIAN_BRANDS)} then ${todayBe} else ${todayNl} end`;
  return sql<InvoiceStatus>`case when ${invoices.status} = 'open' and ${invoices.dueDate} < (${todayIn})::date then 'overdue' else ${invoices.status}::text end`;
}

/**
 * The account's invoices counted by year of issue, subscription and the status the subscriber sees at `now`: the
 * overview's choices, totals and pages, in one query that reads no invoice's lines (index `invoices_account_idx`).
 */
export async function invoiceCounts(db: Db, accountId: string, now: Date): Promise<InvoiceCount[]> {
  const rows = await countsStatement(db).execute({ accountId, todayBe: today('be', now), todayNl: today('nl', now) });
  return rows.map((row) => ({
    ...row,
    year: Number(row.year),
    count: Number(row.count),
    brandKey: row.brandKey as BrandKey,
  }));
}

/** The statement of {@link invoiceCounts} (its query plan is tested on a large generated table). */
export function invoiceCountsQuery(db: Db, accountId: string, now: Date) {
  return countsQuery(db, accountId, today('be', now), today('nl', now));
}

/**
 * The counts' statement with its values or placeholders. The overview's two statements are prepared once per
 * database: building their SQL text from the builder was about a quarter of the invoice read's CPU.
 */
function countsQuery(db: Db, accountId: Value, todayBe: Value, todayNl: Value) {
  const year = sql<number>`extract(year from ${invoices.issueDate})::int`;
  const status = displayStatusSql(todayBe, todayNl);
  return (
    db
      .select({
        year,
        subscriptionId: subscriptions.id,
        title: subscriptions.title,
        brandKey: invoices.brandKey,
        subscriptionNumber: subscriptions.subscriptionNumber,
        status,
        count: sql<number>`count(*)::int`,
      })
      .from(invoices)
      .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
      .where(ownInvoices(accountId))
      // By the columns' positions: the status expression carries parameters, which PostgreSQL would not match again.
      .groupBy(sql`1, 2, 3, 4, 5, 6`)
  );
}

const countsStatement = preparedPerDb((db) =>
  countsQuery(db, sql.placeholder('accountId'), sql.placeholder('todayBe'), sql.placeholder('todayNl')).prepare(
    'invoice_counts',
  ),
);

/** Which of the account's invoices {@link invoiceRows} reads. */
export interface InvoiceSelection {
  /** One invoice (for its PDF). */
  invoiceId?: string;
  /** Only those issued in this calendar year. */
  year?: number;
  /** Only those of this subscription. */
  subscriptionId?: string;
}

/** The account's invoices (all, or those of `selection`) with their subscriptions, newest first. */
export async function invoiceRows(db: Db, accountId: string, selection: InvoiceSelection = {}): Promise<InvoiceRow[]> {
  return invoiceRowsQuery(db, accountId, selection);
}

/**
 * One page of the overview: the account's invoices of a year (of all subscriptions or one), newest first, with only
 * what the overview shows of their subscriptions. Prepared (see above), and without the subscription's other
 * columns, whose mapping was a tenth of the read's CPU.
 */
export async function invoicePageRows(
  db: Db,
  accountId: string,
  page: { year: number; subscriptionId?: string },
): Promise<InvoicePageRow[]> {
  const values = { accountId, from: `${page.year}-01-01`, to: `${page.year + 1}-01-01` };
  return page.subscriptionId === undefined
    ? yearStatement(db).execute(values)
    : yearOfSubscriptionStatement(db).execute({ ...values, subscriptionId: page.subscriptionId });
}

/** The statement of {@link invoiceRows} (its query plan is tested on a large generated table). */
export function invoiceRowsQuery(db: Db, accountId: string, selection: InvoiceSelection = {}) {
  const { invoiceId, year, subscriptionId } = selection;
  return rowsQuery(
    db,
    accountId,
    {
      ...(invoiceId === undefined ? {} : { invoiceId }),
      ...(subscriptionId === undefined ? {} : { subscriptionId }),
      ...(year === undefined ? {} : { from: `${year}-01-01`, to: `${year + 1}-01-01` }),
    },
    subscriptions,
  );
}

/** What the overview's page shows of an invoice's subscription. */
const PAGE_SUBSCRIPTION = { title: subscriptions.title, subscriptionNumber: subscriptions.subscriptionNumber };

/**
 * The rows' statement with its values or placeholders; `from`/`to` bound the issue date (to exclusive), and
 * `subscription` is what it reads of each invoice's subscription.
 */
function rowsQuery<Selected extends typeof subscriptions | typeof PAGE_SUBSCRIPTION>(
  db: Db,
  accountId: Value,
  selection: { invoiceId?: Value; subscriptionId?: Value; from?: Value; to?: Value },
  subscription: Selected,
) {
  const { invoiceId, subscriptionId, from, to } = selection;
  return db
    .select({ invoice: invoices, subscription })
    .from(invoices)
    .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .where(
      and(
        ownInvoices(accountId),
        invoiceId === undefined ? undefined : eq(invoices.id, invoiceId),
        subscriptionId === undefined ? undefined : eq(invoices.subscriptionId, subscriptionId),
        // A range on the issue date, so the account's index (account_id, issue_date) reads only that year.
        from === undefined ? undefined : gte(invoices.issueDate, from),
        to === undefined ? undefined : lt(invoices.issueDate, to),
      ),
    )
    .orderBy(desc(invoices.issueDate), desc(invoices.invoiceNumber));
}

const yearStatement = preparedPerDb((db) =>
  rowsQuery(
    db,
    sql.placeholder('accountId'),
    {
      from: sql.placeholder('from'),
      to: sql.placeholder('to'),
    },
    PAGE_SUBSCRIPTION,
  ).prepare('invoice_year'),
);

const yearOfSubscriptionStatement = preparedPerDb((db) =>
  rowsQuery(
    db,
    sql.placeholder('accountId'),
    {
      subscriptionId: sql.placeholder('subscriptionId'),
      from: sql.placeholder('from'),
      to: sql.placeholder('to'),
    },
    PAGE_SUBSCRIPTION,
  ).prepare('invoice_year_of_subscription'),
);
