/**
 * The GraphQL server (GraphQL Yoga) behind `/api/graphql`.
 *
 * Trusted documents: operations are looked up by Apollo's `extensions.persistedQuery.sha256Hash` in the codegen
 * manifest. In production only manifest operations run, introspection is off and unexpected errors are masked.
 * Outside production arbitrary documents run too (GraphiQL, the client's full-query fallback), but an unknown hash
 * without a query still answers `PersistedQueryNotFound`, which the client reacts to by resending the full query.
 */
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { NoSchemaIntrospectionCustomRule } from './graphql-js';
import { createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { config } from '../config';
import { GRAPHQL_POLICY, tooManyRequests, type RateLimitPolicy, type RateLimitStore } from '../ports/rate-limit';
import type { GraphQLServerContext } from './context';
import { useOperationFlags, type OperationFlags } from './feature-gate';
import { persistedDocuments as buildManifest, type PersistedDocuments } from './persisted-documents';
import { buildSchema, type GraphQLModule } from './schema';

/** Options of createGraphQLHandler; every one has a default for the real server. */
export interface GraphQLHandlerOptions {
  /** Production rules (trusted documents only, no introspection, masked errors, no GraphiQL). Default: `config().isProduction`. */
  production?: boolean;
  /** The trusted-document manifest. Default: the build's codegen manifest. */
  persistedDocuments?: PersistedDocuments;
  /** Default: `/api/graphql`. */
  graphqlEndpoint?: string;
  /** The schema modules. Default: every module of schema.ts. */
  modules?: readonly GraphQLModule[];
  /** Operation → the flag that guards it. Default: the area manifests' (operationGuards of src/server/areas.ts). */
  operationFlags?: OperationFlags;
}

/** The Yoga instance type: call `.fetch(request, { locals, db })`. */
export type GraphQLHandler = YogaServerInstance<GraphQLServerContext, Record<string, never>>;

/** Apollo's message for a hash the server does not know; the client resends the full query on it. */
export const PERSISTED_QUERY_NOT_FOUND = 'PersistedQueryNotFound';

/** Turns off introspection: `__schema` and `__type` fail validation. */
function useNoIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

/**
 * Only GET and `application/json` POST are accepted. Form-encoded and `text/plain` bodies are requests a foreign page
 * can send without a CORS preflight, so refusing them keeps mutations safe from cross-site request forgery.
 */
function useJsonOnlyPost(): Plugin {
  return {
    onRequest({ request, endResponse }) {
      if (request.method !== 'POST') return;
      const contentType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
      if (contentType !== 'application/json') {
        endResponse(
          new Response(JSON.stringify({ errors: [{ message: 'Only application/json POST requests are accepted.' }] }), {
            status: 415,
            headers: { 'content-type': 'application/json' },
          }),
        );
      }
    },
  };
}

/** Builds the GraphQL handler. Build it once per process: the schema is built here. */
export function createGraphQLHandler(options: GraphQLHandlerOptions = {}): GraphQLHandler {
  const production = options.production ?? config().isProduction;
  const manifest = options.persistedDocuments ?? buildManifest;
  return createYoga<GraphQLServerContext>({
    schema: buildSchema(options.modules),
    graphqlEndpoint: options.graphqlEndpoint ?? '/api/graphql',
    graphiql: !production,
    landingPage: !production,
    // The platform's own fetch classes: Astro only accepts a Response of this realm from an endpoint.
    fetchAPI: { Request, Response, Headers, ReadableStream, URL, URLSearchParams, fetch, TextEncoder, TextDecoder },
    // Same origin only: no CORS headers, so other origins cannot read answers.
    cors: false,
    // Uploads go through upload links, not GraphQL; multipart would be a preflight-free (CSRF-prone) content type.
    multipart: false,
    // Outside production the original error is attached in extensions for debugging; the message is masked either way.
    maskedErrors: { isDev: !production },
    plugins: [
      useJsonOnlyPost(),
      usePersistedOperations({
        // Own properties only: a hash like `__proto__` or `constructor` must be an unknown document, not a 500.
        getPersistedOperation: (hash) => (Object.hasOwn(manifest, hash) ? manifest[hash]! : null),
        allowArbitraryOperations: !production,
        customErrors: {
          notFound: { message: PERSISTED_QUERY_NOT_FOUND, extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } },
        },
      }),
      // An operation of an area the brand's flags switch off answers FEATURE_DISABLED (feature-gate.ts).
      useOperationFlags(options.operationFlags),
      production && useNoIntrospection(),
    ],
  }) as GraphQLHandler;
}

/** The rate-limit key of a GraphQL request: its session, or the client address without one. */
export function graphqlRateLimitKey(sessionId: string | undefined, clientAddress: string | undefined): string {
  return sessionId ? `session:${sessionId}` : `address:${clientAddress ?? 'unknown'}`;
}

/**
 * The GraphQL rate limit (DESIGN.md §5): counts the request and answers 429 with `Retry-After` and a GraphQL-shaped
 * error when the session (or, without one, the address) made too many; undefined when the request may go on.
 */
export async function graphqlRateLimit(
  store: RateLimitStore,
  key: string,
  message: (seconds: number) => string,
  policy: RateLimitPolicy = GRAPHQL_POLICY,
): Promise<Response | undefined> {
  const result = await store.hit(policy, key);
  if (result.allowed) return undefined;
  return tooManyRequests(result.retryAfterSeconds, message(result.retryAfterSeconds), true);
}
