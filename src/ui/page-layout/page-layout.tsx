/**
 * Page layout for React islands, mirroring src/layouts/DefaultLayout.astro: a heading bar only below
 * 1024 px, a sidebar (390 px) only at or above 1024 px, and the main content in the 1170 px container. The page's
 * h1 is the heading: visible inside the main area from 1024 px, visually hidden (but still the h1) below, where
 * the heading bar shows the same text.
 */
import type { ReactNode } from 'react';

export interface PageLayoutProps {
  heading: string;
  /** Sidebar content, shown from 1024 px. */
  sidebar?: ReactNode;
  /** Accessible name of the sidebar (default: the heading). */
  sidebarLabel?: string;
  children: ReactNode;
  /** Id of the main element (the skip link target); use `as="div"` when the page shell already has a main. */
  mainId?: string;
  as?: 'main' | 'div';
  /** Level of the heading (default 1; 2 for a preview inside another page). */
  headingLevel?: 1 | 2;
  className?: string;
}

export function PageLayout({
  heading,
  sidebar,
  sidebarLabel,
  children,
  mainId,
  as: Main = 'main',
  headingLevel = 1,
  className,
}: PageLayoutProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div data-scope="page-layout" className={className}>
      <div className="bg-surface px-4 py-4 tablet-landscape:hidden" data-part="heading-bar" aria-hidden="true">
        <p className="mx-auto max-w-container font-brand text-2xl font-bold">{heading}</p>
      </div>
      <div className="mx-auto flex w-full max-w-container gap-8 px-4 py-6">
        {sidebar ? (
          <aside
            aria-label={sidebarLabel ?? heading}
            data-part="sidebar"
            className="hidden w-aside shrink-0 tablet-landscape:block"
          >
            {sidebar}
          </aside>
        ) : null}
        <Main id={mainId} data-part="main" className="min-w-0 flex-1">
          <Heading className="sr-only mb-6 font-brand text-3xl font-bold tablet-landscape:not-sr-only">
            {heading}
          </Heading>
          {children}
        </Main>
      </div>
    </div>
  );
}
