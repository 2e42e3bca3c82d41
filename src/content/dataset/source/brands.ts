/**
 * Source of the 69 `brand` documents: built from the brand registry, with links on each brand's own domain in
 * the URL patterns the publisher's sites use (abonnement.{domain} for the subscription shop, krant.{domain} for the
 * digital newspaper, webshop.{domain} for merchandise) and customer service's mailbox on the domain
 * (klantenservice@{domain}, klantendienst@{domain} for a Belgian brand).
 */
import { createHash } from 'node:crypto';
import { BRAND_KEYS, BRANDS, type BrandInfo } from '../../../brands/registry';
import type { BrandDocument } from '../../queries/brand';
import { brandFaviconAssets, imageField } from './brand-assets';

/** A stable, UUID-shaped consent integrator id per brand (the consent platform identifies each site by one). */
function integratorId(key: string): string {
  const hex = createHash('sha256').update(`consent-integrator:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Where a subscriber reads online: the e-paper for newspapers, the digital edition for magazines, the site otherwise. */
function readOnlineUrl(brand: BrandInfo, domain: string): string {
  if (brand.category === 'newspaper') return `https://krant.${domain}/`;
  if (brand.category === 'magazine') return `https://www.${domain}/digitaal-magazine`;
  return `https://www.${domain}/`;
}

export function brandDocument(brand: BrandInfo): BrandDocument & { _id: string } {
  const domain = brand.host.replace(/^mijn\./, '');
  const shop = `https://abonnement.${domain}`;
  const favicons = brandFaviconAssets(brand.key);
  return {
    _id: `brand.${brand.key}`,
    _type: 'brand',
    id: brand.key,
    key: brand.key,
    host: brand.host,
    name: brand.name,
    seoTitle: brand.name,
    // Generated from the brand's palette (src/brands/logo.ts); editors may upload real artwork instead.
    faviconIco: imageField(favicons.ico),
    faviconSvg: imageField(favicons.svg),
    contactPageUrl: `https://www.${domain}/klantenservice`,
    // Belgian brands call it the klantendienst, in their address too.
    customerServiceEmail: `${brand.country === 'be' ? 'klantendienst' : 'klantenservice'}@${domain}`,
    subscriptionOffersLink: { url: `${shop}/aanbod` },
    subscriptionReadOnlineUrl: readOnlineUrl(brand, domain),
    subscriptionChangeLinkUrl: `${shop}/wijzigen`,
    subscriptionTerminateLinkUrl: `${shop}/opzeggen`,
    brandWebshopLinkUrl: `https://webshop.${domain}/`,
    holidayTemporaryChangeCrossSellUrl: `${shop}/vakantie/digitaal-meelezen`,
    holidayPauseCrossSellUrl: `${shop}/vakantie/digitaal-tijdens-pauze`,
    changeAddressCrossSellUrl: `${shop}/verhuizen`,
    privacy: { integratorId: integratorId(brand.key), language: brand.country, readOnly: false },
    country: brand.country,
    category: brand.category,
  };
}

/** All brand documents in registry order. */
export function brandDocuments(): (BrandDocument & { _id: string })[] {
  return BRAND_KEYS.map((key) => brandDocument(BRANDS[key]));
}
