/** Examples of TextInput for the component gallery (see ../gallery/example.ts). */
import { propsExamples, type ComponentExamples } from '../gallery/example';
import { TextInput } from './text-input';

export default {
  title: 'Tekstvelden',
  examples: propsExamples(TextInput, 'column', [
    ['Leeg (verplicht)', { label: 'Voornaam', name: 'voornaam', autoComplete: 'given-name' }],
    ['Ingevuld', { label: 'Achternaam', name: 'achternaam', autoComplete: 'family-name', defaultValue: 'de Vries' }],
    [
      'Optioneel met uitleg',
      {
        label: 'Toevoeging',
        name: 'toevoeging',
        required: false,
        optionalSuffix: '(optioneel)',
        description: 'Bijvoorbeeld: A of bis',
        autoComplete: 'address-line3',
      },
    ],
    ['Fout', { label: 'Postcode', name: 'postcode', defaultValue: '12345', error: 'Vul een postcode in als 1234 AB.' }],
    ['Uitgeschakeld', { label: 'E-mailadres', defaultValue: 'jan.devries@example.nl', disabled: true }],
  ]),
} satisfies ComponentExamples;
