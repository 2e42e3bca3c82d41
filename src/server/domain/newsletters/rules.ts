/**
 * The pure newsletter rules: a choice names one of the brand's newsletters (its CMS documents), a commercial-offers
 * choice one of the channels, and a channel without a stored choice is "no". No database here; the queries are
 * ./storage.ts.
 */
import { z } from 'zod';
import type { Newsletter } from '../../../content/queries/newsletters';
import { CHOICE_REQUIRED, NEWSLETTER_UNKNOWN, newsletterChoiceSchema } from '../../../shared/newsletters';
import {
  COMMERCIAL_CHANNELS,
  type CommercialChannel,
  type CommercialOfferings,
  type NewsletterItem,
} from '../../../shared/rest-endpoints';

export { CHOICE_REQUIRED, NEWSLETTER_UNKNOWN };
export const COMMERCIAL_CHANNEL_UNKNOWN = 'COMMERCIAL_CHANNEL_UNKNOWN';

/** The shared choice schema, with the slug one of the brand's newsletters. */
export function newsletterChangeSchema(newsletters: readonly Newsletter[]) {
  const slugs = new Set(newsletters.map((newsletter) => newsletter.slug));
  return newsletterChoiceSchema.extend({
    slug: newsletterChoiceSchema.shape.slug.refine((slug) => slugs.has(slug), NEWSLETTER_UNKNOWN),
  });
}

/** A choice about commercial offers: one channel, in or out. */
export const commercialChangeSchema = z.object({
  channel: z.enum(COMMERCIAL_CHANNELS, { error: COMMERCIAL_CHANNEL_UNKNOWN }),
  optedIn: z.boolean({ error: CHOICE_REQUIRED }),
});

/** The brand's newsletters in the CMS order, each with whether the account receives it. */
export function newsletterItems(newsletters: readonly Newsletter[], subscribed: ReadonlySet<string>): NewsletterItem[] {
  return newsletters.map((newsletter) => ({
    slug: newsletter.slug,
    title: newsletter.title,
    description: newsletter.description,
    frequency: newsletter.frequency,
    subscribed: subscribed.has(newsletter.slug),
  }));
}

/** The choice per channel: the stored ones, every other channel "no"; stored rows of unknown channels are ignored. */
export function commercialOfferings(rows: readonly { channel: string; optedIn: boolean }[]): CommercialOfferings {
  const channels = Object.fromEntries(COMMERCIAL_CHANNELS.map((channel) => [channel, false])) as Record<
    CommercialChannel,
    boolean
  >;
  for (const row of rows) {
    if ((COMMERCIAL_CHANNELS as readonly string[]).includes(row.channel)) {
      channels[row.channel as CommercialChannel] = row.optedIn;
    }
  }
  return { channels };
}
