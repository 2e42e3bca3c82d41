/**
 * No personal data in the log (point 9): a GraphQL operation whose variables carry a subscriber's name,
 * gender, birth date and e-mail address fails inside the database (an error with a stack, whose message names the
 * query's parameters); the log line it leaves carries the request's trace id — the one the answer names in
 * `x-trace-id` — and none of those values, in development and in production alike.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { brandFromHost } from '../../src/brands/registry';
import { queryRows } from '../../src/server/db/client';
import type { Account } from '../../src/server/db/schema';
import { handleGraphQLRequest } from '../../src/server/graphql/endpoint';
import { createGraphQLHandler } from '../../src/server/graphql/yoga';
import { createLogger } from '../../src/server/log';
import { TRACE_ID_HEADER } from '../../src/shared/trace-id';
import { operationGuards } from '../../src/server/areas';
import type { RateLimitStore } from '../../src/server/ports/rate-limit';
import { buildAccount, useTestDb } from '../fixtures/db';
import { PERSISTED_DOCUMENTS } from './probes';

const testDb = useTestDb();
let anna: Account;

/** What the subscriber typed: every value must stay out of the log. */
const TYPED = {
  first_name: 'Annabel',
  last_name: 'Jansen-Visser',
  gender: 'FEMALE',
  date_of_birth: '17.05.1980',
};
const NEW_EMAIL = 'annabel.nieuw@example.nl';

/** Rate limits are not what this test is about (and their table keeps working). */
const noLimits: RateLimitStore = {
  hit: async () => ({ allowed: true }) as never,
  check: async () => ({ allowed: true }) as never,
  reset: async () => {},
};

function hashOf(operationName: string): string {
  const entry = Object.entries(PERSISTED_DOCUMENTS).find(([, document]) =>
    new RegExp(`\\b(query|mutation) ${operationName}\\b`).test(document),
  );
  if (!entry) throw new Error(`${operationName} is not a trusted document`);
  return entry[0];
}

function locals(): App.Locals {
  const flags = Object.fromEntries(Object.values(operationGuards).map((flag) => [flag, true]));
  return {
    brand: brandFromHost('ad.localhost:4321'),
    flags: flags as never,
    account: { id: anna.id, sessionId: 'session-of-anna', email: anna.email, deletionPending: false },
    preview: false,
    language: 'nl',
    t: (key: string) => key,
    translations: {},
  };
}

function post(operationName: string, variables: Record<string, unknown>): Request {
  return new Request('http://ad.localhost:4321/api/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://ad.localhost:4321' },
    body: JSON.stringify({
      operationName,
      variables,
      extensions: { persistedQuery: { version: 1, sha256Hash: hashOf(operationName) } },
    }),
  });
}

/** Every value of Anna's that the operations carried or the database holds. */
function personalValues(): string[] {
  return [
    ...Object.values(TYPED),
    TYPED.gender.toLowerCase(),
    NEW_EMAIL,
    anna.id,
    anna.email,
    anna.firstName!,
    anna.lastName!,
    anna.phoneNumber!,
  ];
}

beforeAll(async () => {
  anna = await buildAccount(testDb.db, {
    email: 'anna.logboek@example.nl',
    firstName: 'Anna',
    lastName: 'Logboek',
    phoneNumber: '+31612345678',
  });
  // Every write fails inside the database, the way a broken constraint or a full disk would: the driver's error
  // names the query and its parameters, and has a stack.
  await testDb.db.execute(
    "create function refuse_writes() returns trigger language plpgsql as $$ begin raise exception 'schrijven mislukt'; end $$" as never,
  );
  const tables = await queryRows<{ table_name: string }>(
    testDb.db,
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
  );
  for (const { table_name: table } of tables) {
    await testDb.db.execute(
      `create trigger refuse_writes before insert or update or delete on "${table}" for each row execute function refuse_writes()` as never,
    );
  }
});

describe('the log line of a failed GraphQL operation', () => {
  it('carries the trace id and the error, and none of the personal values (the server log, outside production)', async () => {
    const written: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString());
      return true;
    });
    let responses: Response[];
    try {
      responses = [
        await handleGraphQLRequest(post('UpdatePersonalInformation', { accountId: anna.id, input: TYPED }), {
          locals: locals(),
          db: testDb.db,
          store: noLimits,
        }),
        await handleGraphQLRequest(post('ChangeEmail', { accountId: anna.id, newEmail: NEW_EMAIL }), {
          locals: locals(),
          db: testDb.db,
          store: noLimits,
        }),
      ];
    } finally {
      write.mockRestore();
    }

    const lines = written
      .join('')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => ({ line, json: JSON.parse(line) as Record<string, unknown> }));
    for (const [index, response] of responses.entries()) {
      const body = await response.text();
      expect(body).toContain('Unexpected error.');
      const traceId = response.headers.get(TRACE_ID_HEADER);
      expect(traceId).toMatch(/^[0-9a-f]{16}$/);
      const own = lines.filter(({ json }) => json['traceId'] === traceId);
      const failure = own.find(({ json }) => json['level'] === 'error');
      expect(failure, `a log line for request ${index + 1}`).toBeDefined();
      const error = failure!.json['err'] as { message: string; stack?: string[] };
      // The line is about the database failure itself, with the frames of its stack.
      expect(error.message).toMatch(/schrijven mislukt|Failed query/);
      expect(error.stack?.length ?? 0).toBeGreaterThan(0);
      expect(failure!.json['operation']).toBe(['UpdatePersonalInformation', 'ChangeEmail'][index]);
    }
    const everything = lines.map(({ line }) => line).join('\n');
    for (const value of personalValues()) expect(everything).not.toContain(value);
  });

  it('has no stack and no personal values in production either', async () => {
    const written: string[] = [];
    const logger = createLogger({
      production: true,
      destination: { write: (line: string) => void written.push(line) },
    });
    const handler = createGraphQLHandler({ production: true, logger });

    const response = await handleGraphQLRequest(
      post('UpdatePersonalInformation', { accountId: anna.id, input: TYPED }),
      {
        locals: locals(),
        db: testDb.db,
        store: noLimits,
        handler,
      },
    );

    const traceId = response.headers.get(TRACE_ID_HEADER);
    const lines = written.map((line) => JSON.parse(line) as Record<string, unknown>);
    const failure = lines.find((line) => line['level'] === 'error' && line['traceId'] === traceId);
    expect(failure).toBeDefined();
    const everything = written.join('');
    expect(everything).not.toContain('"stack"');
    for (const value of personalValues()) expect(everything).not.toContain(value);
  });
});
