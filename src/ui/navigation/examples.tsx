/** Examples of Navigation for the component gallery (see ../gallery/example.ts). */
import type { ComponentExamples } from '../gallery/example';
import { Navigation, type NavigationLink } from './navigation';

const ITEMS: NavigationLink[] = [
  { key: 'service', href: '#service', label: 'Service' },
  { key: 'account', href: '#account', label: 'Mijn account' },
  { key: 'faq', href: '#faq', label: 'Veelgestelde vragen' },
];

export default {
  title: 'Navigatie',
  examples: [
    {
      title: 'In de kop',
      layout: 'wide',
      Component: () => (
        <div className="rounded-brand bg-header px-4">
          <Navigation items={ITEMS} label="Voorbeeld hoofdmenu" activeKey="account" />
        </div>
      ),
    },
    {
      title: 'Op de pagina',
      layout: 'wide',
      Component: () => <Navigation items={ITEMS} label="Voorbeeld paginamenu" activeKey="service" tone="page" />,
    },
  ],
} satisfies ComponentExamples;
