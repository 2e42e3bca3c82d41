/**
 * The one plain HTML page the server answers when the portal's own pages cannot be used: the Dutch 500 page of a
 * brand without a prebuilt one (content-failure.ts), "try again shortly" while the database is away
 * (service-unavailable.ts) and a sign-in that cannot continue (auth/portal-handlers.ts). Nothing in it needs the
 * CMS, the database or a script; no inline style, so the strict Content-Security-Policy holds. Every text is
 * escaped here.
 */
import escapeHtml from 'escape-html';
import type { Language } from '../i18n/translate';

export interface MinimalPage {
  language: Language;
  /** The heading (and, with the brand's name, the document title). */
  title: string;
  paragraphs: readonly string[];
  /** One link under the text (back to the start, try again). */
  link?: { href: string; label: string } | undefined;
  /** The brand, when its tokens and logo can be shown; none for an unknown host or a broken brand document. */
  brand?: { name: string } | undefined;
  /** Link the host's `/brand/tokens.css` even without `brand` (a brand host whose name is not at hand). */
  tokens?: boolean;
}

export function minimalPage(page: MinimalPage): string {
  const title = page.brand ? `${page.title} | ${page.brand.name}` : `${page.title} – Mijn Omgeving`;
  const link = page.link
    ? `\n      <p><a href="${escapeHtml(page.link.href)}">${escapeHtml(page.link.label)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="${page.language === 'be' ? 'nl-BE' : 'nl-NL'}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(title)}</title>${page.brand || page.tokens ? '\n    <link rel="stylesheet" href="/brand/tokens.css" />' : ''}
  </head>
  <body>${page.brand ? `\n    <header><img src="/brand/logo.svg" alt="${escapeHtml(page.brand.name)}" height="32" /></header>` : ''}
    <main id="main">
      <h1>${escapeHtml(page.title)}</h1>
${page.paragraphs.map((text) => `      <p>${escapeHtml(text)}</p>`).join('\n')}${link}
    </main>
  </body>
</html>
`;
}
