/**
 * The attacker's list against the API, over real HTTP against the real portal (point 10): every
 * operation and endpoint comes from the area manifests and the trusted-document manifest (./probes.ts), so a new
 * area is attacked as soon as it exists.
 *
 * - another account's ids in every id-taking GraphQL operation are answered exactly like ids that do not exist, and
 *   change nothing of that account;
 * - every write (each GraphQL mutation, each write method of each endpoint) with a foreign, `null` or sibling-brand
 *   `Origin` is refused and changes nothing in the database;
 * - oversized and malformed bodies on every endpoint are answered 4xx, never 5xx;
 * - a seeded fuzz of every operation's variables never gets a 5xx, a stack trace or SQL back.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CommercialOfferingChange, NewsletterChange, PasswordChange } from '../../src/shared/rest-endpoints';
import type { Account } from '../../src/server/db/schema';
import { buildAccount, buildSubscription } from '../fixtures/db';
import { httpRequest, startPortal, type HttpRequestInit, type RunningPortal } from '../fixtures/portal';
import { TRACE_ID_HEADER } from '../../src/shared/trace-id';
import {
  ENDPOINTS,
  hostileValue,
  isIdType,
  leaksIn,
  MANIFEST_OPERATIONS,
  methodsOf,
  probedOperations,
  seededRandom,
  WRITE_METHODS,
  type ProbedEndpoint,
  type ProbedOperation,
} from './probes';

/** The brand under attack (every area's flag on, checked below) and a sibling brand of the same publisher. */
const BRAND = 'ad';
const SIBLING = 'vk';
const PASSWORD = 'Security-suite-wachtwoord-1';
/** The fuzz: a fixed seed and a bounded number of cases per operation, so a failure can be replayed. */
const FUZZ_SEED = 13;
const FUZZ_CASES = 14;

let portal: RunningPortal;
let schema: GraphQLSchema;
let operations: ProbedOperation[];
/** The attacker (a subscriber of the same brand) and the victim. */
let anna: Account;
let bram: Account;
/** The page module of each endpoint (what methods it answers). */
const modules = new Map<string, Record<string, unknown>>();
const PAGE_MODULES = import.meta.glob<Record<string, unknown>>('../../src/pages/**/*.ts');

/** A GraphQL answer: status, the raw body and its JSON. */
interface Answer {
  status: number;
  text: string;
  json: { data?: unknown; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> } | undefined;
}

async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  let json: Answer['json'];
  try {
    json = JSON.parse(text) as Answer['json'];
  } catch {
    json = undefined;
  }
  return { status: response.status, text, json };
}

/** Sends an operation as the browser client does: its hash when it is a trusted document, else the document. */
async function graphql(
  operation: ProbedOperation,
  variables: Record<string, unknown>,
  cookie: string | undefined,
  options: { origin?: string; method?: 'GET' | 'POST' } = {},
): Promise<Answer> {
  const extensions = operation.hash ? { persistedQuery: { version: 1, sha256Hash: operation.hash } } : undefined;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (cookie) headers['cookie'] = cookie;
  if (options.method === 'GET') {
    const url = new URL(`${portal.origin(BRAND)}/api/graphql`);
    url.searchParams.set('operationName', operation.name);
    url.searchParams.set('variables', JSON.stringify(variables));
    if (extensions) url.searchParams.set('extensions', JSON.stringify(extensions));
    else url.searchParams.set('query', operation.document);
    return answerOf(await httpRequest(url.href, { headers }));
  }
  headers['content-type'] = 'application/json';
  headers['origin'] = options.origin ?? portal.origin(BRAND);
  const body = {
    operationName: operation.name,
    variables,
    ...(extensions ? { extensions } : { query: operation.document }),
  };
  return answerOf(
    await httpRequest(`${portal.origin(BRAND)}/api/graphql`, { method: 'POST', headers, body: JSON.stringify(body) }),
  );
}

/** Every `id` and `…Id` string in an answer: the ids the API shows to whoever asked. */
function idsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) idsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if ((key === 'id' || key.endsWith('Id')) && typeof item === 'string') found.add(item);
      else idsIn(item, found);
    }
  }
  return found;
}

/** The ids an account's session is shown: every trusted query without required variables, asked as that session. */
async function idsShownTo(account: Account, cookie: string): Promise<string[]> {
  const ids = new Set([account.id]);
  const queries = operations.filter((operation) => operation.kind === 'query' && operation.hash);
  for (const operation of queries) {
    if (Object.values(operation.variables).some((type) => String(type).endsWith('!'))) continue;
    const answer = await graphql(operation, {}, cookie);
    idsIn(answer.json?.data, ids);
  }
  return [...ids];
}

/** An id of the same shape that no record has (a fresh UUID, or the same characters shuffled into new ones). */
function missingLike(id: string): string {
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return randomUUID();
  const pools = ['0123456789', 'abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
  return [...id]
    .map((character) => {
      const pool = pools.find((candidates) => candidates.includes(character));
      return pool ? pool[randomInt(pool.length)]! : character;
    })
    .join('');
}

/**
 * Values that fit each variable's type, with every ID variable set to `id`: the band of the generator's range in
 * which it never picks a wrong type or enum value nor leaves a field out, so the operation reaches its resolver.
 */
function plausibleVariables(operation: ProbedOperation, id: string): Record<string, unknown> {
  const random = seededRandom(1);
  const plausible = (type: Parameters<typeof hostileValue>[0]): unknown => {
    if (isIdType(type)) return String(type).startsWith('[') ? [id] : id;
    return hostileValue(type, () => 0.5 + random() * 0.29);
  };
  return Object.fromEntries(Object.entries(operation.variables).map(([name, type]) => [name, plausible(type)]));
}

/** Every row of every table (but the rate limiter's counters) as text: a change anywhere shows as a difference. */
async function snapshot(): Promise<Record<string, string[]>> {
  const { queryRows } = await import('../../src/server/db/client');
  const tables = await queryRows<{ table_name: string }>(
    portal.db,
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
  );
  const result: Record<string, string[]> = {};
  for (const { table_name: table } of tables) {
    if (table === 'rate_limits' || table.startsWith('rate_limiter')) continue;
    const rows = await queryRows(portal.db, `select * from "${table}"`);
    result[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return result;
}

/**
 * The snapshot once the database is quiet: a sign-in finishes some of its writes after its answer (the provider's
 * payloads, the session's first use), so "before" is taken when two snapshots in a row agree.
 */
async function settledSnapshot(): Promise<Record<string, string[]>> {
  let last = await snapshot();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const next = await snapshot();
    if (JSON.stringify(next) === JSON.stringify(last)) return next;
    last = next;
  }
}

/** The rows that belong to an account: any row of any table that names its id. */
async function rowsOf(account: Account): Promise<string[]> {
  return Object.values(await snapshot())
    .flat()
    .filter((row) => row.includes(account.id));
}

beforeAll(async () => {
  portal = await startPortal();
  const { hashPassword } = await import('../../src/server/domain/identity');
  const { buildSchema } = await import('../../src/server/graphql/schema');
  schema = buildSchema();
  operations = probedOperations(schema);
  const passwordHash = await hashPassword(PASSWORD);
  anna = await buildAccount(portal.db, {
    email: 'anna.aanvaller@example.nl',
    firstName: 'Anna',
    lastName: 'Aanvaller',
    passwordHash,
    phoneNumber: '+31612345678',
  });
  bram = await buildAccount(portal.db, {
    email: 'bram.slachtoffer@example.nl',
    firstName: 'Bram',
    lastName: 'Slachtoffer',
    gender: 'male',
    passwordHash,
    phoneNumber: '+31687654321',
  });
  const annaPaper = await buildSubscription(portal.db, anna.id);
  const bramPaper = await buildSubscription(portal.db, bram.id, { title: 'AD van Bram' });
  // A planned suspension and temporary address each, so the holiday service's changeId operations have own and
  // foreign ids to tell apart (its overview shows them).
  const { holidayChanges } = await import('../../src/server/db/schema');
  const { addDays } = await import('../../src/shared/dates');
  const start = addDays(new Date().toISOString().slice(0, 10), 30);
  for (const [account, subscription] of [
    [anna, annaPaper],
    [bram, bramPaper],
  ] as const) {
    const event = { accountId: account.id, subscriptionId: subscription.id, brandKey: BRAND, startDate: start };
    await portal.db.insert(holidayChanges).values([
      { ...event, kind: 'suspension', endDate: addDays(start, 6) },
      {
        ...event,
        kind: 'temporary_address',
        startDate: addDays(start, 10),
        endDate: addDays(start, 12),
        street: 'Boulevard Paulus Loot',
        houseNumber: '9',
        zipCode: '2042 AD',
        city: 'Zandvoort',
        countryCode: 'NL',
      },
    ]);
  }
  for (const endpoint of ENDPOINTS) {
    const load = PAGE_MODULES[`../../src/pages/${endpoint.file}`];
    if (!load) throw new Error(`The manifest names ${endpoint.file}, which is not a page module`);
    modules.set(endpoint.file, await load());
  }
});

afterAll(async () => {
  await portal?.close();
});

describe('what the suite attacks', () => {
  it('is every operation the area manifests name, and every endpoint they declare', async () => {
    const probedFields = new Set(operations.flatMap((operation) => operation.fields));
    expect(MANIFEST_OPERATIONS.filter((name) => !probedFields.has(name))).toEqual([]);
    expect(ENDPOINTS.map((endpoint) => endpoint.path)).toContain('/api/graphql');
    expect(operations.some((operation) => operation.kind === 'mutation')).toBe(true);
  });

  it("is a brand with every area's flag on, so no operation is merely switched off", async () => {
    const { getFeatureFlags } = await import('../../src/content/queries/feature-flags');
    const { committedContentClient } = await import('../fixtures/dataset');
    const { operationGuards } = await import('../../src/server/areas');
    const flags = await getFeatureFlags(committedContentClient(), BRAND);
    const off = [...new Set(Object.values(operationGuards))].filter((flag) => !flags[flag]);
    expect(off).toEqual([]);
  });
});

describe("another account's ids", () => {
  const idOperations = () => operations.filter((op) => Object.values(op.variables).some((type) => isIdType(type)));

  it('are answered exactly like ids that do not exist, by every id-taking operation, and change nothing', async () => {
    expect(idOperations().length).toBeGreaterThan(0);
    const bramIds = await idsShownTo(bram, await portal.signIn(bram, BRAND));
    // Another session of Anna's own, so that her own session ids include one she may end.
    await portal.signIn(anna, BRAND);
    const annaCookie = await portal.signIn(anna, BRAND);
    const annaIds = await idsShownTo(anna, annaCookie);
    expect(bramIds.length).toBeGreaterThan(2);
    const bramBefore = await rowsOf(bram);

    for (const operation of idOperations()) {
      // A session of Anna's per operation: the rate limit counts per session, and the operations times the ids
      // (Bram's twice, Anna's once) are more requests than one session may make in a minute.
      const cookie = await portal.signIn(anna, BRAND);
      const missing = await graphql(operation, plausibleVariables(operation, missingLike(bramIds[0]!)), cookie);
      expect(missing.status, operation.name).toBeLessThan(500);
      for (const foreignId of bramIds) {
        const foreign = await graphql(operation, plausibleVariables(operation, foreignId), cookie);
        const stillMissing = await graphql(operation, plausibleVariables(operation, missingLike(foreignId)), cookie);
        expect(foreign.json, `${operation.name} with Bram's ${foreignId}`).toEqual(stillMissing.json);
        expect(foreign.status).toBe(stillMissing.status);
        expect(foreign.text).not.toMatch(/bram|slachtoffer/i);
      }
      // Control: the operation does tell its own records apart, so "the same answer" above means "not found".
      const own = await Promise.all(annaIds.map((id) => graphql(operation, plausibleVariables(operation, id), cookie)));
      expect(
        own.some((answer) => JSON.stringify(answer.json) !== JSON.stringify(missing.json)),
        `${operation.name} answers Anna's own ids differently`,
      ).toBe(true);
    }
    expect(await rowsOf(bram)).toEqual(bramBefore);
    expect(portal.serverErrors).toEqual([]);
  });
});

/** A write request: an endpoint's method with a body that would change something when sent from the portal. */
interface Write {
  label: string;
  /** Sends the write with `origin` as `Origin` (none when undefined) and the `extra` headers. */
  send(origin: string | undefined, cookie: string, extra?: Record<string, string>): Promise<Response>;
}

/** Bodies the portal's own pages send to its REST endpoints (typed by the contracts in src/shared/rest-endpoints). */
async function exampleBody(endpoint: ProbedEndpoint, cookie: string): Promise<string> {
  if (endpoint.path === '/api/newsletter') {
    const list = await httpRequest(`${portal.origin(BRAND)}/api/newsletter`, { headers: { cookie } });
    const { newsletters } = (await list.json()) as { newsletters: Array<{ slug: string; subscribed: boolean }> };
    const first = newsletters[0]!;
    return JSON.stringify({ slug: first.slug, subscribed: !first.subscribed } satisfies NewsletterChange);
  }
  if (endpoint.path === '/api/commercial-offerings') {
    return JSON.stringify({ channel: 'email', optedIn: true } satisfies CommercialOfferingChange);
  }
  if (endpoint.path === '/api/pass') {
    return JSON.stringify({
      current_password: PASSWORD,
      new_password: 'Een-heel-ander-wachtwoord-2',
    } satisfies PasswordChange);
  }
  return '{}';
}

/** Every write the manifests give: each write method of each endpoint, and each mutation over POST. */
function writes(): Write[] {
  const list: Write[] = [];
  for (const endpoint of ENDPOINTS) {
    if (endpoint.path === '/api/graphql') continue;
    for (const method of methodsOf(modules.get(endpoint.file)!).filter((m) => WRITE_METHODS.includes(m as never))) {
      list.push({
        label: `${method} ${endpoint.path}`,
        send: async (origin, cookie, extra = {}) => {
          const headers: Record<string, string> = { cookie, 'content-type': 'application/json', ...extra };
          if (origin !== undefined) headers['origin'] = origin;
          return httpRequest(`${portal.origin(BRAND)}${endpoint.path}`, {
            method,
            headers,
            body: await exampleBody(endpoint, cookie),
          });
        },
      });
    }
  }
  for (const operation of operations.filter((op) => op.kind === 'mutation')) {
    list.push({
      label: `mutation ${operation.name}`,
      send: async (origin, cookie, extra = {}) => {
        const body = {
          operationName: operation.name,
          variables: plausibleVariables(operation, anna.id),
          ...(operation.hash
            ? { extensions: { persistedQuery: { version: 1, sha256Hash: operation.hash } } }
            : { query: operation.document }),
        };
        const headers: Record<string, string> = { cookie, 'content-type': 'application/json', ...extra };
        if (origin !== undefined) headers['origin'] = origin;
        return httpRequest(`${portal.origin(BRAND)}/api/graphql`, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
        });
      },
    });
  }
  return list;
}

describe('a write from another origin', () => {
  const foreignOrigins = () => [
    'https://evil.example',
    'null',
    portal.origin(SIBLING),
    `http://${BRAND}.localhost.evil.example:${portal.port}`,
    portal.origin(BRAND).replace('http://', 'https://'),
  ];

  it('is refused for every write of every endpoint and every mutation, and changes nothing', async () => {
    // Two sessions of Anna's: ending "the other sessions" or logging out would show in the database.
    await portal.signIn(anna, BRAND);
    const cookie = await portal.signIn(anna, BRAND);
    const all = writes();
    expect(all.map((write) => write.label)).toEqual(expect.arrayContaining(['POST /api/logout', 'POST /api/pass']));
    const before = await settledSnapshot();
    for (const write of all) {
      for (const origin of foreignOrigins()) {
        const response = await write.send(origin, cookie);
        await response.arrayBuffer();
        expect(response.status, `${write.label} from ${origin}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${write.label} from ${origin}`).toBeLessThan(500);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('is refused without Origin unless Sec-Fetch-Site says same-origin, and changes nothing', async () => {
    await portal.signIn(anna, BRAND);
    const cookie = await portal.signIn(anna, BRAND);
    const before = await settledSnapshot();
    // `none`: typed or bookmarked, which no page of ours turns into a write; the others: another site; or neither.
    const withoutOrigin: Array<Record<string, string>> = [
      { 'sec-fetch-site': 'none' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      {},
    ];
    for (const write of writes()) {
      for (const extra of withoutOrigin) {
        const response = await write.send(undefined, cookie, extra);
        await response.arrayBuffer();
        const label = `${write.label} without Origin, ${JSON.stringify(extra)}`;
        expect(response.status, label).toBeGreaterThanOrEqual(400);
        expect(response.status, label).toBeLessThan(500);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('is refused as a GET too: a mutation never runs from a link', async () => {
    const cookie = await portal.signIn(anna, BRAND);
    const before = await settledSnapshot();
    for (const operation of operations.filter((op) => op.kind === 'mutation')) {
      const answer = await graphql(operation, plausibleVariables(operation, anna.id), cookie, { method: 'GET' });
      expect(answer.status, operation.name).toBeGreaterThanOrEqual(400);
      expect(answer.status, operation.name).toBeLessThan(500);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('does change something from the brand itself (so the refusals above are the origin check at work)', async () => {
    const before = await snapshot();
    const changed: string[] = [];
    for (const write of writes()) {
      // A fresh pair of sessions for each: logging out or ending the other sessions must not disarm the next write.
      await portal.signIn(anna, BRAND);
      const cookie = await portal.signIn(anna, BRAND);
      const snapshotBefore = JSON.stringify(await snapshot());
      const response = await write.send(portal.origin(BRAND), cookie);
      await response.arrayBuffer();
      if (JSON.stringify(await snapshot()) !== snapshotBefore) changed.push(write.label);
    }
    expect(changed).toEqual(expect.arrayContaining(['PUT /api/newsletter', 'PUT /api/commercial-offerings']));
    expect(await snapshot()).not.toEqual(before);
  });
});

/** Bodies no browser of ours sends. */
const MALFORMED: ReadonlyArray<{
  name: string;
  type?: string;
  headers?: Record<string, string>;
  body: string | Uint8Array;
}> = [
  { name: 'truncated JSON', type: 'application/json', body: '{"a":' },
  { name: 'empty JSON', type: 'application/json', body: '' },
  { name: 'JSON null', type: 'application/json', body: 'null' },
  { name: 'JSON array', type: 'application/json', body: '[1,2,3]' },
  { name: 'JSON string', type: 'application/json', body: '"text"' },
  { name: 'JSON number out of range', type: 'application/json', body: '1e309' },
  { name: 'deeply nested JSON', type: 'application/json', body: `${'['.repeat(50_000)}${']'.repeat(50_000)}` },
  {
    name: 'prototype pollution',
    type: 'application/json',
    body: '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}',
  },
  { name: 'invalid UTF-8', type: 'application/json', body: new Uint8Array([0x7b, 0xff, 0xfe, 0x00, 0xc3, 0x28, 0x7d]) },
  { name: 'NUL bytes', type: 'application/json', body: '{"slug":"a\\u0000b","channel":"\\u0000"}' },
  { name: 'another charset', type: 'application/json; charset=utf-16', body: '{}' },
  { name: 'plain text', type: 'text/plain', body: '{}' },
  { name: 'broken form', type: 'application/x-www-form-urlencoded', body: 'a=%%%&=&&b' },
  { name: 'broken multipart', type: 'multipart/form-data; boundary=x', body: '--x\r\nbroken' },
  { name: 'no content type', body: '{}' },
  { name: 'not gzip', type: 'application/json', headers: { 'content-encoding': 'gzip' }, body: '{}' },
];

/** Larger than any endpoint's own limit (the largest is the webhook's 1 MiB). */
const OVERSIZED_BYTES = 2 * 1024 * 1024;

function oversizedJson(): Uint8Array {
  const body = new Uint8Array(OVERSIZED_BYTES).fill(0x41);
  body.set(new TextEncoder().encode('{"a":"'), 0);
  return body;
}

async function* chunked(total: number): AsyncIterable<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(0x41);
  for (let sent = 0; sent < total; sent += chunk.length) yield chunk;
}

/** The body-carrying requests of every endpoint: each write method it answers. */
function bodyTargets(): Array<{ endpoint: ProbedEndpoint; method: string }> {
  return ENDPOINTS.flatMap((endpoint) =>
    methodsOf(modules.get(endpoint.file)!)
      .filter((method) => WRITE_METHODS.includes(method as never))
      .map((method) => ({ endpoint, method })),
  );
}

describe('oversized and malformed bodies', () => {
  it('are answered without a 5xx, a stack trace or SQL by every endpoint', async () => {
    const cookie = await portal.signIn(anna, BRAND);
    const problems: string[] = [];
    for (const { endpoint, method } of bodyTargets()) {
      // A method the route answers 405 never reads a body: two bodies show that, the whole list is for the rest.
      const plain = await httpRequest(`${portal.origin(BRAND)}${endpoint.path}`, {
        method,
        headers: { cookie, origin: portal.origin(BRAND), 'content-type': 'application/json' },
        body: '{}',
      });
      await plain.arrayBuffer();
      const bodies = plain.status === 405 ? MALFORMED.slice(0, 2) : MALFORMED;
      for (const malformed of bodies) {
        const headers: Record<string, string> = { cookie, origin: portal.origin(BRAND), ...malformed.headers };
        if (malformed.type) headers['content-type'] = malformed.type;
        const init: HttpRequestInit = { method, headers, body: malformed.body };
        const response = await httpRequest(`${portal.origin(BRAND)}${endpoint.path}`, init).catch(
          (error: unknown) => error as Error,
        );
        if (response instanceof Error) {
          problems.push(`${method} ${endpoint.path} (${malformed.name}) → ${response.message}`);
          continue;
        }
        const answer = await answerOf(response);
        const leaks = leaksIn(answer.text);
        if (answer.status >= 500 || leaks.length > 0) {
          problems.push(`${method} ${endpoint.path} (${malformed.name}) → ${answer.status} ${leaks.join(', ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('are refused with a 4xx by every endpoint, declared or streamed', async () => {
    const cookie = await portal.signIn(anna, BRAND);
    const problems: string[] = [];
    for (const { endpoint, method } of bodyTargets()) {
      const headers = { cookie, origin: portal.origin(BRAND), 'content-type': 'application/json' };
      const declared = await httpRequest(`${portal.origin(BRAND)}${endpoint.path}`, {
        method,
        headers,
        body: oversizedJson(),
      }).catch((error: unknown) => error as Error);
      const streamed = await httpRequest(`${portal.origin(BRAND)}${endpoint.path}`, {
        method,
        headers,
        body: chunked(OVERSIZED_BYTES),
      }).catch((error: unknown) => error as Error);
      for (const [how, response] of [
        ['declared', declared],
        ['streamed', streamed],
      ] as const) {
        // A server that answers early and closes the connection while the body is still being sent is fine too.
        if (response instanceof Error) continue;
        await response.arrayBuffer();
        if (response.status < 400 || response.status >= 500) {
          problems.push(`${method} ${endpoint.path} (${how}) → ${response.status}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

/** Query strings, path segments and cookies no browser of ours sends. */
const MALFORMED_QUERIES: readonly string[] = [
  '?%E0%A4%A',
  '?callback_url=%FF%FE&redirect=%00&secret=%00',
  '?code=%00&state=%00&error=%00',
  '?code=a&state=b&iss=http%3A%2F%2Fevil.example',
  '?error=login_required&state=x',
  `?variables=${encodeURIComponent('{"a":')}&extensions=${encodeURIComponent('{"persistedQuery":')}`,
  `?query=${encodeURIComponent('{ __schema { types { name } } }')}`,
  `?${'a=1&'.repeat(2000)}`,
  '?callback_url[]=x&callback_url[__proto__]=y&__proto__[admin]=1',
];
const MALFORMED_SEGMENTS: readonly string[] = ['..%2F..%2Fetc%2Fpasswd', '%00', '%E0%A4%A', 'a'.repeat(2000), '.svg'];
const MALFORMED_COOKIES: readonly string[] = [
  'mo_session=%E0%A4%A; mo_client=%%%; mo_preview=x; mo_auth=%00; mo_sso_other=a.b.c.d.e',
  `mo_session=${'A'.repeat(4000)}; mo_auth=${'e30.'.repeat(500)}`,
  'mo_session=; mo_session=x; =; ;;;',
  'mo-site-language=../../etc; mo_client=eyJhbGciOiJub25lIn0.eyJ4IjoxfQ.',
];

describe('malformed query strings, path segments and cookies', () => {
  it('are answered without a 5xx, a stack trace or SQL by every endpoint, for every method it answers', async () => {
    const problems: string[] = [];
    for (const endpoint of ENDPOINTS) {
      const paths = endpoint.file.includes('[')
        ? MALFORMED_SEGMENTS.map((segment) => endpoint.path.replace('probe.svg', segment))
        : [endpoint.path];
      const probes = [
        ...paths.flatMap((path) => MALFORMED_QUERIES.map((query) => ({ url: `${path}${query}`, cookie: '' }))),
        ...MALFORMED_COOKIES.map((cookie) => ({ url: endpoint.path, cookie })),
      ];
      for (const method of methodsOf(modules.get(endpoint.file)!)) {
        for (const probe of probes) {
          const headers: Record<string, string> = { origin: portal.origin(BRAND) };
          if (probe.cookie) headers['cookie'] = probe.cookie;
          const init: HttpRequestInit = { method, headers };
          if (method !== 'GET') Object.assign(headers, { 'content-type': 'application/json' });
          if (method !== 'GET') init.body = '{}';
          const response = await httpRequest(`${portal.origin(BRAND)}${probe.url}`, init).catch(
            (error: unknown) => error as Error,
          );
          const label = `${method} ${probe.url.slice(0, 80)}${probe.cookie ? ` (cookie ${probe.cookie.slice(0, 30)})` : ''}`;
          if (response instanceof Error) {
            problems.push(`${label} → ${response.message}`);
            continue;
          }
          const answer = await answerOf(response);
          const leaks = leaksIn(answer.text);
          if (answer.status >= 500 || leaks.length > 0)
            problems.push(`${label} → ${answer.status} ${leaks.join(', ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("a fuzz of every operation's variables", () => {
  it('never gets a 5xx, a stack trace or SQL back', async () => {
    const problems: string[] = [];
    for (const [index, operation] of operations.entries()) {
      // A session per operation: the rate limit counts per session, and ending sessions must not end the fuzz.
      const cookie = await portal.signIn(anna, BRAND);
      const random = seededRandom(FUZZ_SEED * 1000 + index);
      for (let round = 0; round < FUZZ_CASES; round += 1) {
        const variables: Record<string, unknown> = {};
        for (const [name, type] of Object.entries(operation.variables)) {
          if (random() < 0.05) continue;
          // Mostly the attacker's own id, so the other values reach the resolver and the database; else another
          // account's, an empty or a hostile one.
          const roll = random();
          variables[name] = !isIdType(type)
            ? hostileValue(type, random)
            : roll < 0.6
              ? anna.id
              : roll < 0.7
                ? bram.id
                : roll < 0.75
                  ? ''
                  : hostileValue(type, random);
        }
        if (random() < 0.1) variables['unknownVariable'] = 'x';
        const method = operation.kind === 'query' && random() < 0.3 ? 'GET' : 'POST';
        const signedIn = random() < 0.1 ? undefined : cookie;
        const answer = await graphql(operation, variables, signedIn, { method }).catch(
          (error: unknown) => error as Error,
        );
        if (answer instanceof Error) {
          // Node refuses a request line over its header limit (16 KiB) with 431 and closes the connection at once,
          // which a client still sending may see as a reset: no answer of the portal's.
          if (method === 'GET' && JSON.stringify(variables).length > 16 * 1024) continue;
          problems.push(`${operation.name} #${round} ${method} → ${answer.message}`);
          continue;
        }
        const leaks = leaksIn(answer.text);
        if (answer.status >= 500 || leaks.length > 0) {
          problems.push(
            `${operation.name} #${round} ${method} ${JSON.stringify(variables).slice(0, 200)} → ${answer.status} ` +
              `${leaks.join(', ')} ${answer.text.slice(0, 300)}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers made-up persisted hashes as unknown documents, never with a 5xx', async () => {
    const cookie = await portal.signIn(anna, BRAND);
    const hashes: unknown[] = [
      '__proto__',
      'constructor',
      'toString',
      'hasOwnProperty',
      'a'.repeat(10_000),
      1,
      null,
      {},
    ];
    const problems: string[] = [];
    for (const sha256Hash of hashes) {
      const extensions = JSON.stringify({ persistedQuery: { version: 1, sha256Hash } });
      for (const method of ['GET', 'POST'] as const) {
        const url = new URL(`${portal.origin(BRAND)}/api/graphql`);
        let response: Response;
        if (method === 'GET') {
          url.searchParams.set('extensions', extensions);
          response = await httpRequest(url.href, { headers: { cookie } });
        } else {
          response = await httpRequest(url.href, {
            method,
            headers: { cookie, origin: portal.origin(BRAND), 'content-type': 'application/json' },
            body: `{"extensions":${extensions}}`,
          });
        }
        const answer = await answerOf(response);
        if (answer.status >= 500 || leaksIn(answer.text).length > 0) {
          problems.push(
            `${method} ${JSON.stringify(sha256Hash).slice(0, 40)} → ${answer.status} ${answer.text.slice(0, 200)}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('an unexpected failure inside an endpoint', () => {
  it('is answered 500 with the trace id, and logged once under it without the personal values of the query', async () => {
    const cookie = await portal.signIn(anna, BRAND);
    const list = await httpRequest(`${portal.origin(BRAND)}/api/newsletter`, { headers: { cookie } });
    const { newsletters } = (await list.json()) as { newsletters: Array<{ slug: string }> };
    // The write fails inside the database: the driver's error names the query and its parameters (Anna's id).
    await portal.db.execute(
      "create function refuse_newsletters() returns trigger language plpgsql as $$ begin raise exception 'kapot'; end $$" as never,
    );
    await portal.db.execute(
      'create trigger refuse_newsletters before insert or update on newsletter_subscriptions for each row execute function refuse_newsletters()' as never,
    );
    const output: string[] = [];
    const keep = (...parts: unknown[]) => void output.push(parts.map(String).join(' '));
    const spies = [
      vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
        keep(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString());
        return true;
      }),
      vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
        keep(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString());
        return true;
      }),
      ...(['log', 'info', 'warn', 'error'] as const).map((level) => vi.spyOn(console, level).mockImplementation(keep)),
    ];
    let answer: Answer;
    let traceId: string | null;
    try {
      const response = await httpRequest(`${portal.origin(BRAND)}/api/newsletter`, {
        method: 'PUT',
        headers: { cookie, origin: portal.origin(BRAND), 'content-type': 'application/json' },
        body: JSON.stringify({ slug: newsletters[0]!.slug, subscribed: true } satisfies NewsletterChange),
      });
      traceId = response.headers.get(TRACE_ID_HEADER);
      answer = await answerOf(response);
    } finally {
      for (const spy of spies) spy.mockRestore();
      await portal.db.execute('drop trigger refuse_newsletters on newsletter_subscriptions' as never);
    }

    // Nothing anywhere in the output names Anna: not the log line, and no raw error Astro would have printed.
    const everything = output.join('\n');
    for (const value of [anna.id, anna.email, 'Aanvaller']) expect(everything).not.toContain(value);
    expect(everything).not.toMatch(/params: (?!\[verwijderd\])/);
    expect(answer.status).toBe(500);
    expect(answer.json?.errors?.[0]?.extensions?.['code']).toBe('GENERIC-ERROR');
    expect(leaksIn(answer.text)).toEqual([]);
    expect(traceId).toMatch(/^[0-9a-f]{16}$/);
    const lines = everything.split('\n');
    const logged = lines.filter((line) => line.includes(`"traceId":"${traceId}"`) && line.includes('"level":"error"'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/Failed query|kapot/);
  });
});
