// @vitest-environment jsdom
import '../test-utils/dom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { clampProgress, DEFAULT_PROGRESS_MAX, ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('is a progressbar named by its label with value, minimum 0 and default maximum 100', () => {
    render(<ProgressBar label="Profiel compleet" value={40} />);
    const bar = screen.getByRole('progressbar', { name: 'Profiel compleet' });
    expect(DEFAULT_PROGRESS_MAX).toBe(100);
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('max', '100');
  });

  it('clamps values above the maximum and below zero', () => {
    const { rerender } = render(<ProgressBar label="Voortgang" value={150} max={120} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '120');
    rerender(<ProgressBar label="Voortgang" value={-5} max={120} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });

  it('uses a custom maximum and shows the rounded percentage', () => {
    render(<ProgressBar label="Stappen" value={1} max={3} showValue />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '3');
    expect(screen.getByText('33%')).toBeInTheDocument();
  });

  it('falls back to 100 for a maximum that is not positive and to 0 for NaN', () => {
    expect(clampProgress(50, 0)).toEqual({ value: 50, max: 100 });
    expect(clampProgress(Number.NaN, 10)).toEqual({ value: 0, max: 10 });
    expect(clampProgress(7)).toEqual({ value: 7, max: 100 });
  });

  it('passes a spoken value text and keeps a visually hidden label as the name', () => {
    render(<ProgressBar label="Aanvraag" value={2} max={4} valueText="Stap 2 van 4" hideLabel />);
    const bar = screen.getByRole('progressbar', { name: 'Aanvraag' });
    expect(bar).toHaveAttribute('aria-valuetext', 'Stap 2 van 4');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        <ProgressBar label="Leeg" value={0} />
        <ProgressBar label="Half" value={50} showValue />
        <ProgressBar label="Vol" value={100} />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
