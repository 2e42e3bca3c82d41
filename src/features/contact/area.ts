/**
 * The contact area's manifest. Specification §2: the contact page is in-product only while the brand has
 * isContactEnabled on; otherwise the brand's own contact page (contactPageUrl) is the contact area, so the route
 * itself stays (it redirects there) and the tile links there. The contact form is not built yet (see
 * ../platform/planned-routes.ts).
 */
import { defineArea } from '../../shared/area';

export const contactArea = defineArea({
  key: 'contact',
  routes: {
    contact: {
      path: '/klantenservice/contact',
      page: 'klantenservice/contact/index.astro',
      access: 'public',
      category: 'Contact',
      prebuilt: { onlyWith: 'isContactEnabled' },
      inApp: true,
    },
  },
  navigation: { route: 'contact', labelKey: 'nav.contact', icon: 'comments', flag: 'isContactEnabled' },
  tile: {
    route: 'contact',
    labelKey: 'tile.contact.title',
    descriptionKey: 'tile.contact.description',
    icon: 'comments',
    elsewhere: { flag: 'isContactEnabled', brandLink: 'contactPageUrl' },
  },
});
