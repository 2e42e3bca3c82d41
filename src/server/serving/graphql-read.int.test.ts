/**
 * The GraphQL read the front answers without Astro (./graphql-read.ts), against a migrated PGlite with a real
 * session: what a signed-in and a signed-out browser get, the cookies of a session that needs them, and every request
 * it must leave to the middleware, untouched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandFlags, PUBLISHED_GENERAL_FLAGS } from '../../content/dataset/source/feature-flags';
import { buildAccount, buildSubscription, createTestDb, type TestDb } from '../../../tests/fixtures/db';
import { AccountOverviewDocument } from '../../lib/graphql/generated/graphql';
import { TRACE_ID_HEADER } from '../../shared/trace-id';
import { createSession, SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from '../auth/session';
import { PRIVATE_NO_STORE } from '../cache-control';
import type { Account } from '../db/schema';
import { PREBUILD_HEADER } from '../prebuilt/paths';
import { PREVIEW_COOKIE } from '../preview/preview';
import type { SiteContext } from '../site-context';
import { plainAnswerResponse, type GraphQLRead, type PlainAnswer } from './graphql-front';
import { createGraphQLRead } from './graphql-read';

const OVERVIEW_HASH = (AccountOverviewDocument as unknown as { __meta__: { hash: string } }).__meta__.hash;
const SITE: SiteContext = { flags: { ...PUBLISHED_GENERAL_FLAGS, ...brandFlags('ad') }, translations: {} };

let testDb: TestDb;
let anna: Account;
let token: string;
let read: GraphQLRead;
let readWithoutSite: GraphQLRead;

function overview(search: Record<string, string> = {}, host = 'ad.localhost:4321'): string {
  const url = new URL(`http://${host}/api/graphql`);
  url.searchParams.set('operationName', 'AccountOverview');
  url.searchParams.set('variables', '{}');
  url.searchParams.set('extensions', JSON.stringify({ persistedQuery: { version: 1, sha256Hash: OVERVIEW_HASH } }));
  for (const [name, value] of Object.entries(search)) url.searchParams.set(name, value);
  return url.href;
}

function request(
  cookie: string | undefined,
  init: { method?: string; search?: Record<string, string>; host?: string; headers?: Record<string, string> } = {},
): Request {
  const host = init.host ?? 'ad.localhost:4321';
  return new Request(overview(init.search, host), {
    method: init.method ?? 'GET',
    headers: { host, accept: 'application/json', ...(cookie ? { cookie } : {}), ...init.headers },
  });
}

beforeAll(async () => {
  testDb = await createTestDb();
  anna = await buildAccount(testDb.db, { email: 'anna.read@example.nl', firstName: 'Anna' });
  await buildSubscription(testDb.db, anna.id, { brandKey: 'ad' });
  ({ token } = await createSession(testDb.db, { accountId: anna.id, brandKey: 'ad', subject: anna.id }));
  read = createGraphQLRead({ db: async () => testDb.db, site: () => SITE });
  readWithoutSite = createGraphQLRead({ db: async () => testDb.db, site: () => undefined });
});

afterAll(async () => {
  await testDb.close();
});

/** The answer as a Fetch `Response`, whether the read gave one or a plain answer (the direct persisted read). */
const responseOf = (answer: { response: Response | PlainAnswer }) =>
  answer.response instanceof Response ? answer.response : plainAnswerResponse(answer.response);

describe('the front’s GraphQL read', () => {
  it('answers a signed-in browser its own account, with a trace id and no cookie to set', async () => {
    const answer = await read(request(`${SESSION_COOKIE}=${token}; ${SIGNED_IN_HINT_COOKIE}=1`), '127.0.0.1');
    expect(answer).toBeDefined();
    // The direct persisted read's own answer, not a Response through Yoga: the front writes it as it is.
    expect(answer!.response).not.toBeInstanceOf(Response);
    expect(responseOf(answer!).status).toBe(200);
    expect(responseOf(answer!).headers.get(TRACE_ID_HEADER)).toMatch(/^[0-9a-f]{16}$/);
    // One URL for every subscriber: no cache may keep it.
    expect(responseOf(answer!).headers.get('cache-control')).toBe(PRIVATE_NO_STORE);
    expect(answer!.setCookies).toEqual([]);
    const body = (await responseOf(answer!).json()) as { data: { account: { username: string } } };
    expect(body.data.account.username).toBe('anna.read@example.nl');
  });

  it('sets the signed-in hint beside a session that lacks it, as the middleware does', async () => {
    const answer = await read(request(`${SESSION_COOKIE}=${token}`), '127.0.0.1');
    expect(responseOf(answer!).status).toBe(200);
    expect(answer!.setCookies).toHaveLength(1);
    expect(answer!.setCookies[0]).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE}=1; `));
    expect(answer!.setCookies[0]).not.toMatch(/HttpOnly/i);
  });

  it('answers a browser without a (valid) session that it is not signed in, and no account', async () => {
    for (const cookie of [undefined, `${SESSION_COOKIE}=not-a-session`]) {
      const answer = await read(request(cookie), '127.0.0.1');
      expect(responseOf(answer!).status).toBe(200);
      const body = (await responseOf(answer!).json()) as { data: unknown; errors: { extensions: { code: string } }[] };
      expect(body.errors.map((error) => error.extensions.code)).toContain('UNAUTHENTICATED');
      expect(JSON.stringify(body)).not.toContain('anna.read@example.nl');
    }
  });

  it('does not take a session of another brand', async () => {
    const answer = await read(request(`${SESSION_COOKIE}=${token}`, { host: 'hln.localhost:4321' }), '127.0.0.1');
    const body = (await responseOf(answer!).json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors.map((error) => error.extensions.code)).toContain('UNAUTHENTICATED');
    expect(JSON.stringify(body)).not.toContain('anna.read@example.nl');
  });

  it('leaves to the middleware, untouched, every request it does not answer exactly as the middleware would', async () => {
    const cookie = `${SESSION_COOKIE}=${token}; ${SIGNED_IN_HINT_COOKIE}=1`;
    const declined: Array<[string, Request, GraphQLRead?]> = [
      ['a POST', request(cookie, { method: 'POST' })],
      ['an unknown host', request(cookie, { host: 'evil.example' })],
      ['a prebuild render', request(cookie, { headers: { [PREBUILD_HEADER]: 'x' } })],
      ['a preview cookie', request(`${cookie}; ${PREVIEW_COOKIE}=anything`)],
      ['the locale debug view', request(cookie, { search: { debug: 'locale' } })],
      ['a switch to the app’s webview', request(cookie, { search: { platform: 'webview' } })],
      ['no fresh site context', request(cookie), readWithoutSite],
    ];
    for (const [what, each, reader] of declined) {
      expect(await (reader ?? read)(each, '127.0.0.1'), what).toBeUndefined();
    }
  });
});
