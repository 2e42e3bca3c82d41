// @vitest-environment jsdom
import '../test-utils/dom';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Footer } from './footer';

const LINKS = [
  { label: 'Privacyverklaring', url: 'https://www.ad.nl/privacy' },
  { label: 'Cookiebeleid', url: 'https://www.ad.nl/cookies' },
];

describe('Footer', () => {
  it('is the contentinfo landmark with logo, extra content, named link list and copyright', () => {
    render(
      <Footer
        logo={{ src: '/brand/logo.svg', alt: 'AD' }}
        links={LINKS}
        linksLabel="Juridische informatie"
        copyright="© 2025 AD. Alle rechten voorbehouden."
      >
        <p>Klantenservice: 088 0150 150</p>
      </Footer>,
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('img', { name: 'AD' })).toHaveAttribute('height', '35');
    expect(within(footer).getByText('Klantenservice: 088 0150 150')).toBeInTheDocument();
    const list = within(footer).getByRole('list', { name: 'Juridische informatie' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Privacyverklaring', 'https://www.ad.nl/privacy'],
      ['Cookiebeleid', 'https://www.ad.nl/cookies'],
    ]);
    expect(footer.lastElementChild?.lastElementChild).toHaveTextContent('© 2025 AD. Alle rechten voorbehouden.');
  });

  it('shows no logo and no list when they are absent', () => {
    render(<Footer linksLabel="Juridische informatie" copyright="© 2025 AD." />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText('© 2025 AD.')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Footer logo={{ src: '/brand/logo.svg', alt: 'AD' }} links={LINKS} linksLabel="Links" copyright="© 2025 AD." />,
    );
    await expectNoAxeViolations(container);
  });
});
