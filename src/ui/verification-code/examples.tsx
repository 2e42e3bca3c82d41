/** Examples of VerificationCode for the component gallery (see ../gallery/example.ts). */
import { propsExamples, type ComponentExamples } from '../gallery/example';
import { VerificationCode, type VerificationCodeProps } from './verification-code';

/** A code field named `label`, each digit named "`digit` 1 van 6", without focus on mount (the gallery has many). */
const code = (label: string, digit: string, rest: Partial<VerificationCodeProps> = {}): VerificationCodeProps => ({
  label,
  digitLabel: (position, total) => `${digit} ${position} van ${total}`,
  focusOnMount: false,
  ...rest,
});

export default {
  title: 'Verificatiecode',
  examples: propsExamples(VerificationCode, undefined, [
    ['Leeg', code('Verificatiecode', 'Cijfer')],
    ['Ingevuld', code('Verificatiecode (ingevuld)', 'Ingevuld cijfer', { defaultValue: '482913' })],
    [
      'Ongeldig',
      code('Verificatiecode (ongeldig)', 'Ongeldig cijfer', {
        defaultValue: '123456',
        invalid: true,
        error: 'Deze code klopt niet. Probeer het opnieuw.',
      }),
    ],
    ['Uitgeschakeld', code('Verificatiecode (uitgeschakeld)', 'Uitgeschakeld cijfer', { disabled: true })],
  ]),
} satisfies ComponentExamples;
