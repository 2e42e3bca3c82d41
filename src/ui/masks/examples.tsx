/** Examples of MaskedInput for the component gallery (see ../gallery/example.ts). */
import type { ComponentExamples } from '../gallery/example';
import { MaskedInput } from './masked-input';

export default {
  title: 'Maskers',
  examples: [
    {
      title: 'Datum (dd.mm.jjjj)',
      layout: 'column',
      Component: ({ messages }) => (
        <MaskedInput
          kind="date"
          label="Ingangsdatum"
          description="Bijvoorbeeld 01.04.2026"
          incompleteMessage={messages.dateIncomplete}
        />
      ),
    },
    {
      title: 'Datum ingevuld',
      layout: 'column',
      Component: ({ messages }) => (
        <MaskedInput
          kind="date"
          label="Einddatum"
          defaultValue="31.12.2026"
          incompleteMessage={messages.dateIncomplete}
        />
      ),
    },
    {
      title: 'Datum onvolledig (ongeldig)',
      layout: 'column',
      Component: ({ messages }) => (
        <MaskedInput
          kind="date"
          label="Startdatum"
          defaultValue="12.03"
          incompleteMessage={messages.dateIncomplete}
          error={messages.dateIncomplete}
        />
      ),
    },
    {
      title: 'Bedrag (komma, 2 decimalen)',
      layout: 'column',
      Component: () => <MaskedInput kind="number" label="Bedrag in euro" defaultValue="24,95" />,
    },
    {
      title: 'Bedrag ongeldig',
      layout: 'column',
      Component: () => <MaskedInput kind="number" label="Terug te betalen bedrag" error="Vul een bedrag in." />,
    },
  ],
} satisfies ComponentExamples;
