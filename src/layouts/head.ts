/** Page title and favicon rules. */

/** `{seoTitle} Mijn Omgeving`, or just `Mijn Omgeving` without a brand. */
export function pageTitle(seoTitle: string | undefined | null): string {
  return seoTitle ? `${seoTitle} Mijn Omgeving` : 'Mijn Omgeving';
}

export interface FaviconLink {
  rel: 'icon';
  href: string;
  type: string;
  sizes?: string;
}

/**
 * A 48×48 icon from the brand's faviconIco asset, else the default favicon in the images folder; plus an SVG
 * favicon (height 48) when the brand has faviconSvg.
 */
export function faviconLinks(assets: { faviconIco?: string | null; faviconSvg?: string | null }): FaviconLink[] {
  const links: FaviconLink[] = [
    { rel: 'icon', href: assets.faviconIco || '/images/favicon.ico', type: 'image/x-icon', sizes: '48x48' },
  ];
  if (assets.faviconSvg) links.push({ rel: 'icon', href: assets.faviconSvg, type: 'image/svg+xml', sizes: 'any' });
  return links;
}
