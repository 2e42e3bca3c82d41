/**
 * Top navigation for React islands: the same look as src/layouts/parts/TopNavigation.astro; the active
 * item is underlined and marked aria-current="page". Which item is active: the caller's `activeKey`, or else the
 * longest href matching `currentPath` (the root only matches itself).
 */
export interface NavigationLink {
  key: string;
  href: string;
  label: string;
}

/** The item a path belongs to: the longest matching href; "/" only matches itself. */
export function activeLink<T extends { href: string }>(items: readonly T[], path: string): T | undefined {
  const clean = path.replace(/\/+$/, '') || '/';
  return items
    .filter((item) => (item.href === '/' ? clean === '/' : clean === item.href || clean.startsWith(`${item.href}/`)))
    .sort((a, b) => b.href.length - a.href.length)[0];
}

/** The active item: the one with `activeKey` when the caller names one, else the one `currentPath` belongs to. */
export function activeItem<T extends { key: string; href: string }>(
  items: readonly T[],
  activeKey: string | undefined,
  currentPath: string | undefined,
): T | undefined {
  if (activeKey !== undefined) return items.find((item) => item.key === activeKey);
  return currentPath !== undefined ? activeLink(items, currentPath) : undefined;
}

export interface NavigationProps {
  items: readonly NavigationLink[];
  /** Accessible name of the landmark, e.g. "Hoofdmenu". */
  label: string;
  activeKey?: string;
  currentPath?: string;
  /** On a coloured header (default) or on the page background. */
  tone?: 'header' | 'page';
  className?: string;
}

export function Navigation({ items, label, activeKey, currentPath, tone = 'header', className }: NavigationProps) {
  const active = activeItem(items, activeKey, currentPath);
  return (
    <nav aria-label={label} data-scope="navigation" className={className}>
      <ul className="flex flex-wrap gap-x-6">
        {items.map((item) => (
          <li key={item.key}>
            <a
              href={item.href}
              aria-current={item === active ? 'page' : undefined}
              className={[
                'inline-flex min-h-11 items-center border-b-4 px-1 font-semibold no-underline',
                tone === 'header' ? 'text-on-header' : 'text-link',
                item === active ? 'border-current' : 'border-transparent hover:border-current/40',
              ].join(' ')}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
