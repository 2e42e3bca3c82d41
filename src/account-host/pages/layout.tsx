/**
 * The parts of every account host page: one `<main>` card (the document around it, with the brand's header, is
 * render.tsx's), headings, text and the list of other ways to sign in. Styled only through the semantic tokens
 * (the brand's tokens lead `/assets/account-host.css`), so every brand looks like its portal; every target is at least 44 px.
 */
import type { ReactNode } from 'react';
import { useHost } from './host-context';

/** The page's one main area. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <main
      id="main"
      className="mx-auto my-8 flex max-w-md flex-col gap-4 border-border bg-surface p-6 tablet:rounded-brand tablet:border"
    >
      {children}
    </main>
  );
}

/** The page heading. */
export function Heading({ children }: { children: ReactNode }) {
  return <h1 className="font-brand text-2xl leading-tight font-semibold">{children}</h1>;
}

/** A paragraph of running text. */
export function Text({ children }: { children: ReactNode }) {
  return <p className="leading-normal">{children}</p>;
}

/** The other ways of signing in of an interaction, as a named list of links. */
export function OtherWays({ links }: { links: ReadonlyArray<{ href: string; label: string } | undefined> }) {
  const { t } = useHost();
  const present = links.filter((link): link is { href: string; label: string } => Boolean(link));
  if (present.length === 0) return null;
  return (
    <nav aria-label={t('identity.host.otherWays')}>
      <ul className="flex flex-col">
        {present.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="inline-flex min-h-11 items-center text-link underline underline-offset-4 hover:no-underline"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
