// @vitest-environment jsdom
import '../test-utils/dom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Loader, LoaderBars, LOADER_BAR_COUNT } from './loader';

describe('Loader', () => {
  it('is a status named by the label from props', () => {
    render(<Loader label="Pagina aan het laden" />);
    expect(screen.getByRole('status', { name: 'Pagina aan het laden' })).toHaveTextContent('Pagina aan het laden');
  });

  it('draws exactly four bars, hidden from assistive technology', () => {
    const { container } = render(<Loader label="Laden" />);
    expect(LOADER_BAR_COUNT).toBe(4);
    expect(container.querySelectorAll('[data-part="bar"]')).toHaveLength(4);
    expect(container.querySelector('[data-part="bars"]')).toHaveAttribute('aria-hidden', 'true');
  });

  // That the bars stop for people who prefer reduced motion is measured in Chromium: tests/e2e/design-system.spec.ts.

  it('LoaderBars has no status role (the caller announces)', () => {
    render(<LoaderBars />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Loader label="Gegevens worden geladen" size="large" />);
    await expectNoAxeViolations(container);
  });
});
