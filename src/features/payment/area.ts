/**
 * The payment service's manifest: the current payment method of each subscription at /betaalservice, the
 * change at /betaalservice/wijzigen (choose a subscription) and /betaalservice/wijzigen/[brand_id]/[subscription_id]
 * (choose a method the general flags allow), the status page after the provider's hosted page, and the built-in test
 * payment page (development only). The change routes send no screen view. The provider's status
 * callback is the endpoint api/payments/webhook.ts.
 */
import { defineArea } from '../../shared/area';

export const paymentArea = defineArea({
  key: 'payment',
  order: 100,
  routes: {
    overview: {
      path: '/betaalservice',
      sharedShell: true,
      lighthouse: 'signedIn',
      page: 'betaalservice/index.astro',
      access: 'account',
      flag: 'isChangePaymentEnabled',
      category: 'payment service',
    },
    change: {
      path: '/betaalservice/wijzigen',
      sharedShell: true,
      lighthouse: 'signedIn',
      page: 'betaalservice/wijzigen/index.astro',
      access: 'account',
      flag: 'isChangePaymentEnabled',
      category: 'payment service',
      noScreenView: true,
    },
    changeSubscription: {
      path: '/betaalservice/wijzigen/[brand_id]/[subscription_id]',
      lighthouse: 'signedIn',
      page: 'betaalservice/wijzigen/[brand_id]/[subscription_id].astro',
      access: 'account',
      flag: 'isChangePaymentEnabled',
      category: 'payment service',
      noScreenView: true,
    },
    status: {
      path: '/betaalservice/wijzigen/status/[...type]',
      lighthouse: 'signedIn',
      page: 'betaalservice/wijzigen/status/[...type].astro',
      access: 'account',
      flag: 'isChangePaymentEnabled',
      category: 'payment service',
      noScreenView: true,
    },
    testPayment: {
      path: '/betaalservice/testbetaling/[payment_id]',
      page: 'betaalservice/testbetaling/[payment_id].astro',
      access: 'development',
      flag: 'isChangePaymentEnabled',
      category: 'payment service',
    },
  },
  tile: {
    route: 'overview',
    labelKey: 'tile.payment.title',
    descriptionKey: 'tile.payment.description',
    icon: 'payment',
  },
  guards: {
    isChangePaymentEnabled: ['paymentOverview', 'changePaymentDirectDebit', 'startPaymentChange'],
  },
  cacheKeys: { overview: 'PaymentOverview' },
  mutations: {
    // A change shows on the payment overview and on the subscriptions screens (their payment method).
    changePaymentDirectDebit: { revalidates: [{ exact: 'PaymentOverview' }, { entity: 'S2LinkedSubscription' }] },
    startPaymentChange: { revalidates: [{ exact: 'PaymentOverview' }] },
  },
  endpoints: ['api/payments/webhook.ts'],
});
