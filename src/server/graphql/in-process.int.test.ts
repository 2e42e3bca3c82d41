/**
 * A page's first render runs its island's own query in-process (runOperation): the same answer the island gets
 * from `GET /api/graphql`, refused by the same feature gate, scoped to the same account, and a database that does
 * not answer is the page's 503.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAccount, buildSubscription, createTestDb, useTestDb } from '../../../tests/fixtures/db';
import { BRANDS } from '../../brands/registry';
import { brandFlags, PUBLISHED_GENERAL_FLAGS } from '../../content/dataset/source/feature-flags';
import {
  ComplaintOptionsDocument,
  DeliveryComplaintSubscriptionsDocument,
  LinkedSubscriptionDocument,
  LinkedSubscriptionsDocument,
} from '../../lib/graphql/generated/graphql';
import type { FeatureFlags } from '../../shared/feature-flags';
import type { Db } from '../db/client';
import type { Account, Subscription } from '../db/schema';
import { isServiceUnavailable } from '../service-unavailable';
import { handleGraphQLRequest, OperationError, runOperation } from './endpoint';
import { createGraphQLHandler } from './yoga';

const testDb = useTestDb();
let brokenDb: Db;
let anna: Account;
let bert: Account;
let annaPaper: Subscription;
let bertPaper: Subscription;
const handler = createGraphQLHandler({ production: true });

beforeAll(async () => {
  anna = await buildAccount(testDb.db, { email: 'anna.inprocess@example.nl' });
  bert = await buildAccount(testDb.db, { email: 'bert.inprocess@example.nl' });
  annaPaper = await buildSubscription(testDb.db, anna.id, {
    productType: 'newspaper',
    deliveryDays: [1, 2, 3, 4, 5, 6],
  });
  bertPaper = await buildSubscription(testDb.db, bert.id, {
    productType: 'newspaper',
    deliveryDays: [1, 2, 3, 4, 5, 6],
  });
  const broken = await createTestDb({ migrate: false });
  await broken.close();
  brokenDb = broken.db;
});

function locals(account: Account, flags: Partial<FeatureFlags> = {}): App.Locals {
  return {
    preview: false,
    language: 'nl',
    t: (key) => key,
    translations: {},
    brand: BRANDS.ad,
    flags: { ...PUBLISHED_GENERAL_FLAGS, ...brandFlags('ad'), ...flags },
    account: {
      id: account.id,
      sessionId: `in-process-${account.id}`,
      email: account.email,
      record: account,
      deletionPending: false,
    },
  };
}

const hashOf = (document: unknown) => (document as { __meta__: { hash: string } }).__meta__.hash;

describe('runOperation', () => {
  it("answers what the island's own GET answers, in the same shape", async () => {
    const data = await runOperation(
      locals(anna),
      DeliveryComplaintSubscriptionsDocument,
      {},
      { db: testDb.db, handler },
    );
    expect(data.deliveryComplaintSubscriptions.map((row) => row.subscriptionId)).toEqual([annaPaper.id]);

    const url = new URL('http://ad.localhost/api/graphql');
    url.searchParams.set('operationName', 'DeliveryComplaintSubscriptions');
    url.searchParams.set('variables', '{}');
    url.searchParams.set(
      'extensions',
      JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hashOf(DeliveryComplaintSubscriptionsDocument) } }),
    );
    const response = await handleGraphQLRequest(new Request(url), { locals: locals(anna), db: testDb.db, handler });
    expect(((await response.json()) as { data: unknown }).data).toEqual(data);
  });

  it("answers another account's subscription as one that does not exist", async () => {
    const own = await runOperation(
      locals(anna),
      ComplaintOptionsDocument,
      { subscriptionId: annaPaper.id },
      { db: testDb.db, handler },
    );
    expect(own.complaintOptions?.subscription.subscriptionId).toBe(annaPaper.id);
    const other = await runOperation(
      locals(anna),
      ComplaintOptionsDocument,
      { subscriptionId: bertPaper.id },
      { db: testDb.db, handler },
    ).then(
      (answer) => answer.complaintOptions,
      (error: unknown) => error,
    );
    const unknown = await runOperation(
      locals(anna),
      ComplaintOptionsDocument,
      { subscriptionId: '00000000-0000-4000-8000-000000000000' },
      { db: testDb.db, handler },
    ).then(
      (answer) => answer.complaintOptions,
      (error: unknown) => error,
    );
    expect(other).toEqual(unknown);
  });

  it("answers the subscriptions pages' reads with the account's own subscriptions only", async () => {
    const list = await runOperation(locals(anna), LinkedSubscriptionsDocument, {}, { db: testDb.db, handler });
    expect(list.linkedSubscriptions.map((row) => row.subscriptionId)).toEqual([annaPaper.id]);
    const read = (subscriptionId: string) =>
      runOperation(locals(anna), LinkedSubscriptionDocument, { subscriptionId }, { db: testDb.db, handler });
    expect((await read(annaPaper.id)).linkedSubscription).toEqual(list.linkedSubscriptions[0]);
    // Another account's subscription, an unknown id and a malformed one: the same "not found" the detail shows.
    expect(await read(bertPaper.id)).toEqual({ linkedSubscription: null });
    expect(await read('00000000-0000-4000-8000-000000000000')).toEqual({ linkedSubscription: null });
    expect(await read('not-an-id')).toEqual({ linkedSubscription: null });
  });

  it("is refused by the area's flag, as the island's read is", async () => {
    const refused = await runOperation(
      locals(anna, { isSubscriptionComplaintsEnabled: false }),
      DeliveryComplaintSubscriptionsDocument,
      {},
      { db: testDb.db, handler },
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(OperationError);
    expect((refused as OperationError).codes).toEqual(['FEATURE_DISABLED']);
  });

  it('rejects with the masked error when the read fails, so the page fails as any page read does', async () => {
    const failed = await runOperation(
      locals(anna),
      DeliveryComplaintSubscriptionsDocument,
      {},
      { db: brokenDb, handler },
    ).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(OperationError);
    expect((failed as OperationError).codes).toEqual(['INTERNAL_SERVER_ERROR']);
  });

  it("rejects as the database being unavailable when the read says so, so the page is the portal's 503", async () => {
    // What Yoga answers when the database does not answer in time (yoga.ts masks it as SERVICE_UNAVAILABLE).
    const unavailable = {
      fetch: async () =>
        Response.json(
          { data: null, errors: [{ message: 'SERVICE_UNAVAILABLE', extensions: { code: 'SERVICE_UNAVAILABLE' } }] },
          { status: 503 },
        ),
    } as unknown as typeof handler;
    const failed = await runOperation(
      locals(anna),
      DeliveryComplaintSubscriptionsDocument,
      {},
      {
        db: testDb.db,
        handler: unavailable,
      },
    ).catch((error: unknown) => error);
    expect(isServiceUnavailable(failed)).toBe(true);
  });
});
