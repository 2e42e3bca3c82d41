/**
 * An island's GraphQL mutation on the page's fetcher: the mutation of an area's manifest (`area.mutations.x`, whose
 * `name` is the mutation field) runs its generated document and answers that field, and revalidates the keys the
 * manifest names. The island passes the client it speaks through (./client.ts, or ./lazy-client.ts for a screen
 * that speaks GraphQL only when the visitor acts), so the choice of when the client loads stays the island's.
 */
import { useStore } from '@nanostores/react';
import type { MutatorStore } from '@nanostores/query';
import { useMemo } from 'react';
import { fetcher } from '../fetcher/fetcher';
import type { MutationSpec } from '../fetcher/keys';
import type { GraphQLDocument } from './client';

/** A client's `request` (./client.ts and ./lazy-client.ts have the same) as it runs one document. */
export type GraphQLRequest<Data, Variables> = (
  document: GraphQLDocument<Data, Variables>,
  variables: Variables,
) => Promise<Data>;

/** What a mutation document answers in its one field. */
export type MutationAnswer<Data> = Data[keyof Data];

/** The fetcher's mutation store of `spec` that runs `document` through `request` and answers the mutation's field. */
export function graphqlMutation<Data extends object, Variables extends object>(
  spec: MutationSpec,
  document: GraphQLDocument<Data, Variables>,
  request: GraphQLRequest<Data, Variables>,
): MutatorStore<Variables, MutationAnswer<Data>> {
  return fetcher().createMutation(
    spec,
    async (variables: Variables) => (await request(document, variables))[spec.name as keyof Data],
  );
}

/**
 * {@link graphqlMutation} made once for the component, and whether it is running (`mutate` of the store sends it; a
 * failure stays in the store while the component listens).
 */
export function useGraphQLMutation<Data extends object, Variables extends object>(
  spec: MutationSpec,
  document: GraphQLDocument<Data, Variables>,
  request: GraphQLRequest<Data, Variables>,
): [MutatorStore<Variables, MutationAnswer<Data>>, boolean] {
  // The manifest's entry and the generated document are module constants: one store for the component's life.
  const $mutation = useMemo(() => graphqlMutation(spec, document, request), []);
  const { loading = false } = useStore($mutation);
  return [$mutation, loading];
}
