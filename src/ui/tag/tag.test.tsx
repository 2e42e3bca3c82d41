// @vitest-environment jsdom
import '../test-utils/dom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Tag, TAG_VARIANTS, type TagVariant } from './tag';

describe('Tag', () => {
  it('offers exactly the seven variants of the specification', () => {
    expect([...TAG_VARIANTS]).toEqual(['red', 'blue', 'green', 'orange', 'yellow', 'gray', 'white']);
  });

  it.each<[TagVariant, string, string]>([
    ['red', 'bg-negative-bg', 'text-on-negative'],
    ['blue', 'bg-info-bg', 'text-on-info'],
    ['green', 'bg-positive-bg', 'text-on-positive'],
    ['orange', 'bg-attention-bg', 'text-on-attention'],
    ['yellow', 'bg-warning-bg', 'text-on-warning'],
    ['gray', 'bg-surface-muted', 'text-text'],
    ['white', 'bg-surface', 'border-border'],
  ])('renders the %s variant with its semantic classes', (variant, background, foreground) => {
    render(<Tag text="Betaald" variant={variant} />);
    const tag = screen.getByText('Betaald');
    expect(tag).toHaveAttribute('data-variant', variant);
    expect(tag.className.split(' ')).toEqual(expect.arrayContaining([background, foreground]));
  });

  it('orange and yellow look different', () => {
    render(
      <>
        <Tag text="Oranje" variant="orange" />
        <Tag text="Geel" variant="yellow" />
      </>,
    );
    expect(screen.getByText('Oranje').className).not.toBe(screen.getByText('Geel').className);
  });

  it('defaults to gray and shows its text', () => {
    render(<Tag text="Openstaand" />);
    expect(screen.getByText('Openstaand')).toHaveAttribute('data-variant', 'gray');
  });

  it('has no axe violations in any variant', async () => {
    const { container } = render(
      <p>
        {TAG_VARIANTS.map((variant) => (
          <Tag key={variant} text={variant} variant={variant} />
        ))}
      </p>,
    );
    await expectNoAxeViolations(container);
  });
});
