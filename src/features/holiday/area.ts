/**
 * The holiday service's manifest: the overview at /vakantieservice (its list of events behind
 * isSubscriptionHolidayEventsOverviewEnabled) and the journey at /vakantieservice/doorgeven — a temporary delivery
 * address or a delivery suspension — with the app variant /vakantieservice/app/doorgeven
 * (isAppSubscriptionHolidayEnabled) that renders without header and footer. Both journey routes send no screen view
 *. Cancelling is behind the general flag isHolidayCancellationEnabled. The
 * cancels refresh their event by changeId; submit and suspend refresh the overview.
 */
import { defineArea } from '../../shared/area';

export const holidayArea = defineArea({
  key: 'holiday',
  order: 80,
  routes: {
    overview: {
      path: '/vakantieservice',
      sharedShell: true,
      lighthouse: 'signedIn',
      page: 'vakantieservice/index.astro',
      access: 'account',
      flag: 'isSubscriptionHolidayEnabled',
      category: 'holiday service',
    },
    submit: {
      path: '/vakantieservice/doorgeven',
      sharedShell: true,
      lighthouse: 'signedIn',
      page: 'vakantieservice/doorgeven.astro',
      access: 'account',
      flag: 'isSubscriptionHolidayEnabled',
      category: 'holiday service',
      noScreenView: true,
      appVariant: {
        path: '/vakantieservice/app/doorgeven',
        page: 'vakantieservice/app/doorgeven.astro',
        flag: 'isAppSubscriptionHolidayEnabled',
        noScreenView: true,
      },
    },
  },
  tile: {
    route: 'overview',
    labelKey: 'holiday.tile.title',
    descriptionKey: 'holiday.tile.description',
    icon: 'truck',
  },
  guards: {
    isSubscriptionHolidayEnabled: [
      'suspendDeliveryV2',
      'submitTemporaryDeliveryAddressV2',
      'holidayOptions',
      'bringHolidayEndDateForward',
    ],
    isSubscriptionHolidayEventsOverviewEnabled: ['holidayServicesOverview'],
    isHolidayCancellationEnabled: ['cancelTemporaryDeliveryAddressV2', 'cancelDeliverySuspensionV2'],
  },
  cacheKeys: {
    overview: 'HolidayServicesOverview',
    options: 'HolidayOptions',
    temporaryAddress: 'HolidayServiceTemporaryAddress',
    deliverySuspension: 'HolidayServiceDeliverySuspension',
  },
  mutations: {
    cancelTemporaryDeliveryAddressV2: {
      revalidates: [{ instanceOf: 'HolidayServiceTemporaryAddress', variable: 'changeId' }],
    },
    cancelDeliverySuspensionV2: {
      revalidates: [{ instanceOf: 'HolidayServiceDeliverySuspension', variable: 'changeId' }],
    },
    submitTemporaryDeliveryAddressV2: { revalidates: [{ exact: 'HolidayServicesOverview' }] },
    suspendDeliveryV2: { revalidates: [{ exact: 'HolidayServicesOverview' }] },
    bringHolidayEndDateForward: { revalidates: [{ exact: 'HolidayServicesOverview' }] },
  },
});
