// @vitest-environment jsdom
import '../test-utils/dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { TopBar } from './top-bar';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

describe('TopBar', () => {
  afterEach(() => scrollTo(0));

  it('is a named region with left, centre and right slots in that order', () => {
    render(
      <TopBar
        label="Mijn abonnementen"
        left={<a href="/">Terug</a>}
        center={<span>Abonnementen</span>}
        right={<button type="button">Menu</button>}
      />,
    );
    const region = screen.getByRole('region', { name: 'Mijn abonnementen' });
    const slots = [...region.querySelectorAll('[data-part]')].map((slot) => [
      slot.getAttribute('data-part'),
      slot.textContent,
    ]);
    expect(slots).toEqual([
      ['left', 'Terug'],
      ['center', 'Abonnementen'],
      ['right', 'Menu'],
    ]);
  });

  // Where it sticks (at the top, or right below the 48/64 px header) is measured in Chromium:
  // tests/e2e/design-system.spec.ts.
  it('says it is sticky by default, below the header or not, and not when sticky is off', () => {
    const { rerender } = render(<TopBar label="Balk" belowHeader />);
    const region = screen.getByRole('region', { name: 'Balk' });
    expect(region).toHaveAttribute('data-sticky', 'true');
    rerender(<TopBar label="Balk" />);
    expect(region).toHaveAttribute('data-sticky', 'true');
    rerender(<TopBar label="Balk" sticky={false} />);
    expect(region).not.toHaveAttribute('data-sticky');
  });

  it('hides while scrolling down and comes back when scrolling up', () => {
    render(<TopBar label="Balk" />);
    const region = screen.getByRole('region', { name: 'Balk' });
    scrollTo(400);
    expect(region).toHaveAttribute('data-hidden', 'true');
    scrollTo(200);
    expect(region).toHaveAttribute('data-hidden', 'false');
  });

  it('comes back when focus enters it', () => {
    render(<TopBar label="Balk" right={<button type="button">Menu</button>} />);
    const region = screen.getByRole('region', { name: 'Balk' });
    scrollTo(400);
    expect(region).toHaveAttribute('data-hidden', 'true');
    act(() => screen.getByRole('button', { name: 'Menu' }).focus());
    expect(region).toHaveAttribute('data-hidden', 'false');
  });

  it('stays put when it is not sticky or hideOnScroll is off', () => {
    render(
      <>
        <TopBar label="Vast" sticky={false} />
        <TopBar label="Blijft" hideOnScroll={false} />
      </>,
    );
    scrollTo(400);
    expect(screen.getByRole('region', { name: 'Vast' })).not.toHaveAttribute('data-hidden');
    expect(screen.getByRole('region', { name: 'Blijft' })).not.toHaveAttribute('data-hidden');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <TopBar label="Balk" left={<a href="/">Terug</a>} center={<span>Titel</span>} right={<span>Rechts</span>} />,
    );
    await expectNoAxeViolations(container);
  });
});
