/**
 * Feature flags gate GraphQL operations too: a mutation of an area the brand has switched off
 * is refused with the typed result `{ ok: false, violations: [{ code: 'FEATURE_DISABLED' }] }` (the UI translates
 * the code through the translation key FEATURE_DISABLED) instead of touching any data; a query of such an area fails
 * with a GraphQL error whose code is FEATURE_DISABLED (a query has no result type to carry a violation).
 *
 * {@link useOperationFlags} is the one place that does this: a Yoga plugin for every operation the area manifests
 * guard (`guards` in src/features/<area>/area.ts, collected as operationGuards in src/server/areas.ts), so
 * resolvers never check flags themselves.
 */
import type { GraphQLFieldResolver, GraphQLObjectType, GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { FeatureFlags, FlagName } from '../../shared/feature-flags';
import { operationGuards } from '../areas';
import type { GraphQLServerContext } from './context';
import { GraphQLError } from './graphql-js';
import { refused, type Violation } from '../../shared/result';

/** The violation code (and GraphQL error code) of a switched-off area. */
export const FEATURE_DISABLED = 'FEATURE_DISABLED';

/** Operation (Mutation or Query field) → the flag that guards it. */
export type OperationFlags = Readonly<Record<string, FlagName>>;

/** The refusal of a switched-off area. */
export type FeatureDisabled = { ok: false; violations: Violation[] };

/**
 * Undefined when `flag` is on for the request's brand, otherwise the FEATURE_DISABLED refusal. Without flags
 * (unknown host) every flagged operation is refused.
 */
export function featureGate(flags: FeatureFlags | undefined, flag: FlagName): FeatureDisabled | undefined {
  return flags?.[flag] ? undefined : refused({ code: FEATURE_DISABLED });
}

/** {@link featureGate} for an operation by name; an operation no flag guards is always allowed. */
export function operationGate(
  flags: FeatureFlags | undefined,
  operation: string,
  operationFlags: OperationFlags = operationGuards,
): FeatureDisabled | undefined {
  const flag = operationFlags[operation];
  return flag ? featureGate(flags, flag) : undefined;
}

/** Marks a field already wrapped, so a schema seen twice is never wrapped twice. */
const GATED = Symbol('operation-flag-gate');

type FieldWithMark = { resolve?: GraphQLFieldResolver<unknown, GraphQLServerContext>; [GATED]?: true };

function gateFields(
  type: GraphQLObjectType | null | undefined,
  operationFlags: OperationFlags,
  refuse: (refusal: FeatureDisabled) => unknown,
): void {
  const fields = type?.getFields() ?? {};
  for (const [name, field] of Object.entries(fields) as Array<[string, FieldWithMark]>) {
    if (!operationFlags[name] || field[GATED]) continue;
    const resolve: GraphQLFieldResolver<unknown, GraphQLServerContext> =
      field.resolve ?? ((parent) => (parent as Record<string, unknown> | null | undefined)?.[name]);
    field.resolve = (parent, args, context, info) => {
      const refusal = operationGate(context.locals.flags, name, operationFlags);
      return refusal ? refuse(refusal) : resolve(parent, args, context, info);
    };
    field[GATED] = true;
  }
}

/**
 * Wraps, in place, the resolver of every Mutation and Query field of `schema` that `operationFlags` names: while the
 * request's brand has the flag off the resolver never runs — a mutation answers FEATURE_DISABLED, a query fails with
 * a GraphQL error of that code.
 */
export function gateOperations(schema: GraphQLSchema, operationFlags: OperationFlags = operationGuards): void {
  gateFields(schema.getMutationType(), operationFlags, (refusal) => refusal);
  gateFields(schema.getQueryType(), operationFlags, () => {
    // The client translates the code (FEATURE_DISABLED has a translation key); the message is for developers.
    throw new GraphQLError('This area is switched off for the brand.', { extensions: { code: FEATURE_DISABLED } });
  });
}

/**
 * The Yoga plugin of the feature gate: every guarded operation is refused while the request's brand has its flag
 * off (without flags, i.e. an unknown host, always), per field, so one document with several mutations gets each
 * one's own answer.
 */
export function useOperationFlags(operationFlags: OperationFlags = operationGuards): Plugin<GraphQLServerContext> {
  return {
    onSchemaChange({ schema }) {
      gateOperations(schema, operationFlags);
    },
  };
}
