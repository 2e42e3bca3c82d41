/**
 * Site alerts (`_type: "sitealert"`): short notices an editor shows at the top of one or more brands' portals.
 */
import type { SanityClient } from '@sanity/client';
import { z } from 'zod';
import type { BrandKey } from '../../brands/registry';
import { parseDocument } from './parse-document';

export const siteAlertSchema = z.object({
  _id: z.string(),
  /** The notification variant. */
  variant: z.enum(['info', 'warning', 'success', 'error']),
  title: z.string().min(1),
  message: z.string().default(''),
});

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
