/** Examples of StepIndicators for the component gallery (see ../gallery/example.ts). */
import type { ComponentExamples } from '../gallery/example';
import { StepIndicators, type Step } from './step-indicators';

const ALL_STEPS: Step[] = [
  { id: 'gegevens', label: 'Gegevens', status: 'completed' },
  { id: 'adres', label: 'Adres', status: 'loading' },
  { id: 'betaling', label: 'Betaling', status: 'error' },
  { id: 'controle', label: 'Controle', status: 'active' },
  { id: 'verborgen', label: 'Verborgen stap', status: 'inactive', hidden: true },
  { id: 'klaar', label: 'Klaar', status: 'inactive' },
];

const STATUS_LABELS = {
  completed: 'afgerond',
  loading: 'bezig',
  error: 'mislukt',
  active: 'huidige stap',
  inactive: 'nog niet gestart',
};

export default {
  title: 'Stappenindicator',
  examples: [
    {
      title: 'Alle statussen (met een verborgen stap)',
      layout: 'wide',
      Component: () => (
        <StepIndicators steps={ALL_STEPS} label="Voortgang van uw aanvraag" statusLabels={STATUS_LABELS} />
      ),
    },
    {
      title: 'Eén zichtbare stap: niets getoond',
      Component: () => (
        <>
          <StepIndicators steps={[{ id: 'enige', label: 'Enige stap', status: 'active' }]} label="Eén stap" />
          <p className="text-sm text-text-muted">(Hier staat bewust geen stappenindicator.)</p>
        </>
      ),
    },
  ],
} satisfies ComponentExamples;
