/**
 * The account area's manifest: the overview, personal and contact details, phone verification, password, passkeys
 * and the e-mail change with its confirmation link; the REST endpoints that belong to the account (password and
 * commercial offers; the newsletters endpoint belongs to the newsletters area, deleting the account to the privacy
 * area).
 */
import { defineArea } from '../../shared/area';

export const accountArea = defineArea({
  key: 'account',
  order: 30,
  routes: {
    overview: {
      lighthouse: 'signedIn',
      path: '/account',
      page: 'account/index.astro',
      access: 'account',
      category: 'My Account',
      inApp: true,
      // The island reads the account through GraphQL; the deletion notice only for a visitor with an open request,
      // whose pages are rendered for them (src/middleware.ts).
      sharedShell: true,
    },
    details: {
      path: '/account/gegevens',
      lighthouse: 'signedIn',
      page: 'account/gegevens.astro',
      access: 'account',
      flag: 'isBrandSubscriptionsPersonaliaEditingEnabled',
      category: 'My Account',
    },
    phone: {
      path: '/account/telefoonnummer',
      page: 'account/telefoonnummer.astro',
      access: 'account',
      flag: 'isPhoneNumberChallengeEnabled',
      category: 'My Account',
    },
    password: {
      path: '/account/wachtwoord',
      lighthouse: 'signedIn',
      page: 'account/wachtwoord.astro',
      access: 'account',
      category: 'My Account',
    },
    email: {
      path: '/account/e-mailadres',
      page: 'account/e-mailadres.astro',
      access: 'account',
      flag: 'isBrandSubscriptionsEmailEditingEnabled',
      category: 'My Account',
    },
    passkeys: {
      path: '/account/toegangssleutels',
      page: 'account/toegangssleutels.astro',
      access: 'account',
      category: 'My Account',
    },
    emailConfirm: {
      path: '/account/e-mail-bevestigen',
      page: 'account/e-mail-bevestigen.astro',
      access: 'account',
      flag: 'isBrandSubscriptionsEmailEditingEnabled',
      category: 'My Account',
    },
  },
  navigation: { route: 'overview', labelKey: 'nav.account', icon: 'user' },
  tile: { route: 'overview', labelKey: 'tile.account.title', descriptionKey: 'tile.account.description', icon: 'user' },
  guards: {
    isBrandSubscriptionsPersonaliaEditingEnabled: ['updatePersonalInformation', 'updateContactInformation'],
    isBrandSubscriptionsEmailEditingEnabled: ['changeEmail', 'confirmEmailChange'],
    isPhoneNumberChallengeEnabled: ['startPhoneNumberChallenge', 'verifyPhoneNumber'],
  },
  cacheKeys: { account: 'UmsAccount', linkedSubscriptions: 'S2LinkedSubscription' },
  mutations: {
    // ChangeEmail refreshes the linked subscriptions (the list and each one).
    changeEmail: { revalidates: [{ entity: 'S2LinkedSubscription' }] },
  },
  endpoints: ['api/pass.ts', 'api/commercial-offerings.ts'],
});
