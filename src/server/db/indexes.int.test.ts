/**
 * The indexes that keep lookups by a foreign key and the session purge from scanning a whole table, proven on the
 * query plan of a generated large table: with the index gone, each of these plans is a sequential scan.
 *
 * The tables are filled with SQL (generate_series), not through the app, to the proportions of a large publisher
 * (ten subscriptions' worth of invoices per account and many sessions, of which few have expired), then analysed so
 * the planner sees their real size.
 */
import { sql, type SQLWrapper } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDb } from '../../../tests/fixtures/db';
import { invoiceCountsQuery, invoiceRowsQuery } from '../domain/invoices/storage';
import { queryRows } from './client';

const ACCOUNTS = 2_000;
const SUBSCRIPTIONS_PER_ACCOUNT = 5;
const INVOICES_PER_SUBSCRIPTION = 12;

const testDb = useTestDb();

beforeAll(async () => {
  const { db } = testDb;
  await db.execute(sql`
    insert into accounts (id, email)
    select md5('account' || n)::uuid, 'lezer' || n || '@example.nl' from generate_series(1, ${ACCOUNTS}) n`);
  await db.execute(sql`
    insert into subscriptions (id, account_id, brand_key, subscription_number, product_type, title, start_date,
                               price_cents)
    select md5('subscription' || n)::uuid, md5('account' || (n % ${ACCOUNTS} + 1))::uuid, 'ad', (100000000 + n)::text,
           'newspaper', 'AD Compleet', date '2020-01-01', 3495
    from generate_series(1, ${ACCOUNTS * SUBSCRIPTIONS_PER_ACCOUNT}) n`);
  await db.execute(sql`
    insert into invoices (account_id, subscription_id, brand_key, invoice_number, issue_date, due_date, period_start,
                          period_end, lines, total_cents)
    select s.account_id, s.id, 'ad', 'F' || s.subscription_number || '-' || m, date '2024-01-01' + m * 30,
           date '2024-01-15' + m * 30, date '2024-01-01' + m * 30, date '2024-01-30' + m * 30, '[]'::jsonb, 3495
    from subscriptions s cross join generate_series(1, ${INVOICES_PER_SUBSCRIPTION}) m`);
  await db.execute(sql`
    insert into contact_cases (account_id, brand_key, case_number, category, sub_topic, subscription_id, message,
                               idempotency_key)
    select s.account_id, 'ad', 'C' || s.subscription_number, 'bezorging', 'niet-bezorgd', s.id, 'Geen krant',
           s.subscription_number
    from subscriptions s`);
  await db.execute(sql`
    insert into shared_access_invites (subscription_id, owner_account_id, email, key_hash, expires_at)
    select s.id, s.account_id, 'meelezer' || s.subscription_number || '@example.nl', md5(s.subscription_number),
           now() + interval '14 days'
    from subscriptions s`);
  // Sessions of every account, of which one in a hundred has expired (the purge deletes those).
  await db.execute(sql`
    insert into sessions (id, account_id, brand_key, subject, expires_at)
    select md5('session' || n), md5('account' || (n % ${ACCOUNTS} + 1))::uuid, 'ad', 'subject' || n,
           case when n % 100 = 0 then now() - interval '1 day' else now() + interval '30 days' end
    from generate_series(1, ${ACCOUNTS * 10}) n`);
  await db.execute(sql`analyze`);
}, 300_000);

/** The plan PostgreSQL chooses for a statement, as the names of the indexes it scans (empty: it scans tables). */
async function indexesUsed(statement: string | SQLWrapper): Promise<string[]> {
  const rows = await queryRows<{ 'QUERY PLAN': unknown }>(
    testDb.db,
    sql`explain (format json) ${typeof statement === 'string' ? sql.raw(statement) : statement}`,
  );
  const names: string[] = [];
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (typeof record['Index Name'] === 'string') names.push(record['Index Name']);
    for (const value of Object.values(record)) {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') walk(value);
    }
  };
  walk(rows[0]?.['QUERY PLAN']);
  return names;
}

const someSubscription = `md5('subscription' || 4711)::uuid`;

describe('indexes on a large generated database', () => {
  it('has the rows it claims', async () => {
    const [row] = await queryRows<{ invoices: number }>(testDb.db, 'select count(*)::int as invoices from invoices');
    expect(row?.invoices).toBe(ACCOUNTS * SUBSCRIPTIONS_PER_ACCOUNT * INVOICES_PER_SUBSCRIPTION);
  });

  it("finds one subscription's invoices through invoices_subscription_idx", async () => {
    expect(
      await indexesUsed(`select id from invoices where subscription_id = ${someSubscription} order by issue_date`),
    ).toContain('invoices_subscription_idx');
  });

  it("finds one subscription's contact cases through contact_cases_subscription_idx", async () => {
    expect(await indexesUsed(`select id from contact_cases where subscription_id = ${someSubscription}`)).toContain(
      'contact_cases_subscription_idx',
    );
  });

  it("finds an owner's invitations through shared_access_invites_owner_idx", async () => {
    expect(
      await indexesUsed(
        `select id from shared_access_invites where owner_account_id = md5('account' || 42)::uuid
         and created_at > now() - interval '1 day'`,
      ),
    ).toContain('shared_access_invites_owner_idx');
  });

  it("reads one year of an account's invoices, and counts its history, through invoices_account_idx", async () => {
    const account = (await queryRows<{ id: string }>(testDb.db, `select md5('account' || 42)::uuid as id`))[0]!.id;
    expect(await indexesUsed(invoiceRowsQuery(testDb.db, account, { year: 2024 }))).toContain('invoices_account_idx');
    expect(await indexesUsed(invoiceCountsQuery(testDb.db, account, new Date()))).toContain('invoices_account_idx');
  });

  it('purges expired sessions through sessions_expires_idx', async () => {
    expect(await indexesUsed(`delete from sessions where expires_at < now()`)).toContain('sessions_expires_idx');
  });
});
