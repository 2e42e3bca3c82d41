/** Resolvers of the subscriptions module: thin — authorize, ask the subscriptions domain, map to S2LinkedSubscription. */
import type { Subscription } from '../../../db/schema';
import { findLinkedSubscription, listLinkedSubscriptions } from '../../../domain/subscriptions';
import { requireAccount } from '../../auth';
import type { GraphQLContext } from '../../context';

/** The schema's S2LinkedSubscription (enum fields hold the internal values; the enum resolvers map them). */
export interface S2LinkedSubscription {
  subscriptionId: string;
  brandKey: string;
  title: string;
  productType: Subscription['productType'];
  status: Subscription['status'];
  startDate: string;
  deliveryDays: number[];
}

/** Maps a subscription row to the schema's shape. */
export function toLinkedSubscription(subscription: Subscription): S2LinkedSubscription {
  return {
    subscriptionId: subscription.id,
    brandKey: subscription.brandKey,
    title: subscription.title,
    productType: subscription.productType,
    status: subscription.status,
    startDate: subscription.startDate,
    deliveryDays: subscription.deliveryDays,
  };
}

export const subscriptionsResolvers = {
  Query: {
    linkedSubscriptions: async (_parent: unknown, _args: unknown, ctx: GraphQLContext) => {
      const { id } = requireAccount(ctx);
      return (await listLinkedSubscriptions(ctx.db, id)).map(toLinkedSubscription);
    },
    linkedSubscription: async (_parent: unknown, args: { subscriptionId: string }, ctx: GraphQLContext) => {
      const { id } = requireAccount(ctx);
      const subscription = await findLinkedSubscription(ctx.db, id, args.subscriptionId);
      return subscription ? toLinkedSubscription(subscription) : null;
    },
  },
  ProductType: { NEWSPAPER: 'newspaper', MAGAZINE: 'magazine', DIGITAL: 'digital' },
  SubscriptionStatus: { ACTIVE: 'active', SUSPENDED: 'suspended', ENDED: 'ended' },
};
