// @vitest-environment jsdom
import '../test-utils/dom';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { MaskedInput } from './masked-input';

describe('MaskedInput', () => {
  it('masks a typed date as dd.mm.yyyy and reports the date', async () => {
    const user = userEvent.setup();
    const onAccept = vi.fn();
    render(<MaskedInput kind="date" label="Ingangsdatum" onAccept={onAccept} />);
    const input = screen.getByRole('textbox', { name: 'Ingangsdatum' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, '01072026');
    expect(input).toHaveValue('01.07.2026');
    const [text, typed] = onAccept.mock.calls.at(-1) ?? [];
    expect(text).toBe('01.07.2026');
    expect((typed as Date).getFullYear()).toBe(2026);
  });

  it('masks an amount with a comma and 2 decimals', async () => {
    const user = userEvent.setup();
    render(<MaskedInput kind="number" label="Bedrag" />);
    const input = screen.getByRole('textbox', { name: 'Bedrag' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await user.type(input, '19.999');
    expect(input).toHaveValue('19,99');
  });

  it('undoes the last change with Ctrl+Z', async () => {
    const user = userEvent.setup();
    render(<MaskedInput kind="number" label="Bedrag" />);
    const input = screen.getByRole('textbox', { name: 'Bedrag' });
    await user.type(input, '12');
    // imask listens for Ctrl+Z by key code, which user-event does not set.
    fireEvent.keyDown(input, { key: 'z', keyCode: 90, ctrlKey: true });
    expect(input).toHaveValue('1');
  });

  it('marks an incomplete date invalid with the Dutch message, and valid again once complete', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const message = 'Vul de datum helemaal in als dd.mm.jjjj, zoals 31.12.1980.';
    render(
      <form onSubmit={onSubmit}>
        <MaskedInput kind="date" label="Geboortedatum" incompleteMessage={message} />
        <button type="submit">Opslaan</button>
      </form>,
    );
    const input = screen.getByRole('textbox', { name: 'Geboortedatum' }) as HTMLInputElement;
    await user.type(input, '3112');
    expect(input).toHaveValue('31.12');
    expect(input.validationMessage).toBe(message);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(message);
    await user.type(input, '1980');
    expect(input).toHaveValue('31.12.1980');
    expect(input).toBeValid();
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('an empty optional date and a number are never incomplete', async () => {
    const user = userEvent.setup();
    render(
      <>
        <MaskedInput kind="date" label="Datum" required={false} incompleteMessage="Onvolledig" />
        <MaskedInput kind="number" label="Bedrag" incompleteMessage="Onvolledig" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Datum' })).toBeValid();
    await user.type(screen.getByRole('textbox', { name: 'Bedrag' }), '1');
    expect(screen.getByRole('textbox', { name: 'Bedrag' })).toBeValid();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <MaskedInput kind="date" label="Geboortedatum" description="dd.mm.jjjj" />
        <MaskedInput kind="number" label="Bedrag" error="Vul een bedrag in" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
