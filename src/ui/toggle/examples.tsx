/** Examples of Toggle for the component gallery (see ../gallery/example.ts). */
import type { ComponentExamples } from '../gallery/example';
import { Toggle, type ToggleProps } from './toggle';

const STATES: ToggleProps[] = [
  { label: 'Uit' },
  { label: 'Aan', defaultChecked: true },
  { label: 'Label ervoor', labelPosition: 'start' },
  { label: 'Uitgeschakeld', disabled: true },
  { label: 'Ongeldig', invalid: true },
];

export default {
  title: 'Schakelaar',
  examples: [
    { title: 'Toestanden', Component: () => STATES.map((props) => <Toggle key={String(props.label)} {...props} />) },
  ],
} satisfies ComponentExamples;
