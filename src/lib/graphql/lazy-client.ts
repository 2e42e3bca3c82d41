/**
 * The GraphQL client for a screen whose first data came with the page and that speaks GraphQL only when the visitor
 * acts (sends a form, adds a file): the same `request` as ./client.ts, whose code (graphql-request and the
 * persisted-query protocol) loads at the first request instead of with the page. A request made before it arrived
 * waits for it. A screen that reads as it mounts uses ./client.ts, so its first read does not wait for a second
 * download.
 */
import type { GraphQLDocument, RequestOptions } from './client';

/**
 * Runs a generated operation against `/api/graphql` of the page's origin, as ./client.ts's `request` does.
 * @throws CombinedError
 */
export async function request<TResult, TVariables extends object>(
  document: GraphQLDocument<TResult, TVariables>,
  variables?: TVariables,
  options?: RequestOptions,
): Promise<TResult> {
  const client = await import('./client');
  return client.request(document, variables, options);
}
