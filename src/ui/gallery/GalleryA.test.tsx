// @vitest-environment jsdom
import '../test-utils/dom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { GALLERY_SECTIONS_A } from '../../../tests/fixtures/gallery-sections';
import { GalleryA } from './GalleryA';

describe('GalleryA', () => {
  it('has a section with a heading for every component of part A, in order', () => {
    render(<GalleryA brandName="AD" />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      ...GALLERY_SECTIONS_A,
    ]);
    for (const title of GALLERY_SECTIONS_A) {
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
  });

  it('shows the states: toggle invalid and disabled, locked accordion item with the given label', () => {
    render(<GalleryA lockedLabel="vergrendeld" />);
    expect(screen.getByRole('switch', { name: 'Ongeldig' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('switch', { name: 'Uitgeschakeld' })).toBeDisabled();
    const locked = screen.getByRole('button', { name: 'Alleen voor abonnees, vergrendeld' });
    expect(locked).toHaveAttribute('aria-disabled', 'true');
  });

  it('has no axe violations', async () => {
    const { container } = render(<GalleryA brandName="AD" />);
    await expectNoAxeViolations(container);
  }, 30_000);
});
