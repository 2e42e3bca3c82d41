/**
 * The platform area's manifest: the service page (home) with the area tiles, the maintenance page, the loading page
 * apps and links land on, the app-integration tool, the error pages, and the endpoints every page relies on
 * (GraphQL, the brand's design tokens and logo, CMS images).
 */
import { defineArea } from '../../shared/area';

export const platformArea = defineArea({
  key: 'platform',
  order: 10,
  shell: true,
  routes: {
    service: {
      lighthouse: 'signedOut',
      path: '/',
      page: 'index.astro',
      access: 'public',
      category: 'Service',
      prebuilt: true,
    },
    maintenance: {
      path: '/onderhoud',
      page: 'onderhoud.astro',
      access: 'public',
      category: 'maintenance',
      prebuilt: true,
    },
    // Where apps and links land; it forwards to the right screen.
    loading: {
      path: '/myaccount',
      page: 'myaccount.astro',
      access: 'account',
      category: 'Loading Pages',
      inApp: true,
    },
    appIntegration: {
      path: '/app-integration',
      page: 'app-integration.astro',
      access: 'public',
      category: 'App integration tool',
    },
    notFound: { path: '/404', page: '404.astro', access: 'anyHost', category: 'Error Pages', prebuilt: true },
    serverError: { path: '/500', page: '500.astro', access: 'anyHost', category: 'Error Pages', prebuilt: true },
  },
  navigation: { route: 'service', labelKey: 'nav.service', icon: 'home' },
  endpoints: ['api/graphql.ts', 'brand/logo.svg.ts', 'brand/tokens.css.ts', 'cms/images/[file].ts'],
});
