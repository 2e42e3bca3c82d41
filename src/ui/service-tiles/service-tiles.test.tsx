// @vitest-environment jsdom
import '../test-utils/dom';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { ServiceTiles, type ServiceTile } from './service-tiles';

const tiles: ServiceTile[] = [
  {
    key: 'subscriptions',
    title: 'Abonnementen',
    description: 'Bekijk en wijzig',
    url: '/abonnementen',
    icon: 'newspaper',
  },
  { key: 'holiday', title: 'Vakantieservice', url: '/vakantieservice', icon: 'truck' },
  { key: 'webshop', title: 'Webshop', url: 'https://webshop.example.nl', icon: 'digital', external: true },
];

describe('ServiceTiles', () => {
  it('renders one link per tile to its url, named by its title', () => {
    render(<ServiceTiles tiles={tiles} label="Diensten" externalHint="(opent een andere website)" />);
    const list = screen.getByRole('list', { name: 'Diensten' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Abonnementen Bekijk en wijzig' })).toHaveAttribute(
      'href',
      '/abonnementen',
    );
    expect(screen.getByRole('link', { name: 'Vakantieservice' })).toHaveAttribute('href', '/vakantieservice');
  });

  it('shows the icon image images/{icon}_icon.svg as decoration', () => {
    const { container } = render(<ServiceTiles tiles={tiles} />);
    const images = [...container.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      '/images/newspaper_icon.svg',
      '/images/truck_icon.svg',
      '/images/digital_icon.svg',
    ]);
    for (const image of images) expect(image).toHaveAttribute('alt', '');
  });

  it('tells that an external tile opens another site', () => {
    render(<ServiceTiles tiles={tiles} externalHint="(opent een andere website)" />);
    expect(screen.getByRole('link', { name: 'Webshop (opent een andere website)' })).toHaveAttribute(
      'href',
      'https://webshop.example.nl',
    );
  });

  it('has no axe violations', async () => {
    const { container } = render(<ServiceTiles tiles={tiles} label="Diensten" externalHint="(extern)" />);
    await expectNoAxeViolations(container);
  });
});
