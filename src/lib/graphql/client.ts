/**
 * The browser's one GraphQL client: graphql-request, with the persisted-query protocol in its `fetch` option.
 *
 * Persisted queries, Apollo style: a request first sends only the document's hash (`__meta__.hash` from the codegen
 * output) in `extensions.persistedQuery.sha256Hash` — queries as GET (POST when the URL would exceed 2047
 * characters), mutations always as POST. On `PersistedQueryNotSupported` it resends the full query and keeps
 * sending full queries from then on; on `PersistedQueryNotFound` it retries once with the full query plus the hash.
 * Failures reject with a CombinedError ("[Network] …" / "[GraphQL] …").
 *
 * graphql-request builds the request and reads the answer (its GraphQL errors, its status); the `fetch` it is given
 * decides what goes on the wire, because the documents carry no text for it to send: codegen's
 * `replaceDocumentWithHash` leaves each operation its `__meta__` only (hash, operation name and kind), typed with the
 * operation's result and variables, so the browser bundle carries neither the documents' text nor a parser
 * (`excludeOperationName`, which graphql-request's documentation gives for string documents, and in the browser build
 * a `graphql` for graphql-request without parser or printer, ./browser-graphql.ts). When the server asks for the
 * full query, its text comes from the trusted-document manifest (`generated/persisted-documents.json`, loaded only
 * then). A document that is its own text (a `TypedDocumentString` with the query) is sent as it is, its name and
 * kind read from the text (`operationOf`).
 */
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import type { GraphQLFormattedError } from 'graphql';
import { ClientError, GraphQLClient } from 'graphql-request';
import { CombinedError, type CombinedErrorResponse } from './combined-error';

export { CombinedError } from './combined-error';
export type { CombinedErrorInit, CombinedErrorResponse } from './combined-error';

/** Longest GET URL we send; longer ones go as POST. */
export const MAX_GET_URL_LENGTH = 2047;
export const PERSISTED_QUERY_NOT_FOUND = 'PersistedQueryNotFound';
export const PERSISTED_QUERY_NOT_SUPPORTED = 'PersistedQueryNotSupported';

/**
 * A typed document from `src/lib/graphql/generated`: typed as a `TypedDocumentString`, at runtime its `__meta__`
 * (hash, operationName, operationType) — or a `TypedDocumentString` whose text is the query.
 */
// eslint-disable-next-line @typescript-eslint/no-wrapper-object-types -- TypedDocumentString extends String
export type GraphQLDocument<TResult, TVariables> = String & DocumentTypeDecoration<TResult, TVariables>;

export interface RequestOptions {
  /** Aborts the request (a network error "[Network] …" follows). */
  signal?: AbortSignal;
}

export interface GraphQLClientOptions {
  /** Absolute URL of the endpoint. Default: `/api/graphql` on the page's origin. */
  endpoint?: string;
  /** Default: the global fetch at the time of each request. */
  fetch?: typeof fetch;
}

/** A client instance; the persisted-query support it learned (NotSupported) sticks to it. */
export interface PersistedGraphQLClient {
  /** Runs an operation and resolves with its data, or rejects with a CombinedError. */
  request<TResult, TVariables extends object>(
    document: GraphQLDocument<TResult, TVariables>,
    variables?: TVariables,
    options?: RequestOptions,
  ): Promise<TResult>;
  /** False once the server answered PersistedQueryNotSupported: every request then carries the full query. */
  readonly persistedQueriesSupported: boolean;
}

/** What one attempt sends: the hash only, the full query plus the hash, or the full query only. */
type Mode = 'hash' | 'hash+query' | 'query';

interface Payload {
  operationName?: string | undefined;
  variables?: unknown;
  extensions?: { persistedQuery: { version: 1; sha256Hash: string } };
  query?: string;
}

/** The operation a document runs: its name (none for an anonymous one) and whether it is a mutation. */
export interface OperationInfo {
  name: string | undefined;
  mutation: boolean;
}

/** Strings, block strings and comments: blanked out before the document's structure is read. */
const IGNORED = /"""[\s\S]*?"""|"(?:[^"\\\n\r]|\\.)*"|#[^\n\r]*/g;
/**
 * The tokens that matter at the top level: brackets, fragment heads, and operation heads with their name. Variables
 * and directives (`$query`, `@mutation`) are matched only to be passed over.
 */
const TOKENS =
  /[{}()]|[$@][_A-Za-z]\w*|\bfragment\s+[_A-Za-z]\w*\s+on\s+[_A-Za-z]\w*|\b(query|mutation|subscription)\b(?:\s+([_A-Za-z]\w*))?/g;

/**
 * Reads the first operation of a document's text: the first top-level `query|mutation|subscription Name`
 * definition (fragments, comments and strings skipped; a top-level `{ … }` is an anonymous query).
 * @example operationOf('fragment F on T { id } mutation Rename($n: String!) { rename(n: $n) { ...F } }')
 *   // → { name: 'Rename', mutation: true }
 */
export function operationOf(document: string): OperationInfo | undefined {
  const text = document.replace(IGNORED, ' ');
  let depth = 0;
  let fragmentHead = false;
  for (const [token, kind, name] of text.matchAll(TOKENS)) {
    if (token === '{' || token === '(') {
      // A top-level `{` opens a fragment's selection set, or else is an anonymous query's.
      if (depth === 0 && token === '{' && !fragmentHead) return { name: undefined, mutation: false };
      if (token === '{') fragmentHead = false;
      depth += 1;
    } else if (token === '}' || token === ')') {
      depth = Math.max(0, depth - 1);
    } else if (depth === 0 && kind) {
      return { name, mutation: kind === 'mutation' };
    } else if (depth === 0 && token.startsWith('fragment')) {
      fragmentHead = true;
    }
  }
  return undefined;
}

/** What codegen puts in a document's `__meta__`. */
interface DocumentMeta {
  hash?: unknown;
  operationName?: unknown;
  operationType?: unknown;
}

function metaOf(document: unknown): DocumentMeta | undefined {
  return (document as { __meta__?: DocumentMeta } | null)?.__meta__;
}

function documentHash(document: unknown): string | undefined {
  const hash = metaOf(document)?.hash;
  return typeof hash === 'string' && hash !== '' ? hash : undefined;
}

/** The query text a document carries itself (a `TypedDocumentString`), or undefined for a hash-only document. */
function ownText(document: unknown): string | undefined {
  return typeof document === 'string' || document instanceof String ? String(document) : undefined;
}

/**
 * The operation a document runs: from its `__meta__` (generated documents), else from its own text.
 * @example documentOperation(AccountDetailsDocument) // → { name: 'AccountDetails', mutation: false }
 */
export function documentOperation(document: unknown): OperationInfo | undefined {
  const meta = metaOf(document);
  if (typeof meta?.operationType === 'string') {
    const name = typeof meta.operationName === 'string' ? meta.operationName : undefined;
    return { name, mutation: meta.operationType === 'mutation' };
  }
  const text = ownText(document);
  return text === undefined ? undefined : operationOf(text);
}

/**
 * The full query of a document: its own text, else the trusted-document manifest's text for its hash. The manifest
 * (every operation's text) is loaded only when a server asks for a full query, never with the page.
 */
async function queryText(document: unknown): Promise<string> {
  const text = ownText(document);
  if (text !== undefined) return text;
  const hash = documentHash(document);
  const manifest = (await import('./generated/persisted-documents.json')).default as Record<string, string>;
  const stored = hash === undefined ? undefined : manifest[hash];
  if (stored === undefined) throw new Error(`No query text for the document ${hash ?? '(without hash)'}`);
  return stored;
}

function hasPersistedQueryError(errors: readonly GraphQLFormattedError[], message: string, code: string): boolean {
  return errors.some((error) => error.message === message || error.extensions?.['code'] === code);
}

/** What one request learned on the wire: the answer it got last, and whether that answer held a GraphQL result. */
interface Exchange {
  response: CombinedErrorResponse | undefined;
  hasResult: boolean;
}

/** The persisted-query errors an answer carries, if it is a GraphQL answer at all. */
function graphQLErrorsOf(text: string): readonly GraphQLFormattedError[] {
  try {
    const body: unknown = JSON.parse(text);
    const errors = (body as { errors?: unknown } | null)?.errors;
    return Array.isArray(errors) ? (errors as GraphQLFormattedError[]) : [];
  } catch {
    return [];
  }
}

function hasResult(text: string): boolean {
  try {
    const body: unknown = JSON.parse(text);
    return Boolean(body && typeof body === 'object' && ('data' in body || 'errors' in body));
  } catch {
    return false;
  }
}

function defaultEndpoint(): string {
  const origin = globalThis.location?.origin;
  if (!origin) throw new Error('The GraphQL client needs an endpoint outside the browser.');
  return new URL('/api/graphql', origin).href;
}

/** The error a failed graphql-request call becomes: "[GraphQL] …" with the server's errors, else "[Network] …". */
function combinedError(error: unknown, exchange: Exchange): CombinedError {
  if (error instanceof ClientError) {
    const { status, headers, errors } = error.response;
    const response = { status, ...(headers instanceof Headers ? { headers } : {}) };
    if (errors && errors.length > 0) return new CombinedError({ graphQLErrors: errors, response });
    return new CombinedError({ networkError: new Error(`HTTP ${status}`), response });
  }
  // An answer came but graphql-request found no GraphQL result in it (a maintenance page with status 200).
  if (exchange.response && !exchange.hasResult) {
    return new CombinedError({
      networkError: new Error('No GraphQL result in the answer'),
      response: exchange.response,
    });
  }
  // fetch failed or was aborted, or the body broke off: no (whole) response arrived.
  return new CombinedError({ networkError: error instanceof Error ? error : new Error(String(error)) });
}

/** Creates a client. The app uses the shared one through `request`; tests and special callers make their own. */
export function createGraphQLClient(options: GraphQLClientOptions = {}): PersistedGraphQLClient {
  let persistedQueriesSupported = true;

  /** Sends one attempt in the wire format of `mode`. */
  async function send(document: unknown, variables: object | undefined, mode: Mode, signal: AbortSignal | undefined) {
    const endpoint = options.endpoint ?? defaultEndpoint();
    const doFetch = options.fetch ?? globalThis.fetch;
    const operation = documentOperation(document);
    const hash = mode === 'query' ? undefined : documentHash(document);
    const payload: Payload = {
      operationName: operation?.name,
      variables,
      ...(hash ? { extensions: { persistedQuery: { version: 1, sha256Hash: hash } } } : {}),
      ...(mode !== 'hash' ? { query: await queryText(document) } : {}),
    };
    const headers = { accept: '*/*' };
    const base = { credentials: 'same-origin' as const, signal: signal ?? null };
    // Only hash-only queries go as GET (cacheable, short); full queries and mutations are POSTed, as Apollo does.
    if (mode === 'hash' && !operation?.mutation) {
      const url = new URL(endpoint);
      if (payload.operationName) url.searchParams.set('operationName', payload.operationName);
      if (payload.variables !== undefined) url.searchParams.set('variables', JSON.stringify(payload.variables));
      url.searchParams.set('extensions', JSON.stringify(payload.extensions));
      if (url.href.length <= MAX_GET_URL_LENGTH) return doFetch(url.href, { ...base, method: 'GET', headers });
    }
    return doFetch(endpoint, {
      ...base,
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
  }

  /**
   * graphql-request's `fetch` for one operation: it sends the document as the persisted-query protocol says
   * (whatever graphql-request put in its own request) and hands graphql-request the last answer, read once.
   */
  function persistedFetch(document: unknown, variables: object | undefined, exchange: Exchange): typeof fetch {
    const attempt = async (mode: Mode, signal: AbortSignal | undefined) => {
      exchange.response = undefined;
      const answer = await send(document, variables, mode, signal);
      const text = await answer.text();
      exchange.response = { status: answer.status, headers: answer.headers };
      exchange.hasResult = hasResult(text);
      return { answer, text };
    };
    return async (_input, init) => {
      const signal = init?.signal ?? undefined;
      const persisted = Boolean(documentHash(document)) && persistedQueriesSupported;
      let { answer, text } = await attempt(persisted ? 'hash' : 'query', signal);
      if (persisted) {
        const errors = graphQLErrorsOf(text);
        if (hasPersistedQueryError(errors, PERSISTED_QUERY_NOT_SUPPORTED, 'PERSISTED_QUERY_NOT_SUPPORTED')) {
          persistedQueriesSupported = false;
          ({ answer, text } = await attempt('query', signal));
        } else if (hasPersistedQueryError(errors, PERSISTED_QUERY_NOT_FOUND, 'PERSISTED_QUERY_NOT_FOUND')) {
          ({ answer, text } = await attempt('hash+query', signal));
        }
      }
      // graphql-request reads JSON only under a JSON content type; a GraphQL result is JSON whatever it was labelled.
      const headers = new Headers(answer.headers);
      if (exchange.hasResult) headers.set('content-type', 'application/json');
      return new Response(text, { status: answer.status, statusText: answer.statusText, headers });
    };
  }

  return {
    get persistedQueriesSupported() {
      return persistedQueriesSupported;
    },
    async request<TResult, TVariables extends object>(
      document: GraphQLDocument<TResult, TVariables>,
      variables?: TVariables,
      requestOptions: RequestOptions = {},
    ): Promise<TResult> {
      const exchange: Exchange = { response: undefined, hasResult: false };
      const client = new GraphQLClient(options.endpoint ?? defaultEndpoint(), {
        fetch: persistedFetch(document, variables, exchange),
        // The operation's name comes from the document's meta; graphql-request need not parse anything for it.
        excludeOperationName: true,
      });
      try {
        const data = await client.request<TResult>({
          // What graphql-request would send; the fetch above sends the persisted form instead.
          document: ownText(document) ?? documentHash(document) ?? '',
          ...(variables === undefined ? {} : { variables: variables as Record<string, unknown> }),
          ...(requestOptions.signal ? { signal: requestOptions.signal } : {}),
        });
        if (!exchange.hasResult) throw new Error('No GraphQL result in the answer');
        return data;
      } catch (error) {
        throw combinedError(error, exchange);
      }
    },
  };
}

let shared: PersistedGraphQLClient | undefined;

/**
 * Runs a generated operation against `/api/graphql` of the page's origin.
 * @example const data = await request(AccountOverviewDocument, {});
 * @throws CombinedError
 */
export function request<TResult, TVariables extends object>(
  document: GraphQLDocument<TResult, TVariables>,
  variables?: TVariables,
  options?: RequestOptions,
): Promise<TResult> {
  shared ??= createGraphQLClient();
  return shared.request(document, variables, options);
}
