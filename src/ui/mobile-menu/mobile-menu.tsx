/**
 * The fixed bottom mobile menu for React islands, the same look as src/layouts/parts/MobileMenu.astro:
 * below 1024 px only, one item per area with its section icon, the active one bold and aria-current="page".
 */
import { LineIcon } from '../icon/line-icon';
import { SECTION_ICONS, type SectionIcon } from '../icon/section-icons';
import { activeItem } from '../navigation/navigation';

export interface MobileMenuItem {
  key: string;
  href: string;
  label: string;
  icon: SectionIcon;
}

export interface MobileMenuProps {
  items: readonly MobileMenuItem[];
  /** Accessible name, e.g. "Menu". */
  label: string;
  activeKey?: string;
  currentPath?: string;
  /** Fixed to the bottom of the viewport (default); off for a static preview such as the gallery. */
  fixed?: boolean;
  className?: string;
}

export function SectionIconSvg({ icon, size = 24 }: { icon: SectionIcon; size?: number }) {
  return (
    <LineIcon data-icon={icon} size={size}>
      <path d={SECTION_ICONS[icon]} />
    </LineIcon>
  );
}

export function MobileMenu({ items, label, activeKey, currentPath, fixed = true, className }: MobileMenuProps) {
  const active = activeItem(items, activeKey, currentPath);
  return (
    <nav
      aria-label={label}
      data-scope="mobile-menu"
      className={[
        fixed ? 'fixed inset-x-0 bottom-0 z-30' : '',
        'border-t border-border bg-surface tablet-landscape:hidden',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <ul className="mx-auto flex max-w-container justify-around">
        {items.map((item) => (
          <li key={item.key} className="flex-1">
            <a
              href={item.href}
              aria-current={item === active ? 'page' : undefined}
              className={[
                'flex min-h-14 flex-col items-center justify-center gap-0.5 px-1 py-1 text-xs no-underline',
                item === active ? 'font-bold text-link' : 'text-text-muted',
              ].join(' ')}
            >
              <SectionIconSvg icon={item.icon} />
              <span>{item.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
