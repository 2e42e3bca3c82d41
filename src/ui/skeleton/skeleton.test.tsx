// @vitest-environment jsdom
import '../test-utils/dom';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('is a grey block of the given size, hidden from screen readers', async () => {
    const { container } = render(
      <div>
        <p role="status">Bezig met laden…</p>
        <Skeleton className="h-6 w-48" />
      </div>,
    );
    const block = container.querySelector('[data-skeleton]')!;
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block.className.split(' ')).toEqual(
      expect.arrayContaining(['block', 'rounded-brand', 'bg-border', 'h-6', 'w-48']),
    );
    await expectNoAxeViolations(container);
  });

  it('draws an empty card for a list still loading', () => {
    const { container } = render(<Skeleton variant="card" className="h-28" />);
    const classes = container.querySelector('[data-skeleton]')!.className.split(' ');
    expect(classes).toEqual(expect.arrayContaining(['border', 'border-border', 'bg-surface', 'h-28']));
    expect(classes).not.toContain('bg-border');
  });

  it('pulses only when the user allows motion', () => {
    const { container } = render(<Skeleton />);
    const classes = container.querySelector('[data-skeleton]')!.className.split(' ');
    expect(classes).toContain('motion-safe:animate-pulse');
    expect(classes).not.toContain('animate-pulse');
  });
});
