/**
 * The GraphQL endpoint's path and the plain form of its answers, which the endpoint (./endpoint.ts), the direct
 * persisted read (./persisted-read.ts) and the server's front (src/server/serving/graphql-front.ts) share.
 */

/** The path of the GraphQL endpoint (src/pages/api/graphql.ts). */
export const GRAPHQL_PATH = '/api/graphql';

/**
 * An answer as its status, headers and whole body: what the direct persisted read gives (src/server/graphql/
 * persisted-read.ts) instead of a Fetch `Response`. Making a `Response` and reading its body back as a stream took
 * about 7 % of the read's CPU under load; the front writes this one as it is.
 */
export interface PlainAnswer {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: string;
}

/** A plain answer whose body may be bytes (already encoded, say): what the server's front writes as it is. */
export interface PlainBytesAnswer {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: string | Uint8Array<ArrayBuffer>;
}

/** The answer as a Fetch `Response`, for whoever needs one (Astro's endpoint, tests). */
export function plainAnswerResponse(answer: PlainAnswer | PlainBytesAnswer): Response {
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}
