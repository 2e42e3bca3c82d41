/**
 * The direct persisted read (persisted-read.ts) against Yoga itself, on a migrated PGlite: for every request it
 * answers, its answer is Yoga's (status, content type and body, errors included); everything else it leaves to Yoga.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildAccount, buildSubscription, createTestDb, useTestDb } from '../../../tests/fixtures/db';
import { BRANDS } from '../../brands/registry';
import { brandFlags, PUBLISHED_GENERAL_FLAGS } from '../../content/dataset/source/feature-flags';
import {
  AccountOverviewDocument,
  EndSessionDocument,
  LinkedSubscriptionDocument,
  SessionsDocument,
} from '../../lib/graphql/generated/graphql';
import type { FeatureFlags } from '../../shared/feature-flags';
import type { Db } from '../db/client';
import type { Account, Subscription } from '../db/schema';
import { log } from '../log';
import { plainAnswerResponse, type PlainAnswer } from '../serving/graphql-front';
import { acceptedJsonMediaType } from './persisted-read';
import { createGraphQLHandler, persistedReadOf } from './yoga';

const ENDPOINT = 'http://ad.localhost:4321/api/graphql';
const hashOf = (document: unknown) => (document as { __meta__: { hash: string } }).__meta__.hash;

const testDb = useTestDb();
let brokenDb: Db;
let anna: Account;
let annaSubscription: Subscription;

beforeAll(async () => {
  anna = await buildAccount(testDb.db, { email: 'anna.direct@example.nl', firstName: 'Anna' });
  annaSubscription = await buildSubscription(testDb.db, anna.id, { startDate: '2023-03-01' });
  await buildSubscription(testDb.db, anna.id, { brandKey: 'vk', title: 'de Volkskrant Digitaal', deliveryDays: [] });
  const broken = await createTestDb({ migrate: false });
  await broken.close();
  brokenDb = broken.db;
});

function locals(options: { account?: Account; flags?: Partial<FeatureFlags> } = {}): App.Locals {
  const { account, flags } = options;
  return {
    preview: false,
    language: 'nl',
    t: (key) => key,
    translations: {},
    brand: BRANDS.ad,
    flags: { ...PUBLISHED_GENERAL_FLAGS, ...brandFlags('ad'), ...flags },
    ...(account
      ? {
          account: {
            id: account.id,
            sessionId: 'direct',
            email: account.email,
            record: account,
            deletionPending: false,
          },
        }
      : {}),
  };
}

function readUrl(document: unknown, name: string, variables: Record<string, unknown> = {}): string {
  return `${ENDPOINT}?${new URLSearchParams({
    operationName: name,
    variables: JSON.stringify(variables),
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hashOf(document) } }),
  })}`;
}

/** Status, headers and body of an answer: the direct read's plain one, or Yoga's `Response`. */
async function answerOf(answer: Response | PlainAnswer | undefined) {
  if (!answer) return undefined;
  const response = answer instanceof Response ? answer : plainAnswerResponse(answer);
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: await response.text(),
  };
}

for (const production of [true, false]) {
  describe(`the direct read answers as Yoga does (production ${production})`, () => {
    const yoga = createGraphQLHandler({ production });
    const read = persistedReadOf(yoga)!;

    const both = async (url: string, init: RequestInit, server: { locals: App.Locals; db: Db }) => {
      const direct = await answerOf(await read(new Request(url, init), server));
      const viaYoga = await answerOf(await yoga.fetch(new Request(url, init), server));
      return { direct, viaYoga };
    };

    const cases: Array<[string, () => [string, RequestInit, { locals: App.Locals; db: Db }], RegExp]> = [
      [
        'the account overview, Accept */*',
        () => [
          readUrl(AccountOverviewDocument, 'AccountOverview'),
          { headers: { accept: '*/*' } },
          { locals: locals({ account: anna }), db: testDb.db },
        ],
        /"account":\{"accountCompleteness":\d+,"id":/,
      ],
      [
        "the browser client's Accept",
        () => [
          readUrl(AccountOverviewDocument, 'AccountOverview'),
          { headers: { accept: 'application/graphql-response+json, application/json' } },
          { locals: locals({ account: anna }), db: testDb.db },
        ],
        /"linkedSubscriptions":\[/,
      ],
      [
        'without Accept',
        () => [
          readUrl(AccountOverviewDocument, 'AccountOverview'),
          {},
          { locals: locals({ account: anna }), db: testDb.db },
        ],
        /"account":\{"accountCompleteness":\d+,"id":/,
      ],
      [
        'with variables',
        () => [
          readUrl(LinkedSubscriptionDocument, 'LinkedSubscription', { subscriptionId: annaSubscription.id }),
          { headers: { accept: 'application/json' } },
          { locals: locals({ account: anna }), db: testDb.db },
        ],
        /"linkedSubscription":\{"billingPeriod":/,
      ],
      [
        'without a session: UNAUTHENTICATED',
        () => [
          readUrl(AccountOverviewDocument, 'AccountOverview'),
          { headers: { accept: '*/*' } },
          { locals: locals(), db: testDb.db },
        ],
        /"code":"UNAUTHENTICATED"/,
      ],
      [
        'an area the brand switched off: FEATURE_DISABLED',
        () => [
          readUrl(SessionsDocument, 'Sessions'),
          { headers: { accept: 'application/graphql-response+json' } },
          { locals: locals({ account: anna, flags: { isSessionOverviewEnabled: false } }), db: testDb.db },
        ],
        /"code":"FEATURE_DISABLED"/,
      ],
      [
        'a database that fails: the masked unexpected error',
        () => [
          readUrl(SessionsDocument, 'Sessions'),
          { headers: { accept: '*/*' } },
          { locals: locals({ account: anna }), db: brokenDb },
        ],
        /"message":"Unexpected error\."/,
      ],
    ];

    for (const [name, make, expected] of cases) {
      it(name, async () => {
        const logged = vi.spyOn(log, 'error').mockImplementation(() => undefined);
        try {
          const [url, init, server] = make();
          const { direct, viaYoga } = await both(url, init, server);
          expect(direct).toBeDefined();
          expect(direct).toEqual(viaYoga);
          expect(direct!.body).toMatch(expected);
          // An unexpected error is logged once by each path, the same way.
          if (server.db === brokenDb) expect(logged).toHaveBeenCalledTimes(2);
        } finally {
          logged.mockRestore();
        }
      });
    }

    it('leaves to Yoga what it does not answer itself', async () => {
      const server = { locals: locals({ account: anna }), db: testDb.db };
      const overview = readUrl(AccountOverviewDocument, 'AccountOverview');
      const url = new URL(overview);
      const declined: Array<[string, RequestInit]> = [
        [overview, { method: 'HEAD' }],
        [overview, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }],
        [overview, { headers: { accept: 'text/event-stream' } }],
        [overview, { headers: { accept: 'text/html' } }],
        [`${overview}&query=${encodeURIComponent('{ __typename }')}`, {}],
        [overview.replace(/variables=[^&]*/, `variables=${encodeURIComponent('{"a":')}`), {}],
        [overview.replace(/variables=[^&]*/, `variables=${encodeURIComponent('[1]')}`), {}],
        [`${url.origin}${url.pathname}?operationName=AccountOverview`, {}],
        [
          overview.replace(
            /extensions=[^&]*/,
            `extensions=${encodeURIComponent('{"persistedQuery":{"version":2,"sha256Hash":"x"}}')}`,
          ),
          {},
        ],
        [overview.replace(hashOf(AccountOverviewDocument), 'f'.repeat(64)), {}],
        [overview.replace(hashOf(AccountOverviewDocument), '__proto__'), {}],
        // A mutation over GET: Yoga refuses it.
        [readUrl(EndSessionDocument, 'EndSession', { id: 'x' }), {}],
        // An operation name the document does not have.
        [overview.replace('operationName=AccountOverview', 'operationName=Other'), {}],
      ];
      for (const [each, init] of declined) {
        expect(await read(new Request(each, init), server), each).toBeUndefined();
      }
    });
  });
}

describe('acceptedJsonMediaType', () => {
  it("is the JSON type Yoga's result processor answers with", () => {
    expect(acceptedJsonMediaType(null)).toBe('application/json');
    expect(acceptedJsonMediaType('*/*')).toBe('application/json');
    expect(acceptedJsonMediaType('application/json')).toBe('application/json');
    expect(acceptedJsonMediaType('application/graphql-response+json')).toBe('application/graphql-response+json');
    expect(acceptedJsonMediaType('application/graphql-response+json, application/json')).toBe(
      'application/graphql-response+json',
    );
    expect(acceptedJsonMediaType('application/json, application/graphql-response+json')).toBe('application/json');
    expect(acceptedJsonMediaType('text/event-stream, application/json')).toBe('application/json');
    expect(acceptedJsonMediaType('application/json; charset=latin1')).toBeUndefined();
    expect(acceptedJsonMediaType('text/event-stream')).toBeUndefined();
    expect(acceptedJsonMediaType('text/html')).toBeUndefined();
  });
});
