// @vitest-environment jsdom
import '../test-utils/dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Select } from './select';

interface Country {
  code: string;
  name: string;
  dial: string;
}

const COUNTRIES: Country[] = [
  { code: 'NL', name: 'Nederland', dial: '+31' },
  { code: 'BE', name: 'België', dial: '+32' },
  { code: 'DE', name: 'Duitsland', dial: '+49' },
];

describe('Select', () => {
  it('names the trigger by its label and shows the placeholder', () => {
    render(<Select label="Land" items={COUNTRIES} labelKey="name" valueKey="code" placeholder="Kies een land" />);
    const trigger = screen.getByRole('combobox', { name: 'Land' });
    expect(trigger).toHaveTextContent('Kies een land');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on click, shows the label field of each item and reports the caller’s key field', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Select label="Land" items={COUNTRIES} labelKey="name" valueKey="code" onValueChange={onValueChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Land' }));
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeVisible();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Nederland',
      'België',
      'Duitsland',
    ]);
    await user.click(screen.getByRole('option', { name: 'België' }));
    expect(onValueChange).toHaveBeenLastCalledWith('BE', COUNTRIES[1]);
    expect(screen.getByRole('combobox', { name: 'Land' })).toHaveTextContent('België');
  });

  it('is operated with the keyboard: open with Enter, move with arrows, choose with Enter', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Select label="Land" items={COUNTRIES} labelKey="name" valueKey="code" onValueChange={onValueChange} />);
    await user.tab();
    const trigger = screen.getByRole('combobox', { name: 'Land' });
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
    // Opening highlights the first option; the arrow then moves to the second.
    await waitFor(() => expect(screen.getByRole('option', { name: 'Nederland' })).toHaveAttribute('data-highlighted'));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'België' })).toHaveAttribute('data-highlighted'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onValueChange).toHaveBeenCalled());
    expect(onValueChange).toHaveBeenLastCalledWith('BE', COUNTRIES[1]);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  });

  it('closes on Escape without choosing', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Select label="Land" items={COUNTRIES} labelKey="name" valueKey="code" onValueChange={onValueChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Land' }));
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('accepts itemToString/itemToValue functions instead of field names', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Select
        label="Landcode"
        items={COUNTRIES}
        itemToString={(country) => `${country.name} (${country.dial})`}
        itemToValue={(country) => country.dial}
        onValueChange={onValueChange}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Landcode' }));
    await user.click(await screen.findByRole('option', { name: 'Duitsland (+49)' }));
    expect(onValueChange).toHaveBeenLastCalledWith('+49', COUNTRIES[2]);
  });

  it('uses "label" and "value" fields by default and shows a default value', () => {
    render(
      <Select
        label="Reden"
        items={[
          { label: 'Beschadigd', value: 'DAMAGED' },
          { label: 'Niet bezorgd', value: 'NOT_DELIVERED' },
        ]}
        defaultValue="NOT_DELIVERED"
        name="reden"
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Reden' })).toHaveTextContent('Niet bezorgd');
    const hidden = document.querySelector('select[name="reden"]') as HTMLSelectElement;
    expect(hidden.value).toBe('NOT_DELIVERED');
  });

  it('does not choose a disabled item', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Select
        label="Land"
        items={COUNTRIES}
        labelKey="name"
        valueKey="code"
        isItemDisabled={(country) => country.code === 'DE'}
        onValueChange={onValueChange}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Land' }));
    const option = await screen.findByRole('option', { name: 'Duitsland' });
    expect(option).toHaveAttribute('aria-disabled', 'true');
    await user.click(option);
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('links description and error to the trigger while invalid', () => {
    render(
      <Select
        label="Land"
        items={COUNTRIES}
        labelKey="name"
        valueKey="code"
        description="Het land van uw adres"
        invalid
        errorText="Kies een land"
      />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Land' });
    expect(trigger).toHaveAccessibleDescription('Het land van uw adres Kies een land');
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
  });

  it('has no axe violations, closed and open', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Select label="Land" items={COUNTRIES} labelKey="name" valueKey="code" placeholder="Kies een land" />,
    );
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('combobox', { name: 'Land' }));
    await screen.findByRole('listbox');
    await expectNoAxeViolations(container);
  });
});
