// @vitest-environment jsdom
import '../test-utils/dom';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { StepIndicators, type Step } from './step-indicators';

const STEPS: Step[] = [
  { id: 'adres', label: 'Adres', status: 'completed' },
  { id: 'datum', label: 'Datum', status: 'active' },
  { id: 'extra', label: 'Extra', status: 'inactive', hidden: true },
  { id: 'controle', label: 'Controle', status: 'inactive' },
];

describe('StepIndicators', () => {
  it('lists the visible steps in order and leaves hidden steps out', () => {
    render(<StepIndicators steps={STEPS} label="Voortgang" />);
    const list = screen.getByRole('list', { name: 'Voortgang' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Adres', '2Datum', '3Controle']);
    expect(screen.queryByText('Extra')).toBeNull();
  });

  it('marks only the active step with aria-current="step"', () => {
    render(<StepIndicators steps={STEPS} label="Voortgang" />);
    const current = screen.getAllByRole('listitem').filter((item) => item.getAttribute('aria-current') === 'step');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('Datum');
  });

  it('renders nothing for a list of one step', () => {
    const { container } = render(
      <StepIndicators steps={[{ id: 'een', label: 'Een', status: 'active' }]} label="Voortgang" />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing when hidden steps leave fewer than two visible', () => {
    const { container } = render(
      <StepIndicators
        steps={[
          { id: 'a', label: 'A', status: 'active' },
          { id: 'b', label: 'B', status: 'inactive', hidden: true },
        ]}
        label="Voortgang"
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('shows every status: check, loader bars, error mark, numbers; and speaks status labels when given', () => {
    const { container } = render(
      <StepIndicators
        label="Voortgang"
        statusLabels={{ completed: 'afgerond', loading: 'bezig', error: 'mislukt' }}
        steps={[
          { id: '1', label: 'Een', status: 'completed' },
          { id: '2', label: 'Twee', status: 'loading' },
          { id: '3', label: 'Drie', status: 'error' },
          { id: '4', label: 'Vier', status: 'active' },
          { id: '5', label: 'Vijf', status: 'inactive' },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-status'))).toEqual([
      'completed',
      'loading',
      'error',
      'active',
      'inactive',
    ]);
    expect(items[0]?.querySelector('svg')).not.toBeNull();
    expect(items[1]?.querySelectorAll('[data-part="bar"]')).toHaveLength(4);
    expect(items[2]).toHaveTextContent('!Drie, mislukt');
    expect(items[0]).toHaveTextContent('Een, afgerond');
    expect(items[4]).toHaveTextContent('5Vijf');
    expect(container.querySelectorAll('[data-part="marker"][aria-hidden="true"]')).toHaveLength(5);
  });

  it('has no axe violations', async () => {
    const { container } = render(<StepIndicators steps={STEPS} label="Voortgang" />);
    await expectNoAxeViolations(container);
  });
});
