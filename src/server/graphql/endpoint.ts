/**
 * The `/api/graphql` endpoint as a plain function, so tests call exactly what Astro calls: every request counts
 * against the session's GraphQL rate limit (per client address without a session) and is answered 429 with
 * `Retry-After` once the limit is reached; otherwise Yoga answers it. Mutations from another origin are refused
 * earlier, by the middleware.
 */
import { getDb, type Db } from '../db/client';
import { GRAPHQL_POLICY, rateLimitStore, type RateLimitPolicy, type RateLimitStore } from '../ports/rate-limit';
import { createGraphQLHandler, graphqlRateLimit, graphqlRateLimitKey, type GraphQLHandler } from './yoga';

export interface GraphQLEndpointDeps {
  /** The request's locals from the middleware (brand, account, t). */
  locals: App.Locals;
  /** Astro's `clientAddress`: the rate-limit key of a request without a session. */
  clientAddress?: string | undefined;
  /** Default: the process-wide database. */
  db?: Db;
  /** Default: the configured store (Redis with REDIS_URL, else the database). */
  store?: RateLimitStore;
  /** Default: GRAPHQL_POLICY (300 operations per minute). */
  policy?: RateLimitPolicy;
  /** Default: one Yoga instance per process, built on first use. */
  handler?: GraphQLHandler;
}

// Built on the first request rather than at import, so that building the site never reads the runtime config.
let shared: GraphQLHandler | undefined;

/** Answers one request to `/api/graphql`. */
export async function handleGraphQLRequest(request: Request, deps: GraphQLEndpointDeps): Promise<Response> {
  const db = deps.db ?? (await getDb());
  const limited = await graphqlRateLimit(
    deps.store ?? rateLimitStore(db),
    graphqlRateLimitKey(deps.locals.account?.sessionId, deps.clientAddress),
    (seconds) => deps.locals.t('identity.portal.tooManyRequests', { seconds }),
    deps.policy ?? GRAPHQL_POLICY,
  );
  if (limited) return limited;
  const handler = deps.handler ?? (shared ??= createGraphQLHandler({ graphqlEndpoint: '/api/graphql' }));
  return handler.fetch(request, { locals: deps.locals, db });
}
