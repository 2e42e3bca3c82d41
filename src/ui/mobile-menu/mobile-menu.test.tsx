// @vitest-environment jsdom
import '../test-utils/dom';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SECTION_ICONS } from '../icon/section-icons';
import { expectNoAxeViolations } from '../test-utils/axe';
import { MobileMenu, type MobileMenuItem } from './mobile-menu';

const items: MobileMenuItem[] = [
  { key: 'service', href: '/', label: 'Service', icon: 'home' },
  { key: 'subscriptions', href: '/abonnementen', label: 'Abonnementen', icon: 'newspaper' },
  { key: 'account', href: '/account', label: 'Account', icon: 'user' },
];

describe('MobileMenu', () => {
  it('is a named navigation with one link per item, label under its icon', () => {
    const { container } = render(<MobileMenu items={items} label="Menu" />);
    const nav = screen.getByRole('navigation', { name: 'Menu' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Service', 'Abonnementen', 'Account']);
    const icons = [...container.querySelectorAll('svg[data-icon]')];
    expect(icons.map((icon) => icon.getAttribute('data-icon'))).toEqual(['home', 'newspaper', 'user']);
    expect(icons[0]?.querySelector('path')).toHaveAttribute('d', SECTION_ICONS.home);
    for (const icon of icons) expect(icon).toHaveAttribute('aria-hidden', 'true');
  });

  it('marks the active item by path or key', () => {
    const { rerender } = render(<MobileMenu items={items} label="Menu" currentPath="/abonnementen/123" />);
    const current = () => screen.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'));
    expect(current()).toEqual([screen.getByRole('link', { name: 'Abonnementen' })]);
    expect(screen.getByRole('link', { name: 'Abonnementen' })).toHaveAttribute('aria-current', 'page');
    rerender(<MobileMenu items={items} label="Menu" activeKey="account" />);
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Abonnementen' })).not.toHaveAttribute('aria-current');
    expect(current()).toHaveLength(1);
  });

  // What the eye sees is measured in Chromium (tests/e2e/design-system.spec.ts): the active item bold, fixed to the
  // bottom (or not, with fixed={false}), hidden from 1024 px, links of at least 56 px high.

  it('has no axe violations', async () => {
    const { container } = render(<MobileMenu items={items} label="Menu" currentPath="/" />);
    await expectNoAxeViolations(container);
  });
});
