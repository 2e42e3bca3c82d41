/**
 * A document may nest its selections at most {@link MAX_SELECTION_DEPTH} levels deep, fragments counted where they
 * are spread (a fragment or an inline fragment is no level of its own). The schema's own operations nest at most 5
 * (the trusted-document manifest); outside production any document runs, and introspection's `ofType` (or any type
 * that refers back to itself) nests without end, so a deeper document — introspection included — is refused while it
 * is validated, before anything runs. The counting is GraphQL Armor's max-depth rule.
 */
import { maxDepthPlugin, maxDepthRule, type MaxDepthOptions } from '@escape.tech/graphql-armor-max-depth';
import { GraphQLError } from './graphql-js';

/** Twice the deepest operation of the manifest. */
export const MAX_SELECTION_DEPTH = 10;

/** The code of the refusal; Yoga answers it like every validation error. */
export const DEPTH_LIMIT_CODE = 'GRAPHQL_VALIDATION_FAILED';

const OPTIONS: MaxDepthOptions = {
  n: MAX_SELECTION_DEPTH,
  flattenFragments: true,
  ignoreIntrospection: false,
  // Reported, not thrown, so that the refusal is one validation error with its code among any others.
  propagateOnRejection: false,
  onReject: [
    (context, error) =>
      context?.reportError(new GraphQLError(error.message, { extensions: { code: DEPTH_LIMIT_CODE } })),
  ],
};

/** The validation rule: one error per operation that nests deeper than the limit. */
export const maxSelectionDepthRule = () => maxDepthRule(OPTIONS);

/** The Yoga (Envelop) plugin that adds the rule to every validation. */
export const useDepthLimit = () => maxDepthPlugin(OPTIONS);
