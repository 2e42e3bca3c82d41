/** Examples of PasswordInput for the component gallery (see ../gallery/example.ts). */
import type { ComponentExamples } from '../gallery/example';
import { PasswordInput } from './password-input';

export default {
  title: 'Wachtwoordveld',
  examples: [
    {
      title: 'Verborgen',
      layout: 'column',
      Component: () => <PasswordInput label="Wachtwoord" toggleLabel="Wachtwoord tonen" defaultValue="Welkom-123" />,
    },
    {
      title: 'Zichtbaar',
      layout: 'column',
      Component: () => (
        <PasswordInput
          label="Nieuw wachtwoord"
          toggleLabel="Nieuw wachtwoord tonen"
          defaultValue="Welkom-123"
          defaultVisible
          autoComplete="new-password"
        />
      ),
    },
    {
      title: 'Fout',
      layout: 'column',
      Component: () => (
        <PasswordInput
          label="Huidig wachtwoord"
          toggleLabel="Huidig wachtwoord tonen"
          error="Dit wachtwoord klopt niet."
        />
      ),
    },
    {
      title: 'Uitgeschakeld',
      layout: 'column',
      Component: () => (
        <PasswordInput label="Oud wachtwoord" toggleLabel="Oud wachtwoord tonen" defaultValue="Welkom-123" disabled />
      ),
    },
  ],
} satisfies ComponentExamples;
