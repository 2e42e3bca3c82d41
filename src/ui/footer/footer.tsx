/**
 * Footer: an optional logo, extra content, a list of links (label, url) and a copyright line. Every text
 * comes from the caller (translation keys footer.linksLabel, footer.copyright, …).
 */
import type { ReactNode } from 'react';
import { FOOTER_CLASSES } from './classes';

export interface FooterLink {
  label: string;
  url: string;
}

export interface FooterProps {
  /** The brand logo: its image url and text alternative; no logo when absent. */
  logo?: { src: string; alt: string };
  /** Extra content between the logo and the links. */
  children?: ReactNode;
  links?: readonly FooterLink[];
  /** Accessible name of the link list, e.g. "Juridische informatie". */
  linksLabel: string;
  copyright: string;
  className?: string;
}

export function Footer({ logo, children, links = [], linksLabel, copyright, className }: FooterProps) {
  return (
    <footer className={[FOOTER_CLASSES.root, className].filter(Boolean).join(' ')} data-scope="footer">
      <div className={FOOTER_CLASSES.inner}>
        {logo ? <img src={logo.src} alt={logo.alt} height={35} className={FOOTER_CLASSES.logo} /> : null}
        {children}
        {links.length > 0 ? (
          <ul aria-label={linksLabel} className={FOOTER_CLASSES.links}>
            {links.map((link) => (
              <li key={`${link.label} ${link.url}`}>
                <a href={link.url} className={FOOTER_CLASSES.link}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <p className={FOOTER_CLASSES.copyright}>{copyright}</p>
      </div>
    </footer>
  );
}
