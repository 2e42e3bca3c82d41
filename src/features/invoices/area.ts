/**
 * The invoices area's manifest: the overview at /facturen (S2Invoices, grouped by year, filtered by
 * subscription, year and status through the page's URL) and the PDF of each invoice at /facturen/{id}.pdf, both
 * switched by the brand flag isInvoicesEnabled, which also guards the GraphQL query. The PDF route is an endpoint,
 * so the security suite attacks it with another account's and malformed ids.
 */
import { defineArea } from '../../shared/area';

export const invoicesArea = defineArea({
  key: 'invoices',
  order: 50,
  routes: {
    overview: {
      path: '/facturen',
      sharedShell: true,
      lighthouse: 'signedIn',
      page: 'facturen/index.astro',
      access: 'account',
      flag: 'isInvoicesEnabled',
      category: 'Invoices',
    },
  },
  navigation: { route: 'overview', labelKey: 'nav.invoices', icon: 'payment' },
  tile: {
    route: 'overview',
    labelKey: 'tile.invoices.title',
    descriptionKey: 'tile.invoices.description',
    icon: 'payment',
  },
  guards: { isInvoicesEnabled: ['invoices'] },
  cacheKeys: { invoices: 'S2Invoices' },
  endpoints: ['facturen/[invoice_id].pdf.ts'],
});
