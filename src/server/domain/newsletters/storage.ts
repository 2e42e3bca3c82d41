/** The newsletters area's queries: the account's newsletter subscriptions and commercial-offers choices per brand. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { commercialOfferingConsents, newsletterSubscriptions } from '../../db/schema';
import { ownedBy } from '../kit/ownership';

/** The slugs of the brand's newsletters the account receives. */
export async function subscribedSlugs(db: Db, accountId: string, brandKey: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: newsletterSubscriptions.newsletterSlug })
    .from(newsletterSubscriptions)
    .where(ownedBy(newsletterSubscriptions, { accountId, brandKey }));
  return new Set(rows.map((row) => row.slug));
}

/** Subscribes the account to a newsletter of the brand (nothing when it already is). */
export async function addNewsletter(db: Db, accountId: string, brandKey: string, slug: string): Promise<void> {
  await db.insert(newsletterSubscriptions).values({ accountId, brandKey, newsletterSlug: slug }).onConflictDoNothing();
}

/** Unsubscribes the account from a newsletter of the brand. */
export async function removeNewsletter(db: Db, accountId: string, brandKey: string, slug: string): Promise<void> {
  await db
    .delete(newsletterSubscriptions)
    .where(
      and(ownedBy(newsletterSubscriptions, { accountId, brandKey }), eq(newsletterSubscriptions.newsletterSlug, slug)),
    );
}

/** The account's stored commercial-offers choices on the brand. */
export async function commercialChoices(
  db: Db,
  accountId: string,
  brandKey: string,
): Promise<{ channel: string; optedIn: boolean }[]> {
  return db
    .select({ channel: commercialOfferingConsents.channel, optedIn: commercialOfferingConsents.optedIn })
    .from(commercialOfferingConsents)
    .where(ownedBy(commercialOfferingConsents, { accountId, brandKey }));
}

/** Stores the account's choice for one channel of the brand, replacing an earlier one. */
export async function storeCommercialChoice(
  db: Db,
  accountId: string,
  brandKey: string,
  channel: string,
  optedIn: boolean,
): Promise<void> {
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
}
