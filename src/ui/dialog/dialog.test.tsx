// @vitest-environment jsdom
import '../test-utils/dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Dialog, DIALOG_CONTENT_MS, DIALOG_OVERLAY_MS } from './dialog';

function Example({ onConfirm = () => {}, onOpenChange }: { onConfirm?: () => void; onOpenChange?: () => void }) {
  return (
    <Dialog.Root onOpenChange={onOpenChange}>
      <Dialog.Trigger>Abonnement opzeggen</Dialog.Trigger>
      <Dialog.Content>
        <Dialog.CloseIcon label="Sluiten" />
        <Dialog.Title>Weet u het zeker?</Dialog.Title>
        <Dialog.Description>U leest dan niet meer mee.</Dialog.Description>
        <Dialog.Footer>
          <Dialog.CloseButton>Annuleren</Dialog.CloseButton>
          <Button variant="danger" onClick={onConfirm}>
            Opzeggen
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** Opens the dialog and waits until it is ready for keys, as a user sees it: focus moved into it. */
const open = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Abonnement opzeggen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Weet u het zeker?' });
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return dialog;
};

describe('Dialog', () => {
  it('renders nothing of the dialog until opened', () => {
    render(<Example />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Abonnement opzeggen' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('opens a modal dialog named by its title and described by its description, with focus inside', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const dialog = await open(user);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('U leest dan niet meer mee.');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await open(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Abonnement opzeggen' })).toHaveFocus());
  });

  it('closes with the × (named by its label) and with the text close button', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Example onOpenChange={onOpenChange} />);
    await open(user);
    await user.click(screen.getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await open(user);
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenLastCalledWith({ open: false });
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const dialog = await open(user);
    for (let step = 0; step < 5; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  // The animations themselves (overlay 150 ms, content 300 ms, none for reduced motion) are measured in Chromium:
  // tests/e2e/design-system.spec.ts.
  it('marks the open dialog and its overlay with the state the animations run on', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const dialog = await open(user);
    expect(DIALOG_OVERLAY_MS).toBe(150);
    expect(DIALOG_CONTENT_MS).toBe(300);
    expect(dialog).toHaveAttribute('data-state', 'open');
    expect(document.querySelector('[data-scope="dialog"][data-part="backdrop"]')).toHaveAttribute('data-state', 'open');
  });

  it('has no axe violations when open', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await open(user);
    await expectNoAxeViolations(document.body);
  });
});
