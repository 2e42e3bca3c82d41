/** Examples of ConfirmLink for the component gallery (see ../gallery/example.ts). */
import type { ComponentExamples } from '../gallery/example';
import { ConfirmLink } from './confirm-link';

const texts = {
  confirmLabel: 'Bevestigen',
  confirmingLabel: 'Bezig met bevestigen',
  failedMessage: 'Er ging iets mis. Probeer het later opnieuw.',
  next: { href: '#', label: 'Naar je account' },
};

export default {
  title: 'Bevestigingslink',
  examples: [
    {
      title: 'Gelukt na de klik',
      Component: () => (
        <ConfirmLink
          {...texts}
          intro="Klik op Bevestigen om jan@example.nl je nieuwe e-mailadres te maken."
          onConfirm={async () => ({ ok: true, message: 'Je e-mailadres is gewijzigd in jan@example.nl.' })}
        />
      ),
    },
    {
      title: 'Geweigerd na de klik',
      Component: () => (
        <ConfirmLink
          {...texts}
          intro="Klik op Bevestigen om jan@example.nl je nieuwe e-mailadres te maken."
          onConfirm={async () => ({ ok: false, errors: ['Deze link is verlopen. Vraag een nieuwe aan.'] })}
        />
      ),
    },
  ],
} satisfies ComponentExamples;
