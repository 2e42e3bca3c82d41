/**
 * The delivery area's manifest: delivery complaints. The overview at /bezorgservice shows the known
 * delays (CMS, flag isKnownDelaysEnabled), the complaint history and the start of a complaint; the journey at
 * /bezorgservice/klacht (steps as `?stap=`) and its deep link /bezorgservice/[brand_id]/[subscription_id] (the
 * subscription preselected) each have an app variant without header and footer (isAppSubscriptionComplaintsEnabled).
 * The journey's routes send no screen view. The brand flag isSubscriptionComplaintsEnabled
 * switches every route and guards the GraphQL operations.
 */
import { defineArea } from '../../shared/area';

export const deliveryArea = defineArea({
  key: 'delivery',
  order: 70,
  routes: {
    overview: {
      path: '/bezorgservice',
      sharedShell: true,
      lighthouse: 'signedIn',
      page: 'bezorgservice/index.astro',
      access: 'account',
      flag: 'isSubscriptionComplaintsEnabled',
      category: 'delivery service',
    },
    complaint: {
      path: '/bezorgservice/klacht',
      lighthouse: 'signedIn',
      page: 'bezorgservice/klacht.astro',
      access: 'account',
      flag: 'isSubscriptionComplaintsEnabled',
      category: 'delivery service',
      noScreenView: true,
      appVariant: {
        path: '/bezorgservice/app/klacht',
        page: 'bezorgservice/app/klacht.astro',
        flag: 'isAppSubscriptionComplaintsEnabled',
        noScreenView: true,
      },
    },
    deepLink: {
      path: '/bezorgservice/[brand_id]/[subscription_id]',
      lighthouse: 'signedIn',
      page: 'bezorgservice/[brand_id]/[subscription_id].astro',
      access: 'account',
      flag: 'isSubscriptionComplaintsEnabled',
      category: 'delivery service',
      noScreenView: true,
      appVariant: {
        path: '/bezorgservice/app/[brand_id]/[subscription_id]',
        page: 'bezorgservice/app/[brand_id]/[subscription_id].astro',
        flag: 'isAppSubscriptionComplaintsEnabled',
        noScreenView: true,
      },
    },
  },
  // No entry in the top navigation (it has room for the main areas only): the service page's tile leads here.
  tile: {
    route: 'overview',
    labelKey: 'delivery.tile.title',
    descriptionKey: 'delivery.tile.description',
    icon: 'truck',
  },
  guards: {
    isSubscriptionComplaintsEnabled: [
      'deliveryComplaints',
      'deliveryComplaintSubscriptions',
      'complaintOptions',
      'submitDeliveryComplaint',
    ],
  },
  cacheKeys: {
    complaints: 'DeliveryComplaint',
    subscriptions: 'DeliveryComplaintSubscription',
    options: 'DeliveryComplaintOptions',
  },
  mutations: {
    submitDeliveryComplaint: {
      revalidates: [{ entity: 'DeliveryComplaint' }, { entity: 'DeliveryComplaintOptions' }],
    },
  },
});
