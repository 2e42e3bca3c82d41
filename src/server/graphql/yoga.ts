/**
 * The GraphQL server (GraphQL Yoga) behind `/api/graphql`.
 *
 * Trusted documents: operations are looked up by Apollo's `extensions.persistedQuery.sha256Hash` in the codegen
 * manifest. In production only manifest operations run, introspection is off and unexpected errors are masked.
 * Outside production arbitrary documents run too (GraphiQL, the client's full-query fallback), but an unknown hash
 * without a query still answers `PersistedQueryNotFound`, which the client reacts to by resending the full query.
 * Unexpected errors are masked everywhere ("Unexpected error.", details only in the server log), and a request the
 * server cannot read (malformed, invalid against the schema, variables of the wrong type) is refused with one Dutch
 * message and a code instead of graphql-js's English explanation ({@link useDutchRequestErrors}).
 */
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { GraphQLError, NoSchemaIntrospectionCustomRule } from './graphql-js';
import { createYoga, maskError, type Plugin, type YogaLogger, type YogaServerInstance } from 'graphql-yoga';
import { config } from '../config';
import { log, setLogOperation, type Logger } from '../log';
import { GRAPHQL_POLICY, tooManyRequests, type RateLimitPolicy, type RateLimitStore } from '../ports/rate-limit';
import { isServiceUnavailable, SERVICE_UNAVAILABLE } from '../service-unavailable';
import type { GraphQLServerContext } from './context';
import { useOperationFlags, type OperationFlags } from './feature-gate';
import { persistedDocuments as buildManifest, type PersistedDocuments } from './persisted-documents';
import { createPersistedRead, jsonObjectParameter, type PersistedRead } from './persisted-read';
import { buildSchema, type GraphQLModule } from './schema';
import { useDepthLimit } from './depth-limit';

/** Options of createGraphQLHandler; every one has a default for the real server. */
export interface GraphQLHandlerOptions {
  /** Production rules (trusted documents only, no introspection, no GraphiQL). Default: `config().isProduction`. */
  production?: boolean;
  /** The trusted-document manifest. Default: the build's codegen manifest. */
  persistedDocuments?: PersistedDocuments;
  /** Default: `/api/graphql`. */
  graphqlEndpoint?: string;
  /** The schema modules. Default: every module of schema.ts. */
  modules?: readonly GraphQLModule[];
  /** Operation → the flag that guards it. Default: the area manifests' (operationGuards of src/server/areas.ts). */
  operationFlags?: OperationFlags;
  /** Where Yoga's lines go (unexpected errors above all). Default: the server's log (src/server/log.ts). */
  logger?: Logger;
}

/** The Yoga instance type: call `.fetch(request, { locals, db })`. */
export type GraphQLHandler = YogaServerInstance<GraphQLServerContext, Record<string, never>>;

/**
 * The code of a hash the server does not know (Apollo's); the client resends the full query on it. Its message is
 * the Dutch refusal like every other ({@link useDutchRequestErrors}).
 */
export const PERSISTED_QUERY_NOT_FOUND = 'PERSISTED_QUERY_NOT_FOUND';

/** The translation key of the message of every refused request: "this request we cannot read". */
export const REQUEST_ERROR_MESSAGE_KEY = 'badRequest.title';

/** The code of a request whose variables do not fit their types (graphql-js gives that error no code). */
export const BAD_USER_INPUT = 'BAD_USER_INPUT';

/**
 * The codes of a request that is refused before anything runs: it cannot be parsed, does not fit the schema, names
 * no operation it holds, its persisted-query extension is missing, malformed or unknown, or its parameters are
 * malformed (Yoga's and its persisted-operations plugin's codes). Clients tell these apart by the code, which is
 * kept; the client's retry with the full query reacts to PERSISTED_QUERY_NOT_FOUND's code.
 */
const REQUEST_ERROR_CODES: ReadonlySet<unknown> = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_ID_REQUIRED',
  'CANNOT_SEND_PQ_ID_AND_BODY',
  BAD_USER_INPUT,
]);

/** A JSON error answer of a refused request, in the GraphQL error shape. */
function requestErrorResponse(status: number, locals: App.Locals | undefined, code: string): Response {
  const message = requestErrorMessage(locals);
  return new Response(JSON.stringify({ errors: [{ message, extensions: { code } }] }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The request's locals from what the endpoint passed Yoga (`yoga.fetch(request, { locals, db })`). */
function localsOf(serverContext: unknown): App.Locals | undefined {
  return (serverContext as Partial<GraphQLServerContext> | undefined)?.locals;
}

function requestErrorMessage(locals: App.Locals | undefined): string {
  return locals?.t(REQUEST_ERROR_MESSAGE_KEY) ?? REQUEST_ERROR_MESSAGE_KEY;
}

/**
 * The errors of a result with every request error in Dutch: its message replaced by the generic one, its code kept
 * (a variable error gets BAD_USER_INPUT); `undefined` when there is none. graphql-js's messages are English and quote
 * what was sent ("Variable "$x" got invalid value …"); a subscriber reads neither.
 */
export function dutchRequestErrors(
  errors: readonly GraphQLError[] | undefined,
  locals: App.Locals | undefined,
  /** Whether the result is a refusal before execution (no `data`): an error without a code is then a variable's. */
  refused: boolean,
): GraphQLError[] | undefined {
  if (!errors?.some((error) => isRequestError(error, refused))) return undefined;
  return errors.map((error) => {
    if (!isRequestError(error, refused)) return error;
    const code = error.extensions['code'] ?? BAD_USER_INPUT;
    return new GraphQLError(requestErrorMessage(locals), {
      ...(error.nodes ? { nodes: error.nodes } : {}),
      extensions: { ...error.extensions, code },
    });
  });
}

function isRequestError(error: GraphQLError, refused: boolean): boolean {
  if (!(error instanceof GraphQLError)) return false;
  const code = error.extensions['code'];
  // A refusal before execution carries the scalar's own error as its cause ("ID cannot represent value").
  if (refused && code === undefined) return true;
  return !error.originalError && REQUEST_ERROR_CODES.has(code);
}

/**
 * Refusals in Dutch ({@link dutchRequestErrors}): those of parsing, validation and Yoga's parameter checks when the
 * result is written, and the variable errors of execution as it ends (the direct persisted read, persisted-read.ts,
 * runs the execution but not Yoga's result processing).
 */
function useDutchRequestErrors(): Plugin {
  return {
    onExecute({ args }) {
      const locals = (args.contextValue as Partial<GraphQLServerContext> | undefined)?.locals;
      return {
        onExecuteDone({ result, setResult }) {
          if (!('errors' in result) || 'data' in result) return;
          const errors = dutchRequestErrors(result.errors, locals, true);
          if (errors) setResult({ ...result, errors });
        },
      };
    },
    onResultProcess({ result, setResult, serverContext }) {
      if (Array.isArray(result) || !('errors' in result)) return;
      const errors = dutchRequestErrors(
        result.errors as readonly GraphQLError[] | undefined,
        localsOf(serverContext),
        !('data' in result),
      );
      if (errors) setResult({ ...result, errors });
    },
  };
}

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
    onRequest({ request, endResponse, serverContext }) {
      if (request.method !== 'POST') return;
      const contentType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
      if (contentType !== 'application/json')
        endResponse(requestErrorResponse(415, localsOf(serverContext), 'BAD_REQUEST'));
    },
  };
}

/** The GET parameters that carry JSON (GraphQL over HTTP). */
const JSON_SEARCH_PARAMETERS = ['variables', 'extensions'] as const;

/**
 * A GET whose `variables` or `extensions` is not a JSON object is a malformed request (400). Yoga would parse it
 * with a bare JSON.parse, and the SyntaxError of a link like `?variables={"a":` became an unexpected 500.
 */
function useWellFormedGetParameters(): Plugin {
  return {
    onRequest({ request, url, endResponse, serverContext }) {
      if (request.method !== 'GET') return;
      for (const name of JSON_SEARCH_PARAMETERS) {
        if (jsonObjectParameter(url.searchParams.get(name)) === null) {
          endResponse(requestErrorResponse(400, localsOf(serverContext), 'BAD_REQUEST'));
          return;
        }
      }
    },
  };
}

/**
 * Yoga's log through the server's log (log.ts): an unexpected resolver error becomes one JSON line with the
 * request's trace id and operation name, its type and scrubbed message — never the variables, which hold what the
 * subscriber typed (names, e-mail addresses), and never the raw error Yoga's own console logger would print.
 */
export function yogaLogger(logger: Logger): YogaLogger {
  const write =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (...args: unknown[]): void => {
      const [first] = args;
      if (first instanceof Error) logger[level]({ err: first }, '[graphql] unexpected error');
      else logger[level](`[graphql] ${String(first)}`);
    };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

/** Names the request's operation in its log lines (log.ts), once Yoga has read the parameters. */
function useOperationNameInLog(): Plugin {
  return {
    onParams({ params }) {
      setLogOperation(typeof params.operationName === 'string' ? params.operationName : undefined);
    },
  };
}

/**
 * Masks an error as Yoga does, except a database that is down or too slow (service-unavailable.ts): that becomes
 * SERVICE_UNAVAILABLE with HTTP status 503, which the endpoint answers with its Dutch JSON and Retry-After.
 */
function maskUnavailable(error: unknown, message: string, isDev?: boolean): Error {
  if (!isServiceUnavailable(error)) return maskError(error, message, isDev);
  log.warn({ err: error }, '[database] no answer in time: 503');
  return new GraphQLError(SERVICE_UNAVAILABLE, {
    extensions: { code: SERVICE_UNAVAILABLE, http: { status: 503 } },
  });
}

/** The direct persisted read (persisted-read.ts) of each handler built here, on its envelop and manifest. */
const persistedReads = new WeakMap<GraphQLHandler, PersistedRead>();

/**
 * The direct persisted read of a handler from {@link createGraphQLHandler}: a GET of a persisted query without Yoga's
 * request layer.
 */
export function persistedReadOf(handler: GraphQLHandler): PersistedRead | undefined {
  return persistedReads.get(handler);
}

/** Builds the GraphQL handler. Build it once per process: the schema is built here. */
export function createGraphQLHandler(options: GraphQLHandlerOptions = {}): GraphQLHandler {
  const production = options.production ?? config().isProduction;
  const manifest = options.persistedDocuments ?? buildManifest;
  const handler = createYoga<GraphQLServerContext>({
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
    // Never the original error in an answer, in no environment (Yoga would attach it under NODE_ENV=development):
    // it can carry SQL text, parameters and a stack. Yoga logs it on the server, where it is debugged.
    maskedErrors: { isDev: false, maskError: maskUnavailable },
    logging: yogaLogger(options.logger ?? log),
    plugins: [
      useJsonOnlyPost(),
      useWellFormedGetParameters(),
      useDutchRequestErrors(),
      useOperationNameInLog(),
      usePersistedOperations({
        // Own properties only: a hash like `__proto__` or `constructor` must be an unknown document, not a 500.
        getPersistedOperation: (hash) => (Object.hasOwn(manifest, hash) ? manifest[hash]! : null),
        allowArbitraryOperations: !production,
        customErrors: {
          notFound: { message: 'PersistedQueryNotFound', extensions: { code: PERSISTED_QUERY_NOT_FOUND } },
        },
      }),
      // An operation of an area the brand's flags switch off answers FEATURE_DISABLED (feature-gate.ts).
      useOperationFlags(options.operationFlags),
      useDepthLimit(),
      production && useNoIntrospection(),
    ],
  }) as GraphQLHandler;
  persistedReads.set(handler, createPersistedRead(handler, manifest));
  return handler;
}

/** The rate-limit key of a GraphQL request: its session, or the client address without one. */
export function graphqlRateLimitKey(sessionId: string | undefined, clientAddress: string | undefined): string {
  return sessionId ? `session:${sessionId}` : `address:${clientAddress ?? 'unknown'}`;
}

/**
 * The GraphQL rate limit: counts the request and answers 429 with `Retry-After` and a GraphQL-shaped
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
