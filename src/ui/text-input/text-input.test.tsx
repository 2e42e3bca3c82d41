// @vitest-environment jsdom
import '../test-utils/dom';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Field } from './field';
import { TextInput } from './text-input';

describe('TextInput', () => {
  it('is named by its label and required by default', () => {
    render(<TextInput label="Voornaam" name="voornaam" />);
    const input = screen.getByRole('textbox', { name: 'Voornaam' });
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the optional suffix only on an optional field', () => {
    const { rerender } = render(<TextInput label="Toevoeging" optionalSuffix="(optioneel)" />);
    expect(screen.getByRole('textbox', { name: 'Toevoeging' })).toBeRequired();
    expect(screen.queryByText('(optioneel)')).not.toBeInTheDocument();
    rerender(<TextInput label="Toevoeging" optionalSuffix="(optioneel)" required={false} />);
    const input = screen.getByRole('textbox', { name: 'Toevoeging (optioneel)' });
    expect(input).not.toBeRequired();
  });

  it('floats the label once the field has focus or a value', async () => {
    const user = userEvent.setup();
    render(<TextInput label="Straat" />);
    const label = screen.getByText('Straat');
    expect(label).not.toHaveAttribute('data-raised');
    await user.click(screen.getByRole('textbox', { name: 'Straat' }));
    expect(label).toHaveAttribute('data-raised');
    await user.keyboard('Dorpsstraat');
    await user.tab();
    expect(label).toHaveAttribute('data-raised');
  });

  it('keeps the label raised for a value given by the caller', () => {
    render(<TextInput label="Plaats" defaultValue="Utrecht" />);
    expect(screen.getByText('Plaats')).toHaveAttribute('data-raised');
  });

  it('shows the custom validity message on the invalid event, linked to the field, and clears it on input', async () => {
    const user = userEvent.setup();
    render(<TextInput label="E-mailadres" type="email" customValidityMessage="Vul een geldig e-mailadres in" />);
    const input = screen.getByRole('textbox', { name: 'E-mailadres' });
    expect(screen.queryByText('Vul een geldig e-mailadres in')).not.toBeInTheDocument();

    act(() => {
      (input as HTMLInputElement).checkValidity();
    });
    const error = screen.getByText('Vul een geldig e-mailadres in');
    expect(error.id).not.toBe('');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', expect.stringContaining(error.id));
    expect(input).toHaveAccessibleDescription('Vul een geldig e-mailadres in');

    await user.type(input, 'j');
    expect(screen.queryByText('Vul een geldig e-mailadres in')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('shows the browser message on the invalid event when no custom message is given', () => {
    render(<TextInput label="Achternaam" />);
    const input = screen.getByRole('textbox', { name: 'Achternaam' }) as HTMLInputElement;
    act(() => {
      input.checkValidity();
    });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.validationMessage).not.toBe('');
    expect(screen.getByText(input.validationMessage)).toBeInTheDocument();
  });

  it('a form with an empty required field does not submit and shows the message', async () => {
    const user = userEvent.setup();
    let submitted = false;
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted = true;
        }}
      >
        <TextInput label="Postcode" name="postcode" customValidityMessage="Vul je postcode in" />
        <button type="submit">Opslaan</button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(submitted).toBe(false);
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveAccessibleDescription('Vul je postcode in');
  });

  it('shows a caller error with an id linked by aria-describedby, after the description', () => {
    render(<TextInput label="Huisnummer" description="Alleen cijfers" error="Dit huisnummer bestaat niet" />);
    const input = screen.getByRole('textbox', { name: 'Huisnummer' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const description = screen.getByText('Alleen cijfers');
    const error = screen.getByText('Dit huisnummer bestaat niet');
    expect(input.getAttribute('aria-describedby')).toBe(`${description.id} ${error.id}`);
    expect(input).toHaveAccessibleDescription('Alleen cijfers Dit huisnummer bestaat niet');
  });

  it('passes Dutch autocomplete values and other input attributes through', () => {
    render(<TextInput label="Postcode" autoComplete="postal-code" name="postcode" inputMode="text" />);
    const input = screen.getByRole('textbox', { name: 'Postcode' });
    expect(input).toHaveAttribute('autocomplete', 'postal-code');
    expect(input).toHaveAttribute('name', 'postcode');
  });

  it('is disabled when asked', () => {
    render(<TextInput label="Land" disabled />);
    expect(screen.getByRole('textbox', { name: 'Land' })).toBeDisabled();
  });

  it('reads label, description, error, control in that order (NL Design System form field)', () => {
    const { container } = render(
      <TextInput label="Huisnummer" description="Alleen cijfers" error="Dit huisnummer bestaat niet" />,
    );
    const order = [...container.querySelectorAll('label, p, input')].map((element) =>
      element.tagName === 'INPUT' ? 'control' : element.textContent,
    );
    expect(order).toEqual(['Huisnummer', 'Alleen cijfers', 'Dit huisnummer bestaat niet', 'control']);
  });

  it('exposes the Field parts for custom compositions', () => {
    render(
      <Field.Root required={false} id="eigen-veld">
        <Field.Label optionalSuffix="(optioneel)">Opmerking</Field.Label>
        <Field.Description>Maximaal 50 tekens</Field.Description>
        <Field.Control>
          <Field.Input />
        </Field.Control>
      </Field.Root>,
    );
    const input = screen.getByRole('textbox', { name: 'Opmerking (optioneel)' });
    expect(input.id).toBe('eigen-veld');
    expect(input).toHaveAccessibleDescription('Maximaal 50 tekens');
  });

  it('has no axe violations, valid and invalid', async () => {
    const { container } = render(
      <>
        <TextInput label="Voornaam" />
        <TextInput
          label="Tussenvoegsel"
          required={false}
          optionalSuffix="(optioneel)"
          description="Bijvoorbeeld: van"
        />
        <TextInput label="Achternaam" error="Vul je achternaam in" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
