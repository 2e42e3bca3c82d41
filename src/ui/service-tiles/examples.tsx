/** Examples of ServiceTiles for the component gallery (see ../gallery/example.ts). */
import type { ComponentExamples } from '../gallery/example';
import { ServiceTiles, type ServiceTile } from './service-tiles';

const TILES: ServiceTile[] = [
  {
    key: 'abonnementen',
    title: 'Abonnementen',
    description: 'Bekijk en wijzig je abonnementen',
    url: '#abonnementen',
    icon: 'newspaper',
  },
  {
    key: 'bezorging',
    title: 'Bezorgservice',
    description: 'Meld een bezorgprobleem',
    url: '#bezorging',
    icon: 'truck',
  },
  {
    key: 'webshop',
    title: 'Webshop',
    description: 'Boeken, puzzels en meer',
    url: 'https://example.org',
    icon: 'digital',
    external: true,
  },
];

export default {
  title: 'Diensttegels',
  examples: [
    {
      title: 'Tegels',
      layout: 'wide',
      Component: () => (
        <ServiceTiles tiles={TILES} label="Voorbeelddiensten" externalHint="(opent een andere website)" />
      ),
    },
  ],
} satisfies ComponentExamples;
