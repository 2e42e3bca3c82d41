/** Examples of DatePicker for the component gallery (see ../gallery/example.ts). */
import type { ComponentExamples } from '../gallery/example';
import { ShowsChoice } from '../gallery/shows-choice';
import { DatePicker, type DatePickerLabels } from './date-picker';

export const LABELS: DatePickerLabels = {
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

export default {
  title: 'Datumkiezer',
  examples: [
    {
      title: 'Alleen toegestane dagen',
      Component: () => (
        <ShowsChoice caption="Gekozen" testId="date-picker-keuze">
          {(chosen, choose) => (
            <DatePicker
              label="Eerste dag"
              description="Alleen werkdagen vanaf 9 maart 2026."
              value={chosen}
              onValueChange={choose}
              isDateAllowed={weekdaysFromMarch9}
              focusDate="2026-03-09"
              locale="nl-NL"
              labels={LABELS}
            />
          )}
        </ShowsChoice>
      ),
    },
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
