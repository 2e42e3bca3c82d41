/** Examples of Dialog for the component gallery (see ../gallery/example.ts). */
import type { ComponentExamples } from '../gallery/example';
import { Dialog } from './dialog';

export default {
  title: 'Dialoog',
  examples: [
    {
      title: 'Gesloten (open met de knop)',
      Component: () => (
        <Dialog.Root>
          <Dialog.Trigger>Abonnement opzeggen</Dialog.Trigger>
          <Dialog.Content>
            <Dialog.CloseIcon label="Sluiten" />
            <Dialog.Title>Weet u het zeker?</Dialog.Title>
            <Dialog.Description>Na het opzeggen leest u vanaf de einddatum niet meer mee.</Dialog.Description>
            <Dialog.Footer>
              <Dialog.CloseButton>Annuleren</Dialog.CloseButton>
              <Dialog.CloseButton variant="danger">Opzeggen</Dialog.CloseButton>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Root>
      ),
    },
  ],
} satisfies ComponentExamples;
