/**
 * The data-scale row of `npm run bench`: a database of a large publisher, generated with SQL (generate_series in
 * PostgreSQL, not through the app) into a throwaway database of its own, beside the demo accounts the portal seeds
 * there. Each account gets two subscriptions (every fifth a third), each subscription a monthly invoice history, and
 * the tables the screens read get their share: sessions (one in a hundred expired), shared-access invitations,
 * contact cases, holiday changes, delivery complaints and moves. The bench then runs the screens' reads on it
 * against the demo database's, so an index the reads lack, or a read that grows with the tables, shows.
 */
import postgres from 'postgres';
import { POSTGRES_CLIENT_DEFAULTS } from '../../db/client';
import { sessionIdForToken } from '../../domain/sessions/rules';

export interface ScaleSize {
  accounts: number;
  /** Monthly invoices per subscription. */
  invoicesPerSubscription: number;
}

/** What was generated, counted after the fact. */
export interface ScaleCounts {
  accounts: number;
  subscriptions: number;
  invoices: number;
  seconds: number;
}

/** Brands of both countries the generated subscriptions are spread over. */
const BRANDS = ['ad', 'hln', 'bdo', 'dat'];

/** The statements that fill the database (after the portal's migrations and seed), in order. */
export function scaleStatements({ accounts, invoicesPerSubscription }: ScaleSize): string[] {
  const brands = `(array[${BRANDS.map((key) => `'${key}'`).join(', ')}])`;
  return [
    `insert into accounts (id, email, first_name, last_name, street, house_number, zip_code, city)
     select md5('scale-account' || a)::uuid, 'lezer' || a || '@scale.example', 'Lezer', 'Nummer ' || a,
            'Dorpsstraat', (a % 200 + 1)::text, '1234 AB', 'Amsterdam'
     from generate_series(1, ${accounts}) a`,
    `insert into subscriptions (id, account_id, brand_key, subscription_number, product_type, title, delivery_days,
                                start_date, price_cents, digital_access, street, house_number, zip_code, city)
     select md5('scale-subscription' || a || '-' || k)::uuid, md5('scale-account' || a)::uuid,
            ${brands}[1 + (a + k) % ${BRANDS.length}], (500000000 + a * 3 + k)::text, 'newspaper', 'Krant',
            '{1,2,3,4,5,6}', date '2020-01-01', 3950, k = 0, 'Dorpsstraat', (a % 200 + 1)::text, '1234 AB',
            'Amsterdam'
     from generate_series(1, ${accounts}) a cross join generate_series(0, 2) k
     where k < 2 or a % 5 = 0`,
    `insert into invoices (account_id, subscription_id, brand_key, invoice_number, issue_date, due_date, period_start,
                           period_end, status, lines, total_cents, paid_at)
     select s.account_id, s.id, s.brand_key, 'S' || s.subscription_number || '-' || m,
            current_date - m * 30 - 10, current_date - m * 30 + 4, current_date - m * 30, current_date - m * 30 + 29,
            case when m = 0 then 'open'::invoice_status else 'paid'::invoice_status end,
            '[{"description":"Krant","quantity":1,"amountCents":3950,"vatRate":9}]'::jsonb, 3950,
            case when m = 0 then null else now() - m * interval '30 days' end
     from subscriptions s cross join generate_series(0, ${invoicesPerSubscription - 1}) m
     where s.subscription_number::bigint >= 500000000`,
    `insert into sessions (id, account_id, brand_key, subject, expires_at)
     select md5('scale-session' || a), md5('scale-account' || a)::uuid, 'ad', 'scale-subject' || a,
            case when a % 100 = 0 then now() - interval '1 day' else now() + interval '30 days' end
     from generate_series(1, ${accounts}) a`,
    // One subscription in ten: an invitation, a contact case, a holiday change and a delivery complaint.
    `insert into shared_access_invites (subscription_id, owner_account_id, email, key_hash, expires_at)
     select s.id, s.account_id, 'meelezer' || s.subscription_number || '@scale.example',
            md5('scale-invite' || s.subscription_number), now() + interval '14 days'
     from subscriptions s where s.subscription_number::bigint >= 500000000 and s.subscription_number::bigint % 10 = 0`,
    `insert into contact_cases (account_id, brand_key, case_number, category, sub_topic, subscription_id, message,
                                idempotency_key)
     select s.account_id, s.brand_key, 'S' || s.subscription_number, 'bezorging', 'niet-bezorgd', s.id, 'Geen krant',
            s.subscription_number
     from subscriptions s where s.subscription_number::bigint >= 500000000 and s.subscription_number::bigint % 10 = 1`,
    `insert into holiday_changes (account_id, subscription_id, brand_key, kind, start_date, end_date)
     select s.account_id, s.id, s.brand_key, 'suspension', current_date + 20, current_date + 34
     from subscriptions s where s.subscription_number::bigint >= 500000000 and s.subscription_number::bigint % 10 = 2`,
    `insert into delivery_complaints (account_id, subscription_id, brand_key, reason, delivery_date)
     select s.account_id, s.id, s.brand_key, 'not_delivered', current_date - 3
     from subscriptions s where s.subscription_number::bigint >= 500000000 and s.subscription_number::bigint % 10 = 3`,
    `insert into moving_house_changes (account_id, brand_key, effective_date, subscription_ids, street, house_number,
                                       zip_code, city, country_code)
     select md5('scale-account' || a)::uuid, 'ad', current_date + 30,
            array[md5('scale-subscription' || a || '-0')::uuid], 'Nieuwe Straat', '1', '1234 CD', 'Utrecht', 'NL'
     from generate_series(1, ${accounts}) a where a % 20 = 0`,
    'analyze',
  ];
}

/** Fills the database at `url` (migrated and seeded by the portal) and counts what it holds. */
export async function fillLargeDatabase(url: string, size: ScaleSize): Promise<ScaleCounts> {
  const sql = postgres(url, { ...POSTGRES_CLIENT_DEFAULTS, max: 1 });
  const startedAt = performance.now();
  try {
    // Generated once and thrown away: no need to wait for each commit to reach the disk.
    await sql.unsafe('set synchronous_commit = off');
    for (const statement of scaleStatements(size)) await sql.unsafe(statement);
    const [counts] = await sql.unsafe<Array<{ accounts: number; subscriptions: number; invoices: number }>>(
      `select (select count(*) from accounts)::int as accounts, (select count(*) from subscriptions)::int as subscriptions,
              (select count(*) from invoices)::int as invoices`,
    );
    return { ...counts!, seconds: (performance.now() - startedAt) / 1000 };
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * Copies the session of a signed-in cookie (`mo_session=…` in `cookie`) from the database at `from` to the one at
 * `to`, where the same demo account exists under the same id (the seed's ids are fixed): the same cookie then signs in
 * on an instance of each.
 */
export async function copySession(cookie: string, from: string, to: string): Promise<void> {
  const token = /(?:^|;\s*)mo_session=([^;]+)/.exec(cookie)?.[1];
  if (!token) throw new Error('The cookie holds no session');
  const source = postgres(from, { ...POSTGRES_CLIENT_DEFAULTS, max: 1 });
  const target = postgres(to, { ...POSTGRES_CLIENT_DEFAULTS, max: 1 });
  try {
    const rows = await source<Array<{ row: Record<string, unknown> }>>`
      select row_to_json(s) as row from sessions s where id = ${sessionIdForToken(decodeURIComponent(token))}`;
    if (!rows[0]) throw new Error('The signed-in session is not in the demo database');
    const row = rows[0].row as Parameters<typeof target.json>[0];
    await target`insert into sessions select * from jsonb_populate_record(null::sessions, ${target.json(row)})`;
  } finally {
    await source.end({ timeout: 5 });
    await target.end({ timeout: 5 });
  }
}
