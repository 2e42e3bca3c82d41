/** Examples of Select for the component gallery (see ../gallery/example.ts). */
import type { ComponentExamples } from '../gallery/example';
import { ShowsChoice } from '../gallery/shows-choice';
import { Select } from './select';

const COUNTRIES = [
  { code: 'NL', name: 'Nederland' },
  { code: 'BE', name: 'België' },
  { code: 'DE', name: 'Duitsland' },
  { code: 'FR', name: 'Frankrijk' },
];

export default {
  title: 'Keuzelijst',
  examples: [
    {
      title: 'Leeg, met placeholder',
      Component: () => (
        <ShowsChoice caption="Gekozen sleutel" testId="select-keuze">
          {(_chosen, choose) => (
            <Select
              label="Land"
              items={COUNTRIES}
              labelKey="name"
              valueKey="code"
              placeholder="Kies een land"
              onValueChange={choose}
            />
          )}
        </ShowsChoice>
      ),
    },
    {
      title: 'Met waarde, ongeldig en uitgeschakeld',
      layout: 'wide',
      Component: () => (
        <div className="grid w-full gap-4 tablet:grid-cols-3">
          <Select label="Land (gekozen)" items={COUNTRIES} labelKey="name" valueKey="code" defaultValue="BE" />
          <Select
            label="Land (ongeldig)"
            items={COUNTRIES}
            labelKey="name"
            valueKey="code"
            placeholder="Kies een land"
            description="Het land van uw adres"
            invalid
            errorText="Kies een land"
          />
          <Select
            label="Land (uitgeschakeld)"
            items={COUNTRIES}
            labelKey="name"
            valueKey="code"
            defaultValue="NL"
            disabled
          />
        </div>
      ),
    },
  ],
} satisfies ComponentExamples;
