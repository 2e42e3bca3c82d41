/** Examples of StepButtons for the component gallery (see ../gallery/example.ts). */
import type { ComponentExamples } from '../gallery/example';
import { StepButtons } from './step-buttons';

export default {
  title: 'Stapknoppen',
  examples: [
    { title: 'Eerste stap', Component: () => <StepButtons nextLabel="Volgende stap" backLabel="Vorige stap" /> },
    {
      title: 'Latere stap',
      Component: () => <StepButtons nextLabel="Volgende stap" backLabel="Vorige stap" onBack={() => undefined} />,
    },
    {
      title: 'Bezig met versturen',
      Component: () => (
        <StepButtons
          nextLabel="Versturen"
          backLabel="Vorige stap"
          onBack={() => undefined}
          loading
          loadingLabel="Bezig met versturen"
        />
      ),
    },
  ],
} satisfies ComponentExamples;
