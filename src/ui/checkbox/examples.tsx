/** Examples of Checkbox for the component gallery (see ../gallery/example.ts). */
import type { ComponentExamples } from '../gallery/example';
import { Checkbox } from './checkbox';

export default {
  title: 'Selectievakje',
  examples: [
    {
      title: 'Toestanden',
      Component: () => (
        <>
          <Checkbox label="Niet aangevinkt" />
          <Checkbox label="Aangevinkt" defaultChecked />
          <Checkbox label="Deels aangevinkt" defaultChecked="indeterminate" />
          <Checkbox label="Ongeldig" invalid />
          <Checkbox label="Uitgeschakeld" disabled />
          <Checkbox label="Uitgeschakeld en aangevinkt" disabled defaultChecked />
        </>
      ),
    },
  ],
} satisfies ComponentExamples;
