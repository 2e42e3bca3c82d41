// @vitest-environment jsdom
import '../test-utils/dom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { GalleryB } from './GalleryB';

describe('GalleryB', () => {
  it('has a section with a heading for every component of part B', () => {
    render(<GalleryB />);
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Tekstvelden',
        'Tekstvak (vrije tekst)',
        'Wachtwoordveld',
        'Telefoonnummer met land',
        'Maskers',
        'Verificatiecode',
        'Meldingen',
        'Bestanden toevoegen',
        'Factuuroverzicht',
        'Schermwisselaar',
        'Diensttegels',
        'Navigatie',
        'Paginaopmaak',
      ]),
    );
  });

  it('shows the states: invalid and disabled fields, every notification variant, every file status', () => {
    const { container } = render(<GalleryB />);
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'E-mailadres' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Mobiel nummer' })).toHaveValue('(+32) 4 701 234 56');
    const variants = [...container.querySelectorAll('[data-scope="notification"]')].map((banner) =>
      banner.getAttribute('data-variant'),
    );
    expect(new Set(variants)).toEqual(new Set(['error', 'info', 'success', 'warning']));
    const statuses = [...container.querySelectorAll('[data-part="item"]')].map((item) =>
      item.getAttribute('data-status'),
    );
    expect(new Set(statuses)).toEqual(new Set(['pending', 'uploading', 'done', 'error']));
  });

  it('has no axe violations', async () => {
    const { container } = render(<GalleryB />);
    await expectNoAxeViolations(container);
  }, 30_000);
});
