/**
 * The privacy area's manifest: the subscriber's AVG rights under the account. "Mijn gegevens", where they take their
 * data along (a ZIP prepared in the background, downloaded signed in at /account/mijn-gegevens/download for 24
 * hours), and deleting the account (/account/verwijderen and its endpoint POST /api/account-deletion; the account
 * overview links to both). The AVG gives every subscriber these rights, so no flag switches them off. Each part keeps
 * its own files (the download: DataExport.tsx, data-export.graphql; the deletion: DeleteAccount.tsx; their keys in
 * messages.ts), so another part can join beside them.
 */
import { defineArea } from '../../shared/area';

export const privacyArea = defineArea({
  key: 'privacy',
  order: 115,
  routes: {
    overview: {
      path: '/account/mijn-gegevens',
      page: 'account/mijn-gegevens/index.astro',
      access: 'account',
      category: 'My Account',
    },
    deletion: {
      path: '/account/verwijderen',
      page: 'account/verwijderen.astro',
      access: 'account',
      category: 'My Account',
    },
  },
  // No entry in the top navigation or a tile: the account overview links here.
  cacheKeys: { dataExport: 'DataExport' },
  mutations: {
    requestDataExport: { revalidates: [{ exact: 'DataExport' }] },
  },
  endpoints: ['account/mijn-gegevens/download.ts', 'api/account-deletion.ts'],
});
