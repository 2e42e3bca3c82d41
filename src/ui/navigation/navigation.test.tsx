// @vitest-environment jsdom
import '../test-utils/dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Navigation, activeLink, type NavigationLink } from './navigation';

const items: NavigationLink[] = [
  { key: 'service', href: '/', label: 'Service' },
  { key: 'subscriptions', href: '/abonnementen', label: 'Abonnementen' },
  { key: 'shared', href: '/abonnementen/delen', label: 'Delen' },
  { key: 'account', href: '/account', label: 'Mijn account' },
];

describe('Navigation', () => {
  it('is a named navigation landmark with a link per item', () => {
    render(<Navigation items={items} label="Hoofdmenu" />);
    const nav = screen.getByRole('navigation', { name: 'Hoofdmenu' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/abonnementen', '/abonnementen/delen', '/account']);
  });

  // The underline of the active item (and none under the others) is measured in Chromium:
  // tests/e2e/design-system.spec.ts.
  it('marks the active item by path: the longest matching href, and only that one', () => {
    render(<Navigation items={items} label="Hoofdmenu" currentPath="/abonnementen/delen/uitnodigen" />);
    const active = screen.getByRole('link', { name: 'Delen' });
    expect(active).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Abonnementen' })).not.toHaveAttribute('aria-current');
    expect(screen.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toEqual([active]);
  });

  it('marks the active item by key', () => {
    render(<Navigation items={items} label="Hoofdmenu" activeKey="account" />);
    expect(screen.getByRole('link', { name: 'Mijn account' })).toHaveAttribute('aria-current', 'page');
  });

  it('the root only matches itself', () => {
    expect(activeLink(items, '/')?.key).toBe('service');
    expect(activeLink(items, '/facturen')).toBeUndefined();
    expect(activeLink(items, '/abonnementen/')?.key).toBe('subscriptions');
  });

  it('is keyboard operable: Tab walks the links', async () => {
    const user = userEvent.setup();
    render(<Navigation items={items} label="Hoofdmenu" />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Service' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Abonnementen' })).toHaveFocus();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Navigation items={items} label="Hoofdmenu" currentPath="/account" />);
    await expectNoAxeViolations(container);
  });
});
