import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CombinedError,
  createGraphQLClient,
  documentOperation,
  MAX_GET_URL_LENGTH,
  operationOf,
  request,
} from './client';
import { AccountDetailsDocument, AccountOverviewDocument, TypedDocumentString } from './generated/graphql';

const ENDPOINT = 'https://mijn.ad.nl/api/graphql';

/** A document as codegen emits it: the query text carrying `__meta__.hash`. */
function persisted<TResult, TVariables>(source: string, hash: string): TypedDocumentString<TResult, TVariables> {
  return new TypedDocumentString<TResult, TVariables>(source, { hash });
}

const Greeting = persisted<{ greeting: string }, { name: string }>(
  'query Greeting($name: String!) { greeting(name: $name) }',
  'a'.repeat(64),
);
const Rename = persisted<{ rename: { ok: boolean } }, { name: string }>(
  'mutation Rename($name: String!) { rename(name: $name) { ok } }',
  'b'.repeat(64),
);

interface Sent {
  method: string;
  url: URL;
  headers: Headers;
  credentials: RequestCredentials | undefined;
  body: Record<string, unknown> | undefined;
}

/** A fetch that records what the client sends and answers from a script, one answer per call. */
function scriptedFetch(...answers: Array<() => Response | Promise<Response>>) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({
      method: init.method ?? 'GET',
      url: new URL(String(input)),
      headers: new Headers(init.headers),
      credentials: init.credentials,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined,
    });
    const answer = answers[sent.length - 1];
    if (!answer) throw new Error(`unexpected request #${sent.length}`);
    return answer();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent };
}

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const graphQLError = (message: string, code?: string) =>
  json({ errors: [{ message, ...(code ? { extensions: { code } } : {}) }] });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('persisted queries', () => {
  it('sends a query as a GET with only the hash, operation name and variables', async () => {
    const { fetch, sent } = scriptedFetch(json({ data: { greeting: 'Hoi Anna' } }));
    const client = createGraphQLClient({ endpoint: ENDPOINT, fetch });

    await expect(client.request(Greeting, { name: 'Anna' })).resolves.toEqual({ greeting: 'Hoi Anna' });

    expect(sent).toHaveLength(1);
    const [call] = sent;
    expect(call!.method).toBe('GET');
    expect(call!.url.origin + call!.url.pathname).toBe(ENDPOINT);
    expect([...call!.url.searchParams.keys()]).toEqual(['operationName', 'variables', 'extensions']);
    expect(call!.url.searchParams.get('operationName')).toBe('Greeting');
    expect(JSON.parse(call!.url.searchParams.get('variables')!)).toEqual({ name: 'Anna' });
    expect(JSON.parse(call!.url.searchParams.get('extensions')!)).toEqual({
      persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) },
    });
    expect(call!.url.searchParams.has('query')).toBe(false);
    expect(call!.headers.get('accept')).toBe('*/*');
    expect(call!.headers.has('content-type')).toBe(false);
    expect(call!.credentials).toBe('same-origin');
    expect(call!.body).toBeUndefined();
  });

  it('falls back to POST when the GET URL would be longer than 2047 characters', async () => {
    const { fetch, sent } = scriptedFetch(json({ data: { greeting: 'Hoi' } }), json({ data: { greeting: 'Hoi' } }));
    const client = createGraphQLClient({ endpoint: ENDPOINT, fetch });
    const fixedLength = (name: string) => {
      const url = new URL(ENDPOINT);
      url.searchParams.set('operationName', 'Greeting');
      url.searchParams.set('variables', JSON.stringify({ name }));
      url.searchParams.set(
        'extensions',
        JSON.stringify({ persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } }),
      );
      return url.href.length;
    };
    // A name that makes the URL exactly the limit still goes as GET; one character more goes as POST.
    const atLimit = 'x'.repeat(MAX_GET_URL_LENGTH - fixedLength(''));
    expect(fixedLength(atLimit)).toBe(MAX_GET_URL_LENGTH);

    await client.request(Greeting, { name: atLimit });
    await client.request(Greeting, { name: `${atLimit}x` });

    expect(sent[0]!.method).toBe('GET');
    expect(sent[0]!.url.href.length).toBe(MAX_GET_URL_LENGTH);
    expect(sent[1]!.method).toBe('POST');
    expect(sent[1]!.url.href).toBe(ENDPOINT);
    expect(sent[1]!.headers.get('content-type')).toBe('application/json');
    expect(sent[1]!.headers.get('accept')).toBe('*/*');
    expect(sent[1]!.body).toEqual({
      operationName: 'Greeting',
      variables: { name: `${atLimit}x` },
      extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } },
    });
  });

  it('always POSTs a mutation, with the hash and without the query text', async () => {
    const { fetch, sent } = scriptedFetch(json({ data: { rename: { ok: true } } }));
    const client = createGraphQLClient({ endpoint: ENDPOINT, fetch });

    await expect(client.request(Rename, { name: 'Anna' })).resolves.toEqual({ rename: { ok: true } });

    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.url.search).toBe('');
    expect(sent[0]!.credentials).toBe('same-origin');
    expect(sent[0]!.body).toEqual({
      operationName: 'Rename',
      variables: { name: 'Anna' },
      extensions: { persistedQuery: { version: 1, sha256Hash: 'b'.repeat(64) } },
    });
  });

  it('resends the full query on PersistedQueryNotSupported and keeps sending full queries afterwards', async () => {
    const { fetch, sent } = scriptedFetch(
      graphQLError('PersistedQueryNotSupported'),
      json({ data: { greeting: 'Hoi' } }),
      json({ data: { rename: { ok: true } } }),
    );
    const client = createGraphQLClient({ endpoint: ENDPOINT, fetch });

    await expect(client.request(Greeting, { name: 'Anna' })).resolves.toEqual({ greeting: 'Hoi' });
    expect(client.persistedQueriesSupported).toBe(false);
    await expect(client.request(Rename, { name: 'Bo' })).resolves.toEqual({ rename: { ok: true } });

    expect(sent.map((call) => call.method)).toEqual(['GET', 'POST', 'POST']);
    expect(sent[1]!.body).toEqual({
      operationName: 'Greeting',
      variables: { name: 'Anna' },
      query: expect.stringContaining('query Greeting($name: String!)'),
    });
    expect(sent[2]!.body).toEqual({
      operationName: 'Rename',
      variables: { name: 'Bo' },
      query: expect.stringContaining('mutation Rename($name: String!)'),
    });
  });

  it('recognises PersistedQueryNotSupported by its extensions code too', async () => {
    const { fetch, sent } = scriptedFetch(
      graphQLError('not supported here', 'PERSISTED_QUERY_NOT_SUPPORTED'),
      json({ data: { greeting: 'Hoi' } }),
    );
    const client = createGraphQLClient({ endpoint: ENDPOINT, fetch });
    await client.request(Greeting, { name: 'Anna' });
    expect(sent[1]!.body).toHaveProperty('query');
    expect(client.persistedQueriesSupported).toBe(false);
  });

  it('retries once with the full query plus the hash on PersistedQueryNotFound', async () => {
    const { fetch, sent } = scriptedFetch(graphQLError('PersistedQueryNotFound'), json({ data: { greeting: 'Hoi' } }));
    const client = createGraphQLClient({ endpoint: ENDPOINT, fetch });

    await expect(client.request(Greeting, { name: 'Anna' })).resolves.toEqual({ greeting: 'Hoi' });

    expect(sent.map((call) => call.method)).toEqual(['GET', 'POST']);
    expect(sent[1]!.body).toEqual({
      operationName: 'Greeting',
      variables: { name: 'Anna' },
      query: expect.stringContaining('greeting(name: $name)'),
      extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } },
    });
    // NotFound is not sticky: the next request starts with the hash again.
    expect(client.persistedQueriesSupported).toBe(true);
  });

  it('gives up after one retry when the server still answers PersistedQueryNotFound', async () => {
    const { fetch, sent } = scriptedFetch(
      graphQLError('PersistedQueryNotFound'),
      graphQLError('PersistedQueryNotFound'),
      json({ data: { greeting: 'never asked' } }),
    );
    const client = createGraphQLClient({ endpoint: ENDPOINT, fetch });

    const error = await client.request(Greeting, { name: 'Anna' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(CombinedError);
    expect((error as CombinedError).message).toBe('[GraphQL] PersistedQueryNotFound');
    expect(sent).toHaveLength(2);
  });

  it('sends the full query at once for a document without a hash', async () => {
    const { fetch, sent } = scriptedFetch(json({ data: { greeting: 'Hoi' } }));
    const client = createGraphQLClient({ endpoint: ENDPOINT, fetch });
    const plain = new TypedDocumentString<{ greeting: string }, object>('query Plain { greeting(name: "x") }');

    await client.request(plain);

    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.body).toEqual({ operationName: 'Plain', query: expect.stringContaining('query Plain') });
  });
});

describe('errors', () => {
  it('rejects a transport failure as [Network] without a response', async () => {
    const { fetch } = scriptedFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const client = createGraphQLClient({ endpoint: ENDPOINT, fetch });

    const error = (await client.request(Greeting, { name: 'Anna' }).catch((e: unknown) => e)) as CombinedError;

    expect(error).toBeInstanceOf(CombinedError);
    expect(error.message).toBe('[Network] Failed to fetch');
    expect(error.networkError).toBeInstanceOf(TypeError);
    expect(error.graphQLErrors).toEqual([]);
    expect(error.response).toBeUndefined();
  });

  it('rejects GraphQL errors as one [GraphQL] line each, with the errors and the status', async () => {
    const { fetch } = scriptedFetch(
      json({
        data: null,
        errors: [
          { message: 'Je bent niet ingelogd.', extensions: { code: 'UNAUTHENTICATED' } },
          { message: 'Unexpected error.' },
        ],
      }),
    );
    const client = createGraphQLClient({ endpoint: ENDPOINT, fetch });

    const error = (await client.request(Greeting, { name: 'Anna' }).catch((e: unknown) => e)) as CombinedError;

    expect(error).toBeInstanceOf(CombinedError);
    expect(error.message).toBe('[GraphQL] Je bent niet ingelogd.\n[GraphQL] Unexpected error.');
    expect(error.networkError).toBeUndefined();
    expect(error.graphQLErrors.map((e) => e.message)).toEqual(['Je bent niet ingelogd.', 'Unexpected error.']);
    expect(error.hasCode('UNAUTHENTICATED')).toBe(true);
    expect(error.response?.status).toBe(200);
  });

  it('rejects an HTTP 500 without GraphQL errors as a [Network] error with the status', async () => {
    const { fetch } = scriptedFetch(
      () => new Response('<h1>Internal Server Error</h1>', { status: 500, headers: { 'content-type': 'text/html' } }),
    );
    const client = createGraphQLClient({ endpoint: ENDPOINT, fetch });

    const error = (await client.request(Greeting, { name: 'Anna' }).catch((e: unknown) => e)) as CombinedError;

    expect(error).toBeInstanceOf(CombinedError);
    expect(error.message).toBe('[Network] HTTP 500');
    expect(error.response?.status).toBe(500);
    expect(error.status).toBe(500);
    expect(error.graphQLErrors).toEqual([]);
  });

  it('keeps the GraphQL errors of a non-2xx answer', async () => {
    const { fetch } = scriptedFetch(json({ errors: [{ message: 'Variable "$name" got invalid value' }] }, 400));
    const client = createGraphQLClient({ endpoint: ENDPOINT, fetch });

    const error = (await client.request(Greeting, { name: 'Anna' }).catch((e: unknown) => e)) as CombinedError;

    expect(error.message).toBe('[GraphQL] Variable "$name" got invalid value');
    expect(error.networkError).toBeUndefined();
    expect(error.response?.status).toBe(400);
  });

  it('rejects a 200 answer that is not a GraphQL result as a [Network] error', async () => {
    const { fetch } = scriptedFetch(() => new Response('<h1>Maintenance</h1>', { status: 200 }));
    const client = createGraphQLClient({ endpoint: ENDPOINT, fetch });

    const error = (await client.request(Greeting, { name: 'Anna' }).catch((e: unknown) => e)) as CombinedError;

    expect(error).toBeInstanceOf(CombinedError);
    expect(error.message).toBe('[Network] No GraphQL result in the answer');
    expect(error.status).toBe(200);
  });

  it('passes the signal on and rejects an aborted request as [Network]', async () => {
    const controller = new AbortController();
    const fetch = vi.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
      expect(init.signal).toBe(controller.signal);
      controller.abort();
      throw init.signal!.reason;
    });
    const client = createGraphQLClient({ endpoint: ENDPOINT, fetch: fetch as unknown as typeof globalThis.fetch });

    const error = (await client
      .request(Greeting, { name: 'Anna' }, { signal: controller.signal })
      .catch((e: unknown) => e)) as CombinedError;

    expect(error).toBeInstanceOf(CombinedError);
    expect(error.message).toMatch(/^\[Network\] .*abort/i);
    expect(error.response).toBeUndefined();
  });
});

describe('operationOf', () => {
  it('reads the name and kind of the first operation, skipping fragments, comments and strings', () => {
    expect(operationOf('query Greeting($name: String!) { greeting(name: $name) }')).toEqual({
      name: 'Greeting',
      mutation: false,
    });
    expect(
      operationOf(`
        # query Commented { x }
        fragment F on Query { query mutation }
        mutation Rename($name: String = "query Quoted { x }", $query: Boolean) { rename(name: $name) { ...F } }
        query Later { x }`),
    ).toEqual({ name: 'Rename', mutation: true });
    expect(operationOf('"""mutation Doc"""\nsubscription Ticks { tick }')).toEqual({ name: 'Ticks', mutation: false });
    expect(operationOf('fragment F on Query { x }\nquery($a: Int) { x(a: $a) }')).toEqual({
      name: undefined,
      mutation: false,
    });
    expect(operationOf('{ greeting }')).toEqual({ name: undefined, mutation: false });
    expect(operationOf('fragment F on Query @mutation(a: 1) { x }\nquery Q @query { ...F }')).toEqual({
      name: 'Q',
      mutation: false,
    });
    expect(operationOf('fragment F on Query { x }')).toBeUndefined();
  });

  it('reads every generated document from its meta: its export name and the kind of its manifest text', async () => {
    const generated = await import('./generated/graphql');
    const manifest = (await import('./generated/persisted-documents.json')).default as Record<string, string>;
    const documents = Object.entries(generated).filter(([name]) => name.endsWith('Document'));
    expect(documents.length).toBeGreaterThan(0);
    for (const [exportName, document] of documents) {
      const hash = (document as unknown as { __meta__: { hash: string } }).__meta__.hash;
      const text = manifest[hash];
      expect(text, exportName).toBeDefined();
      const operation = documentOperation(document);
      expect(operation?.name, exportName).toBe(exportName.replace(/Document$/, ''));
      expect(operation?.mutation, exportName).toBe(new RegExp(`\\bmutation ${operation!.name}\\b`).test(text!));
    }
  });

  it('sends a fragment-using document with its fragments as the full query: the manifest text of its hash', async () => {
    const { fetch, sent } = scriptedFetch(graphQLError('PersistedQueryNotFound'), json({ data: { account: null } }));
    const client = createGraphQLClient({ endpoint: ENDPOINT, fetch });
    const manifest = (await import('./generated/persisted-documents.json')).default as Record<string, string>;
    const hash = (AccountDetailsDocument as unknown as { __meta__: { hash: string } }).__meta__.hash;

    await client.request(AccountDetailsDocument, {});

    expect(sent[0]!.body).toBeUndefined();
    expect(sent[1]!.body).toMatchObject({ operationName: 'AccountDetails', query: manifest[hash] });
    expect(sent[1]!.body!['query']).toMatch(/fragment AccountDetailsFields on UmsAccount/);
    expect(sent[1]!.body!['query']).toMatch(/query AccountDetails\b/);
  });
});

describe('request', () => {
  it('uses /api/graphql on the page origin and the global fetch', async () => {
    const { fetch, sent } = scriptedFetch(json({ data: { account: null, linkedSubscriptions: [] } }));
    vi.stubGlobal('location', new URL('https://mijn.hln.be/account'));
    vi.stubGlobal('fetch', fetch);

    await expect(request(AccountOverviewDocument, {})).resolves.toEqual({ account: null, linkedSubscriptions: [] });

    expect(sent[0]!.url.origin).toBe('https://mijn.hln.be');
    expect(sent[0]!.url.pathname).toBe('/api/graphql');
    expect(sent[0]!.url.searchParams.get('operationName')).toBe('AccountOverview');
  });
});
