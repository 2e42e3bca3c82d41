/**
 * The subscriptions area's manifest: the overview of every subscription linked to the account (flag
 * isBrandSubscriptionsEnabled), a detail screen per subscription, and linking one by number and postcode
 * (isBrandSubscriptionsLinkingEnabled). Changing a subscription's e-mail address and its holder's details is guarded
 * by the same flags as the account's own e-mail and personal details; a new e-mail address is confirmed through a
 * link sent to it (`/abonnementen/e-mail-bevestigen`). Every mutation refreshes the linked
 * subscriptions (the list and each one), as the account's changeEmail does.
 */
import { defineArea } from '../../shared/area';

export const subscriptionsArea = defineArea({
  key: 'subscriptions',
  order: 20,
  routes: {
    overview: {
      path: '/abonnementen',
      lighthouse: 'signedIn',
      page: 'abonnementen/index.astro',
      access: 'account',
      flag: 'isBrandSubscriptionsEnabled',
      category: 'subscriptions',
    },
    link: {
      path: '/abonnementen/koppelen',
      sharedShell: true,
      lighthouse: 'signedIn',
      page: 'abonnementen/koppelen.astro',
      access: 'account',
      flag: 'isBrandSubscriptionsLinkingEnabled',
      category: 'subscriptions',
    },
    detail: {
      path: '/abonnementen/details/[subscription_id]',
      lighthouse: 'signedIn',
      page: 'abonnementen/details/[subscription_id].astro',
      access: 'account',
      category: 'subscriptions',
    },
    emailConfirm: {
      path: '/abonnementen/e-mail-bevestigen',
      page: 'abonnementen/e-mail-bevestigen.astro',
      access: 'account',
      flag: 'isBrandSubscriptionsEmailEditingEnabled',
      category: 'subscriptions',
    },
  },
  navigation: { route: 'overview', labelKey: 'subscriptions.nav', icon: 'newspaper' },
  tile: {
    route: 'overview',
    labelKey: 'subscriptions.tile.title',
    descriptionKey: 'subscriptions.tile.description',
    icon: 'newspaper',
  },
  guards: {
    isBrandSubscriptionsLinkingEnabled: ['linkSubscription', 'unlinkSubscription'],
    isBrandSubscriptionsEmailEditingEnabled: ['changeSubscriptionEmail', 'confirmSubscriptionEmail'],
    isBrandSubscriptionsPersonaliaEditingEnabled: ['updateSubscriptionPersonalia'],
  },
  // The commercial offers choice is what GET /api/commercial-offerings answers; a change answers the new choice.
  cacheKeys: { linkedSubscriptions: 'S2LinkedSubscription', commercialOfferings: 'CommercialOfferings' },
  mutations: {
    linkSubscription: { revalidates: [{ entity: 'S2LinkedSubscription' }] },
    unlinkSubscription: { revalidates: [{ entity: 'S2LinkedSubscription' }] },
    changeSubscriptionEmail: { revalidates: [{ entity: 'S2LinkedSubscription' }] },
    confirmSubscriptionEmail: { revalidates: [{ entity: 'S2LinkedSubscription' }] },
    updateSubscriptionPersonalia: { revalidates: [{ entity: 'S2LinkedSubscription' }] },
  },
});
