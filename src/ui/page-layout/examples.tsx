/** Examples of PageLayout for the component gallery (see ../gallery/example.ts). */
import type { ComponentExamples } from '../gallery/example';
import { PageLayout } from './page-layout';

export default {
  title: 'Paginaopmaak',
  examples: [
    {
      title: 'Kop onder 1024 px, zijbalk vanaf 1024 px',
      layout: 'wide',
      Component: () => (
        <div className="overflow-hidden rounded-brand border border-border bg-page">
          <PageLayout
            heading="Voorbeeldpagina"
            as="div"
            headingLevel={2}
            sidebar={<p className="rounded-brand bg-surface p-4">Zijbalk met snelle links</p>}
            sidebarLabel="Voorbeeld zijbalk"
          >
            <p className="rounded-brand bg-surface p-4">Hoofdinhoud van de pagina.</p>
          </PageLayout>
        </div>
      ),
    },
  ],
} satisfies ComponentExamples;
