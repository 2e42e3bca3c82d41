/**
 * The privacy area's manifest: "Mijn gegevens" under the account, where the subscriber takes their data along
 * (a ZIP prepared in the background, downloaded signed in at /account/mijn-gegevens/download for 24 hours). The
 * AVG gives every subscriber this right, so no flag switches it off. Each part of the screen keeps its own files
 * (the download: DataExport.tsx, data-export.graphql, messages.ts), so another part can join beside it.
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
  },
  // No entry in the top navigation or a tile: the account overview links here.
  cacheKeys: { dataExport: 'DataExport' },
  mutations: {
    requestDataExport: { revalidates: [{ exact: 'DataExport' }] },
  },
  endpoints: ['account/mijn-gegevens/download.ts'],
});
