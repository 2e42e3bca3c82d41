/**
 * A document may nest its selections at most {@link MAX_SELECTION_DEPTH} levels deep, fragments counted where they
 * are spread. The schema's own operations nest at most 5 (the trusted-document manifest); outside production any
 * document runs, and introspection's `ofType` (or any type that refers back to itself) nests without end, so a deeper
 * document is refused while it is validated, before anything runs.
 */
import type {
  ASTVisitor,
  FragmentDefinitionNode,
  OperationDefinitionNode,
  SelectionSetNode,
  ValidationContext,
} from 'graphql';
import { GraphQLError, Kind } from './graphql-js';

/** Twice the deepest operation of the manifest. */
export const MAX_SELECTION_DEPTH = 10;

/** The code of the refusal; Yoga answers it like every validation error. */
export const DEPTH_LIMIT_CODE = 'GRAPHQL_VALIDATION_FAILED';

function depthOf(
  selectionSet: SelectionSetNode | undefined,
  fragments: (name: string) => FragmentDefinitionNode | null | undefined,
  spreading: ReadonlySet<string>,
): number {
  if (!selectionSet) return 0;
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    let depth = 0;
    if (selection.kind === Kind.FIELD) depth = depthOf(selection.selectionSet, fragments, spreading);
    else if (selection.kind === Kind.INLINE_FRAGMENT) depth = depthOf(selection.selectionSet, fragments, spreading) - 1;
    else {
      const name = selection.name.value;
      // A fragment spread inside itself is a cycle, which graphql-js's own rules refuse.
      const fragment = spreading.has(name) ? undefined : fragments(name);
      if (fragment) depth = depthOf(fragment.selectionSet, fragments, new Set([...spreading, name])) - 1;
    }
    deepest = Math.max(deepest, depth);
  }
  return deepest + 1;
}

/** The validation rule: one error per operation that nests deeper than `max`. */
export function maxSelectionDepthRule(max = MAX_SELECTION_DEPTH) {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation: OperationDefinitionNode) {
      const depth = depthOf(operation.selectionSet, (name) => context.getFragment(name), new Set());
      if (depth > max) {
        context.reportError(
          new GraphQLError(`Selections nest ${depth} levels deep; at most ${max} are allowed.`, {
            nodes: [operation],
            extensions: { code: DEPTH_LIMIT_CODE },
          }),
        );
      }
      return false;
    },
  });
}
