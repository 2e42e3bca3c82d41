/** Resolvers of the subscriptions module: thin — authorize, ask the subscriptions domain, map to S2LinkedSubscription. */
import type { Subscription } from '../../../db/schema';
import { findLinkedSubscription, listLinkedSubscriptions } from '../../../domain/subscriptions';
import { requireAccount } from '../../auth';
import type { Resolvers, S2LinkedSubscription } from '../../generated/resolvers-types';

/** Maps a subscription row to the schema's shape (enum fields hold the internal values; the enum resolvers map them). */
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

export const subscriptionsResolvers: Resolvers = {
  Query: {
    linkedSubscriptions: async (_parent, _args, ctx) => {
      const { id } = requireAccount(ctx);
      return (await listLinkedSubscriptions(ctx.db, id)).map(toLinkedSubscription);
    },
    linkedSubscription: async (_parent, args, ctx) => {
      const { id } = requireAccount(ctx);
      const subscription = await findLinkedSubscription(ctx.db, id, args.subscriptionId);
      return subscription ? toLinkedSubscription(subscription) : null;
    },
  },
  ProductType: { NEWSPAPER: 'newspaper', MAGAZINE: 'magazine', DIGITAL: 'digital' },
  SubscriptionStatus: { ACTIVE: 'active', SUSPENDED: 'suspended', ENDED: 'ended' },
};
