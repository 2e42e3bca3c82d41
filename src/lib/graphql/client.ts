/**
 * The browser's one GraphQL client (specification §7–§8), ~280 lines on `fetch` (no graphql-request, no graphql-js).
 *
 * Persisted queries, Apollo style: a request first sends only the document's hash (`__meta__.hash` from the codegen
 * output) in `extensions.persistedQuery.sha256Hash` — queries as GET (POST when the URL would exceed 2047
 * characters), mutations always as POST. On `PersistedQueryNotSupported` it resends the full query and keeps
 * sending full queries from then on; on `PersistedQueryNotFound` it retries once with the full query plus the hash.
 * Failures reject with a CombinedError ("[Network] …" / "[GraphQL] …").
 *
 * The generated documents carry only their `__meta__` (codegen's `replaceDocumentWithHash`): hash, operation name
 * and kind, typed with the operation's result and variables; the browser bundle carries neither graphql-js nor the
 * documents' text. When the server asks for the full query, its text comes from the trusted-document manifest
 * (`generated/persisted-documents.json`, loaded only then). A document that is its own text (a `TypedDocumentString`
 * with the query) is sent as it is, its name and kind read from the text (`operationOf`).
 */
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import type { GraphQLFormattedError } from 'graphql';
import { CombinedError } from './combined-error';

export { CombinedError } from './combined-error';
export type { CombinedErrorInit, CombinedErrorResponse } from './combined-error';

/** Longest GET URL we send; longer ones go as POST (specification §7). */
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

/** Turns an answer (its response and body text) into its data, or a CombinedError. */
function readAnswer<TResult>({ status, ok, headers }: Response, text: string): TResult {
  let body: { data?: unknown; errors?: unknown } | undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') body = parsed;
  } catch {
    // Not JSON (a proxy's error page): judged by the status below.
  }
  const response = { status, headers };
  const graphQLErrors = Array.isArray(body?.errors) ? (body.errors as GraphQLFormattedError[]) : [];
  if (graphQLErrors.length > 0) throw new CombinedError({ graphQLErrors, response });
  // A non-2xx answer without GraphQL errors (a proxy's 502, a crash page) is a transport failure.
  const failure = !ok ? `HTTP ${status}` : !body || !('data' in body) ? 'No GraphQL result in the answer' : undefined;
  if (failure) throw new CombinedError({ networkError: new Error(failure), response });
  return body!.data as TResult;
}

function defaultEndpoint(): string {
  const origin = globalThis.location?.origin;
  if (!origin) throw new Error('The GraphQL client needs an endpoint outside the browser.');
  return new URL('/api/graphql', origin).href;
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

  async function attempt<TResult>(
    document: GraphQLDocument<TResult, object>,
    variables: object | undefined,
    mode: Mode,
    signal: AbortSignal | undefined,
  ): Promise<TResult> {
    let response: Response;
    let text: string;
    try {
      response = await send(document, variables, mode, signal);
      text = await response.text();
    } catch (error) {
      // fetch failed or was aborted, or the body broke off: no (whole) response arrived.
      throw new CombinedError({ networkError: error instanceof Error ? error : new Error(String(error)) });
    }
    return readAnswer<TResult>(response, text);
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
      const { signal } = requestOptions;
      if (!documentHash(document) || !persistedQueriesSupported) return attempt(doc, variables, 'query', signal);
      try {
        return await attempt(doc, variables, 'hash', signal);
      } catch (error) {
        const errors = (error as CombinedError).graphQLErrors ?? [];
        if (hasPersistedQueryError(errors, PERSISTED_QUERY_NOT_SUPPORTED, 'PERSISTED_QUERY_NOT_SUPPORTED')) {
          persistedQueriesSupported = false;
          return attempt(doc, variables, 'query', signal);
        }
        if (hasPersistedQueryError(errors, PERSISTED_QUERY_NOT_FOUND, 'PERSISTED_QUERY_NOT_FOUND')) {
          return attempt(doc, variables, 'hash+query', signal);
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
