/** Examples of DatePicker for the component gallery (see ../gallery/example.ts). */
import { useState } from 'react';
import type { ComponentExamples } from '../gallery/example';
import { DatePicker, type DatePickerLabels } from './date-picker';

const LABELS: DatePickerLabels = {
  calendar: 'Kalender',
  prevMonth: 'Vorige maand',
  nextMonth: 'Volgende maand',
  placeholder: 'dd-mm-jjjj',
  unavailable: 'niet te kiezen',
  selected: 'gekozen',
};

/** Weekdays from 9 March 2026 on: weekends and earlier days cannot be chosen. */
const weekdaysFromMarch9 = (date: string) =>
  date >= '2026-03-09' && new Date(`${date}T00:00:00Z`).getUTCDay() % 6 !== 0;

function Choosing() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-2">
      <DatePicker
        label="Eerste dag"
        description="Alleen werkdagen vanaf 9 maart 2026."
        value={value}
        onValueChange={setValue}
        isDateAllowed={weekdaysFromMarch9}
        focusDate="2026-03-09"
        locale="nl-NL"
        labels={LABELS}
      />
      <p className="text-sm text-text-muted" data-testid="date-picker-keuze">
        Gekozen: {value ?? 'geen'}
      </p>
    </div>
  );
}

export default {
  title: 'Datumkiezer',
  examples: [
    { title: 'Alleen toegestane dagen', Component: Choosing },
    {
      title: 'Gekozen en ongeldig',
      Component: () => (
        <DatePicker
          label="Laatste dag"
          value="2026-03-14"
          onValueChange={() => undefined}
          invalid
          errorText="Kies een laatste dag op of na de eerste dag."
          locale="nl-BE"
          labels={LABELS}
        />
      ),
    },
  ],
} satisfies ComponentExamples;
