// @vitest-environment jsdom
import '../test-utils/dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import type { CountryOption } from '../phone/phone';
import { PhoneInput, type PhoneInputProps } from './phone-input';

const countries: CountryOption[] = [
  { name: 'Duitsland', code: '49' },
  { name: 'België', code: '32', highlighted: true },
  { name: 'Nederland', code: '31', highlighted: true },
  { name: 'Egypte', code: '20' },
];

/** The labels and countries every example here gives. */
const labels = {
  label: 'Telefoonnummer',
  countryLabel: 'Land',
  countries,
  customValidityMessage: 'Vul een volledig telefoonnummer in',
};

function renderPhone(props: Partial<PhoneInputProps> = {}) {
  const onChange = vi.fn();
  const utils = render(<PhoneInput {...labels} onChange={onChange} {...props} />);
  const input = screen.getByRole('textbox', { name: 'Telefoonnummer' }) as HTMLInputElement;
  const select = screen.getByRole('combobox', { name: 'Land' }) as HTMLSelectElement;
  return { ...utils, input, select, onChange };
}

describe('PhoneInput', () => {
  it('lists the countries with name and code, highlighted first', () => {
    const { select } = renderPhone();
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['België (+32)', 'Nederland (+31)', 'Duitsland (+49)', 'Egypte (+20)']);
  });

  it('uses 31 when no country is chosen', () => {
    const { input, select } = renderPhone();
    expect(input).toHaveValue('(+31) ');
    expect(select).toHaveValue('31');
  });

  it('masks the number as (+code) # 000 000 000 and reports completeness', async () => {
    const user = userEvent.setup();
    const { input, onChange } = renderPhone();
    await user.click(input);
    await user.keyboard('6123456');
    expect(onChange).toHaveBeenLastCalledWith('(+31) 6 123 456', { complete: false });
    await user.keyboard('78');
    expect(input).toHaveValue('(+31) 6 123 456 78');
    expect(onChange).toHaveBeenLastCalledWith('(+31) 6 123 456 78', { complete: true });
  });

  it('refuses 0 as the first digit of the number (a typed 06 becomes 6)', async () => {
    const user = userEvent.setup();
    const { input } = renderPhone();
    await user.click(input);
    await user.keyboard('0612345678');
    expect(input).toHaveValue('(+31) 6 123 456 78');
  });

  it('the country-code prefix cannot be deleted', async () => {
    const user = userEvent.setup();
    const { input, onChange } = renderPhone();
    await user.click(input);
    await user.keyboard('612');
    await user.keyboard('{Backspace>12/}');
    expect(input).toHaveValue('(+31) ');
    await user.keyboard('{Control>}a{/Control}{Delete}');
    expect(input).toHaveValue('(+31) ');
    expect(onChange).toHaveBeenLastCalledWith('', { complete: false });
    await user.keyboard('4');
    expect(input).toHaveValue('(+31) 4');
  });

  it('choosing another country changes the prefix and keeps the number', async () => {
    const user = userEvent.setup();
    const onCountryChange = vi.fn();
    const { input, select, onChange } = renderPhone({ onCountryChange });
    await user.click(input);
    await user.keyboard('470123456');
    await user.selectOptions(select, 'België (+32)');
    expect(onCountryChange).toHaveBeenCalledWith('32');
    expect(input).toHaveValue('(+32) 4 701 234 56');
    expect(onChange).toHaveBeenLastCalledWith('(+32) 4 701 234 56', { complete: true });
  });

  it('starts from a stored number and its country', () => {
    const { input, select } = renderPhone({ defaultValue: '+32470123456' });
    expect(select).toHaveValue('32');
    expect(input).toHaveValue('(+32) 4 701 234 56');
  });

  it('a missing or incomplete required number stops the form with the message', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <PhoneInput {...labels} />
        <button type="submit">Opslaan</button>
      </form>,
    );
    const input = screen.getByRole('textbox', { name: 'Telefoonnummer' });
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Vul een volledig telefoonnummer in');
    await user.click(input);
    await user.keyboard('612');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(input);
    await user.keyboard('{End}345678');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('an optional field may stay empty', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <PhoneInput {...labels} required={false} optionalSuffix="(optioneel)" />
        <button type="submit">Opslaan</button>
      </form>,
    );
    expect(screen.getByRole('textbox', { name: 'Telefoonnummer (optioneel)' })).not.toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is a tel field, disabled together with its country select', () => {
    const { input, select } = renderPhone({ disabled: true });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toBeDisabled();
    expect(select).toBeDisabled();
  });

  it('has no axe violations', async () => {
    const { container } = renderPhone({ error: 'Dit nummer is al in gebruik', description: 'Voor sms-codes' });
    await expectNoAxeViolations(container);
  });
});
