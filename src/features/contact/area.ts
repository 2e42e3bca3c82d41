/**
 * The contact area's manifest. The contact page is in-product only while the brand has
 * isContactEnabled on; otherwise the brand's own contact page (contactPageUrl) is the contact area, so the route
 * itself stays (it redirects there) and the tile links there. The same holds for /klantenservice/email, where a
 * visitor reads how to write to customer service by e-mail (the brand's customerServiceEmail; analytics category
 * "email service"). The contact form at /klantenservice/contact/formulier (isContactFormEnabled, signed
 * in) has the in-app variant /klantenservice/contact/app/basis-formulier without header and footer; neither sends a
 * screen view. Its attachments go through upload links to the REST endpoint api/contact/upload/[token].
 */
import { defineArea } from '../../shared/area';

export const contactArea = defineArea({
  key: 'contact',
  order: 130,
  routes: {
    contact: {
      path: '/klantenservice/contact',
      lighthouse: 'signedOut',
      page: 'klantenservice/contact/index.astro',
      access: 'public',
      category: 'Contact',
      prebuilt: { onlyWith: 'isContactEnabled' },
      inApp: true,
    },
    email: {
      path: '/klantenservice/email',
      page: 'klantenservice/email.astro',
      access: 'public',
      category: 'email service',
      prebuilt: { onlyWith: 'isContactEnabled' },
      inApp: true,
    },
    form: {
      path: '/klantenservice/contact/formulier',
      lighthouse: 'signedIn',
      page: 'klantenservice/contact/formulier.astro',
      access: 'account',
      flag: 'isContactFormEnabled',
      category: 'Contact',
      noScreenView: true,
      appVariant: {
        path: '/klantenservice/contact/app/basis-formulier',
        page: 'klantenservice/contact/app/basis-formulier.astro',
        noScreenView: true,
      },
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
  guards: {
    isContactFormEnabled: ['createContactFormUploadLink', 'submitContactForm'],
  },
  cacheKeys: { cases: 'ContactCase' },
  mutations: {
    createContactFormUploadLink: { revalidates: [] },
    submitContactForm: { revalidates: [{ entity: 'ContactCase' }] },
  },
  endpoints: ['api/contact/upload/[token].ts'],
});
