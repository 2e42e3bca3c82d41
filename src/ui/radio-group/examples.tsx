/** Examples of RadioGroup for the component gallery (see ../gallery/example.ts). */
import { propsExamples, type ComponentExamples } from '../gallery/example';
import { RadioGroup } from './radio-group';

export default {
  title: 'Keuzerondjes',
  examples: propsExamples(RadioGroup, undefined, [
    [
      'Verticaal, met uitgeschakelde optie',
      {
        label: 'Hoe wilt u bericht ontvangen?',
        defaultValue: 'email',
        options: [
          { value: 'email', label: 'Per e-mail' },
          { value: 'post', label: 'Per post' },
          { value: 'sms', label: 'Per sms', disabled: true },
        ],
      },
    ],
    [
      'Horizontaal en ongeldig',
      {
        label: 'Bezorgdag',
        orientation: 'horizontal',
        invalid: true,
        options: [
          { value: 'za', label: 'Zaterdag' },
          { value: 'zo', label: 'Zondag' },
        ],
      },
    ],
  ]),
} satisfies ComponentExamples;
