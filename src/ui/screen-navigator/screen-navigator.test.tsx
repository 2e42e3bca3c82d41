// @vitest-environment jsdom
import '../test-utils/dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Screen, ScreenNavigator } from './screen-navigator';

function Flow() {
  const [current, setCurrent] = useState('adres');
  return (
    <ScreenNavigator current={current}>
      <Screen name="adres">
        <h2>Nieuw adres</h2>
        <button type="button" onClick={() => setCurrent('bevestigen')}>
          Volgende
        </button>
      </Screen>
      <Screen name="bevestigen">
        <h2>Bevestigen</h2>
      </Screen>
    </ScreenNavigator>
  );
}

describe('ScreenNavigator', () => {
  it('shows only the child whose name matches the current name', () => {
    render(<Flow />);
    expect(screen.getByRole('heading', { name: 'Nieuw adres' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bevestigen' })).not.toBeInTheDocument();
  });

  it('switches screens when the current name changes', async () => {
    const user = userEvent.setup();
    render(<Flow />);
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(screen.getByRole('heading', { name: 'Bevestigen' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Nieuw adres' })).not.toBeInTheDocument();
  });

  it('accepts any element with a name prop', () => {
    function Step({ name }: { name: string }) {
      return <p>Stap {name}</p>;
    }
    render(
      <ScreenNavigator current="twee">
        <Step name="een" />
        <Step name="twee" />
      </ScreenNavigator>,
    );
    expect(screen.getByText('Stap twee')).toBeInTheDocument();
  });

  it("throws No screen with name '{name}' exists. when none matches", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <ScreenNavigator current="betalen">
          <Screen name="adres">Adres</Screen>
        </ScreenNavigator>,
      ),
    ).toThrow("No screen with name 'betalen' exists.");
    vi.mocked(console.error).mockRestore();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Flow />);
    await expectNoAxeViolations(container);
  });
});
