/** Examples of Footer for the component gallery (see ../gallery/example.ts). */
import type { ComponentExamples } from '../gallery/example';
import { Footer } from './footer';

export default {
  title: 'Voettekst',
  examples: [
    {
      title: 'Met logo, extra inhoud, links en copyright',
      layout: 'wide',
      Component: ({ messages }) => (
        <Footer
          className="rounded-brand"
          logo={{ src: '/brand/logo.svg', alt: 'Logo' }}
          links={messages.footerLinks}
          linksLabel={messages.footerLinksLabel}
          copyright={messages.footerCopyright}
        >
          <p>Klantenservice: maandag tot en met zaterdag bereikbaar.</p>
        </Footer>
      ),
    },
    {
      title: 'Zonder logo en links',
      layout: 'wide',
      Component: ({ messages }) => (
        <Footer className="rounded-brand" linksLabel={messages.footerLinksLabel} copyright={messages.footerCopyright} />
      ),
    },
  ],
} satisfies ComponentExamples;
