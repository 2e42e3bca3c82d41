/** Examples of InvoiceOverviewItem for the component gallery (see ../gallery/example.ts). */
import { propsExamples, type ComponentExamples } from '../gallery/example';
import { InvoiceOverviewItem, type InvoiceOverviewItemProps } from './invoice-overview-item';

/** The texts and download action every invoice shows. */
const ACTIONS = {
  price: '€ 24,95',
  downloadButtonText: 'Factuur downloaden',
  onDownload: () => {},
  showMoreLabel: 'Meer details',
  showLessLabel: 'Minder details',
} satisfies Partial<InvoiceOverviewItemProps>;

export default {
  title: 'Factuuroverzicht',
  examples: propsExamples(InvoiceOverviewItem, 'wide', [
    [
      'Ingeklapt',
      {
        ...ACTIONS,
        title: 'Factuur maart 2026',
        status: { text: 'Openstaand', variant: 'yellow' },
        subscription: { title: 'Digitaal abonnement', subTitle: 'Maandelijks betalen' },
        children: <p>Factuurnummer 2026-0317, vervaldatum 31 maart 2026.</p>,
      },
    ],
    [
      'Uitgeklapt',
      {
        ...ACTIONS,
        title: 'Factuur februari 2026',
        status: { text: 'Betaald', variant: 'green' },
        subscription: {
          title: 'Papieren krant en digitaal',
          subTitle: 'Ma t/m za',
          logoUrl: '/brand/logo.svg',
          logoAlt: 'Logo van de krant',
        },
        defaultExpanded: true,
        children: <p>Factuurnummer 2026-0215, betaald op 3 februari 2026 via automatische incasso.</p>,
      },
    ],
  ]),
} satisfies ComponentExamples;
