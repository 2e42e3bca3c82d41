/**
 * Queries per request: the reads of the signed-in screens' first loads cost the same number of database statements
 * whatever the account holds. An account with one subscription and a few invoices and one with six subscriptions on
 * three brands and three years of invoices each are read through the trusted documents; a resolver that loaded per
 * subscription or per invoice (an N+1) would make the second count higher. The invoice list reads one year whole,
 * never the whole history. The holiday and shared-access overviews read their events, co-readers and invitations for
 * all of the account's subscriptions at once, and an event's subscription from the account's own list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccount, buildSubscription, useTestDb } from '../../../tests/fixtures/db';
import { graphqlClientAs } from '../../../tests/fixtures/graphql-client';
import { recordQueries, type QueryLog } from '../../../tests/fixtures/query-log';
import {
  AccountOverviewDocument,
  HolidayServicesOverviewDocument,
  InvoicesDocument,
  LinkedSubscriptionsDocument,
  SasOverviewDocument,
} from '../../lib/graphql/generated/graphql';
import type { BrandKey } from '../../brands/registry';
import { holidayChanges, invoices, sharedAccessCoReaders, sharedAccessInvites, type Account } from '../db/schema';

const testDb = useTestDb();
let log: QueryLog;
let small: Account;
let large: Account;

/** Monthly invoices of a subscription from `from` (an ISO month, "2023-01") on, `months` of them. */
async function monthlyInvoices(account: Account, subscriptionId: string, brandKey: BrandKey, months: number) {
  await testDb.db.insert(invoices).values(
    Array.from({ length: months }, (_, month) => {
      const issueDate = `${2023 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-01`;
      return {
        accountId: account.id,
        subscriptionId,
        brandKey,
        invoiceNumber: `Q${subscriptionId.slice(0, 8)}-${month}`,
        issueDate,
        dueDate: issueDate,
        periodStart: issueDate,
        periodEnd: issueDate,
        status: 'paid' as const,
        lines: [{ description: 'Abonnement', quantity: 1, amountCents: 3950, vatRate: 9 }],
        totalCents: 3950,
      };
    }),
  );
}

/** A suspension and a temporary address of the subscription, and a co-reader and an open invitation on it. */
async function eventsAndSharing(account: Account, subscriptionId: string, brandKey: BrandKey) {
  await testDb.db.insert(holidayChanges).values(
    (['suspension', 'temporary_address'] as const).map((kind, index) => ({
      accountId: account.id,
      subscriptionId,
      brandKey,
      kind,
      startDate: `2099-0${index + 1}-01`,
      endDate: `2099-0${index + 1}-10`,
    })),
  );
  const reader = await buildAccount(testDb.db);
  await testDb.db.insert(sharedAccessCoReaders).values({ subscriptionId, accountId: reader.id });
  await testDb.db.insert(sharedAccessInvites).values({
    subscriptionId,
    ownerAccountId: account.id,
    email: `uitgenodigd-${subscriptionId.slice(0, 8)}@example.nl`,
    keyHash: subscriptionId,
    expiresAt: new Date('2099-01-01T00:00:00Z'),
  });
}

beforeAll(async () => {
  small = await buildAccount(testDb.db);
  const only = await buildSubscription(testDb.db, small.id, { digitalAccess: true });
  await monthlyInvoices(small, only.id, 'ad', 3);
  await eventsAndSharing(small, only.id, 'ad');
  large = await buildAccount(testDb.db);
  for (const brandKey of ['ad', 'ad', 'bdo', 'bdo', 'hln', 'hln'] as const) {
    const subscription = await buildSubscription(testDb.db, large.id, {
      brandKey,
      title: `Abonnement ${brandKey}`,
      digitalAccess: true,
    });
    await monthlyInvoices(large, subscription.id, brandKey, 36);
    await eventsAndSharing(large, subscription.id, brandKey);
  }
  log = recordQueries(testDb.db);
});

afterAll(() => {
  log?.stop();
});

/** The statements one read runs for `account`. */
async function statementsOf(account: Account, read: (client: ReturnType<typeof graphqlClientAs>) => Promise<unknown>) {
  const client = graphqlClientAs(testDb.db, account);
  log.clear();
  await read(client);
  return [...log.statements];
}

describe('queries per request', () => {
  it('the account overview reads the account and its subscriptions in as many statements for six as for one', async () => {
    const read = (client: ReturnType<typeof graphqlClientAs>) => client.request(AccountOverviewDocument);
    const few = await statementsOf(small, read);
    const many = await statementsOf(large, read);
    expect(many).toHaveLength(few.length);
    expect(many.length).toBeLessThanOrEqual(2);
  });

  it('the subscriptions list costs the same for six subscriptions as for one', async () => {
    const read = (client: ReturnType<typeof graphqlClientAs>) => client.request(LinkedSubscriptionsDocument);
    const few = await statementsOf(small, read);
    const many = await statementsOf(large, read);
    expect(many).toHaveLength(few.length);
  });

  it('the invoice list counts the history and reads one year: two statements for 3 invoices or 216', async () => {
    const read = (client: ReturnType<typeof graphqlClientAs>) => client.request(InvoicesDocument, {});
    const few = await statementsOf(small, read);
    const many = await statementsOf(large, read);
    expect(few).toHaveLength(2);
    expect(many).toHaveLength(2);
    const client = graphqlClientAs(testDb.db, large);
    const page = await client.request(InvoicesDocument, {});
    // The newest year only (six subscriptions × 12 months), with the count of all and the next page's year.
    expect(page.invoices.groups.map((group) => [group.year, group.invoices.length])).toEqual([[2025, 72]]);
    expect(page.invoices).toMatchObject({
      matchCount: 216,
      totalCount: 216,
      olderYear: 2024,
      years: [2025, 2024, 2023],
    });
    const older = await statementsOf(large, (each) => each.request(InvoicesDocument, { before: 2025 }));
    expect(older).toHaveLength(2);
  });

  it("the holiday overview reads the events and the account's subscriptions: two statements for two events or four", async () => {
    const read = (client: ReturnType<typeof graphqlClientAs>) => client.request(HolidayServicesOverviewDocument);
    const few = await statementsOf(small, read);
    const many = await statementsOf(large, read);
    expect(few).toHaveLength(2);
    expect(many).toHaveLength(2);
    const { holidayServicesOverview } = await graphqlClientAs(testDb.db, large).request(
      HolidayServicesOverviewDocument,
    );
    // Two AD subscriptions, each with a suspension and a temporary address, every one named with its subscription.
    const planned = [
      ...holidayServicesOverview.plannedSuspensions,
      ...holidayServicesOverview.plannedTemporaryAddresses,
    ];
    expect(planned).toHaveLength(4);
    expect(planned.every((event) => event.subscription.title === 'Abonnement ad')).toBe(true);
  });

  it('the shared-access overview costs the same for two shared subscriptions as for one', async () => {
    const read = (client: ReturnType<typeof graphqlClientAs>) => client.request(SasOverviewDocument);
    const few = await statementsOf(small, read);
    const many = await statementsOf(large, read);
    expect(many).toHaveLength(few.length);
    expect(many.length).toBeLessThanOrEqual(4);
    const { sasOverview } = await graphqlClientAs(testDb.db, large).request(SasOverviewDocument);
    expect(sasOverview.subscriptions.map((each) => [each.coReaders.length, each.invites.length])).toEqual([
      [1, 1],
      [1, 1],
    ]);
  });
});
