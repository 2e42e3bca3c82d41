/** Examples of NotificationBanner for the component gallery (see ../gallery/example.ts). */
import { useState } from 'react';
import { Button } from '../button/button';
import type { ComponentExamples, Example } from '../gallery/example';
import { NotificationBanner, type NotificationVariant } from './notification-banner';

/** A fixed delay for the "stays" success sample: the longest timeout browsers accept. */
const LONGEST_TIMEOUT_MS = 2_147_483_647;

const SAMPLES: { variant: NotificationVariant; title: string; text: string }[] = [
  { variant: 'error', title: 'Fout', text: 'Het opslaan is mislukt. Probeer het later opnieuw.' },
  { variant: 'info', title: 'Informatie', text: 'Je nieuwe adres gaat in op 1 april.' },
  { variant: 'success', title: 'Succes', text: 'Je gegevens zijn opgeslagen.' },
  { variant: 'warning', title: 'Waarschuwing', text: 'Je betaling is nog niet binnen.' },
];

/** Shows a success banner that hides itself after 6 seconds, announced. */
function SuccessThatHides() {
  const [run, setRun] = useState(0);
  return (
    <>
      {run > 0 ? (
        <NotificationBanner key={run} variant="success" shouldAnnounce>
          Je voorkeuren zijn bijgewerkt.
        </NotificationBanner>
      ) : null}
      <div>
        <Button variant="secondary" size="small" onClick={() => setRun(run + 1)}>
          Succesmelding tonen
        </Button>
      </div>
    </>
  );
}

export default {
  title: 'Meldingen',
  examples: [
    ...SAMPLES.map((sample): Example => ({
      title: sample.title,
      layout: 'wide',
      Component: () => (
        <NotificationBanner
          variant={sample.variant}
          hideAfterMs={sample.variant === 'success' ? LONGEST_TIMEOUT_MS : undefined}
        >
          {sample.text}
        </NotificationBanner>
      ),
    })),
    {
      title: 'Met sluitknop, zonder icoon',
      layout: 'wide',
      Component: () => (
        <NotificationBanner variant="info" showIcon={false} onClose={() => {}} closeLabel="Melding sluiten">
          Deze melding blijft staan tot je hem sluit.
        </NotificationBanner>
      ),
    },
    { title: 'Succes verdwijnt na 6 seconden (aangekondigd)', layout: 'wide', Component: SuccessThatHides },
  ],
} satisfies ComponentExamples;
