/**
 * The `/api/graphql` endpoint as a plain function, so tests call exactly what Astro calls: every request counts
 * against the session's GraphQL rate limit (per client address without a session) and is answered 429 with
 * `Retry-After` once the limit is reached; a body over BODY_LIMITS.graphql is answered 413 after reading no more
 * than that; otherwise Yoga answers it (a persisted query over GET on Yoga's envelop, without its request layer:
 * ./persisted-read.ts). Mutations from another origin are refused earlier, by the middleware.
 */
import { TRACE_ID_HEADER } from '../../shared/trace-id';
import { PRIVATE_NO_STORE } from '../cache-control';
import { config } from '../config';
import { getDb, type Db } from '../db/client';
import { createTraceId, currentTraceId, runWithTraceId } from '../log';
import { BODY_LIMITS, bodyTooLargeResponse, withLimitedBody } from '../request-body';
import { GRAPHQL_PATH, plainAnswerResponse, type PlainAnswer } from './plain-answer';
import { serviceUnavailableResponse } from '../service-unavailable';
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
