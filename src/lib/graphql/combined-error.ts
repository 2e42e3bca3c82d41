/**
 * The one error type the GraphQL client rejects with (combined errors are shown as
 * "[Network] …" or "[GraphQL] …"), modelled on urql's CombinedError.
 */
import type { GraphQLFormattedError } from 'graphql';

/** What CombinedError knows about the HTTP response, when there was one. */
export interface CombinedErrorResponse {
  status: number;
  headers?: Headers;
}

export interface CombinedErrorInit {
  /** A transport failure: fetch failed or was aborted, a non-2xx answer without GraphQL errors, or an unreadable body. */
  networkError?: Error;
  graphQLErrors?: readonly GraphQLFormattedError[];
  /** Absent when no response arrived at all (network failure). */
  response?: CombinedErrorResponse;
}

/** A failed GraphQL request: a network error, GraphQL errors, or both, with the response status if any. */
export class CombinedError extends Error {
  override readonly name = 'CombinedError';
  readonly networkError: Error | undefined;
  readonly graphQLErrors: readonly GraphQLFormattedError[];
  readonly response: CombinedErrorResponse | undefined;

  constructor({ networkError, graphQLErrors = [], response }: CombinedErrorInit) {
    const lines = [
      ...(networkError ? [`[Network] ${networkError.message}`] : []),
      ...graphQLErrors.map((error) => `[GraphQL] ${error.message}`),
    ];
    super(lines.join('\n') || '[Network] Unknown error', networkError ? { cause: networkError } : undefined);
    this.networkError = networkError;
    this.graphQLErrors = graphQLErrors;
    this.response = response;
  }

  /** The HTTP status, if a response arrived. */
  get status(): number | undefined {
    return this.response?.status;
  }

  /** True when a GraphQL error carries this `extensions.code` (e.g. UNAUTHENTICATED). */
  hasCode(code: string): boolean {
    return this.graphQLErrors.some((error) => error.extensions?.['code'] === code);
  }
}
