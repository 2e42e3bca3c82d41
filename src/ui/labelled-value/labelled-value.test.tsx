// @vitest-environment jsdom
import '../test-utils/dom';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { LabelledValue } from './labelled-value';

describe('LabelledValue', () => {
  it('renders each pair as a term and its definition inside one description list', () => {
    const { container } = render(
      <LabelledValue.Root>
        <LabelledValue.Item label="Naam" value="Jan de Vries" />
        <LabelledValue.Item label="E-mailadres" value="jan.devries@example.nl" />
      </LabelledValue.Root>,
    );
    const list = container.querySelector('dl')!;
    const terms = within(list).getAllByRole('term');
    const definitions = within(list).getAllByRole('definition');
    expect(terms.map((term) => term.textContent)).toEqual(['Naam', 'E-mailadres']);
    expect(definitions.map((definition) => definition.textContent)).toEqual(['Jan de Vries', 'jan.devries@example.nl']);
    expect(screen.getByText('Naam').nextElementSibling).toHaveTextContent('Jan de Vries');
  });

  it('accepts rich values and a layout', () => {
    const { container } = render(
      <LabelledValue.Root layout="inline">
        <LabelledValue.Item label="Adres" value={<address className="not-italic">Dorpsstraat 1</address>} />
      </LabelledValue.Root>,
    );
    expect(container.querySelector('dl')).toHaveAttribute('data-layout', 'inline');
    expect(screen.getByRole('definition')).toContainHTML('<address');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <LabelledValue.Root>
        <LabelledValue.Item label="Klantnummer" value="123456" />
        <div>
          <LabelledValue.Label>Telefoon</LabelledValue.Label>
          <LabelledValue.Value>06 12345678</LabelledValue.Value>
        </div>
      </LabelledValue.Root>,
    );
    await expectNoAxeViolations(container);
  });
});
