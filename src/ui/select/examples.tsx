/** Examples of Select for the component gallery (see ../gallery/example.ts). */
import { useState } from 'react';
import type { ComponentExamples } from '../gallery/example';
import { Select } from './select';

const COUNTRIES = [
  { code: 'NL', name: 'Nederland' },
  { code: 'BE', name: 'België' },
  { code: 'DE', name: 'Duitsland' },
  { code: 'FR', name: 'Frankrijk' },
];

/** Shows the key the caller receives. */
function Empty() {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <div className="flex w-full max-w-sm flex-col gap-2">
      <Select
        label="Land"
        items={COUNTRIES}
        labelKey="name"
        valueKey="code"
        placeholder="Kies een land"
        onValueChange={(value) => setChosen(value)}
      />
      <p className="text-sm text-text-muted" data-testid="select-keuze">
        Gekozen sleutel: {chosen ?? 'geen'}
      </p>
    </div>
  );
}

export default {
  title: 'Keuzelijst',
  examples: [
    { title: 'Leeg, met placeholder', Component: Empty },
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
