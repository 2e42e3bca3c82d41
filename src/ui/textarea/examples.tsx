/** Examples of Textarea for the component gallery (see ../gallery/example.ts). */
import { propsExamples, type ComponentExamples } from '../gallery/example';
import { Textarea } from './textarea';

const violationMessages = {
  FREE_TEXT_EMPTY: 'Vul je bericht in.',
  FREE_TEXT_FORBIDDEN_CHARACTER: 'Je bericht mag deze tekens niet bevatten: < > ^ # = / :',
};

export default {
  title: 'Tekstvak (vrije tekst)',
  examples: propsExamples(Textarea, 'column', [
    ['Leeg', { label: 'Je bericht', violationMessages, description: 'Maximaal 2500 tekens.' }],
    [
      'Fout',
      {
        label: 'Toelichting',
        violationMessages,
        defaultValue: 'Zie https://voorbeeld.nl',
        error: violationMessages.FREE_TEXT_FORBIDDEN_CHARACTER,
      },
    ],
    [
      'Ingevuld',
      {
        label: 'Je vraag',
        violationMessages,
        defaultValue: 'Mijn krant kwam vanochtend nat aan. Kunnen jullie hem opnieuw bezorgen?',
      },
    ],
    [
      'Optioneel',
      { label: 'Opmerking voor de bezorger', violationMessages, required: false, optionalSuffix: '(optioneel)' },
    ],
    [
      'Uitgeschakeld',
      { label: 'Eerder bericht', violationMessages, defaultValue: 'Dit bericht is al verstuurd.', disabled: true },
    ],
  ]),
} satisfies ComponentExamples;
