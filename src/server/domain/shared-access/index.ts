/**
 * The shared-access services: the owner of a subscription with digital access invites co-readers by e-mail, at most
 * as many as the capability table allows the brand and product at once (co-readers and open invitations together); an invitation key
 * is random (256 bits), only its SHA-256 is stored, valid 14 days and usable once; accepting needs a signed-in account
 * other than the owner's; the owner revokes co-readers and open invitations; co-readers manage nothing, they only see
 * whose subscription they read along on.
 *
 * Every service is scoped to the asking account and the request's brand: a subscription, invitation or co-reader of
 * another account (or brand) is answered exactly like one that does not exist (NOT_FOUND). Ids are checked for their
 * shape first, so a malformed id never reaches the database.
 */
import type { OwnerScope } from '../../../shared/owner';
import { SHARED_ACCESS_VIOLATIONS as V, sendInviteSchema } from '../../../shared/shared-access';
import { ok, refused, violationsOf, type Refusal, type Result } from '../../../shared/result';
import { config } from '../../config';
import type { Db } from '../../db/client';
import { subscriptions, type Subscription } from '../../db/schema';
import { CODE_SEND_POLICY, rateLimitStore, type RateLimitStore } from '../../ports/rate-limit';
import { findOwned, isRowId } from '../kit/ownership';
import { isSecretToken, newSecretToken } from '../kit/secret-token';
import { sendInviteMail } from './notifications';
import {
  fullName,
  inviteLimitKey,
  inviteLink,
  inviteRefusal,
  isOwnEmail,
  isShareable,
  placesLeft,
  coReaderPlaces,
} from './rules';
import {
  accountContact,
  claimInvite,
  coReaderCount,
  coReadersOf,
  insertInvite,
  inviteByKey,
  isCoReader,
  openInvitesOf,
  ownedSubscriptions,
  revokeActiveCoReader,
  revokeOpenInvite,
  subscriptionsSharedWith,
  type InviteRow,
} from './storage';

export { INVITE_SEND_PURPOSE, isShareable } from './rules';

/** Who asks: the signed-in account on the request's brand (the one owner scope; the country plays no part here). */
export type SharedAccessOwner = Pick<OwnerScope, 'accountId' | 'brandKey'>;

/** A co-reader as the owner sees it. */
export interface CoReaderItem {
  /** The co-reader row's id (what revokeCoReader takes). */
  id: string;
  name: string | null;
  email: string;
  since: Date;
}

/** An open invitation as the owner sees it: its row id, never the secret key. */
export interface InviteItem {
  id: string;
  email: string;
  sentAt: Date;
  expiresAt: Date;
}

/** One shareable subscription of the owner with its co-readers, open invitations and places left. */
export interface ShareableSubscription {
  subscriptionId: string;
  title: string;
  productType: Subscription['productType'];
  maxCoReaders: number;
  placesLeft: number;
  coReaders: CoReaderItem[];
  invites: InviteItem[];
}

/** A subscription the account reads along on (read-only: whose it is). */
export interface SharedWithMeItem {
  subscriptionId: string;
  title: string;
  ownerName: string | null;
  since: Date;
}

export interface SharedAccessOverview {
  subscriptions: ShareableSubscription[];
  sharedWithMe: SharedWithMeItem[];
}

/** What the invitation mail needs: the brand, its portal origin and the request's translations. */
export interface InviteMailContext {
  brandName: string;
  /** The portal origin of the brand, e.g. `https://mijn.ad.nl`. */
  origin: string;
  t: (key: string, params?: Record<string, string | number>) => string;
  /** Default: the configured store. */
  limiter?: RateLimitStore;
  /** Invitations the account may send in 24 hours; default SHARED_ACCESS_INVITES_PER_DAY. */
  invitesPerDay?: number;
  now?: Date;
}

function refusal(code: string, field: string | null = null): Refusal {
  return refused({ code, field });
}

/** The owner's subscription on the brand, or undefined (another account's, another brand's, unknown, malformed). */
async function ownSubscription(db: Db, owner: SharedAccessOwner, subscriptionId: unknown) {
  return findOwned(db, subscriptions, owner, subscriptionId);
}

/**
 * The overview (SasOverview): every shareable subscription of the account on the brand with its co-readers, open
 * invitations and places left, and the subscriptions of others the account reads along on.
 */
export async function getSharedAccessOverview(
  db: Db,
  owner: SharedAccessOwner,
  now: Date = new Date(),
): Promise<SharedAccessOverview> {
  const owned = (await ownedSubscriptions(db, owner)).filter(isShareable);
  // The co-readers and invitations of all the owner's subscriptions on the brand; each shareable one keeps its own.
  const any = owned.length > 0;
  const readers = any ? await coReadersOf(db, owner) : [];
  const invites = any ? await openInvitesOf(db, owner, now) : [];
  const shared = await subscriptionsSharedWith(db, owner);

  return {
    subscriptions: owned.map((subscription) => {
      const coReaders = readers
        .filter((reader) => reader.subscriptionId === subscription.id)
        .map((reader) => ({
          id: reader.id,
          name: fullName(reader.firstName, reader.lastName),
          email: reader.email,
          since: reader.since,
        }));
      const open = invites
        .filter((invite) => invite.subscriptionId === subscription.id)
        .map((invite) => ({
          id: invite.id,
          email: invite.email,
          sentAt: invite.createdAt,
          expiresAt: invite.expiresAt,
        }));
      return {
        subscriptionId: subscription.id,
        title: subscription.title,
        productType: subscription.productType,
        maxCoReaders: coReaderPlaces(subscription),
        placesLeft: placesLeft(coReaders.length + open.length, coReaderPlaces(subscription)),
        coReaders,
        invites: open,
      };
    }),
    sharedWithMe: shared.filter(isShareable).map((row) => ({
      subscriptionId: row.subscriptionId,
      title: row.title,
      ownerName: fullName(row.firstName, row.lastName),
      since: row.since,
    })),
  };
}

/**
 * Invites `input.email` to read along on one of the owner's subscriptions: stores the invitation (the key's hash,
 * valid 14 days) and mails the link. Refused: NOT_FOUND (not the owner's subscription on this brand),
 * SAS_NOT_SHAREABLE, EMAIL_INVALID (field `email`), SAS_INVITE_OWN_EMAIL, SAS_ALREADY_INVITED, SAS_NO_PLACES_LEFT,
 * SAS_INVITE_DAILY_LIMIT (the account sent SHARED_ACCESS_INVITES_PER_DAY in the last 24 hours, revoked ones
 * included), RATE_LIMITED (more than CODE_SEND_POLICY allows to one address).
 */
export async function sendInvite(
  db: Db,
  owner: SharedAccessOwner,
  subscriptionId: unknown,
  input: unknown,
  context: InviteMailContext,
): Promise<Result<{ invite: InviteItem }>> {
  const now = context.now ?? new Date();
  // Ownership first: another account's subscription gets the same answer as a missing one, whatever the address.
  const subscription = await ownSubscription(db, owner, subscriptionId);
  if (!subscription) return refusal(V.notFound);
  if (!isShareable(subscription)) return refusal(V.notShareable);
  const parsed = sendInviteSchema.safeParse(input);
  if (!parsed.success) return refused(...violationsOf(parsed.error));
  const { email } = parsed.data;
  const ownerAccount = await accountContact(db, owner.accountId);
  if (!ownerAccount) return refusal(V.notFound);
  if (isOwnEmail(ownerAccount.email, email)) return refusal(V.ownEmail, 'email');

  // Counted before anything is stored, per receiving address.
  const limit = await (context.limiter ?? rateLimitStore(db)).hit(CODE_SEND_POLICY, inviteLimitKey(email));
  if (!limit.allowed) return refusal(V.rateLimited);

  const key = newSecretToken();
  const stored = await insertInvite(db, {
    subscriptionId: subscription.id,
    ownerAccountId: owner.accountId,
    email,
    key,
    now,
    places: coReaderPlaces(subscription),
    perDay: context.invitesPerDay ?? config().SHARED_ACCESS_INVITES_PER_DAY,
  });
  if ('refusal' in stored) return refusal(stored.refusal, stored.field);
  const { row } = stored;
  await sendInviteMail(db, {
    brandKey: owner.brandKey,
    brandName: context.brandName,
    to: email,
    owner: fullName(ownerAccount.firstName, ownerAccount.lastName) ?? ownerAccount.email,
    title: subscription.title,
    link: inviteLink(context.origin, key),
    expiresAt: row.expiresAt,
    t: context.t,
  });
  return ok({ invite: { id: row.id, email: row.email, sentAt: row.createdAt, expiresAt: row.expiresAt } });
}

/**
 * The owner's revocation of something of one of its subscriptions (`revoke` it there, by id): NOT_FOUND, field null,
 * when the subscription is not the owner's on this brand; NOT_FOUND on `field` when it has no such thing to revoke.
 */
function revocationOf(
  revoke: (db: Db, subscriptionId: string, id: string, now: Date) => Promise<boolean>,
  field: 'key' | 'id',
) {
  return async (
    db: Db,
    owner: SharedAccessOwner,
    subscriptionId: unknown,
    id: unknown,
    now: Date = new Date(),
  ): Promise<Result> => {
    const subscription = await ownSubscription(db, owner, subscriptionId);
    if (!subscription) return refusal(V.notFound);
    if (!isRowId(id)) return refusal(V.notFound, field);
    return (await revoke(db, subscription.id, id, now)) ? ok() : refusal(V.notFound, field);
  };
}

/**
 * Withdraws an open invitation of one of the owner's subscriptions. Refused with NOT_FOUND, field null, when the
 * subscription is not the owner's on this brand; NOT_FOUND, field `key`, when that subscription has no such open
 * invitation (accepted, revoked, expired or unknown).
 */
export const revokeInvite = revocationOf(revokeOpenInvite, 'key');

/**
 * Ends a co-reader's access to one of the owner's subscriptions. Refused with NOT_FOUND, field null, when the
 * subscription is not the owner's on this brand; NOT_FOUND, field `id`, when it has no such (active) co-reader.
 */
export const revokeCoReader = revocationOf(revokeActiveCoReader, 'id');

/** What the accept page shows before the account accepts. */
export interface InvitePreview {
  title: string;
  ownerName: string | null;
  expiresAt: Date;
}

type FoundInvite = {
  invite: InviteRow;
  subscription: Subscription;
  ownerName: string | null;
};

/** Finds an invitation by its key on the brand and judges it for the asking account; the accept page's codes. */
async function judgeInvite(
  db: Db,
  asker: SharedAccessOwner,
  key: unknown,
  now: Date,
): Promise<Result<{ found: FoundInvite }>> {
  if (!isSecretToken(key)) return refusal(V.inviteInvalid);
  const row = await inviteByKey(db, asker.brandKey, key);
  if (!row) return refusal(V.inviteInvalid);
  const { invite, subscription } = row;
  const why = inviteRefusal(row, asker.accountId, now);
  if (why) return refusal(why);
  if (await isCoReader(db, subscription.id, asker.accountId)) return refusal(V.alreadyCoReader);
  // The invitation holds a place itself; only co-readers beyond the limit (older data) refuse it.
  if ((await coReaderCount(db, subscription.id)) >= coReaderPlaces(subscription)) return refusal(V.noPlacesLeft);
  return ok({ found: { invite, subscription, ownerName: fullName(row.firstName, row.lastName) } });
}

/**
 * What the asking account does with the invitation behind a link (`key`): `then` with the invitation found, or the
 * reason it cannot be accepted by this account (the accept page's codes).
 */
function withInvite<T extends object>(
  then: (db: Db, asker: SharedAccessOwner, found: FoundInvite, now: Date) => Promise<Result<T>>,
) {
  return async (db: Db, asker: SharedAccessOwner, key: unknown, now: Date = new Date()): Promise<Result<T>> => {
    const judged = await judgeInvite(db, asker, key, now);
    return judged.ok ? then(db, asker, judged.found, now) : judged;
  };
}

/** The invitation behind a link, as the accept page shows it, or the reason it cannot be accepted by this account. */
export const previewInvite = withInvite<{ invite: InvitePreview }>(async (_db, _asker, found) =>
  ok({ invite: { title: found.subscription.title, ownerName: found.ownerName, expiresAt: found.invite.expiresAt } }),
);

/**
 * Accepts an invitation: the account becomes a co-reader of the subscription and the invitation is used. Single use
 * even under concurrency: the invitation is marked accepted only while it is still open. Refused with the codes of
 * {@link previewInvite}, or SAS_INVITE_USED when another accept came first.
 */
export const acceptInvite = withInvite<{ shared: SharedWithMeItem }>(async (db, asker, found, now) => {
  const { invite, subscription, ownerName } = found;
  const reader = await claimInvite(db, invite, asker.accountId, now);
  if (!reader) return refusal(V.inviteUsed);
  return ok({
    shared: { subscriptionId: subscription.id, title: subscription.title, ownerName, since: reader.createdAt },
  });
});
