/** Examples of TextInput for the component gallery (see ../gallery/example.ts). */
import type { ComponentExamples } from '../gallery/example';
import { TextInput } from './text-input';

export default {
  title: 'Tekstvelden',
  examples: [
    {
      title: 'Leeg (verplicht)',
      layout: 'column',
      Component: () => <TextInput label="Voornaam" name="voornaam" autoComplete="given-name" />,
    },
    {
      title: 'Ingevuld',
      layout: 'column',
      Component: () => (
        <TextInput label="Achternaam" name="achternaam" autoComplete="family-name" defaultValue="de Vries" />
      ),
    },
    {
      title: 'Optioneel met uitleg',
      layout: 'column',
      Component: () => (
        <TextInput
          label="Toevoeging"
          name="toevoeging"
          required={false}
          optionalSuffix="(optioneel)"
          description="Bijvoorbeeld: A of bis"
          autoComplete="address-line3"
        />
      ),
    },
    {
      title: 'Fout',
      layout: 'column',
      Component: () => (
        <TextInput label="Postcode" name="postcode" defaultValue="12345" error="Vul een postcode in als 1234 AB." />
      ),
    },
    {
      title: 'Uitgeschakeld',
      layout: 'column',
      Component: () => <TextInput label="E-mailadres" defaultValue="jan.devries@example.nl" disabled />,
    },
  ],
} satisfies ComponentExamples;
