/** Examples of Textarea for the component gallery (see ../gallery/example.ts). */
import type { ComponentExamples } from '../gallery/example';
import { Textarea } from './textarea';

const MESSAGES = {
  FREE_TEXT_EMPTY: 'Vul je bericht in.',
  FREE_TEXT_FORBIDDEN_CHARACTER: 'Je bericht mag deze tekens niet bevatten: < > ^ # = / :',
};

export default {
  title: 'Tekstvak (vrije tekst)',
  examples: [
    {
      title: 'Leeg',
      layout: 'column',
      Component: () => <Textarea label="Je bericht" violationMessages={MESSAGES} description="Maximaal 2500 tekens." />,
    },
    {
      title: 'Fout',
      layout: 'column',
      Component: () => (
        <Textarea
          label="Toelichting"
          violationMessages={MESSAGES}
          defaultValue="Zie https://voorbeeld.nl"
          error={MESSAGES.FREE_TEXT_FORBIDDEN_CHARACTER}
        />
      ),
    },
    {
      title: 'Ingevuld',
      layout: 'column',
      Component: () => (
        <Textarea
          label="Je vraag"
          violationMessages={MESSAGES}
          defaultValue="Mijn krant kwam vanochtend nat aan. Kunnen jullie hem opnieuw bezorgen?"
        />
      ),
    },
    {
      title: 'Optioneel',
      layout: 'column',
      Component: () => (
        <Textarea
          label="Opmerking voor de bezorger"
          violationMessages={MESSAGES}
          required={false}
          optionalSuffix="(optioneel)"
        />
      ),
    },
    {
      title: 'Uitgeschakeld',
      layout: 'column',
      Component: () => (
        <Textarea
          label="Eerder bericht"
          violationMessages={MESSAGES}
          defaultValue="Dit bericht is al verstuurd."
          disabled
        />
      ),
    },
  ],
} satisfies ComponentExamples;
