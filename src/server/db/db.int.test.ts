import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAccount,
  buildSubscription,
  createPostgresTestDb,
  createTestDb,
  postgresTestUrl,
  type TestDb,
  type TestDbOptions,
} from '../../../tests/fixtures/db';
import { verifyPassword } from '../domain/identity';
import { BRANDS } from '../../brands/registry';
import { closeDb, createDb, dbUrl, queryRows, type Db } from './client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { appliedMigrationCount, migrate, migrationsFolder } from './migrate';
import { resetDatabase } from './reset';
import { seed, seedAccountId, seedBulk } from './seed';
import { accounts, sessions, subscriptions } from './schema';

const postgresUrl = await postgresTestUrl();

interface Driver {
  name: string;
  skipReason?: string;
  create(options?: TestDbOptions): Promise<TestDb>;
}

const drivers: Driver[] = [
  { name: 'PGlite', create: createTestDb },
  {
    name: 'PostgreSQL',
    ...(postgresUrl
      ? {}
      : { skipReason: 'no PostgreSQL answers at 127.0.0.1:5432 (database test, user postgres or root)' }),
    create: createPostgresTestDb,
  },
];

const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};

/** The SQLSTATE of a database error, through Drizzle's wrapping (DrizzleQueryError keeps the driver error as cause). */
function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Every account and subscription row, in a stable order: what "nothing changed" is compared on. */
async function snapshot(db: Db) {
  return {
    accounts: await db.select().from(accounts).orderBy(accounts.id),
    subscriptions: await db.select().from(subscriptions).orderBy(subscriptions.id),
  };
}

describe.each(drivers)('database on $name', (driver) => {
  if (driver.skipReason) console.warn(`Skipping "database on ${driver.name}": ${driver.skipReason}`);

  describe.skipIf(driver.skipReason !== undefined)('', () => {
    let test: TestDb;
    let db: Db;

    beforeAll(async () => {
      test = await driver.create();
      db = test.db;
    });
    afterAll(async () => {
      await test?.close();
    });

    it('applies the migrations to an empty database, and a second run applies nothing', async () => {
      const empty = await driver.create({ migrate: false });
      try {
        expect(await appliedMigrationCount(empty.db)).toBe(0);
        const first = await migrate(empty.db);
        expect(first.applied).toBe(journal.entries.length);
        expect(first.total).toBe(journal.entries.length);

        const tables = await queryRows<{ name: string }>(
          empty.db,
          sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
        );
        expect(tables.map((t) => t.name)).toEqual([
          'account_deletions',
          'accounts',
          'commercial_offering_consents',
          'contact_attachments',
          'contact_cases',
          'data_exports',
          'delivery_complaints',
          'ended_provider_sessions',
          'holiday_changes',
          'invoices',
          'moving_house_changes',
          'newsletter_subscriptions',
          'oidc_payloads',
          'outbox',
          'passkey_challenges',
          'passkeys',
          'payment_changes',
          'rate_limits',
          'rebuilds',
          'sessions',
          'shared_access_co_readers',
          'shared_access_invites',
          'subscriptions',
          'verification_codes',
        ]);
        const indexes = await queryRows<{ indexdef: string }>(
          empty.db,
          sql`select indexdef from pg_indexes where indexname = 'accounts_email_unique'`,
        );
        expect(indexes[0]?.indexdef).toMatch(/^CREATE UNIQUE INDEX .*\(lower\(email\)\)$/);

        const second = await migrate(empty.db);
        expect(second).toMatchObject({ applied: 0, total: journal.entries.length });
      } finally {
        await empty.close();
      }
    });

    it('applies each migration once when several callers (or servers) migrate at the same time', async () => {
      const empty = await driver.create({ migrate: false });
      // On PostgreSQL a second pool stands in for a second server; PGlite has one connection per process.
      const url = dbUrl(empty.db);
      const other = url ? await createDb({ url }) : empty.db;
      try {
        const results = await Promise.all([migrate(empty.db), migrate(other), migrate(empty.db), migrate(other)]);
        expect(results.reduce((n, r) => n + r.applied, 0)).toBe(journal.entries.length);
        expect(results.map((r) => r.total)).toEqual(results.map(() => journal.entries.length));
      } finally {
        if (other !== empty.db) await closeDb(other);
        await empty.close();
      }
    });

    it('seeds every demo account, with subscriptions on several brands of the right country', async () => {
      const result = await resetDatabase(db);
      expect(result.seed.accountsCreated).toBe(DEMO_ACCOUNTS.length);
      expect(await db.$count(accounts)).toBe(DEMO_ACCOUNTS.length);
      const expectedSubscriptions = DEMO_ACCOUNTS.reduce((n, a) => n + a.subscriptions.length, 0);
      // Besides these, the publisher's records hold subscriptions no account has linked yet (seed-subscriptions.ts).
      expect(await db.$count(subscriptions, isNotNull(subscriptions.accountId))).toBe(expectedSubscriptions);

      const jan = await db.query.accounts.findFirst({
        where: eq(accounts.email, 'jan.devries@example.nl'),
        with: { subscriptions: true },
      });
      expect(jan).toMatchObject({
        id: seedAccountId('jan.devries@example.nl'),
        firstName: 'Jan',
        lastName: 'de Vries',
      });
      expect(jan!.countryCode).toBe('NL');
      expect(jan!.zipCode).toMatch(/^\d{4} [A-Z]{2}$/);
      const janBrands = jan!.subscriptions.map((s) => s.brandKey);
      expect(janBrands).toContain('ad');
      expect(new Set(janBrands).size).toBeGreaterThanOrEqual(3);
      expect(janBrands.every((key) => BRANDS[key as keyof typeof BRANDS].country === 'nl')).toBe(true);
      const ad = jan!.subscriptions.find((s) => s.brandKey === 'ad')!;
      expect(ad.deliveryDays).toEqual([1, 2, 3, 4, 5, 6]);

      const an = await db.query.accounts.findFirst({
        where: eq(accounts.email, 'an.peeters@example.be'),
        with: { subscriptions: true },
      });
      expect(an!.countryCode).toBe('BE');
      expect(an!.zipCode).toBe('2000');
      expect(an!.phoneNumber).toMatch(/^\+324/);
      const anBrands = an!.subscriptions.map((s) => s.brandKey).sort();
      expect(anBrands).toEqual(['dm', 'hln', 'hu']);
      expect(an!.subscriptions.find((s) => s.brandKey === 'dm')!.deliveryDays).toEqual([]);

      const brandsInUse = await queryRows<{ brand_key: string }>(db, sql`select distinct brand_key from subscriptions`);
      expect(brandsInUse.length).toBeGreaterThanOrEqual(10);

      const withoutSubscriptions = await queryRows<{ email: string }>(
        db,
        sql`select email from accounts a where not exists (select 1 from subscriptions s where s.account_id = a.id)`,
      );
      expect(withoutSubscriptions.map((r) => r.email)).toEqual(['sanne.visser@example.nl']);
      const incomplete = await db.query.accounts.findFirst({ where: eq(accounts.email, 'daan.smit@example.nl') });
      expect(incomplete).toMatchObject({ lastName: null, street: null, phoneNumber: null, dateOfBirth: null });
    });

    it('changes nothing when seeded twice: same rows, same ids, no duplicates', async () => {
      await resetDatabase(db);
      const before = await snapshot(db);
      const again = await seed(db);
      expect(again).toEqual({
        accountsCreated: 0,
        accountsExisting: DEMO_ACCOUNTS.length,
        subscriptionsCreated: 0,
        subscriptionsExisting: before.subscriptions.filter((row) => row.accountId !== null).length,
      });
      expect(await snapshot(db)).toEqual(before);
    });

    it('keeps what a user changed in a demo account when seeding again; reset restores it', async () => {
      await resetDatabase(db);
      await db.update(accounts).set({ city: 'Delft' }).where(eq(accounts.email, 'jan.devries@example.nl'));
      await seed(db);
      const [changed] = await db.select().from(accounts).where(eq(accounts.email, 'jan.devries@example.nl'));
      expect(changed!.city).toBe('Delft');
      await resetDatabase(db);
      const [restored] = await db.select().from(accounts).where(eq(accounts.email, 'jan.devries@example.nl'));
      expect(restored!.city).toBe('Rotterdam');
    });

    it('generates bulk accounts deterministically and idempotently', async () => {
      await resetDatabase(db);
      const first = await seedBulk(db, 25);
      expect(first.accountsCreated).toBe(25);
      const before = await snapshot(db);
      expect(await seedBulk(db, 25)).toMatchObject({ accountsCreated: 0, subscriptionsCreated: 0 });
      expect(await snapshot(db)).toEqual(before);
      const more = await seedBulk(db, 30);
      expect(more).toMatchObject({ accountsCreated: 5, accountsExisting: 25 });
    });

    it('refuses a second account whose e-mail differs only in case', async () => {
      await buildAccount(db, { email: 'kees.hoofdletter@example.nl' });
      const duplicate = db.insert(accounts).values({ email: 'Kees.Hoofdletter@EXAMPLE.nl' });
      const error = await duplicate.then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(sqlState(error)).toBe('23505');
      const [{ n }] = (await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from accounts where lower(email) = 'kees.hoofdletter@example.nl'`,
      )) as [{ n: number }];
      expect(n).toBe(1);
    });

    it('deletes subscriptions and sessions with their account, and nothing of other accounts', async () => {
      const gone = await buildAccount(db);
      const kept = await buildAccount(db);
      for (const owner of [gone, kept]) {
        await buildSubscription(db, owner.id);
        await buildSubscription(db, owner.id, { brandKey: 'vk', productType: 'digital', deliveryDays: [] });
        await db.insert(sessions).values({
          id: `session-${owner.id}`,
          accountId: owner.id,
          brandKey: 'ad',
          subject: owner.id,
          expiresAt: new Date('2030-01-01T00:00:00Z'),
        });
      }
      await db.delete(accounts).where(eq(accounts.id, gone.id));
      expect(await db.$count(subscriptions, eq(subscriptions.accountId, gone.id))).toBe(0);
      expect(await db.$count(sessions, eq(sessions.accountId, gone.id))).toBe(0);
      expect(await db.$count(subscriptions, eq(subscriptions.accountId, kept.id))).toBe(2);
      expect(await db.$count(sessions, eq(sessions.accountId, kept.id))).toBe(1);
    });

    it('stores the demo password as an argon2id hash that verifies, for every demo account', async () => {
      await resetDatabase(db);
      const rows = await db.select({ email: accounts.email, hash: accounts.passwordHash }).from(accounts);
      expect(rows).toHaveLength(DEMO_ACCOUNTS.length);
      for (const row of rows) {
        expect(row.hash).toMatch(/^\$argon2id\$/);
        expect(await verifyPassword(row.hash, DEMO_PASSWORD)).toBe(true);
        expect(await verifyPassword(row.hash, 'welkom-bij-mijn-omgeving-1')).toBe(false);
      }
    });
  });
});
