/**
 * The newsletters area's manifest: one screen under the account, switched by the brand flag isNewslettersEnabled,
 * where the subscriber chooses which of the brand's newsletters (CMS documents) they receive. The screen reads and
 * changes the choice through the REST endpoint (`/api/newsletter`), which the same flag closes.
 */
import { defineArea } from '../../shared/area';

export const newslettersArea = defineArea({
  key: 'newsletters',
  order: 110,
  routes: {
    overview: {
      path: '/account/nieuwsbrieven',
      lighthouse: 'signedIn',
      page: 'account/nieuwsbrieven.astro',
      access: 'account',
      flag: 'isNewslettersEnabled',
      category: 'My Account',
    },
  },
  // No entry in the top navigation (it has room for the main areas only): the service page's tile leads here.
  tile: {
    route: 'overview',
    labelKey: 'newsletters.tile.title',
    descriptionKey: 'newsletters.tile.description',
    icon: 'newsletter',
  },
  // The list as /api/newsletter answers it; a change answers the new list, which replaces this entry.
  cacheKeys: { newsletters: 'Newsletter' },
  endpoints: ['api/newsletter.ts'],
});
