/** Examples of RadioGroup for the component gallery (see ../gallery/example.ts). */
import type { ComponentExamples } from '../gallery/example';
import { RadioGroup } from './radio-group';

export default {
  title: 'Keuzerondjes',
  examples: [
    {
      title: 'Verticaal, met uitgeschakelde optie',
      Component: () => (
        <RadioGroup
          label="Hoe wilt u bericht ontvangen?"
          defaultValue="email"
          options={[
            { value: 'email', label: 'Per e-mail' },
            { value: 'post', label: 'Per post' },
            { value: 'sms', label: 'Per sms', disabled: true },
          ]}
        />
      ),
    },
    {
      title: 'Horizontaal en ongeldig',
      Component: () => (
        <RadioGroup
          label="Bezorgdag"
          orientation="horizontal"
          invalid
          options={[
            { value: 'za', label: 'Zaterdag' },
            { value: 'zo', label: 'Zondag' },
          ]}
        />
      ),
    },
  ],
} satisfies ComponentExamples;
