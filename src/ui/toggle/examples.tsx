/** Examples of Toggle for the component gallery (see ../gallery/example.ts). */
import type { ComponentExamples } from '../gallery/example';
import { Toggle } from './toggle';

export default {
  title: 'Schakelaar',
  examples: [
    {
      title: 'Toestanden',
      Component: () => (
        <>
          <Toggle label="Uit" />
          <Toggle label="Aan" defaultChecked />
          <Toggle label="Label ervoor" labelPosition="start" />
          <Toggle label="Uitgeschakeld" disabled />
          <Toggle label="Ongeldig" invalid />
        </>
      ),
    },
  ],
} satisfies ComponentExamples;
