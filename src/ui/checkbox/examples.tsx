/** Examples of Checkbox for the component gallery (see ../gallery/example.ts). */
import type { ComponentExamples } from '../gallery/example';
import { Checkbox, type CheckboxProps } from './checkbox';

const STATES: CheckboxProps[] = [
  { label: 'Niet aangevinkt' },
  { label: 'Aangevinkt', defaultChecked: true },
  { label: 'Deels aangevinkt', defaultChecked: 'indeterminate' },
  { label: 'Ongeldig', invalid: true },
  { label: 'Uitgeschakeld', disabled: true },
  { label: 'Uitgeschakeld en aangevinkt', disabled: true, defaultChecked: true },
];

export default {
  title: 'Selectievakje',
  examples: [
    { title: 'Toestanden', Component: () => STATES.map((props) => <Checkbox key={String(props.label)} {...props} />) },
  ],
} satisfies ComponentExamples;
