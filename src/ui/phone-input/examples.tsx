/** Examples of PhoneInput for the component gallery (see ../gallery/example.ts). */
import type { ComponentExamples } from '../gallery/example';
import { PhoneInput, type CountryOption } from './index';

const COUNTRIES: CountryOption[] = [
  { name: 'Duitsland', code: '49' },
  { name: 'Nederland', code: '31', highlighted: true },
  { name: 'België', code: '32', highlighted: true },
  { name: 'Frankrijk', code: '33' },
  { name: 'Luxemburg', code: '352' },
];

const INCOMPLETE = 'Vul een volledig telefoonnummer in.';

export default {
  title: 'Telefoonnummer met land',
  examples: [
    {
      title: 'Leeg (landcode 31)',
      layout: 'column',
      Component: () => (
        <PhoneInput
          label="Telefoonnummer"
          countryLabel="Land"
          countries={COUNTRIES}
          customValidityMessage={INCOMPLETE}
        />
      ),
    },
    {
      title: 'Ingevuld (België)',
      layout: 'column',
      Component: () => (
        <PhoneInput
          label="Mobiel nummer"
          countryLabel="Land van mobiel nummer"
          countries={COUNTRIES}
          defaultValue="+32470123456"
          customValidityMessage={INCOMPLETE}
        />
      ),
    },
    {
      title: 'Langste landcode (Luxemburg)',
      layout: 'column',
      Component: () => (
        <PhoneInput
          label="Nummer in Luxemburg"
          countryLabel="Land van nummer in Luxemburg"
          countries={COUNTRIES}
          defaultValue="+352621123456"
          customValidityMessage={INCOMPLETE}
        />
      ),
    },
    {
      title: 'Fout',
      layout: 'column',
      Component: () => (
        <PhoneInput
          label="Vast nummer"
          countryLabel="Land van vast nummer"
          countries={COUNTRIES}
          defaultValue="+31201234"
          customValidityMessage={INCOMPLETE}
          error="Dit telefoonnummer is niet volledig."
        />
      ),
    },
    {
      title: 'Uitgeschakeld',
      layout: 'column',
      Component: () => (
        <PhoneInput
          label="Werknummer"
          countryLabel="Land van werknummer"
          countries={COUNTRIES}
          defaultValue="+31612345678"
          customValidityMessage={INCOMPLETE}
          disabled
        />
      ),
    },
  ],
} satisfies ComponentExamples;
