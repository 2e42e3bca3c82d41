/** Examples of Breadcrumbs for the component gallery (see ../gallery/example.ts). */
import type { ComponentExamples } from '../gallery/example';
import { Breadcrumbs } from './breadcrumbs';

export default {
  title: 'Kruimelpad',
  examples: [
    {
      title: 'Met links en huidige pagina',
      Component: () => (
        <Breadcrumbs
          label="Kruimelpad"
          items={[
            { label: 'Home', path: '/' },
            { label: 'Klantenservice', path: '/klantenservice/veelgestelde-vragen' },
            { label: 'Contact' },
            { label: 'Formulier' },
          ]}
        />
      ),
    },
  ],
} satisfies ComponentExamples;
