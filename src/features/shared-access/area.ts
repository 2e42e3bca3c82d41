/**
 * The shared-access area's manifest: the overview of co-readers and open invitations per shareable
 * subscription (/abonnementen/delen) and the page that accepts an invitation from its mailed link
 * (/abonnementen/uitnodiging/[invite_key], excluded from screen views: its path carries the secret key). Both behind
 * the brand flag isSharedAccessEnabled, which also guards every GraphQL operation of the area. The service page's tile leads to the overview
 * (the subscriptions screens own the navigation entry of /abonnementen). sendInvite,
 * revokeInvite and revokeCoReader refresh the overview.
 */
import { defineArea } from '../../shared/area';

export const sharedAccessArea = defineArea({
  key: 'shared-access',
  order: 60,
  routes: {
    overview: {
      path: '/abonnementen/delen',
      sharedShell: true,
      page: 'abonnementen/delen.astro',
      access: 'account',
      flag: 'isSharedAccessEnabled',
      category: 'Shared access',
    },
    // The link without its key (cut off when copied): the same page, which says the link is unknown.
    invitation: {
      path: '/abonnementen/uitnodiging',
      sharedShell: true,
      page: 'abonnementen/uitnodiging/index.astro',
      access: 'account',
      flag: 'isSharedAccessEnabled',
      category: 'Shared access',
    },
    accept: {
      path: '/abonnementen/uitnodiging/[invite_key]',
      sharedShell: true,
      page: 'abonnementen/uitnodiging/[invite_key].astro',
      access: 'account',
      flag: 'isSharedAccessEnabled',
      category: 'Shared access',
      noScreenView: true,
    },
  },
  tile: {
    route: 'overview',
    labelKey: 'tile.sharedAccess.title',
    descriptionKey: 'tile.sharedAccess.description',
    icon: 'sharing',
  },
  guards: {
    isSharedAccessEnabled: ['sasOverview', 'sasInvite', 'sendInvite', 'revokeInvite', 'revokeCoReader', 'acceptInvite'],
  },
  cacheKeys: { overview: 'SasOverview' },
  mutations: {
    sendInvite: { revalidates: [{ exact: 'SasOverview' }] },
    revokeInvite: { revalidates: [{ exact: 'SasOverview' }] },
    revokeCoReader: { revalidates: [{ exact: 'SasOverview' }] },
    acceptInvite: { revalidates: [{ exact: 'SasOverview' }] },
  },
});
