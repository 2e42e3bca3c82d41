/** Examples of MaskedInput for the component gallery (see ../gallery/example.ts). */
import { propsExamples, type ComponentExamples } from '../gallery/example';
import { MaskedInput, type MaskedInputProps } from './masked-input';

export default {
  title: 'Maskers',
  examples: propsExamples(MaskedInput, 'column', [
    [
      'Datum (dd.mm.jjjj)',
      ({ dateIncomplete }): MaskedInputProps => ({
        kind: 'date',
        label: 'Ingangsdatum',
        description: 'Bijvoorbeeld 01.04.2026',
        incompleteMessage: dateIncomplete,
      }),
    ],
    [
      'Datum ingevuld',
      ({ dateIncomplete }): MaskedInputProps => ({
        kind: 'date',
        label: 'Einddatum',
        defaultValue: '31.12.2026',
        incompleteMessage: dateIncomplete,
      }),
    ],
    [
      'Datum onvolledig (ongeldig)',
      ({ dateIncomplete }): MaskedInputProps => ({
        kind: 'date',
        label: 'Startdatum',
        defaultValue: '12.03',
        incompleteMessage: dateIncomplete,
        error: dateIncomplete,
      }),
    ],
    ['Bedrag (komma, 2 decimalen)', { kind: 'number', label: 'Bedrag in euro', defaultValue: '24,95' }],
    ['Bedrag ongeldig', { kind: 'number', label: 'Terug te betalen bedrag', error: 'Vul een bedrag in.' }],
  ]),
} satisfies ComponentExamples;
