// @vitest-environment jsdom
import '../test-utils/dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { StepButtons } from './step-buttons';

describe('StepButtons', () => {
  it('has only the submit on the first step', async () => {
    const { container } = render(
      <form>
        <StepButtons nextLabel="Volgende stap" backLabel="Vorige stap" />
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Volgende stap' })).toHaveAttribute('type', 'submit');
    expect(screen.queryByRole('button', { name: 'Vorige stap' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('goes back, and puts the back button first when asked', () => {
    const onBack = vi.fn();
    const { rerender } = render(<StepButtons nextLabel="Volgende stap" backLabel="Vorige stap" onBack={onBack} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Volgende stap', 'Vorige stap']);
    fireEvent.click(screen.getByRole('button', { name: 'Vorige stap' }));
    expect(onBack).toHaveBeenCalledOnce();
    rerender(<StepButtons nextLabel="Volgende stap" backLabel="Vorige stap" onBack={onBack} backFirst />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Vorige stap', 'Volgende stap']);
  });

  it('keeps the submit disabled in the server HTML, until the island hydrates', () => {
    expect(renderToString(<StepButtons nextLabel="Volgende stap" backLabel="Vorige stap" />)).toMatch(
      /<button[^>]*disabled[^>]*>/,
    );
    render(<StepButtons nextLabel="Volgende stap" backLabel="Vorige stap" disabled />);
    expect(screen.getByRole('button', { name: 'Volgende stap' })).toBeDisabled();
  });
});
