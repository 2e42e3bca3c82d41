/**
 * Feature flags gate GraphQL operations too (specification §3): a mutation of an area the brand has switched off
 * is refused with the typed result `{ ok: false, violations: [{ code: 'FEATURE_DISABLED' }] }` (the UI translates
 * the code through the translation key FEATURE_DISABLED) instead of touching any data.
 */
import type { FeatureFlags } from '../../content/queries/feature-flags';
import type { GraphQLContext } from './context';
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
  linkSubscription: 'isBrandSubscriptionsLinkingEnabled',
  submitComplaint: 'isSubscriptionComplaintsEnabled',
  changePaymentMethod: 'isChangePaymentEnabled',
  submitContactForm: 'isContactFormEnabled',
  updateNewsletterSubscriptions: 'isNewslettersEnabled',
  startPhoneNumberChallenge: 'isPhoneNumberChallengeEnabled',
  verifyPhoneNumber: 'isPhoneNumberChallengeEnabled',
  updatePersonalInformation: 'isBrandSubscriptionsPersonaliaEditingEnabled',
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

/**
 * Wraps a mutation resolver so that it runs only when `flag` is on for the request's brand; otherwise it
 * answers FEATURE_DISABLED without calling the resolver.
 */
export function gated<Args, Result>(
  flag: keyof FeatureFlags,
  resolve: (parent: unknown, args: Args, context: GraphQLContext) => Promise<Result> | Result,
): (parent: unknown, args: Args, context: GraphQLContext) => Promise<Result | FeatureDisabled> {
  return async (parent, args, context) =>
    featureGate(context.locals.flags, flag) ?? (await resolve(parent, args, context));
}
