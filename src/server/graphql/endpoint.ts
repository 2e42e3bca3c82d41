/**
 * The `/api/graphql` endpoint as a plain function, so tests call exactly what Astro calls: every request counts
 * against the session's GraphQL rate limit (per client address without a session) and is answered 429 with
 * `Retry-After` once the limit is reached; a body over BODY_LIMITS.graphql is answered 413 after reading no more
 * than that; otherwise Yoga answers it (a persisted query over GET on Yoga's envelop, without its request layer:
 * ./persisted-read.ts). Mutations from another origin are refused earlier, by the middleware.
 */
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { TRACE_ID_HEADER } from '../../shared/trace-id';
import { PRIVATE_NO_STORE } from '../cache-control';
import { config } from '../config';
import { getDb, type Db } from '../db/client';
import { createTraceId, currentTraceId, runWithTraceId } from '../log';
import { BODY_LIMITS, bodyTooLargeResponse, withLimitedBody } from '../request-body';
import { GRAPHQL_PATH, plainAnswerResponse, type PlainAnswer } from './plain-answer';
import { DatabaseUnavailableError, serviceUnavailableResponse } from '../service-unavailable';
import { GRAPHQL_POLICY, rateLimitStore, type RateLimitPolicy, type RateLimitStore } from '../ports/rate-limit';
import {
  createGraphQLHandler,
  graphqlRateLimit,
  graphqlRateLimitKey,
  persistedReadOf,
  type GraphQLHandler,
} from './yoga';

export interface GraphQLEndpointDeps {
  /** The request's locals from the middleware (brand, account, t). */
  locals: App.Locals;
  /** Astro's `clientAddress`: the rate-limit key of a request without a session. */
  clientAddress?: string | undefined;
  /** Default: the process-wide database. */
  db?: Db;
  /** Default: the configured store (Redis with REDIS_URL, else the database). */
  store?: RateLimitStore;
  /** Default: GRAPHQL_POLICY (300 operations per minute, or GRAPHQL_RATE_LIMIT). */
  policy?: RateLimitPolicy;
  /** Default: one Yoga instance per process, built on first use. */
  handler?: GraphQLHandler;
}

// Built on the first request rather than at import, so that building the site never reads the runtime config.
let shared: GraphQLHandler | undefined;

/**
 * Answers one request to `/api/graphql`, under the request's trace id (a new one when called outside the
 * middleware): its log lines carry it and the answer names it in `x-trace-id`, like the REST routes.
 */
export async function handleGraphQLRequest(request: Request, deps: GraphQLEndpointDeps): Promise<Response> {
  const answer = await answerGraphQLRequest(request, deps);
  return answer instanceof Response ? answer : plainAnswerResponse(answer);
}

/**
 * {@link handleGraphQLRequest}, with the direct persisted read's answer left as it is (a {@link PlainAnswer}), for
 * the front, which writes it without making a `Response` of it (src/server/serving/graphql-read.ts).
 */
export function answerGraphQLRequest(request: Request, deps: GraphQLEndpointDeps): Promise<Response | PlainAnswer> {
  const traceId = currentTraceId() ?? createTraceId();
  return runWithTraceId(traceId, async () => {
    const response = await answer(request, deps);
    // Every Response here is built with `new Response` (Yoga's too: its fetch API is the platform's), whose headers
    // may be changed; a copy would wrap the body in one more stream.
    // Kept by no one: the read has one URL for every subscriber (src/server/cache-control.ts).
    if (response instanceof Response) {
      response.headers.set(TRACE_ID_HEADER, traceId);
      if (!response.headers.has('cache-control')) response.headers.set('cache-control', PRIVATE_NO_STORE);
    } else {
      response.headers[TRACE_ID_HEADER] = traceId;
      response.headers['cache-control'] ??= PRIVATE_NO_STORE;
    }
    return response;
  });
}

async function answer(request: Request, deps: GraphQLEndpointDeps): Promise<Response | PlainAnswer> {
  const db = deps.db ?? (await getDb());
  const limited = await graphqlRateLimit(
    deps.store ?? rateLimitStore(db),
    graphqlRateLimitKey(deps.locals.account?.sessionId, deps.clientAddress),
    (seconds) => deps.locals.t('identity.portal.tooManyRequests', { seconds }),
    deps.policy ?? { ...GRAPHQL_POLICY, limit: config().GRAPHQL_RATE_LIMIT },
  );
  if (limited) return limited;
  // Yoga would read a body of any size into memory before parsing it: it gets one read with the limit instead.
  const bounded = await withLimitedBody(request, BODY_LIMITS.graphql);
  if (!bounded) return bodyTooLargeResponse(deps.locals.t('PAYLOAD_TOO_LARGE'));
  const handler = deps.handler ?? (shared ??= createGraphQLHandler({ graphqlEndpoint: GRAPHQL_PATH }));
  const context = { locals: deps.locals, db };
  // A persisted query over GET (every screen's read) skips Yoga's request layer; anything else is Yoga's.
  const response = (await persistedReadOf(handler)?.(bounded, context)) ?? (await handler.fetch(bounded, context));
  // The database did not answer (yoga.ts masks that as 503): the portal's one 503 answer, in the request's language.
  if (response.status !== 503) return response;
  const { brand, language, translations } = deps.locals;
  return serviceUnavailableResponse({ url: new URL(request.url), brand, language, translations });
}

/** A generated operation document: its result and variables types, and its `__meta__` (hash and name). */
export type OperationDocument<TResult, TVariables> = DocumentTypeDecoration<TResult, TVariables>;

/** The operation an in-process read was refused or failed with: its errors' codes, as the island would see them. */
export class OperationError extends Error {
  override readonly name = 'OperationError';
  constructor(
    readonly operationName: string,
    readonly codes: readonly string[],
  ) {
    super(`${operationName}: ${codes.join(', ') || 'no data'}`);
  }
}

/**
 * Runs an island's own query in-process, for the page's first render: the page renders what the island would read,
 * in the island's own data shape. It is the same persisted read as the island's `GET /api/graphql` (trusted
 * document, feature gate, masked errors, scoped to the request's account), without HTTP and without counting against
 * the rate limit: it is part of the page's request. Resolves with the data; rejects with an {@link OperationError}
 * when the read is refused or fails (a database that does not answer is the page's 503, as for any page read).
 */
export async function runOperation<TResult, TVariables extends Record<string, unknown>>(
  locals: App.Locals,
  document: OperationDocument<TResult, TVariables>,
  variables: TVariables,
  deps: { db?: Db; handler?: GraphQLHandler } = {},
): Promise<TResult> {
  const meta = (document as { __meta__?: { hash?: unknown; operationName?: unknown } }).__meta__;
  const hash = typeof meta?.hash === 'string' ? meta.hash : undefined;
  const operationName = typeof meta?.operationName === 'string' ? meta.operationName : 'Anonymous';
  if (!hash) throw new Error(`${operationName} is not a persisted operation`);
  const url = new URL(`http://in-process${GRAPHQL_PATH}`);
  url.searchParams.set('operationName', operationName);
  url.searchParams.set('variables', JSON.stringify(variables));
  url.searchParams.set('extensions', JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }));
  const request = new Request(url, { headers: { accept: 'application/json' } });
  const handler = deps.handler ?? (shared ??= createGraphQLHandler({ graphqlEndpoint: GRAPHQL_PATH }));
  const context = { locals, db: deps.db ?? (await getDb()) };
  const answer = (await persistedReadOf(handler)?.(request, context)) ?? (await handler.fetch(request, context));
  const text = answer instanceof Response ? await answer.text() : answer.body;
  const body = JSON.parse(text) as { data?: TResult | null; errors?: Array<{ extensions?: { code?: unknown } }> };
  if (body.errors?.length || body.data == null) {
    const codes = (body.errors ?? []).map((error) => String(error.extensions?.['code'] ?? 'INTERNAL_SERVER_ERROR'));
    if (codes.includes('SERVICE_UNAVAILABLE')) throw new DatabaseUnavailableError(operationName);
    throw new OperationError(operationName, codes);
  }
  return body.data;
}
