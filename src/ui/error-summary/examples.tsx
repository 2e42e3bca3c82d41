/** Examples of ErrorSummary for the component gallery (see ../gallery/example.ts). */
import type { ComponentExamples } from '../gallery/example';
import { ErrorSummary } from './error-summary';

export default {
  title: 'Foutoverzicht',
  examples: [
    {
      title: 'Fouten bij velden en van het formulier',
      Component: () => (
        <ErrorSummary
          id="example-error-summary"
          title="Er ging iets mis"
          errors={[
            { field: 'example-email', message: 'Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.' },
            { message: 'Het is nu niet gelukt. Probeer het later nog eens.' },
          ]}
        />
      ),
    },
  ],
} satisfies ComponentExamples;
