// @vitest-environment jsdom
import '../test-utils/dom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { CrossIcon } from './cross-icon';

describe('CrossIcon', () => {
  it('is hidden from assistive technology, so the button holding it keeps only its own name', async () => {
    const { container } = render(
      <button type="button" aria-label="Sluiten">
        <CrossIcon />
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Sluiten' })).toBeInTheDocument();
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    // Its 20 px size is measured in Chromium: tests/e2e/design-system.spec.ts.
    await expectNoAxeViolations(container);
  });
});
