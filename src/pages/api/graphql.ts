/**
 * The GraphQL endpoint (GET for persisted queries, POST otherwise); see src/server/graphql/yoga.ts. Mutations from
 * another origin are refused by the middleware; here every request counts against the session's rate limit.
 */
import type { APIRoute } from 'astro';
import { getDb } from '../../server/db/client';
import {
  createGraphQLHandler,
  graphqlRateLimit,
  graphqlRateLimitKey,
  type GraphQLHandler,
} from '../../server/graphql/yoga';
import { rateLimitStore } from '../../server/ports/rate-limit';

export const prerender = false;

// Built on the first request rather than at import, so that building the site never reads the runtime config.
let handler: GraphQLHandler | undefined;

export const ALL: APIRoute = async ({ request, locals, clientAddress }) => {
  handler ??= createGraphQLHandler({ graphqlEndpoint: '/api/graphql' });
  const db = await getDb();
  const limited = await graphqlRateLimit(
    rateLimitStore(db),
    graphqlRateLimitKey(locals.account?.sessionId, clientAddress),
    (seconds) => locals.t('identity.portal.tooManyRequests', { seconds }),
  );
  if (limited) return limited;
  return handler.fetch(request, { locals, db });
};
