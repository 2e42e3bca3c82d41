// @vitest-environment jsdom
import '../test-utils/dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Breadcrumbs } from './breadcrumbs';

const ITEMS = [
  { label: 'Home', path: '/' },
  { label: 'Klantenservice' },
  { label: 'Contact', path: '/klantenservice/contact' },
  { label: 'Formulier', path: '/klantenservice/contact/formulier' },
];

describe('Breadcrumbs', () => {
  it('is a navigation landmark named by its label with an ordered list of crumbs', () => {
    render(<Breadcrumbs items={ITEMS} label="Kruimelpad" />);
    const nav = screen.getByRole('navigation', { name: 'Kruimelpad' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(4);
  });

  it('makes items with a path links, except the last', () => {
    render(<Breadcrumbs items={ITEMS} label="Kruimelpad" />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Contact', '/klantenservice/contact'],
    ]);
    expect(screen.queryByRole('link', { name: 'Klantenservice' })).toBeNull();
  });

  it('shows the last item as plain text marked as the current page', () => {
    render(<Breadcrumbs items={ITEMS} label="Kruimelpad" />);
    const current = screen.getByText('Formulier');
    expect(current.tagName).toBe('SPAN');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Formulier' })).toBeNull();
  });

  it('reaches the links with Tab', async () => {
    const user = userEvent.setup();
    render(<Breadcrumbs items={ITEMS} label="Kruimelpad" />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveFocus();
  });

  it('renders nothing without items', () => {
    const { container } = render(<Breadcrumbs items={[]} label="Kruimelpad" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Breadcrumbs items={ITEMS} label="Kruimelpad" />);
    await expectNoAxeViolations(container);
  });
});
