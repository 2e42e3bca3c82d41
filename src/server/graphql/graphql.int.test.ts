/**
 * The GraphQL API end to end against a migrated PGlite: Yoga with the real schema, the build's trusted-document
 * manifest and the browser client.
 */
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAccount, buildSubscription, createTestDb, useTestDb } from '../../../tests/fixtures/db';
import { createGraphQLClient, CombinedError } from '../../lib/graphql/client';
import { AccountOverviewDocument } from '../../lib/graphql/generated/graphql';
import type { Db } from '../db/client';
import type { Account, Subscription } from '../db/schema';
import { accountCompleteness } from '../domain/account';
import { persistedDocuments } from './persisted-documents';
import { createGraphQLHandler, type GraphQLHandler } from './yoga';

const ORIGIN = 'http://ad.localhost:4321';
const ENDPOINT = `${ORIGIN}/api/graphql`;
const OVERVIEW_HASH = (AccountOverviewDocument as unknown as { __meta__: { hash: string } }).__meta__.hash;

interface Body {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

const testDb = useTestDb();
let anna: Account;
let bram: Account;
let annaSubscriptions: Subscription[];
let bramSubscription: Subscription;
/** A closed database: every query fails the way a lost connection would (an unexpected error). */
let brokenDb: Db;

function localsFor(account?: Account): App.Locals {
  return {
    preview: false,
    language: 'nl',
    t: (key) => key,
    translations: {},
    ...(account
      ? {
          account: { id: account.id, sessionId: `session-${account.id}`, email: account.email, deletionPending: false },
        }
      : {}),
  };
}

function overviewUrl(hash = OVERVIEW_HASH, operationName = 'AccountOverview'): string {
  const url = new URL(ENDPOINT);
  url.searchParams.set('operationName', operationName);
  url.searchParams.set('variables', '{}');
  url.searchParams.set('extensions', JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }));
  return url.href;
}

function postQuery(query: string, variables?: Record<string, unknown>): Request {
  return new Request(ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: '*/*' },
    body: JSON.stringify({ query, variables }),
  });
}

async function send(yoga: GraphQLHandler, request: Request, account?: Account, db: Db = testDb.db): Promise<Body> {
  const response = await yoga.fetch(request, { locals: localsFor(account), db });
  return (await response.json()) as Body;
}

beforeAll(async () => {
  const { db } = testDb;
  anna = await buildAccount(db, {
    email: 'anna.jansen@example.nl',
    firstName: 'Anna',
    lastName: 'Jansen',
    gender: 'female',
    street: 'Kerkstraat',
    houseNumber: '12',
    houseNumberSuffix: 'bis',
    zipCode: '3511 AB',
    city: 'Utrecht',
    phoneNumber: '+31612345678',
    phoneVerified: true,
  });
  bram = await buildAccount(db, {
    email: 'bram.peeters@example.be',
    firstName: 'Bram',
    countryCode: 'BE',
    phoneNumber: null,
  });
  annaSubscriptions = [
    await buildSubscription(db, anna.id, { startDate: '2023-03-01' }),
    await buildSubscription(db, anna.id, {
      brandKey: 'vk',
      productType: 'digital',
      title: 'de Volkskrant Digitaal',
      deliveryDays: [],
      startDate: '2024-06-15',
      status: 'suspended',
    }),
  ];
  bramSubscription = await buildSubscription(db, bram.id, { brandKey: 'hln', title: 'HLN Weekend', deliveryDays: [6] });
  const broken = await createTestDb({ migrate: false });
  await broken.close();
  brokenDb = broken.db;
});

describe('AccountOverview (trusted document by hash)', () => {
  const yoga = createGraphQLHandler({ production: false });

  it('is in the build manifest, with the fragments it spreads', () => {
    // The manifest's text is the operation and its fragments, printed fragments first.
    expect(persistedDocuments[OVERVIEW_HASH]).toMatch(/(?:^|\} )query AccountOverview \{/);
    expect(persistedDocuments[OVERVIEW_HASH]).toMatch(/^fragment AccountSummaryFields on UmsAccount \{/);
  });

  it("answers exactly the signed-in account's data and subscriptions", async () => {
    const body = await send(yoga, new Request(overviewUrl()), anna);

    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      account: {
        id: anna.id,
        accountCompleteness: 100,
        username: 'anna.jansen@example.nl',
        profile: {
          contact_information: {
            email: 'anna.jansen@example.nl',
            phone_number: '+31612345678',
            phone_verified: true,
            address: {
              street: 'Kerkstraat',
              house_number: '12',
              house_number_suffix: 'bis',
              zip_code: '3511 AB',
              city: 'Utrecht',
              country_code: 'NL',
            },
          },
          personal_information: { first_name: 'Anna', last_name: 'Jansen' },
        },
      },
      linkedSubscriptions: [
        {
          subscriptionId: annaSubscriptions[0]!.id,
          brandKey: 'ad',
          title: 'AD Krant maandag t/m zaterdag',
          productType: 'NEWSPAPER',
          status: 'ACTIVE',
          startDate: '2023-03-01',
          deliveryDays: [1, 2, 3, 4, 5, 6],
        },
        {
          subscriptionId: annaSubscriptions[1]!.id,
          brandKey: 'vk',
          title: 'de Volkskrant Digitaal',
          productType: 'DIGITAL',
          status: 'SUSPENDED',
          startDate: '2024-06-15',
          deliveryDays: [],
        },
      ],
    });
  });

  it("gives the other account its own data and never Anna's", async () => {
    const body = await send(yoga, new Request(overviewUrl()), bram);
    const data = body.data as {
      account: { id: string; accountCompleteness: number; username: string };
      linkedSubscriptions: { subscriptionId: string }[];
    };

    expect(data.account.id).toBe(bram.id);
    expect(data.account.username).toBe('bram.peeters@example.be');
    expect(data.account.accountCompleteness).toBe(accountCompleteness(bram));
    expect(data.account.accountCompleteness).toBeLessThan(100);
    expect(data.linkedSubscriptions.map((s) => s.subscriptionId)).toEqual([bramSubscription.id]);
  });

  it('fails with UNAUTHENTICATED without a signed-in account', async () => {
    const body = await send(yoga, new Request(overviewUrl()));

    expect(body.data).toBeNull();
    expect(body.errors?.length).toBeGreaterThan(0);
    expect(body.errors?.every((e) => e.extensions?.['code'] === 'UNAUTHENTICATED')).toBe(true);
    expect(body.errors?.map((e) => e.message)).toContain('Je bent niet ingelogd.');
  });
});

describe('linkedSubscription(subscriptionId)', () => {
  const yoga = createGraphQLHandler({ production: false });
  const query = 'query One($id: ID!) { linkedSubscription(subscriptionId: $id) { subscriptionId title } }';

  it("returns the account's own subscription", async () => {
    const own = annaSubscriptions[0]!;
    const body = await send(yoga, postQuery(query, { id: own.id }), anna);
    expect(body).toEqual({ data: { linkedSubscription: { subscriptionId: own.id, title: own.title } } });
  });

  it("answers another account's subscription exactly like one that does not exist", async () => {
    const foreign = await send(yoga, postQuery(query, { id: bramSubscription.id }), anna);
    const missing = await send(yoga, postQuery(query, { id: '00000000-0000-4000-8000-000000000000' }), anna);
    const malformed = await send(yoga, postQuery(query, { id: 'not-a-uuid' }), anna);

    expect(foreign).toEqual({ data: { linkedSubscription: null } });
    expect(missing).toEqual(foreign);
    expect(malformed).toEqual(foreign);
  });
});

describe('in production', () => {
  const yoga = createGraphQLHandler({ production: true });

  it('runs the manifest operation by its hash', async () => {
    const body = await send(yoga, new Request(overviewUrl()), anna);
    expect(body.errors).toBeUndefined();
    expect((body.data as { account: { id: string } }).account.id).toBe(anna.id);
  });

  it('refuses a document that is not in the manifest, even the same operation as text', async () => {
    const text = persistedDocuments[OVERVIEW_HASH]!;
    const body = await send(yoga, postQuery(text), anna);
    expect(body.data).toBeUndefined();
    expect(body.errors?.map((e) => e.extensions?.['code'])).toEqual(['CANNOT_SEND_PQ_ID_AND_BODY']);
  });

  it('refuses introspection, also as text and also when the manifest contains it', async () => {
    const introspection = 'query Types { __schema { types { name } } }';
    const hash = createHash('sha256').update(introspection).digest('hex');
    const withIntrospection = createGraphQLHandler({
      production: true,
      persistedDocuments: { ...persistedDocuments, [hash]: introspection },
    });

    const asText = await send(yoga, postQuery(introspection), anna);
    const byHash = await send(withIntrospection, new Request(overviewUrl(hash, 'Types')), anna);

    for (const body of [asText, byHash]) {
      expect(body.data).toBeUndefined();
      expect(JSON.stringify(body)).not.toContain('UmsAccount');
    }
    // Refused by validation (the introspection rule): its code, with the generic Dutch text of a refused request.
    expect(byHash.errors?.[0]).toMatchObject({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  });

  it('masks an unexpected resolver error as "Unexpected error." without details', async () => {
    const body = await send(yoga, new Request(overviewUrl()), anna, brokenDb);

    expect(body.data).toBeNull();
    expect(body.errors?.map((e) => e.message)).toContain('Unexpected error.');
    expect(JSON.stringify(body)).not.toMatch(/closed|pglite|stack/i);
  });
});

describe('outside production', () => {
  it('masks an unexpected error just the same: the original (SQL, stack) stays in the server log', async () => {
    const yoga = createGraphQLHandler({ production: false });

    const body = await send(yoga, new Request(overviewUrl()), anna, brokenDb);

    const error = body.errors?.find((e) => e.message === 'Unexpected error.');
    expect(error).toBeDefined();
    expect(error?.extensions?.['originalError']).toBeUndefined();
    expect(JSON.stringify(body)).not.toMatch(/closed|pglite|stack/i);
  });
});

describe('the browser client against the server', () => {
  /** A client whose fetch is the Yoga handler, recording what went over the wire. */
  function clientFor(yoga: GraphQLHandler, account: Account) {
    const sent: { method: string; hasQuery: boolean; hasHash: boolean }[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const body = request.method === 'POST' ? ((await request.clone().json()) as Record<string, unknown>) : {};
      sent.push({
        method: request.method,
        hasQuery: url.searchParams.has('query') || 'query' in body,
        hasHash: url.searchParams.has('extensions') || 'extensions' in body,
      });
      return yoga.fetch(request, { locals: localsFor(account), db: testDb.db });
    };
    return { client: createGraphQLClient({ endpoint: ENDPOINT, fetch: fetch as typeof globalThis.fetch }), sent };
  }

  it('needs one hash-only GET when the server knows the document', async () => {
    const { client, sent } = clientFor(createGraphQLHandler({ production: false }), anna);

    const data = await client.request(AccountOverviewDocument, {});

    expect(data.account?.id).toBe(anna.id);
    expect(sent).toEqual([{ method: 'GET', hasQuery: false, hasHash: true }]);
  });

  it('retries with the full query when the server does not know the hash, then succeeds', async () => {
    // A server built from another manifest (deploy skew): the hash is unknown, arbitrary documents are allowed.
    const { client, sent } = clientFor(createGraphQLHandler({ production: false, persistedDocuments: {} }), anna);

    const data = await client.request(AccountOverviewDocument, {});

    expect(data.account?.username).toBe('anna.jansen@example.nl');
    expect(data.linkedSubscriptions).toHaveLength(2);
    expect(sent).toEqual([
      { method: 'GET', hasQuery: false, hasHash: true },
      { method: 'POST', hasQuery: true, hasHash: true },
    ]);
    expect(client.persistedQueriesSupported).toBe(true);
  });

  it('fails with a CombinedError in production when the hash is unknown, after exactly one retry', async () => {
    const { client, sent } = clientFor(createGraphQLHandler({ production: true, persistedDocuments: {} }), anna);

    const error = (await client.request(AccountOverviewDocument, {}).catch((e: unknown) => e)) as CombinedError;

    expect(error).toBeInstanceOf(CombinedError);
    expect(error.graphQLErrors.map((e) => e.extensions?.['code'])).toEqual(['CANNOT_SEND_PQ_ID_AND_BODY']);
    expect(sent).toHaveLength(2);
  });

  it('rejects with UNAUTHENTICATED as a [GraphQL] error for a signed-out request', async () => {
    const yoga = createGraphQLHandler({ production: true });
    const client = createGraphQLClient({
      endpoint: ENDPOINT,
      fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
        yoga.fetch(new Request(input, init), { locals: localsFor(), db: testDb.db })) as typeof fetch,
    });

    const error = (await client.request(AccountOverviewDocument, {}).catch((e: unknown) => e)) as CombinedError;

    expect(error).toBeInstanceOf(CombinedError);
    expect(error.hasCode('UNAUTHENTICATED')).toBe(true);
    expect(error.message).toContain('[GraphQL] Je bent niet ingelogd.');
  });
});
