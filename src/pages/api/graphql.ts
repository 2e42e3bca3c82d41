/**
 * The GraphQL endpoint (GET for persisted queries, POST otherwise); see src/server/graphql/yoga.ts. Mutations from
 * another origin are refused by the middleware; every request counts against the session's rate limit
 * (src/server/graphql/endpoint.ts).
 */
import type { APIRoute } from 'astro';
import { handleGraphQLRequest } from '../../server/graphql/endpoint';

export const prerender = false;

export const ALL: APIRoute = ({ request, locals }) =>
  handleGraphQLRequest(request, { locals, clientAddress: locals.clientAddress });
