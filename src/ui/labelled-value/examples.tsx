/** Examples of LabelledValue for the component gallery (see ../gallery/example.ts). */
import type { ComponentExamples } from '../gallery/example';
import { LabelledValue } from './labelled-value';

export default {
  title: 'Gelabelde waarde',
  examples: [
    {
      title: 'Onder elkaar',
      Component: () => (
        <LabelledValue.Root>
          <LabelledValue.Item label="Naam" value="Jan de Vries" />
          <LabelledValue.Item label="E-mailadres" value="jan.devries@example.nl" />
        </LabelledValue.Root>
      ),
    },
    {
      title: 'Naast elkaar (vanaf tablet)',
      layout: 'wide',
      Component: () => (
        <LabelledValue.Root layout="inline" className="w-full">
          <LabelledValue.Item label="Adres" value="Dorpsstraat 1, 1234 AB Amsterdam" />
          <LabelledValue.Item label="Klantnummer" value="123456789" />
        </LabelledValue.Root>
      ),
    },
  ],
} satisfies ComponentExamples;
