// @vitest-environment jsdom
import '../test-utils/dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { PasswordInput } from './password-input';

function passwordField(): HTMLInputElement {
  return screen.getByLabelText('Wachtwoord', { selector: 'input' }) as HTMLInputElement;
}

describe('PasswordInput', () => {
  it('starts masked, required, with a toggle named by the caller', () => {
    render(<PasswordInput label="Wachtwoord" toggleLabel="Wachtwoord tonen" />);
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(passwordField()).toBeRequired();
    expect(screen.getByRole('button', { name: 'Wachtwoord tonen' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows and hides the password with the toggle, keeping the value', async () => {
    const user = userEvent.setup();
    const onVisibleChange = vi.fn();
    render(<PasswordInput label="Wachtwoord" toggleLabel="Wachtwoord tonen" onVisibleChange={onVisibleChange} />);
    await user.type(passwordField(), 'Geheim-123');
    const toggle = screen.getByRole('button', { name: 'Wachtwoord tonen' });
    await user.click(toggle);
    expect(passwordField()).toHaveAttribute('type', 'text');
    expect(passwordField()).toHaveValue('Geheim-123');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(onVisibleChange.mock.calls).toEqual([[true], [false]]);
  });

  it('toggles with the keyboard: the button is in the tab order after the input', async () => {
    const user = userEvent.setup();
    render(<PasswordInput label="Wachtwoord" toggleLabel="Wachtwoord tonen" />);
    await user.tab();
    expect(passwordField()).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Wachtwoord tonen' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(passwordField()).toHaveAttribute('type', 'text');
    await user.keyboard(' ');
    expect(passwordField()).toHaveAttribute('type', 'password');
  });

  it('can start visible and passes autocomplete through (default current-password)', () => {
    const { rerender } = render(<PasswordInput label="Wachtwoord" toggleLabel="Wachtwoord tonen" />);
    expect(passwordField()).toHaveAttribute('autocomplete', 'current-password');
    rerender(
      <PasswordInput label="Wachtwoord" toggleLabel="Wachtwoord tonen" defaultVisible autoComplete="new-password" />,
    );
    expect(passwordField()).toHaveAttribute('autocomplete', 'new-password');
  });

  it('links an error and disables input and toggle together', () => {
    render(<PasswordInput label="Wachtwoord" toggleLabel="Wachtwoord tonen" error="Wachtwoord is onjuist" disabled />);
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveAccessibleDescription('Wachtwoord is onjuist');
    expect(passwordField()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Wachtwoord tonen' })).toBeDisabled();
  });

  it('has no axe violations, masked and visible', async () => {
    const { container } = render(
      <>
        <PasswordInput label="Wachtwoord" toggleLabel="Wachtwoord tonen" />
        <PasswordInput label="Nieuw wachtwoord" toggleLabel="Nieuw wachtwoord tonen" defaultVisible error="Te kort" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
