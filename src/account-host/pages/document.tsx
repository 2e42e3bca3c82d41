/**
 * The HTML document around a page: head with the one stylesheet (the brand's tokens first) and the one script
 * (files, never inline: the Content-Security-Policy forbids inline code), the brand's header, the server-rendered page
 * and its JSON data block. Rendered once on the server; only the page inside `#root` is hydrated.
 */
import type { ReactNode } from 'react';
import { ASSET_PATHS } from '../asset-paths';
import type { HostBrand } from './host-context';
import { PAGE_DATA_ID } from './index';

/** The brand's header: its wordmark, linking to the brand portal. Static, so it stays out of the hydrated tree. */
export function Header({ brand, alt, portal }: { brand: HostBrand; alt: string; portal: string | undefined }) {
  return (
    <header className="border-b border-border bg-header px-4 py-2 text-on-header" data-brand={brand.key}>
      <a href={portal ? `${portal}/` : '/'} className="inline-flex min-h-11 items-center">
        <img src={ASSET_PATHS.logo} alt={alt} height={35} className="block h-[35px] w-auto" />
      </a>
    </header>
  );
}

export interface DocumentProps {
  lang: string;
  title: string;
  header: ReactNode;
  /** The server-rendered page (React's own markup), hydrated by the script. */
  body: string;
  data: string;
}

export function Document({ lang, title, header, body, data }: DocumentProps) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        <link rel="icon" href={ASSET_PATHS.favicon} type="image/x-icon" sizes="48x48" />
        <link rel="stylesheet" href={ASSET_PATHS.css} />
        <script type="module" src={ASSET_PATHS.js} />
      </head>
      <body className="min-h-screen bg-page font-body text-text">
        {header}
        <div id="root" dangerouslySetInnerHTML={{ __html: body }} />
        <script type="application/json" id={PAGE_DATA_ID} dangerouslySetInnerHTML={{ __html: data }} />
      </body>
    </html>
  );
}
