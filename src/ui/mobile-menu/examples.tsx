/** Examples of MobileMenu for the component gallery (see ../gallery/example.ts). */
import type { ComponentExamples } from '../gallery/example';
import { MobileMenu, type MobileMenuItem } from './mobile-menu';

const ITEMS: MobileMenuItem[] = [
  { key: 'service', href: '#service', label: 'Service', icon: 'home' },
  { key: 'abonnementen', href: '#abonnementen', label: 'Abonnementen', icon: 'newspaper' },
  { key: 'account', href: '#account', label: 'Account', icon: 'user' },
  { key: 'faq', href: '#faq', label: 'Vragen', icon: 'info' },
];

export default {
  title: 'Mobiel menu',
  examples: [
    {
      title: 'Onder 1024 px vast onderaan (hier niet vast)',
      layout: 'wide',
      Component: () => (
        <div className="overflow-hidden rounded-brand border border-border">
          <MobileMenu items={ITEMS} label="Voorbeeld mobiel menu" activeKey="abonnementen" fixed={false} />
        </div>
      ),
    },
    {
      title: 'Vast onderaan (hier onderaan een kader)',
      layout: 'wide',
      // The transform makes the frame the containing block of the fixed menu, so it sits at the bottom of the frame
      // as it would at the bottom of a phone screen, instead of over the gallery.
      Component: () => (
        <div className="relative h-40 overflow-hidden rounded-brand border border-border bg-page [transform:translateZ(0)]">
          <p className="p-4">Inhoud van de pagina</p>
          <MobileMenu items={ITEMS} label="Voorbeeld vast mobiel menu" activeKey="account" />
        </div>
      ),
    },
  ],
} satisfies ComponentExamples;
