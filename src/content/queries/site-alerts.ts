/**
 * Site alerts (`_type: "sitealert"`): short notices an editor shows at the top of one or more brands' portals.
 */
import type { SanityClient } from '@sanity/client';
import { z } from 'zod';
import { BRAND_KEYS, type BrandKey } from '../../brands/registry';
import { parseDocument } from './parse-document';

/** A stored site alert: the brands it is shown on, and what {@link siteAlertsQuery} reads of it. */
export const siteAlertDocumentSchema = z.object({
  _id: z.string(),
  _type: z.literal('sitealert'),
  /** The brands whose portals show it; an alert for no brand is shown nowhere. */
  brands: z.array(z.enum(BRAND_KEYS)).min(1),
  /** The notification variant. */
  variant: z.enum(['info', 'warning', 'success', 'error']),
  title: z.string().min(1),
  message: z.string().default(''),
});

/** What {@link siteAlertsQuery} answers per alert. */
export const siteAlertSchema = siteAlertDocumentSchema.pick({ _id: true, variant: true, title: true, message: true });

export type SiteAlert = z.infer<typeof siteAlertSchema>;

export const siteAlertsQuery = `*[_type == "sitealert" && $brand in brands] | order(_id asc) { _id, variant, title, message }`;

/** The alerts for one brand, each parsed on its own so one bad document names itself. */
export async function getSiteAlerts(client: SanityClient, brand: BrandKey): Promise<SiteAlert[]> {
  const result = await client.fetch<unknown[]>(siteAlertsQuery, { brand });
  return (result ?? []).map((document) => {
    const id = (document as { _id?: string } | null)?._id ?? 'sitealert';
    return parseDocument(siteAlertSchema, document, id);
  });
}
