/**
 * Newsletters and commercial offers of the signed-in subscriber (specification §7 `/api/newsletter`,
 * `/api/commercial-offerings`). The newsletters a brand offers are its CMS newsletter documents; which ones an
 * account receives, and whether it wants commercial offers per channel, is stored in the database. Everything is
 * scoped to the session's account and the request's brand (DESIGN.md §2). The REST routes are thin adapters over
 * these services (src/pages/api/newsletter.ts, src/pages/api/commercial-offerings.ts).
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { CHOICE_REQUIRED, NEWSLETTER_UNKNOWN, newsletterChoiceSchema } from '../../shared/newsletters';
import { ok, refused, violationsOf, type Result } from '../../shared/result';
import type { Newsletter } from '../../content/queries/newsletters';
import {
  COMMERCIAL_CHANNELS,
  type CommercialChannel,
  type CommercialOfferings,
  type NewsletterItem,
} from '../../shared/rest-endpoints';
import type { Db } from '../db/client';
import { commercialOfferingConsents, newsletterSubscriptions } from '../db/schema';
import { idSchema } from './account';

export { CHOICE_REQUIRED, NEWSLETTER_UNKNOWN };
export const COMMERCIAL_CHANNEL_UNKNOWN = 'COMMERCIAL_CHANNEL_UNKNOWN';

/** A change's result: the new state, or the violations of a refused change. */
type Change<T> = Result<{ value: T }>;

/** The brand's newsletters, each with whether the account receives it (in the CMS order). */
export async function listNewsletters(
  db: Db,
  accountId: string,
  brandKey: string,
  newsletters: readonly Newsletter[],
): Promise<NewsletterItem[]> {
  const rows = idSchema.safeParse(accountId).success
    ? await db
        .select({ slug: newsletterSubscriptions.newsletterSlug })
        .from(newsletterSubscriptions)
        .where(and(eq(newsletterSubscriptions.accountId, accountId), eq(newsletterSubscriptions.brandKey, brandKey)))
    : [];
  const subscribed = new Set(rows.map((row) => row.slug));
  return newsletters.map((newsletter) => ({
    slug: newsletter.slug,
    title: newsletter.title,
    description: newsletter.description,
    frequency: newsletter.frequency,
    subscribed: subscribed.has(newsletter.slug),
  }));
}

/** The shared choice schema, with the slug one of the brand's newsletters. */
function newsletterChangeSchema(newsletters: readonly Newsletter[]) {
  const slugs = new Set(newsletters.map((newsletter) => newsletter.slug));
  return newsletterChoiceSchema.extend({
    slug: newsletterChoiceSchema.shape.slug.refine((slug) => slugs.has(slug), NEWSLETTER_UNKNOWN),
  });
}

/** Subscribes the account to, or unsubscribes it from, one of the brand's newsletters. */
export async function changeNewsletter(
  db: Db,
  accountId: string,
  brandKey: string,
  newsletters: readonly Newsletter[],
  input: unknown,
): Promise<Change<NewsletterItem[]>> {
  const parsed = newsletterChangeSchema(newsletters).safeParse(input);
  if (!parsed.success) return refused(...violationsOf(parsed.error));
  const { slug, subscribed } = parsed.data;
  if (subscribed) {
    await db
      .insert(newsletterSubscriptions)
      .values({ accountId, brandKey, newsletterSlug: slug })
      .onConflictDoNothing();
  } else {
    await db
      .delete(newsletterSubscriptions)
      .where(
        and(
          eq(newsletterSubscriptions.accountId, accountId),
          eq(newsletterSubscriptions.brandKey, brandKey),
          eq(newsletterSubscriptions.newsletterSlug, slug),
        ),
      );
  }
  return ok({ value: await listNewsletters(db, accountId, brandKey, newsletters) });
}

/** The account's choices about commercial offers of the brand; a channel without a choice is "no". */
export async function getCommercialOfferings(
  db: Db,
  accountId: string,
  brandKey: string,
): Promise<CommercialOfferings> {
  const channels = Object.fromEntries(COMMERCIAL_CHANNELS.map((channel) => [channel, false])) as Record<
    CommercialChannel,
    boolean
  >;
  if (!idSchema.safeParse(accountId).success) return { channels };
  const rows = await db
    .select()
    .from(commercialOfferingConsents)
    .where(and(eq(commercialOfferingConsents.accountId, accountId), eq(commercialOfferingConsents.brandKey, brandKey)));
  for (const row of rows) {
    if ((COMMERCIAL_CHANNELS as readonly string[]).includes(row.channel)) {
      channels[row.channel as CommercialChannel] = row.optedIn;
    }
  }
  return { channels };
}

const commercialChangeSchema = z.object({
  channel: z.enum(COMMERCIAL_CHANNELS, { error: COMMERCIAL_CHANNEL_UNKNOWN }),
  optedIn: z.boolean({ error: CHOICE_REQUIRED }),
});

/** Records the account's choice for one channel. */
export async function changeCommercialOffering(
  db: Db,
  accountId: string,
  brandKey: string,
  input: unknown,
): Promise<Change<CommercialOfferings>> {
  const parsed = commercialChangeSchema.safeParse(input);
  if (!parsed.success) return refused(...violationsOf(parsed.error));
  const { channel, optedIn } = parsed.data;
  await db
    .insert(commercialOfferingConsents)
    .values({ accountId, brandKey, channel, optedIn })
    .onConflictDoUpdate({
      target: [
        commercialOfferingConsents.accountId,
        commercialOfferingConsents.brandKey,
        commercialOfferingConsents.channel,
      ],
      set: { optedIn, updatedAt: new Date() },
    });
  return ok({ value: await getCommercialOfferings(db, accountId, brandKey) });
}
