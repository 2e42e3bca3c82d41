/** Examples of TopBar for the component gallery (see ../gallery/example.ts). */
import { Button } from '../button/button';
import type { ComponentExamples } from '../gallery/example';
import { TopBar } from './top-bar';

export default {
  title: 'Bovenbalk',
  examples: [
    {
      title: 'Links, midden en rechts; niet vast',
      layout: 'wide',
      Component: () => (
        <TopBar
          label="Voorbeeld bovenbalk"
          sticky={false}
          left={
            <a href="#top-bar-titel" className="inline-flex min-h-11 items-center text-link underline">
              Terug
            </a>
          }
          center={<span className="font-semibold">Mijn abonnementen</span>}
          right={
            <Button size="small" variant="secondary">
              Menu
            </Button>
          }
        />
      ),
    },
    {
      title: 'Vast bovenaan, verdwijnt bij omlaag scrollen',
      layout: 'wide',
      Component: () => <TopBar label="Vaste voorbeeldbalk" center={<span className="font-semibold">Facturen</span>} />,
    },
    {
      title: 'Vast onder de kop',
      layout: 'wide',
      Component: () => (
        <TopBar
          label="Voorbeeldbalk onder de kop"
          belowHeader
          center={<span className="font-semibold">Mijn gegevens</span>}
        />
      ),
    },
  ],
} satisfies ComponentExamples;
