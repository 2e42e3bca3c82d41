/** Examples of Tag for the component gallery (see ../gallery/example.ts). */
import type { ComponentExamples } from '../gallery/example';
import { Tag, TAG_VARIANTS } from './tag';

const TAG_TEXTS: Record<(typeof TAG_VARIANTS)[number], string> = {
  red: 'Niet betaald',
  blue: 'In behandeling',
  green: 'Betaald',
  orange: 'Herinnering',
  yellow: 'Openstaand',
  gray: 'Gestopt',
  white: 'Concept',
};

export default {
  title: 'Labels',
  examples: [
    {
      title: 'Alle kleuren',
      Component: () => TAG_VARIANTS.map((variant) => <Tag key={variant} variant={variant} text={TAG_TEXTS[variant]} />),
    },
  ],
} satisfies ComponentExamples;
