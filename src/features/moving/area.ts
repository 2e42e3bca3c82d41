/**
 * The moving service's manifest: the overview of planned moves at /verhuisservice (its list behind
 * isSubscriptionMovingHouseEventsOverviewEnabled) and the journey at /verhuisservice/doorgeven, with the app variant
 * /verhuisservice/app/doorgeven (isAppSubscriptionMovingHouseEnabled) that renders without header and footer. Both
 * journey routes send no screen view. submitMovingHouseV2 refreshes the overview.
 */
import { defineArea } from '../../shared/area';

export const movingArea = defineArea({
  key: 'moving',
  order: 90,
  routes: {
    overview: {
      path: '/verhuisservice',
      sharedShell: true,
      lighthouse: 'signedIn',
      page: 'verhuisservice/index.astro',
      access: 'account',
      flag: 'isSubscriptionMovingHouseEnabled',
      category: 'moving service',
    },
    submit: {
      path: '/verhuisservice/doorgeven',
      sharedShell: true,
      lighthouse: 'signedIn',
      page: 'verhuisservice/doorgeven.astro',
      access: 'account',
      flag: 'isSubscriptionMovingHouseEnabled',
      category: 'moving service',
      noScreenView: true,
      appVariant: {
        path: '/verhuisservice/app/doorgeven',
        page: 'verhuisservice/app/doorgeven.astro',
        flag: 'isAppSubscriptionMovingHouseEnabled',
        noScreenView: true,
      },
    },
  },
  tile: {
    route: 'overview',
    labelKey: 'moving.tile.title',
    descriptionKey: 'moving.tile.description',
    icon: 'home',
  },
  guards: {
    isSubscriptionMovingHouseEnabled: ['submitMovingHouseV2', 'lookupAddress', 'movingHouseOptions'],
    isSubscriptionMovingHouseEventsOverviewEnabled: ['movingHouseServicesOverview'],
  },
  cacheKeys: { overview: 'MovingHouseServicesOverview', options: 'MovingHouseOptions' },
  mutations: {
    submitMovingHouseV2: { revalidates: [{ exact: 'MovingHouseServicesOverview' }] },
  },
});
