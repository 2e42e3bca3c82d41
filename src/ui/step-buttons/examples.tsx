/** Examples of StepButtons for the component gallery (see ../gallery/example.ts). */
import { propsExamples, type ComponentExamples } from '../gallery/example';
import { StepButtons } from './step-buttons';

const onBack = () => undefined;

export default {
  title: 'Stapknoppen',
  examples: propsExamples(StepButtons, undefined, [
    ['Eerste stap', { nextLabel: 'Volgende stap', backLabel: 'Vorige stap' }],
    ['Latere stap', { nextLabel: 'Volgende stap', backLabel: 'Vorige stap', onBack }],
    [
      'Bezig met versturen',
      { nextLabel: 'Versturen', backLabel: 'Vorige stap', onBack, loading: true, loadingLabel: 'Bezig met versturen' },
    ],
  ]),
} satisfies ComponentExamples;
