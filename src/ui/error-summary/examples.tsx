/** Examples of ErrorSummary for the component gallery (see ../gallery/example.ts). */
import { propsExamples, type ComponentExamples } from '../gallery/example';
import { ErrorSummary } from './error-summary';

export default {
  title: 'Foutoverzicht',
  examples: propsExamples(ErrorSummary, undefined, [
    [
      'Fouten bij velden en van het formulier',
      {
        id: 'example-error-summary',
        title: 'Er ging iets mis',
        errors: [
          { field: 'example-email', message: 'Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.' },
          { message: 'Het is nu niet gelukt. Probeer het later nog eens.' },
        ],
      },
    ],
  ]),
} satisfies ComponentExamples;
