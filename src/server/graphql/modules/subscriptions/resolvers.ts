/**
 * Resolvers of the subscriptions module: thin — the brand's flags are checked before the mutations run (guards of
 * src/features/subscriptions/area.ts) — take the session's account and the request's brand, ask the subscriptions
 * domain, and map its rows to S2LinkedSubscription.
 */
import { BRANDS, type BrandKey } from '../../../../brands/registry';
import { today } from '../../../../shared/dates';
import { subscriptionState } from '../../../../shared/subscriptions';
import type { Subscription } from '../../../db/schema';
import { portalOrigin } from '../../../account-host-url';
import {
  confirmSubscriptionEmailChange,
  findLinkedSubscription,
  linkSubscription,
  listLinkedSubscriptions,
  requestSubscriptionEmailChange,
  unlinkSubscription,
  updateSubscriptionPersonalia,
  type SubscriptionChange,
} from '../../../domain/subscriptions';
import { requireAccount } from '../../auth';
import { ownerScope } from '../../owner';
import type {
  BillingPeriod,
  PaymentMethod,
  Resolvers,
  S2LinkedSubscription,
  SubscriptionState,
} from '../../generated/resolvers-types';

const BILLING_PERIODS: Record<string, BillingPeriod> = { month: 'MONTH', quarter: 'QUARTER', year: 'YEAR' };
const PAYMENT_METHODS: Record<string, PaymentMethod> = {
  direct_debit: 'DIRECT_DEBIT',
  credit_card: 'CREDIT_CARD',
  ideal: 'IDEAL',
  invoice: 'INVOICE',
};

/**
 * Maps a subscription row to the schema's shape (ProductType and SubscriptionStatus hold the internal values; their
 * enum resolvers map them). `now` decides the status of today in the subscription's brand's time zone.
 */
export function toLinkedSubscription(subscription: Subscription, now: Date = new Date()): S2LinkedSubscription {
  const brand = BRANDS[subscription.brandKey as BrandKey];
  return {
    subscriptionId: subscription.id,
    brandKey: subscription.brandKey,
    brandName: brand?.name ?? subscription.brandKey,
    subscriptionNumber: subscription.subscriptionNumber,
    title: subscription.title,
    productType: subscription.productType,
    status: subscription.status,
    state: subscriptionState(subscription, today(brand?.country ?? 'nl', now)).toUpperCase() as SubscriptionState,
    startDate: subscription.startDate,
    endDate: subscription.endDate ?? null,
    deliveryDays: subscription.deliveryDays,
    priceCents: subscription.priceCents,
    billingPeriod: BILLING_PERIODS[subscription.billingPeriod] ?? 'MONTH',
    paymentMethod: PAYMENT_METHODS[subscription.paymentMethod] ?? 'INVOICE',
    paymentAccountMasked: subscription.paymentAccountMasked ?? null,
    digitalAccess: subscription.digitalAccess,
    email: subscription.email ?? null,
    holder: {
      firstName: subscription.holderFirstName ?? null,
      lastName: subscription.holderLastName ?? null,
      phoneNumber: subscription.holderPhoneNumber ?? null,
    },
    deliveryAddress: {
      street: subscription.street ?? null,
      houseNumber: subscription.houseNumber ?? null,
      houseNumberSuffix: subscription.houseNumberSuffix ?? null,
      zipCode: subscription.zipCode ?? null,
      city: subscription.city ?? null,
      countryCode: subscription.countryCode,
    },
  };
}

/** A domain change as the schema's result: the subscription mapped, or the violations. */
function changeResult(result: SubscriptionChange) {
  return result.ok
    ? { ok: true, violations: [], subscription: toLinkedSubscription(result.subscription) }
    : { ok: false, violations: result.violations, subscription: null };
}

export const subscriptionsResolvers: Resolvers = {
  Query: {
    linkedSubscriptions: async (_parent, _args, ctx) => {
      const { id } = requireAccount(ctx);
      const rows = await listLinkedSubscriptions(ctx.db, id, ctx.locals.brand?.key);
      return rows.map((row) => toLinkedSubscription(row));
    },
    linkedSubscription: async (_parent, args, ctx) => {
      const { id } = requireAccount(ctx);
      const subscription = await findLinkedSubscription(ctx.db, id, args.subscriptionId);
      return subscription ? toLinkedSubscription(subscription) : null;
    },
  },
  Mutation: {
    linkSubscription: async (_parent, args, ctx) => {
      return changeResult(await linkSubscription(ctx.db, ownerScope(ctx), args.input));
    },
    unlinkSubscription: async (_parent, args, ctx) => {
      const { id } = requireAccount(ctx);
      const result = await unlinkSubscription(ctx.db, id, args.subscriptionId);
      return result.ok
        ? { ok: true, violations: [], subscriptionId: result.subscriptionId }
        : { ok: false, violations: result.violations, subscriptionId: null };
    },
    changeSubscriptionEmail: async (_parent, args, ctx) => {
      const { id } = requireAccount(ctx);
      const brand = ctx.locals.brand;
      if (!brand) return { ok: false, violations: [{ code: 'NOT_FOUND', field: null }], subscription: null };
      const result = await requestSubscriptionEmailChange(
        ctx.db,
        id,
        args.subscriptionId,
        { email: args.email },
        { brandKey: brand.key, brandName: brand.name, origin: portalOrigin(brand), t: ctx.locals.t },
      );
      return result.ok
        ? { ...changeResult(result), pendingEmail: result.pendingEmail }
        : { ...changeResult(result), pendingEmail: null };
    },
    confirmSubscriptionEmail: async (_parent, args, ctx) => {
      const { id } = requireAccount(ctx);
      return changeResult(await confirmSubscriptionEmailChange(ctx.db, id, args.token));
    },
    updateSubscriptionPersonalia: async (_parent, args, ctx) => {
      const { id } = requireAccount(ctx);
      return changeResult(await updateSubscriptionPersonalia(ctx.db, id, args.subscriptionId, args.input));
    },
  },
  ProductType: { NEWSPAPER: 'newspaper', MAGAZINE: 'magazine', DIGITAL: 'digital' },
  SubscriptionStatus: { ACTIVE: 'active', SUSPENDED: 'suspended', ENDED: 'ended' },
};
