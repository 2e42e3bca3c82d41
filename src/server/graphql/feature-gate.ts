/**
 * Feature flags gate GraphQL operations too (specification §3): a mutation of an area the brand has switched off
 * is refused with the typed result `{ ok: false, violations: [{ code: 'FEATURE_DISABLED' }] }` (the UI translates
 * the code through the translation key FEATURE_DISABLED) instead of touching any data.
 *
 * {@link useOperationFlags} is the one place that does this: a Yoga plugin for every mutation in
 * {@link OPERATION_FLAGS}, so resolvers never check flags themselves; adding the mutation's name and flag here is
 * enough.
 */
import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { FeatureFlags } from '../../content/queries/feature-flags';
import type { GraphQLServerContext } from './context';
import { refused, type Violation } from './modules/base/result';

/** The violation code of a switched-off area. */
export const FEATURE_DISABLED = 'FEATURE_DISABLED';

/** The flag each mutation of specification §4 belongs to. */
export const OPERATION_FLAGS: Readonly<Record<string, keyof FeatureFlags>> = {
  revokeCoReader: 'isSharedAccessEnabled',
  revokeInvite: 'isSharedAccessEnabled',
  sendInvite: 'isSharedAccessEnabled',
  acceptInvite: 'isSharedAccessEnabled',
  cancelTemporaryDeliveryAddressV2: 'isSubscriptionHolidayEnabled',
  cancelDeliverySuspensionV2: 'isSubscriptionHolidayEnabled',
  submitTemporaryDeliveryAddressV2: 'isSubscriptionHolidayEnabled',
  suspendDeliveryV2: 'isSubscriptionHolidayEnabled',
  submitMovingHouseV2: 'isSubscriptionMovingHouseEnabled',
  changeEmail: 'isBrandSubscriptionsEmailEditingEnabled',
  confirmEmailChange: 'isBrandSubscriptionsEmailEditingEnabled',
  linkSubscription: 'isBrandSubscriptionsLinkingEnabled',
  submitComplaint: 'isSubscriptionComplaintsEnabled',
  changePaymentMethod: 'isChangePaymentEnabled',
  submitContactForm: 'isContactFormEnabled',
  updateNewsletterSubscriptions: 'isNewslettersEnabled',
  startPhoneNumberChallenge: 'isPhoneNumberChallengeEnabled',
  verifyPhoneNumber: 'isPhoneNumberChallengeEnabled',
  updatePersonalInformation: 'isBrandSubscriptionsPersonaliaEditingEnabled',
  updateContactInformation: 'isBrandSubscriptionsPersonaliaEditingEnabled',
};

/** The refusal of a switched-off area. */
export type FeatureDisabled = { ok: false; violations: Violation[] };

/**
 * Undefined when `flag` is on for the request's brand, otherwise the FEATURE_DISABLED refusal. Without flags
 * (unknown host) every flagged operation is refused.
 */
export function featureGate(flags: FeatureFlags | undefined, flag: keyof FeatureFlags): FeatureDisabled | undefined {
  return flags?.[flag] ? undefined : refused({ code: FEATURE_DISABLED });
}

/** {@link featureGate} for a mutation by name; an operation no flag governs is always allowed. */
export function operationGate(flags: FeatureFlags | undefined, operation: string): FeatureDisabled | undefined {
  const flag = OPERATION_FLAGS[operation];
  return flag ? featureGate(flags, flag) : undefined;
}

/** Marks a Mutation field already wrapped, so a schema seen twice is never wrapped twice. */
const GATED = Symbol('operation-flag-gate');

type FieldWithMark = { resolve?: GraphQLFieldResolver<unknown, GraphQLServerContext>; [GATED]?: true };

/**
 * Wraps, in place, the resolver of every Mutation field of `schema` that {@link OPERATION_FLAGS} names: when the
 * request's brand has the flag off, the field answers FEATURE_DISABLED and its resolver never runs.
 */
export function gateMutations(schema: GraphQLSchema): void {
  const fields = schema.getMutationType()?.getFields() ?? {};
  for (const [name, field] of Object.entries(fields) as Array<[string, FieldWithMark]>) {
    if (!OPERATION_FLAGS[name] || field[GATED]) continue;
    const resolve: GraphQLFieldResolver<unknown, GraphQLServerContext> =
      field.resolve ?? ((parent) => (parent as Record<string, unknown> | null | undefined)?.[name]);
    field.resolve = (parent, args, context, info) =>
      operationGate(context.locals.flags, name) ?? resolve(parent, args, context, info);
    field[GATED] = true;
  }
}

/**
 * The Yoga plugin of the feature gate: every mutation in {@link OPERATION_FLAGS} is refused with FEATURE_DISABLED
 * while the request's brand has its flag off (without flags, i.e. an unknown host, always), per field, so one
 * document with several mutations gets each one's own answer.
 */
export function useOperationFlags(): Plugin<GraphQLServerContext> {
  return {
    onSchemaChange({ schema }) {
      gateMutations(schema);
    },
  };
}
