/** Examples of PhoneInput for the component gallery (see ../gallery/example.ts). */
import { propsExamples, type ComponentExamples } from '../gallery/example';
import { PhoneInput, type CountryOption, type PhoneInputProps } from './index';

const COUNTRIES: CountryOption[] = [
  { name: 'Duitsland', code: '49' },
  { name: 'Nederland', code: '31', highlighted: true },
  { name: 'België', code: '32', highlighted: true },
  { name: 'Frankrijk', code: '33' },
  { name: 'Luxemburg', code: '352' },
];

/** A number field named `label` with its country select, prefilled with `defaultValue` when given. */
const phone = (label: string, countryLabel: string, rest: Partial<PhoneInputProps> = {}): PhoneInputProps => ({
  label,
  countryLabel,
  countries: COUNTRIES,
  customValidityMessage: 'Vul een volledig telefoonnummer in.',
  ...rest,
});

export default {
  title: 'Telefoonnummer met land',
  examples: propsExamples(PhoneInput, 'column', [
    ['Leeg (landcode 31)', phone('Telefoonnummer', 'Land')],
    ['Ingevuld (België)', phone('Mobiel nummer', 'Land van mobiel nummer', { defaultValue: '+32470123456' })],
    [
      'Langste landcode (Luxemburg)',
      phone('Nummer in Luxemburg', 'Land van nummer in Luxemburg', { defaultValue: '+352621123456' }),
    ],
    [
      'Fout',
      phone('Vast nummer', 'Land van vast nummer', {
        defaultValue: '+31201234',
        error: 'Dit telefoonnummer is niet volledig.',
      }),
    ],
    ['Uitgeschakeld', phone('Werknummer', 'Land van werknummer', { defaultValue: '+31612345678', disabled: true })],
  ]),
} satisfies ComponentExamples;
