// @vitest-environment jsdom
import '../test-utils/dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { ConfirmLink, type ConfirmLinkProps } from './confirm-link';

function setup(onConfirm: ConfirmLinkProps['onConfirm']) {
  const user = userEvent.setup();
  const view = render(
    <ConfirmLink
      intro="Klik op Bevestigen om jan@example.nl je nieuwe e-mailadres te maken."
      confirmLabel="Bevestigen"
      confirmingLabel="Bezig met bevestigen"
      failedMessage="Er ging iets mis. Probeer het later opnieuw."
      next={{ href: '/account', label: 'Naar je account' }}
      onConfirm={onConfirm}
    />,
  );
  return { user, ...view };
}

describe('ConfirmLink', () => {
  it('changes nothing until the button is pressed, then shows the result with the focus on it', async () => {
    const onConfirm = vi.fn(async () => ({ ok: true as const, message: 'Je e-mailadres is gewijzigd.' }));
    const { user, container } = setup(onConfirm);
    expect(screen.getByText(/Klik op Bevestigen/)).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    const result = await screen.findByRole('status');
    expect(result).toHaveTextContent('Je e-mailadres is gewijzigd.');
    expect(result).toHaveFocus();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Bevestigen' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar je account' })).toHaveAttribute('href', '/account');
    await expectNoAxeViolations(container);
  });

  it('shows a refusal as an error with the focus on it', async () => {
    const { user } = setup(async () => ({ ok: false, errors: ['Deze link is verlopen. Vraag een nieuwe aan.'] }));
    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    const error = await screen.findByText('Deze link is verlopen. Vraag een nieuwe aan.');
    expect(error.closest('[tabindex="-1"]')).toHaveFocus();
  });

  it('says what to do when confirming fails on the way', async () => {
    const { user } = setup(() => Promise.reject(new Error('[Network] offline')));
    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    expect(await screen.findByText('Er ging iets mis. Probeer het later opnieuw.')).toBeInTheDocument();
  });
});
