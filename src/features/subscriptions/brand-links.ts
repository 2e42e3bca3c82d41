/**
 * The brand links a subscription screen offers (the brand document's subscriptionReadOnlineUrl,
 * subscriptionChangeLinkUrl, subscriptionTerminateLinkUrl, brandWebshopLinkUrl, subscriptionOffersLink.url), read by
 * the pages from the brand documents with one query and passed to the islands per brand key. A subscriber's
 * subscriptions may belong to several brands, so every brand's links are read (the content cache keeps the answer);
 * an empty or missing link is left out, so the screen hides it.
 */
import type { BrandLinkKey, BrandLinks } from './facts';

/** Every brand's key and links. */
export const BRAND_LINKS_QUERY = `*[_type == "brand"]{key, "readOnline": subscriptionReadOnlineUrl, "change": subscriptionChangeLinkUrl, "terminate": subscriptionTerminateLinkUrl, "webshop": brandWebshopLinkUrl, "offers": subscriptionOffersLink.url}`;

const KEYS: readonly BrandLinkKey[] = ['readOnline', 'change', 'terminate', 'webshop', 'offers'];

/** Only https links are kept: anything else in a document is left out rather than rendered as a link. */
function isLink(value: unknown): value is string {
  return typeof value === 'string' && /^https:\/\/\S+$/.test(value);
}

/** The query's answer as links per brand key, for the brands asked for (all when none are named). */
export function brandLinksByKey(answer: unknown, brands?: readonly string[]): Record<string, BrandLinks> {
  const result: Record<string, BrandLinks> = {};
  if (!Array.isArray(answer)) return result;
  for (const row of answer as Array<Record<string, unknown>>) {
    const key = row?.['key'];
    if (typeof key !== 'string' || (brands && !brands.includes(key))) continue;
    const links: BrandLinks = {};
    for (const name of KEYS) if (isLink(row[name])) links[name] = row[name];
    result[key] = links;
  }
  return result;
}
