/**
 * The subscriptions screens' query stores, under the manifest's cache key (./area.ts): the list as
 * `S2LinkedSubscription` and one subscription as `S2LinkedSubscription/{subscriptionId}`, so every mutation that
 * revalidates the entity (linking, the e-mail changes, personal details) refreshes whichever is mounted. Created per
 * island, never at module level (on the server a store would be shared by all requests).
 */
import { fetcher } from '../../lib/fetcher/fetcher';
import { entityKey } from '../../lib/fetcher/keys';
import { request } from '../../lib/graphql/client';
import {
  LinkedSubscriptionDocument,
  LinkedSubscriptionsDocument,
  type LinkedSubscriptionFieldsFragment,
} from '../../lib/graphql/generated/graphql';
import { subscriptionsArea } from './area';

export type LinkedSubscription = LinkedSubscriptionFieldsFragment;

/** Every subscription linked to the account, the request's brand's first. */
export function linkedSubscriptionsQuery(initial?: readonly LinkedSubscription[]) {
  return fetcher().createQuery<readonly LinkedSubscription[]>(
    subscriptionsArea.cacheKeys.linkedSubscriptions,
    async () => (await request(LinkedSubscriptionsDocument, {})).linkedSubscriptions,
    initial,
  );
}

/** One of the account's subscriptions; null when it is not one of them. */
export function linkedSubscriptionQuery(subscriptionId: string) {
  return fetcher().createQuery<LinkedSubscription | null>(
    entityKey(subscriptionsArea.cacheKeys.linkedSubscriptions, subscriptionId),
    async () => (await request(LinkedSubscriptionDocument, { subscriptionId })).linkedSubscription,
  );
}
