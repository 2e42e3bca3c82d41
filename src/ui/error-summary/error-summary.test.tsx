// @vitest-environment jsdom
import '../test-utils/dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { ErrorSummary, summaryErrors } from './error-summary';

function Form({ errors }: { errors: Parameters<typeof ErrorSummary>[0]['errors'] }) {
  return (
    <form>
      <ErrorSummary title="Er ging iets mis" errors={errors} />
      <label htmlFor="email">E-mailadres</label>
      <input id="email" />
      <fieldset id="kind">
        <legend>Soort</legend>
        <input type="radio" name="kind" aria-label="Stopzetten" />
      </fieldset>
    </form>
  );
}

describe('ErrorSummary', () => {
  it('renders nothing without errors', () => {
    const { container } = render(<Form errors={[]} />);
    expect(container.querySelector('[data-error-summary]')).toBeNull();
  });

  it('names every problem under its heading and takes focus when it shows', async () => {
    const { container } = render(
      <Form errors={[{ field: 'email', message: 'Vul je e-mailadres in.' }, { message: 'Probeer het later.' }]} />,
    );
    const summary = screen.getByRole('region', { name: 'Er ging iets mis' });
    expect(summary).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Vul je e-mailadres in.' })).toHaveAttribute('href', '#email');
    expect(screen.getByText('Probeer het later.').closest('a')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('takes focus again when the problems change', () => {
    const { rerender } = render(<Form errors={[{ field: 'email', message: 'Vul je e-mailadres in.' }]} />);
    screen.getByLabelText('E-mailadres').focus();
    rerender(<Form errors={[{ field: 'email', message: 'Dit e-mailadres klopt niet.' }]} />);
    expect(screen.getByRole('region', { name: 'Er ging iets mis' })).toHaveFocus();
  });

  it('moves focus to the control a link names, also inside a group', () => {
    render(
      <Form
        errors={[
          { field: 'email', message: 'Vul je e-mailadres in.' },
          { field: 'kind', message: 'Kies een soort.' },
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Vul je e-mailadres in.' }));
    expect(screen.getByLabelText('E-mailadres')).toHaveFocus();
    fireEvent.click(screen.getByRole('link', { name: 'Kies een soort.' }));
    expect(screen.getByRole('radio', { name: 'Stopzetten' })).toHaveFocus();
  });

  it('lists field errors in form order, then the form error', () => {
    expect(
      summaryErrors(
        [
          ['email', 'Vul je e-mailadres in.'],
          ['password', undefined],
        ],
        { message: 'Probeer het later.' },
      ),
    ).toEqual([
      { field: 'email', message: 'Vul je e-mailadres in.' },
      { message: 'Probeer het later.', field: undefined },
    ]);
  });
});
