/**
 * Newsletters and commercial offers of the signed-in subscriber (the REST endpoints `/api/newsletter` and
 * `/api/commercial-offerings`, thin adapters over these services in src/pages/api/). The newsletters a brand offers
 * are its CMS newsletter documents; which ones an account receives, and whether it wants commercial offers per
 * channel, is stored in the database. Everything is scoped to the session's account and the request's brand.
 */
import type { Newsletter } from '../../../content/queries/newsletters';
import { ok, refused, violationsOf, type Result } from '../../../shared/result';
import type { CommercialOfferings, NewsletterItem } from '../../../shared/rest-endpoints';
import type { Db } from '../../db/client';
import { isRowId } from '../kit/ownership';
import { commercialChangeSchema, commercialOfferings, newsletterChangeSchema, newsletterItems } from './rules';
import { addNewsletter, commercialChoices, removeNewsletter, storeCommercialChoice, subscribedSlugs } from './storage';

export { CHOICE_REQUIRED, COMMERCIAL_CHANNEL_UNKNOWN, NEWSLETTER_UNKNOWN } from './rules';

/** A change's result: the new state, or the violations of a refused change. */
type Change<T> = Result<{ value: T }>;

/** The brand's newsletters, each with whether the account receives it (in the CMS order). */
export async function listNewsletters(
  db: Db,
  accountId: string,
  brandKey: string,
  newsletters: readonly Newsletter[],
): Promise<NewsletterItem[]> {
  const subscribed = isRowId(accountId) ? await subscribedSlugs(db, accountId, brandKey) : new Set<string>();
  return newsletterItems(newsletters, subscribed);
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
  if (subscribed) await addNewsletter(db, accountId, brandKey, slug);
  else await removeNewsletter(db, accountId, brandKey, slug);
  return ok({ value: await listNewsletters(db, accountId, brandKey, newsletters) });
}

/** The account's choices about commercial offers of the brand; a channel without a choice is "no". */
export async function getCommercialOfferings(
  db: Db,
  accountId: string,
  brandKey: string,
): Promise<CommercialOfferings> {
  if (!isRowId(accountId)) return commercialOfferings([]);
  return commercialOfferings(await commercialChoices(db, accountId, brandKey));
}

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
  await storeCommercialChoice(db, accountId, brandKey, channel, optedIn);
  return ok({ value: await getCommercialOfferings(db, accountId, brandKey) });
}
