import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { createGraphQLHandler } from './yoga';

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
    body: (await response.json()) as { data?: unknown; errors?: { message: string }[] },
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

  it('answers PersistedQueryNotFound for an unknown hash without a query', async () => {
    const { body } = await send(production, new Request(hashUrl('0'.repeat(64), 'Health')));
    expect(body.errors?.map((e) => e.message)).toEqual(['PersistedQueryNotFound']);
    expect(body.data).toBeUndefined();
  });

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
    expect(body.errors?.map((e) => e.message)).toEqual(['PersistedQueryOnly']);
  });

  it('refuses introspection, even from the manifest', async () => {
    const { body } = await send(true, new Request(hashUrl(sha256(INTROSPECTION), 'Shape')));
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/introspection/i);
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
