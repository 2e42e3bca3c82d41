/** Examples of HeaderNotification for the component gallery (see ../gallery/example.ts). */
import { Button } from '../button/button';
import type { ComponentExamples } from '../gallery/example';
import { HeaderNotification, useHeaderNotification } from './header-notification';

/** The messages the buttons show, each replacing the one before. */
const MESSAGES = [
  { variant: 'success', message: 'Je wijziging is opgeslagen.', label: 'Succesmelding tonen' },
  { variant: 'error', message: 'Er ging iets mis bij het opslaan.', label: 'Foutmelding tonen' },
] as const;

function Controls() {
  const { show, hide } = useHeaderNotification();
  return (
    <div className="flex flex-wrap gap-3">
      {MESSAGES.map(({ variant, message, label }) => (
        <Button key={variant} variant="secondary" size="small" onClick={() => show({ variant, message })}>
          {label}
        </Button>
      ))}
      <Button variant="tertiary" size="small" onClick={hide}>
        Melding verbergen
      </Button>
    </div>
  );
}

export default {
  title: 'Meldingsbalk in de kop',
  examples: [
    {
      title: 'Waarschuwing, te vervangen met de knoppen',
      layout: 'wide',
      Component: () => (
        <HeaderNotification.Provider
          closeLabel="Melding sluiten"
          initial={{ variant: 'warning', message: 'Door een storing kan je krant later komen.', shouldAnnounce: false }}
        >
          <div className="overflow-hidden rounded-brand border border-border">
            <div className="bg-header px-4 py-3 font-brand font-bold text-on-header">Kop</div>
            <HeaderNotification.Bar />
          </div>
          <Controls />
        </HeaderNotification.Provider>
      ),
    },
  ],
} satisfies ComponentExamples;
