/**
 * The bench's large database: its SQL fills a migrated PostgreSQL database to the proportions it claims (two
 * subscriptions per account and every fifth a third, a monthly invoice history each), and a signed-in demo session
 * copied into it is found there under the same token.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccount } from '../../../../tests/fixtures/db';
import { closeDb, createDb, queryRows, type Db } from '../../db/client';
import { migrate } from '../../db/migrate';
import { createSession, findSession } from '../../domain/sessions/storage';
import { copySession, fillLargeDatabase } from './data-scale';
import { createBenchDatabase } from './portal';

const ACCOUNTS = 2_000;
type Database = NonNullable<Awaited<ReturnType<typeof createBenchDatabase>>>;
let demo: Database | undefined;
let large: Database | undefined;
let demoDb: Db;
let largeDb: Db;

beforeAll(async () => {
  demo = await createBenchDatabase();
  large = await createBenchDatabase();
  if (!demo || !large) return;
  demoDb = await createDb({ url: demo.url });
  largeDb = await createDb({ url: large.url });
  await migrate(demoDb);
  await migrate(largeDb);
});

afterAll(async () => {
  if (demoDb) await closeDb(demoDb);
  if (largeDb) await closeDb(largeDb);
  await demo?.drop();
  await large?.drop();
});

describe('the data-scale database', () => {
  it('holds the generated accounts, subscriptions and invoices', async (context) => {
    if (!large) return context.skip();
    const counts = await fillLargeDatabase(large.url, { accounts: ACCOUNTS, invoicesPerSubscription: 12 });
    expect(counts).toMatchObject({ accounts: ACCOUNTS, subscriptions: ACCOUNTS * 2 + ACCOUNTS / 5 });
    expect(counts.invoices).toBe((ACCOUNTS * 2 + ACCOUNTS / 5) * 12);
    const [sessions] = await queryRows<{ count: number }>(largeDb, 'select count(*)::int as count from sessions');
    expect(sessions?.count).toBe(ACCOUNTS);
  }, 300_000);

  it('signs the same cookie in on the large database', async (context) => {
    if (!demo || !large) return context.skip();
    const account = await buildAccount(demoDb, { id: '0b6f2a52-6d3e-4a53-9c61-1f1d5a1b2c3d' });
    await largeDb.execute(
      `insert into accounts (id, email) values ('${account.id}', 'kopie-${randomBytes(4).toString('hex')}@example.nl')`,
    );
    const { token } = await createSession(demoDb, { accountId: account.id, brandKey: 'ad', subject: 'demo' });
    expect(await findSession(largeDb, token, 'ad')).toBeUndefined();
    await copySession(`mo_signed_in=1; mo_session=${token}`, demo.url, large.url);
    expect((await findSession(largeDb, token, 'ad'))?.accountId).toBe(account.id);
  });
});
