/**
 * The browser's one GraphQL client (specification §7–§8), on graphql-request.
 *
 * Persisted queries, Apollo style: a request first sends only the document's hash (`__meta__.hash` from the codegen
 * output) in `extensions.persistedQuery.sha256Hash` — queries as GET (POST when the URL would exceed 2047
 * characters), mutations always as POST. On `PersistedQueryNotSupported` it resends the full query and keeps
 * sending full queries from then on; on `PersistedQueryNotFound` it retries once with the full query plus the hash.
 * Failures reject with a CombinedError ("[Network] …" / "[GraphQL] …").
 *
 * graphql-request does the document analysis (operation name, mutation or not, printing), the response parsing and
 * the status handling; the `fetch` it is given rewrites its request into the persisted-query wire format.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { GraphQLFormattedError } from 'graphql';
import { ClientError, GraphQLClient } from 'graphql-request';
import { CombinedError } from './combined-error';

export { CombinedError } from './combined-error';
export type { CombinedErrorInit, CombinedErrorResponse } from './combined-error';

/** Longest GET URL we send; longer ones go as POST (specification §7). */
export const MAX_GET_URL_LENGTH = 2047;
export const PERSISTED_QUERY_NOT_FOUND = 'PersistedQueryNotFound';
export const PERSISTED_QUERY_NOT_SUPPORTED = 'PersistedQueryNotSupported';

/** A typed document from `src/lib/graphql/generated`; codegen adds `__meta__.hash` at runtime. */
export type GraphQLDocument<TResult, TVariables> = TypedDocumentNode<TResult, TVariables>;

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
  query?: string;
  operationName?: string;
  variables?: unknown;
  extensions?: { persistedQuery: { version: 1; sha256Hash: string } };
}

function documentHash(document: unknown): string | undefined {
  const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  return typeof hash === 'string' && hash !== '' ? hash : undefined;
}

function hasPersistedQueryError(errors: readonly GraphQLFormattedError[], message: string, code: string): boolean {
  return errors.some((error) => error.message === message || error.extensions?.['code'] === code);
}

/** Reads what graphql-request meant to send: from the GET URL or from the POST body. */
function readOutgoing(url: URL, init: RequestInit): Payload {
  if ((init.method ?? 'GET').toUpperCase() === 'GET') {
    const params = url.searchParams;
    const variables = params.get('variables');
    return {
      query: params.get('query') ?? undefined,
      operationName: params.get('operationName') ?? undefined,
      variables: variables ? JSON.parse(variables) : undefined,
    };
  }
  const body = JSON.parse(String(init.body)) as Payload;
  return { query: body.query, operationName: body.operationName, variables: body.variables };
}

function toCombinedError(error: unknown): CombinedError {
  if (error instanceof CombinedError) return error;
  if (error instanceof ClientError) {
    const { status, headers, errors } = error.response;
    const graphQLErrors = (Array.isArray(errors) ? errors : []) as GraphQLFormattedError[];
    // A non-2xx answer without GraphQL errors (a proxy's 502, a crash page) is a transport failure.
    const networkError = graphQLErrors.length === 0 ? new Error(`HTTP ${status}`) : undefined;
    return new CombinedError({ networkError, graphQLErrors, response: { status, headers } });
  }
  return new CombinedError({ networkError: error instanceof Error ? error : new Error(String(error)) });
}

function defaultEndpoint(): string {
  const origin = globalThis.location?.origin;
  if (!origin) throw new Error('The GraphQL client needs an endpoint outside the browser.');
  return new URL('/api/graphql', origin).href;
}

/** Creates a client. The app uses the shared one through `request`; tests and special callers make their own. */
export function createGraphQLClient(options: GraphQLClientOptions = {}): PersistedGraphQLClient {
  let persistedQueriesSupported = true;

  async function attempt<TResult>(
    document: GraphQLDocument<TResult, object>,
    variables: object | undefined,
    mode: Mode,
    hash: string | undefined,
    signal: AbortSignal | undefined,
  ): Promise<TResult> {
    const endpoint = options.endpoint ?? defaultEndpoint();
    const doFetch = options.fetch ?? globalThis.fetch;

    /** Rewrites graphql-request's request (GET for queries, POST for mutations) into the wire format of `mode`. */
    const persistedFetch = async (input: URL | RequestInfo, init: RequestInit = {}): Promise<Response> => {
      const outgoing = readOutgoing(new URL(String(input)), init);
      const payload: Payload = {
        operationName: outgoing.operationName,
        variables: outgoing.variables,
        ...(mode !== 'query' && hash ? { extensions: { persistedQuery: { version: 1, sha256Hash: hash } } } : {}),
        ...(mode !== 'hash' ? { query: outgoing.query } : {}),
      };
      const headers = { accept: '*/*' };
      const base = { credentials: 'same-origin' as const, signal: init.signal ?? null };
      // Only hash-only queries go as GET (cacheable, short); full queries and mutations are POSTed, as Apollo does.
      if ((init.method ?? 'GET').toUpperCase() === 'GET' && mode === 'hash') {
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
    };

    const client = new GraphQLClient(endpoint, { method: 'GET', fetch: persistedFetch as typeof fetch });
    try {
      return await client.request<TResult, object>({
        document: document as TypedDocumentNode<TResult, object>,
        variables,
        ...(signal ? { signal } : {}),
      } as Parameters<typeof client.request<TResult, object>>[0]);
    } catch (error) {
      throw toCombinedError(error);
    }
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
      const doc = document as GraphQLDocument<TResult, object>;
      const hash = documentHash(document);
      const { signal } = requestOptions;
      if (!hash || !persistedQueriesSupported) return attempt(doc, variables, 'query', hash, signal);
      try {
        return await attempt(doc, variables, 'hash', hash, signal);
      } catch (error) {
        const errors = (error as CombinedError).graphQLErrors ?? [];
        if (hasPersistedQueryError(errors, PERSISTED_QUERY_NOT_SUPPORTED, 'PERSISTED_QUERY_NOT_SUPPORTED')) {
          persistedQueriesSupported = false;
          return attempt(doc, variables, 'query', hash, signal);
        }
        if (hasPersistedQueryError(errors, PERSISTED_QUERY_NOT_FOUND, 'PERSISTED_QUERY_NOT_FOUND')) {
          return attempt(doc, variables, 'hash+query', hash, signal);
        }
        throw error;
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
