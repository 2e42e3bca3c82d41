/** Examples of Footer for the component gallery (see ../gallery/example.ts). */
import { propsExamples, type ComponentExamples } from '../gallery/example';
import { Footer } from './footer';

export default {
  title: 'Voettekst',
  examples: propsExamples(Footer, 'wide', [
    [
      'Met logo, extra inhoud, links en copyright',
      ({ footerLinks, footerLinksLabel, footerCopyright }) => ({
        className: 'rounded-brand',
        logo: { src: '/brand/logo.svg', alt: 'Logo' },
        links: footerLinks,
        linksLabel: footerLinksLabel,
        copyright: footerCopyright,
        children: <p>Klantenservice: maandag tot en met zaterdag bereikbaar.</p>,
      }),
    ],
    [
      'Zonder logo en links',
      ({ footerLinksLabel, footerCopyright }) => ({
        className: 'rounded-brand',
        linksLabel: footerLinksLabel,
        copyright: footerCopyright,
      }),
    ],
  ]),
} satisfies ComponentExamples;
