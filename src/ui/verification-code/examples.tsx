/** Examples of VerificationCode for the component gallery (see ../gallery/example.ts). */
import type { ComponentExamples } from '../gallery/example';
import { VerificationCode } from './verification-code';

export default {
  title: 'Verificatiecode',
  examples: [
    {
      title: 'Leeg',
      Component: () => (
        <VerificationCode
          label="Verificatiecode"
          digitLabel={(position, total) => `Cijfer ${position} van ${total}`}
          focusOnMount={false}
        />
      ),
    },
    {
      title: 'Ingevuld',
      Component: () => (
        <VerificationCode
          label="Verificatiecode (ingevuld)"
          digitLabel={(position, total) => `Ingevuld cijfer ${position} van ${total}`}
          defaultValue="482913"
          focusOnMount={false}
        />
      ),
    },
    {
      title: 'Ongeldig',
      Component: () => (
        <VerificationCode
          label="Verificatiecode (ongeldig)"
          digitLabel={(position, total) => `Ongeldig cijfer ${position} van ${total}`}
          defaultValue="123456"
          invalid
          error="Deze code klopt niet. Probeer het opnieuw."
          focusOnMount={false}
        />
      ),
    },
    {
      title: 'Uitgeschakeld',
      Component: () => (
        <VerificationCode
          label="Verificatiecode (uitgeschakeld)"
          digitLabel={(position, total) => `Uitgeschakeld cijfer ${position} van ${total}`}
          disabled
          focusOnMount={false}
        />
      ),
    },
  ],
} satisfies ComponentExamples;
