/**
 * The account host's HTML: a page of pages/ rendered with React on the server (`react-dom/server`), inside a
 * document that loads the host's stylesheet (the brand's tokens first) and its one script (both built from source
 * by assets.ts). The page's props and texts go along as a JSON data block, from which the script
 * hydrates the same tree. No inline script or style: the Content-Security-Policy forbids both (a data block is not
 * executed). React escapes every text and attribute.
 */
import { createElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { BrandInfo } from '../brands/registry';
import type { Translate } from '../i18n/translate';
import type { HostBrand } from './pages/host-context';
import { App, pageTitle, type PageData, type PageInput } from './pages';
import { Document, Header } from './pages/document';
import { recordingTranslator } from './pages/texts';

/** What every page render needs besides the page itself. */
export interface RenderContext {
  brand: BrandInfo | undefined;
  t: Translate;
  /** The brand portal's origin (for the logo link). */
  portal?: string | undefined;
}

/** JSON that cannot end its `<script>` element early. */
function dataBlock(data: PageData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** A whole HTML document for one page. */
export function renderPage(input: PageInput, context: RenderContext): string {
  const { t, texts } = recordingTranslator(context.t);
  const brand: HostBrand | undefined = context.brand
    ? { key: context.brand.key, name: context.brand.name, country: context.brand.country }
    : undefined;
  const host = { brand, t, portal: context.portal };
  const body = renderToString(createElement(App, { input, host }));
  const suffix = context.t('identity.host.pageTitleSuffix') || 'Mijn Omgeving';
  const heading = pageTitle(input, context.t);
  const title = brand ? `${heading} – ${brand.name} ${suffix}` : `${heading} – ${suffix}`;
  const data = dataBlock({ input, brand, portal: context.portal, texts });
  const header = brand
    ? createElement(Header, {
        brand,
        portal: context.portal,
        alt: context.t('identity.host.logoAlt', { brand: brand.name }),
      })
    : null;
  const html = renderToStaticMarkup(
    createElement(Document, { lang: brand?.country === 'be' ? 'nl-BE' : 'nl-NL', title, header, body, data }),
  );
  return `<!doctype html>${html}`;
}
