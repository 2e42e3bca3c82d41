/** Examples of InvoiceOverviewItem for the component gallery (see ../gallery/example.ts). */
import type { ComponentExamples } from '../gallery/example';
import { InvoiceOverviewItem } from './invoice-overview-item';

export default {
  title: 'Factuuroverzicht',
  examples: [
    {
      title: 'Ingeklapt',
      layout: 'wide',
      Component: () => (
        <InvoiceOverviewItem
          title="Factuur maart 2026"
          price="€ 24,95"
          status={{ text: 'Openstaand', variant: 'yellow' }}
          subscription={{ title: 'Digitaal abonnement', subTitle: 'Maandelijks betalen' }}
          downloadButtonText="Factuur downloaden"
          onDownload={() => {}}
          showMoreLabel="Meer details"
          showLessLabel="Minder details"
        >
          <p>Factuurnummer 2026-0317, vervaldatum 31 maart 2026.</p>
        </InvoiceOverviewItem>
      ),
    },
    {
      title: 'Uitgeklapt',
      layout: 'wide',
      Component: () => (
        <InvoiceOverviewItem
          title="Factuur februari 2026"
          price="€ 24,95"
          status={{ text: 'Betaald', variant: 'green' }}
          subscription={{
            title: 'Papieren krant en digitaal',
            subTitle: 'Ma t/m za',
            logoUrl: '/brand/logo.svg',
            logoAlt: 'Logo van de krant',
          }}
          downloadButtonText="Factuur downloaden"
          onDownload={() => {}}
          showMoreLabel="Meer details"
          showLessLabel="Minder details"
          defaultExpanded
        >
          <p>Factuurnummer 2026-0215, betaald op 3 februari 2026 via automatische incasso.</p>
        </InvoiceOverviewItem>
      ),
    },
  ],
} satisfies ComponentExamples;
