// @vitest-environment jsdom
import '../test-utils/dom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { GALLERY_SECTIONS_B } from '../../../tests/fixtures/gallery-sections';
import { GalleryB } from './GalleryB';

describe('GalleryB', () => {
  it('has a section with a heading for every component of part B, in order', () => {
    const { container } = render(<GalleryB />);
    // The sections' own headings (the page-layout example inside one has a heading of its own).
    const titles = [...container.querySelectorAll('section[data-gallery]')].map(
      (section) => section.querySelector(':scope > h2')?.textContent,
    );
    expect(titles).toEqual([...GALLERY_SECTIONS_B]);
    for (const title of GALLERY_SECTIONS_B) {
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
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

  it('shows the added states: textarea filled/optional/disabled, password disabled, masks filled/invalid', () => {
    render(<GalleryB />);
    expect(screen.getByRole('textbox', { name: 'Je vraag' })).toHaveValue(
      'Mijn krant kwam vanochtend nat aan. Kunnen jullie hem opnieuw bezorgen?',
    );
    expect(screen.getByRole('textbox', { name: 'Opmerking voor de bezorger (optioneel)' })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Eerder bericht' })).toBeDisabled();
    expect(screen.getByLabelText('Oud wachtwoord')).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Einddatum' })).toHaveValue('31.12.2026');
    expect(screen.getByRole('textbox', { name: 'Startdatum' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Terug te betalen bedrag' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/maximale aantal bijlagen/)).toBeInTheDocument();
  });

  it('shows the top bar with its three slots and the footer with its links', () => {
    render(<GalleryB />);
    const bar = screen.getByRole('region', { name: 'Voorbeeld bovenbalk' });
    expect(bar).toHaveTextContent('TerugMijn abonnementenMenu');
    expect(screen.getByRole('region', { name: 'Vaste voorbeeldbalk' })).toHaveClass('sticky');
    expect(screen.getAllByRole('list', { name: 'Juridische informatie' })[0]).toHaveTextContent('Privacyverklaring');
    expect(screen.getAllByText('© 2026 Voorbeeldkrant. Alle rechten voorbehouden.')).toHaveLength(2);
  });

  it('has no axe violations', async () => {
    const { container } = render(<GalleryB />);
    await expectNoAxeViolations(container);
  }, 30_000);
});
