/** Examples of PasswordInput for the component gallery (see ../gallery/example.ts). */
import { propsExamples, type ComponentExamples } from '../gallery/example';
import { PasswordInput } from './password-input';

export default {
  title: 'Wachtwoordveld',
  examples: propsExamples(PasswordInput, 'column', [
    ['Verborgen', { label: 'Wachtwoord', toggleLabel: 'Wachtwoord tonen', defaultValue: 'Welkom-123' }],
    [
      'Zichtbaar',
      {
        label: 'Nieuw wachtwoord',
        toggleLabel: 'Nieuw wachtwoord tonen',
        defaultValue: 'Welkom-123',
        defaultVisible: true,
        autoComplete: 'new-password',
      },
    ],
    [
      'Fout',
      { label: 'Huidig wachtwoord', toggleLabel: 'Huidig wachtwoord tonen', error: 'Dit wachtwoord klopt niet.' },
    ],
    [
      'Uitgeschakeld',
      { label: 'Oud wachtwoord', toggleLabel: 'Oud wachtwoord tonen', defaultValue: 'Welkom-123', disabled: true },
    ],
  ]),
} satisfies ComponentExamples;
