/**
 * The trusted-document read without Yoga's HTTP layer. A `GET` of a persisted query — the way every
 * screen reads — runs on Yoga's own envelop (`getEnveloped`: the same schema with its feature gate, the same masked
 * errors and their log line, the same validation rules) and is answered with Yoga's own `processRegularResult`
 * (status, content type, errors without their internals), so the answer is byte for byte Yoga's. What it leaves out
 * is the request layer around that: the plugins' request and parameter hooks, the parse and validation caches, the
 * result-processor negotiation and the server adapter, which took about a quarter of a read's time (measured in
 * process on PGlite: 1,150 µs through Yoga against 900 µs for the same execution and answer).
 *
 * It answers only the plain case and leaves everything else to Yoga, which answers it exactly as before: another
 * method than GET, a `query` parameter, parameters that are not well-formed JSON objects, a hash that is not in the
 * manifest, a document that fails validation or is not a query (a mutation over GET), and an `Accept` header that
 * would not get Yoga's JSON answer.
 *
 * Its answer is a {@link PlainAnswer} (status, headers, the JSON text) rather than a Fetch `Response`: Yoga's
 * `processRegularResult` is given a `Response` class that only keeps what it was made with, so status, headers and
 * body are still Yoga's own, and the front writes them without a stream to read back (src/server/serving/
 * graphql-front.ts).
 */
import type { DocumentNode } from 'graphql';
import { defaultExtractPersistedOperationId } from '@graphql-yoga/plugin-persisted-operations';
import { processRegularResult, type FetchAPI } from 'graphql-yoga';
import { setLogOperation } from '../log';
import type { GraphQLServerContext } from './context';
import { getOperationAST, parse } from './graphql-js';
import type { PersistedDocuments } from './persisted-documents';
import type { PlainAnswer } from './plain-answer';
import type { GraphQLHandler } from './yoga';

/** Answers a persisted read, or undefined when Yoga must (see above). */
export type PersistedRead = (request: Request, server: GraphQLServerContext) => Promise<PlainAnswer | undefined>;

/** What `processRegularResult` makes its answer with, kept as it is (see above). */
class KeptAnswer implements PlainAnswer {
  readonly status: number;
  readonly headers: Record<string, string> = {};
  readonly body: string;
  constructor(body: string | null, init: { status: number; headers: Record<string, string> }) {
    this.body = body ?? '';
    this.status = init.status;
    for (const [name, value] of Object.entries(init.headers)) this.headers[name.toLowerCase()] = value;
  }
}
const keepingFetchAPI = { Response: KeptAnswer } as unknown as FetchAPI;

/** The media types Yoga's regular (JSON) result processor answers, in its order. */
const JSON_MEDIA_TYPES = ['application/graphql-response+json', 'application/json'] as const;

function matches(asked: string, offered: string): boolean {
  const [askedType, askedSubtype] = asked.split('/');
  const [type, subtype] = offered.split('/');
  return (type === '*' || type === askedType) && (subtype === '*' || subtype === askedSubtype);
}

/**
 * The media type Yoga answers a single result with for this `Accept` header (graphql-yoga's use-result-processor
 * and result-processor/accept): its JSON processor comes last, so it wins whenever it matches, with the last JSON
 * type one of the accepted types matches, going through them from last to first; undefined when none does (Yoga
 * then answers a stream of server-sent events or multipart, or 406).
 */
export function acceptedJsonMediaType(accept: string | null): string | undefined {
  const asked = (accept || '*/*')
    .replace(/\s/g, '')
    .toLowerCase()
    .split(',')
    .flatMap((entry) => {
      const [mediaType, ...parameters] = entry.split(';');
      const charset = parameters.find((parameter) => parameter.includes('charset=')) ?? 'charset=utf-8';
      return mediaType !== undefined && charset === 'charset=utf-8' ? [mediaType] : [];
    })
    .reverse();
  let accepted: string | undefined;
  for (const mediaType of asked) {
    for (const offered of JSON_MEDIA_TYPES) if (matches(offered, mediaType)) accepted = offered;
  }
  return accepted;
}

/**
 * A GET parameter that carries a JSON object (`variables`, `extensions`), or null when it is not one (a malformed
 * request, which yoga.ts answers 400); absent or empty is undefined.
 */
export function jsonObjectParameter(value: string | null): Record<string, unknown> | undefined | null {
  if (value === null || value === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The read of the documents of `manifest` on `handler`'s envelop (see above). */
export function createPersistedRead(handler: GraphQLHandler, manifest: PersistedDocuments): PersistedRead {
  /** hash and operation name → the parsed query, or null when Yoga answers it (not a valid query). */
  const prepared = new Map<string, DocumentNode | null>();

  const prepare = (server: GraphQLServerContext, hash: string, operationName: string | undefined) => {
    const key = `${hash}:${operationName ?? ''}`;
    let document = prepared.get(key);
    if (document !== undefined) return document;
    document = null;
    const text = Object.hasOwn(manifest, hash) ? manifest[hash]! : undefined;
    if (text !== undefined) {
      // Validated once, on the envelop, so with Yoga's rules (no introspection in production).
      const enveloped = handler.getEnveloped(server);
      const parsed = parse(text);
      const valid = enveloped.validate(enveloped.schema, parsed).length === 0;
      if (valid && getOperationAST(parsed, operationName)?.operation === 'query') document = parsed;
    }
    prepared.set(key, document);
    return document;
  };

  return async (request, server) => {
    if (request.method !== 'GET') return undefined;
    const accepted = acceptedJsonMediaType(request.headers.get('accept'));
    if (!accepted) return undefined;
    const search = new URL(request.url).searchParams;
    if (search.has('query')) return undefined;
    const variables = jsonObjectParameter(search.get('variables'));
    const extensions = jsonObjectParameter(search.get('extensions'));
    const operationName = search.get('operationName') || undefined;
    if (variables === null || extensions === null) return undefined;
    const params = { operationName, variables, extensions };
    // The plugin's own reading of Apollo's `extensions.persistedQuery` (version 1).
    const hash = defaultExtractPersistedOperationId(params, request, {});
    if (hash === null) return undefined;
    const document = prepare(server, hash, operationName);
    if (!document) return undefined;

    setLogOperation(operationName);
    const enveloped = handler.getEnveloped({ request, params: { ...params, query: manifest[hash]! }, ...server });
    const contextValue = await enveloped.contextFactory();
    const result = await enveloped.execute({
      schema: enveloped.schema,
      document,
      contextValue,
      variableValues: variables,
      operationName,
    });
    // A query's result is one result, never a stream (that would be a subscription or @defer, which the schema lacks).
    return processRegularResult(result, keepingFetchAPI, accepted) as unknown as KeptAnswer;
  };
}
