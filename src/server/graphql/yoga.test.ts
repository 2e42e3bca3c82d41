import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { BrandKey } from '../../brands/registry';
import { brandFlags, PUBLISHED_GENERAL_FLAGS } from '../../content/dataset/source/feature-flags';
import type { FeatureFlags } from '../../content/queries/feature-flags';
import type { Db } from '../db/client';
import { operationGuards } from '../areas';
import { FEATURE_DISABLED, type OperationFlags } from './feature-gate';
import { MODULES, type GraphQLModule } from './schema';
import { createGraphQLHandler, persistedReadOf, REQUEST_ERROR_MESSAGE_KEY } from './yoga';

const HEALTH = 'query Health { health }';
const INTROSPECTION = 'query Shape { __schema { queryType { name } } }';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const manifest = { [sha256(HEALTH)]: HEALTH, [sha256(INTROSPECTION)]: INTROSPECTION };
// These operations never reach the database; a database-backed run is in graphql.int.test.ts.
const locals: App.Locals = { preview: false, language: 'nl', t: (key) => key, translations: {} };
const serverContext = { locals, db: {} as Db };
const ORIGIN = 'http://ad.localhost:4321';

function hashUrl(hash: string, operationName: string): string {
  const url = new URL('/api/graphql', ORIGIN);
  url.searchParams.set('operationName', operationName);
  url.searchParams.set('extensions', JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }));
  return url.href;
}

function post(body: unknown): Request {
  return new Request(new URL('/api/graphql', ORIGIN), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: '*/*' },
    body: JSON.stringify(body),
  });
}

async function send(production: boolean, request: Request) {
  const yoga = createGraphQLHandler({ production, persistedDocuments: manifest });
  const response = await yoga.fetch(request, serverContext);
  return {
    status: response.status,
    body: (await response.json()) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] },
  };
}

describe.each([false, true])('production=%s', (production) => {
  it('runs a manifest operation by its hash alone (GET)', async () => {
    const { body } = await send(
      production,
      new Request(hashUrl(sha256(HEALTH), 'Health'), { headers: { accept: '*/*' } }),
    );
    expect(body).toEqual({ data: { health: true } });
  });

  it('answers PERSISTED_QUERY_NOT_FOUND, in Dutch, for an unknown hash without a query', async () => {
    const { body } = await send(production, new Request(hashUrl('0'.repeat(64), 'Health')));
    expect(body.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([
      [REQUEST_ERROR_MESSAGE_KEY, 'PERSISTED_QUERY_NOT_FOUND'],
    ]);
    expect(body.data).toBeUndefined();
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'answers PERSISTED_QUERY_NOT_FOUND (not a 500) for the inherited property name %s as hash',
    async (hash) => {
      const { status, body } = await send(production, new Request(hashUrl(hash, 'Health')));
      expect(status).toBeLessThan(500);
      expect(body.errors?.map((e) => e.extensions?.code)).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
    },
  );

  it('refuses a form-encoded POST, which any web page could send cross-site', async () => {
    const request = new Request(new URL('/api/graphql', ORIGIN), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ query: HEALTH }).toString(),
    });
    const { status } = await send(production, request);
    expect(status).toBe(415);
  });
});

describe('outside production', () => {
  it('runs an arbitrary document', async () => {
    const { body } = await send(false, post({ query: '{ health }' }));
    expect(body).toEqual({ data: { health: true } });
  });

  it('runs the full query sent with an unknown hash (the client retry)', async () => {
    const { body } = await send(
      false,
      post({ query: '{ health }', extensions: { persistedQuery: { version: 1, sha256Hash: '1'.repeat(64) } } }),
    );
    expect(body).toEqual({ data: { health: true } });
  });

  it('allows introspection and serves GraphiQL', async () => {
    const { body } = await send(false, post({ query: INTROSPECTION }));
    expect(body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    const yoga = createGraphQLHandler({ production: false, persistedDocuments: manifest });
    const page = await yoga.fetch(
      new Request(new URL('/api/graphql', ORIGIN), { headers: { accept: 'text/html' } }),
      serverContext,
    );
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('GraphiQL');
  });
});

describe('in production', () => {
  it('refuses a document that is not in the manifest', async () => {
    const { body } = await send(true, post({ query: '{ health }' }));
    expect(body.data).toBeUndefined();
    expect(body.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([
      [REQUEST_ERROR_MESSAGE_KEY, 'CANNOT_SEND_PQ_ID_AND_BODY'],
    ]);
  });

  it('refuses introspection, even from the manifest', async () => {
    const { body } = await send(true, new Request(hashUrl(sha256(INTROSPECTION), 'Shape')));
    expect(body.data).toBeUndefined();
    // Refused by validation, which says so with its code and the generic Dutch text.
    expect(body.errors?.[0]).toMatchObject({
      message: REQUEST_ERROR_MESSAGE_KEY,
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('serves no GraphiQL', async () => {
    const yoga = createGraphQLHandler({ production: true, persistedDocuments: manifest });
    const page = await yoga.fetch(
      new Request(new URL('/api/graphql', ORIGIN), { headers: { accept: 'text/html' } }),
      serverContext,
    );
    expect(await page.text()).not.toContain('GraphiQL');
  });
});

describe('a request the server cannot read: one Dutch message, the code kept, nothing of what was sent', () => {
  const WITH_ID = 'query Options($x: ID!) { complaintOptions(subscriptionId: $x) { __typename } }';
  const withIdManifest = { ...manifest, [sha256(WITH_ID)]: WITH_ID };
  const dutch = {
    ...locals,
    t: (key: string) => (key === REQUEST_ERROR_MESSAGE_KEY ? 'Dit verzoek kunnen we niet lezen' : key),
  };
  const refusals: Array<{ name: string; request: () => Request; code: string }> = [
    {
      name: 'a variable of the wrong type',
      request: () => post({ query: WITH_ID, variables: { x: { a: 1 } } }),
      code: 'BAD_USER_INPUT',
    },
    { name: 'a missing variable', request: () => post({ query: WITH_ID, variables: {} }), code: 'BAD_USER_INPUT' },
    {
      name: 'a field that does not exist',
      request: () => post({ query: '{ nope }' }),
      code: 'GRAPHQL_VALIDATION_FAILED',
    },
    {
      name: 'a document that does not parse',
      request: () => post({ query: '{ health ' }),
      code: 'GRAPHQL_PARSE_FAILED',
    },
    {
      name: 'variables that are not an object',
      request: () => post({ query: '{ health }', variables: 5 }),
      code: 'BAD_REQUEST',
    },
    {
      name: 'a GET whose variables are not JSON',
      request: () => new Request(`${ORIGIN}/api/graphql?query=%7Bhealth%7D&variables=%7B%22a%22%3A`),
      code: 'BAD_REQUEST',
    },
    {
      name: 'a POST that is not JSON',
      request: () =>
        new Request(`${ORIGIN}/api/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: '{}',
        }),
      code: 'BAD_REQUEST',
    },
  ];

  it.each(refusals)('$name', async ({ request, code }) => {
    const yoga = createGraphQLHandler({ production: false, persistedDocuments: withIdManifest });
    const response = await yoga.fetch(request(), { locals: dutch, db: {} as Db });
    expect(response.status).toBeLessThan(500);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({
      errors: [{ message: 'Dit verzoek kunnen we niet lezen', extensions: { code } }],
    });
    expect(text).not.toMatch(/Variable|Syntax|Cannot|Expected|\$x|a: 1|JSON|accepted/);
  });

  it('also in the direct persisted read of a GET, whose variables do not fit', async () => {
    const yoga = createGraphQLHandler({ production: true, persistedDocuments: withIdManifest });
    const url = new URL(hashUrl(sha256(WITH_ID), 'Options'));
    url.searchParams.set('variables', JSON.stringify({ x: { a: 1 } }));
    const answer = await persistedReadOf(yoga)!(new Request(url), { locals: dutch, db: {} as Db });
    expect(answer).toBeDefined();
    const body = JSON.parse(answer!.body) as unknown;
    expect(body).toMatchObject({
      errors: [{ message: 'Dit verzoek kunnen we niet lezen', extensions: { code: 'BAD_USER_INPUT' } }],
    });
    expect(JSON.stringify(body)).not.toMatch(/Variable|cannot represent/);
  });
});

describe('feature flags on operations (the operation-flag plugin)', () => {
  const flagsOf = (key: BrandKey): FeatureFlags => ({ ...PUBLISHED_GENERAL_FLAGS, ...brandFlags(key) });
  const base = MODULES.find((module) => module.name === 'base')!;
  /** The guards a new area's manifest would declare for the module below. */
  const AREA_FLAGS: OperationFlags = {
    submitComplaint: 'isSubscriptionComplaintsEnabled',
    suspendDeliveryV2: 'isSubscriptionHolidayEnabled',
    complaints: 'isSubscriptionComplaintsEnabled',
  };

  /** A module whose mutations have plain resolvers, as a new area would add them: no wrapping of its own. */
  function areaModule(resolver: () => unknown): GraphQLModule {
    return {
      name: 'area',
      typeDefs: `
        type AreaResult implements MutationResult {
          ok: Boolean!
          violations: [Violation!]!
        }
        type Query {
          complaints: [String!]!
        }
        type Mutation {
          submitComplaint(date: String!): AreaResult!
          suspendDeliveryV2: AreaResult!
          ungatedMutation: AreaResult!
        }`,
      resolvers: {
        Query: { complaints: () => ['een'] },
        Mutation: { submitComplaint: resolver, suspendDeliveryV2: resolver, ungatedMutation: resolver },
      },
    };
  }

  async function run(
    modules: readonly GraphQLModule[],
    flags: FeatureFlags | undefined,
    query: string,
    operationFlags?: OperationFlags,
  ) {
    const yoga = createGraphQLHandler({ production: false, persistedDocuments: manifest, modules, operationFlags });
    const response = await yoga.fetch(post({ query }), { locals: { ...locals, flags }, db: {} as Db });
    return (await response.json()) as {
      data?: Record<string, unknown> | null;
      errors?: Array<{ extensions?: { code?: string } }>;
    };
  }

  it('refuses a flagged mutation with FEATURE_DISABLED when the brand has the flag off, without running it', async () => {
    const resolver = vi.fn(() => ({ ok: true, violations: [] }));
    const modules = [base, areaModule(resolver)];
    // qmnl has complaints and holiday off; ad has both on.
    expect(flagsOf('qmnl').isSubscriptionComplaintsEnabled).toBe(false);
    expect(flagsOf('ad').isSubscriptionComplaintsEnabled).toBe(true);
    const document = `mutation {
      complaint: submitComplaint(date: "2025-01-02") { __typename ok violations { code field } }
      suspendDeliveryV2 { ok violations { code } }
      ungatedMutation { ok }
    }`;

    const off = await run(modules, flagsOf('qmnl'), document, AREA_FLAGS);
    expect(off.errors).toBeUndefined();
    expect(off.data).toEqual({
      complaint: { __typename: 'AreaResult', ok: false, violations: [{ code: FEATURE_DISABLED, field: null }] },
      suspendDeliveryV2: { ok: false, violations: [{ code: FEATURE_DISABLED }] },
      ungatedMutation: { ok: true },
    });
    // Only the mutation no flag governs ran.
    expect(resolver).toHaveBeenCalledTimes(1);

    const on = await run(modules, flagsOf('ad'), document, AREA_FLAGS);
    expect(on.data).toEqual({
      complaint: { __typename: 'AreaResult', ok: true, violations: [] },
      suspendDeliveryV2: { ok: true, violations: [] },
      ungatedMutation: { ok: true },
    });
    expect(resolver).toHaveBeenCalledTimes(4);
  });

  it('fails a flagged query with the error code FEATURE_DISABLED while the flag is off', async () => {
    const modules = [base, areaModule(() => ({ ok: true, violations: [] }))];
    const off = await run(modules, flagsOf('qmnl'), '{ complaints }', AREA_FLAGS);
    expect(off.data).toBeNull();
    expect(off.errors?.map((error) => error.extensions?.code)).toEqual([FEATURE_DISABLED]);
    const on = await run(modules, flagsOf('ad'), '{ complaints }', AREA_FLAGS);
    expect(on).toEqual({ data: { complaints: ['een'] } });
  });

  it('refuses every flagged mutation without flags (unknown host)', async () => {
    const resolver = vi.fn(() => ({ ok: true, violations: [] }));
    const off = await run([base, areaModule(resolver)], undefined, 'mutation { suspendDeliveryV2 { ok } }', AREA_FLAGS);
    expect(off.data).toEqual({ suspendDeliveryV2: { ok: false } });
    expect(resolver).not.toHaveBeenCalled();
  });

  it('gates the real schema’s operations with the manifests’ guards, before they look at the session', async () => {
    // qmnl has every area off, so no account is needed to see the gate answer.
    expect(flagsOf('qmnl').isBrandSubscriptionsPersonaliaEditingEnabled).toBe(false);
    expect(operationGuards['updateContactInformation']).toBe('isBrandSubscriptionsPersonaliaEditingEnabled');
    const body = await run(
      MODULES,
      flagsOf('qmnl'),
      'mutation { updateContactInformation(accountId: "x", input: { country_code: "NL", zip_code: "1234 AB", house_number: "1", street: "Straat", city: "Stad" }) { ok violations { code } } }',
    );
    expect(body.data).toEqual({ updateContactInformation: { ok: false, violations: [{ code: FEATURE_DISABLED }] } });
  });
});
