/**
 * Shared access (DESIGN.md §5): the owner of a subscription with digital access invites co-readers by e-mail, at most
 * MAX_CO_READERS at once (co-readers and open invitations together, per subscription of the brand); an invitation key
 * is random (256 bits), only its SHA-256 is stored, valid 14 days and usable once; accepting needs a signed-in account
 * other than the owner's; the owner revokes co-readers and open invitations; co-readers manage nothing, they only see
 * whose subscription they read along on.
 *
 * Every service is scoped to the asking account and the request's brand: a subscription, invitation or co-reader of
 * another account (or brand) is answered exactly like one that does not exist (NOT_FOUND). Ids are checked for their
 * shape first, so a malformed id never reaches the database.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import {
  INVITE_ACCEPT_PATH,
  INVITE_KEY_BYTES,
  INVITE_KEY_PATTERN,
  INVITE_TTL_MS,
  isUuid,
  MAX_CO_READERS,
  SHARED_ACCESS_VIOLATIONS as V,
  sendInviteSchema,
} from '../../shared/shared-access';
import { ok, refused, violationsOf, type Refusal, type Result } from '../../shared/result';
import type { Db } from '../db/client';
import { accounts, sharedAccessCoReaders, sharedAccessInvites, subscriptions, type Subscription } from '../db/schema';
import { sendMail } from '../ports/mail';
import { CODE_SEND_POLICY, rateLimitStore, type RateLimitStore } from '../ports/rate-limit';

/** A transaction of {@link Db}. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who asks: the signed-in account on the request's brand. */
export interface SharedAccessOwner {
  accountId: string;
  brandKey: string;
}

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
  now?: Date;
}

/** The rate-limit key prefix of invitation mails (per receiving address). */
export const INVITE_SEND_PURPOSE = 'shared-access-invite';

function refusal(code: string, field: string | null = null): Refusal {
  return refused({ code, field });
}

/** The SHA-256 of an invitation key, in hex: what the table stores. */
export function hashInviteKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** A fresh invitation key: 256 random bits, base64url (43 characters). */
export function newInviteKey(): string {
  return randomBytes(INVITE_KEY_BYTES).toString('base64url');
}

function fullName(first: string | null, last: string | null): string | null {
  return [first, last].filter(Boolean).join(' ') || null;
}

/** A subscription may be shared while it has digital access and has not ended. */
export function isShareable(subscription: Pick<Subscription, 'digitalAccess' | 'status'>): boolean {
  return subscription.digitalAccess && subscription.status !== 'ended';
}

/** Open: neither accepted nor revoked, and not expired. */
function openInvites(now: Date) {
  return and(
    isNull(sharedAccessInvites.acceptedAt),
    isNull(sharedAccessInvites.revokedAt),
    gt(sharedAccessInvites.expiresAt, now),
  );
}

/** The owner's subscription on the brand, or undefined (another account's, another brand's, unknown, malformed). */
async function ownedSubscription(db: Db, owner: SharedAccessOwner, subscriptionId: unknown) {
  if (!isUuid(subscriptionId)) return undefined;
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.id, subscriptionId),
        eq(subscriptions.accountId, owner.accountId),
        eq(subscriptions.brandKey, owner.brandKey),
      ),
    )
    .limit(1);
  return row;
}

/** How many places co-readers and open invitations take on a subscription. */
async function placesTaken(db: Db | Tx, subscriptionId: string, now: Date): Promise<number> {
  const [readers] = await db
    .select({ total: count() })
    .from(sharedAccessCoReaders)
    .where(and(eq(sharedAccessCoReaders.subscriptionId, subscriptionId), isNull(sharedAccessCoReaders.revokedAt)));
  const [invites] = await db
    .select({ total: count() })
    .from(sharedAccessInvites)
    .where(and(eq(sharedAccessInvites.subscriptionId, subscriptionId), openInvites(now)));
  return Number(readers?.total ?? 0) + Number(invites?.total ?? 0);
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
  const owned = (
    await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.accountId, owner.accountId), eq(subscriptions.brandKey, owner.brandKey)))
      .orderBy(asc(subscriptions.startDate), asc(subscriptions.id))
  ).filter(isShareable);
  const ids = owned.map((subscription) => subscription.id);
  const readers = ids.length
    ? await db
        .select({
          id: sharedAccessCoReaders.id,
          subscriptionId: sharedAccessCoReaders.subscriptionId,
          since: sharedAccessCoReaders.createdAt,
          email: accounts.email,
          firstName: accounts.firstName,
          lastName: accounts.lastName,
        })
        .from(sharedAccessCoReaders)
        .innerJoin(accounts, eq(accounts.id, sharedAccessCoReaders.accountId))
        .where(and(inArray(sharedAccessCoReaders.subscriptionId, ids), isNull(sharedAccessCoReaders.revokedAt)))
        .orderBy(asc(sharedAccessCoReaders.createdAt), asc(sharedAccessCoReaders.id))
    : [];
  const invites = ids.length
    ? await db
        .select()
        .from(sharedAccessInvites)
        .where(and(inArray(sharedAccessInvites.subscriptionId, ids), openInvites(now)))
        .orderBy(asc(sharedAccessInvites.createdAt), asc(sharedAccessInvites.id))
    : [];
  const shared = await db
    .select({
      subscriptionId: subscriptions.id,
      title: subscriptions.title,
      since: sharedAccessCoReaders.createdAt,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      digitalAccess: subscriptions.digitalAccess,
      status: subscriptions.status,
    })
    .from(sharedAccessCoReaders)
    .innerJoin(subscriptions, eq(subscriptions.id, sharedAccessCoReaders.subscriptionId))
    .innerJoin(accounts, eq(accounts.id, subscriptions.accountId))
    .where(
      and(
        eq(sharedAccessCoReaders.accountId, owner.accountId),
        isNull(sharedAccessCoReaders.revokedAt),
        eq(subscriptions.brandKey, owner.brandKey),
      ),
    )
    .orderBy(asc(sharedAccessCoReaders.createdAt));

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
        maxCoReaders: MAX_CO_READERS,
        placesLeft: Math.max(0, MAX_CO_READERS - coReaders.length - open.length),
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
 * RATE_LIMITED (more than CODE_SEND_POLICY allows to one address).
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
  const subscription = await ownedSubscription(db, owner, subscriptionId);
  if (!subscription) return refusal(V.notFound);
  if (!isShareable(subscription)) return refusal(V.notShareable);
  const parsed = sendInviteSchema.safeParse(input);
  if (!parsed.success) return refused(...violationsOf(parsed.error));
  const { email } = parsed.data;
  const [ownerAccount] = await db
    .select({ email: accounts.email, firstName: accounts.firstName, lastName: accounts.lastName })
    .from(accounts)
    .where(eq(accounts.id, owner.accountId))
    .limit(1);
  if (!ownerAccount) return refusal(V.notFound);
  if (ownerAccount.email.toLowerCase() === email) return refusal(V.ownEmail, 'email');

  // Counted before anything is stored, per receiving address: nobody can flood someone else's mailbox with links.
  const limit = await (context.limiter ?? rateLimitStore(db)).hit(CODE_SEND_POLICY, `${INVITE_SEND_PURPOSE}:${email}`);
  if (!limit.allowed) return refusal(V.rateLimited);

  const key = newInviteKey();
  const outcome = await db.transaction(async (tx) => {
    // One invitation at a time per subscription: the row lock keeps two at once from both taking the last place.
    await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription.id))
      .for('update');
    const [pending] = await tx
      .select({ id: sharedAccessInvites.id })
      .from(sharedAccessInvites)
      .where(
        and(
          eq(sharedAccessInvites.subscriptionId, subscription.id),
          sql`lower(${sharedAccessInvites.email}) = ${email}`,
          openInvites(now),
        ),
      )
      .limit(1);
    if (pending) return refusal(V.alreadyInvited, 'email');
    if ((await placesTaken(tx, subscription.id, now)) >= MAX_CO_READERS) {
      return refusal(V.noPlacesLeft);
    }
    const [row] = await tx
      .insert(sharedAccessInvites)
      .values({
        subscriptionId: subscription.id,
        ownerAccountId: owner.accountId,
        email,
        keyHash: hashInviteKey(key),
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITE_TTL_MS),
      })
      .returning();
    return ok({ invite: { id: row!.id, email: row!.email, sentAt: row!.createdAt, expiresAt: row!.expiresAt } });
  });
  if (!outcome.ok) return outcome;

  const link = new URL(`${INVITE_ACCEPT_PATH}/${key}`, context.origin);
  const expires = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long' }).format(outcome.invite.expiresAt);
  await sendMail(db, {
    brandKey: owner.brandKey,
    to: email,
    subject: context.t('sharedAccess.mail.subject', { brand: context.brandName }),
    text: context.t('sharedAccess.mail.text', {
      brand: context.brandName,
      owner: fullName(ownerAccount.firstName, ownerAccount.lastName) ?? ownerAccount.email,
      title: subscription.title,
      link: link.href,
      expires,
    }),
  });
  return outcome;
}

/**
 * Withdraws an open invitation of one of the owner's subscriptions. Refused with NOT_FOUND, field null, when the
 * subscription is not the owner's on this brand; NOT_FOUND, field `key`, when that subscription has no such open
 * invitation (accepted, revoked, expired or unknown).
 */
export async function revokeInvite(
  db: Db,
  owner: SharedAccessOwner,
  subscriptionId: unknown,
  inviteId: unknown,
  now: Date = new Date(),
): Promise<Result> {
  const subscription = await ownedSubscription(db, owner, subscriptionId);
  if (!subscription) return refusal(V.notFound);
  if (!isUuid(inviteId)) return refusal(V.notFound, 'key');
  const revoked = await db
    .update(sharedAccessInvites)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sharedAccessInvites.id, inviteId),
        eq(sharedAccessInvites.subscriptionId, subscription.id),
        openInvites(now),
      ),
    )
    .returning({ id: sharedAccessInvites.id });
  return revoked.length === 1 ? ok() : refusal(V.notFound, 'key');
}

/**
 * Ends a co-reader's access to one of the owner's subscriptions. Refused with NOT_FOUND, field null, when the
 * subscription is not the owner's on this brand; NOT_FOUND, field `id`, when it has no such (active) co-reader.
 */
export async function revokeCoReader(
  db: Db,
  owner: SharedAccessOwner,
  subscriptionId: unknown,
  coReaderId: unknown,
  now: Date = new Date(),
): Promise<Result> {
  const subscription = await ownedSubscription(db, owner, subscriptionId);
  if (!subscription) return refusal(V.notFound);
  if (!isUuid(coReaderId)) return refusal(V.notFound, 'id');
  const revoked = await db
    .update(sharedAccessCoReaders)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sharedAccessCoReaders.id, coReaderId),
        eq(sharedAccessCoReaders.subscriptionId, subscription.id),
        isNull(sharedAccessCoReaders.revokedAt),
      ),
    )
    .returning({ id: sharedAccessCoReaders.id });
  return revoked.length === 1 ? ok() : refusal(V.notFound, 'id');
}

/** What the accept page shows before the account accepts. */
export interface InvitePreview {
  title: string;
  ownerName: string | null;
  expiresAt: Date;
}

type FoundInvite = {
  invite: typeof sharedAccessInvites.$inferSelect;
  subscription: Subscription;
  ownerName: string | null;
};

/** Finds an invitation by its key on the brand and judges it for `accountId`; the refusal codes of the accept page. */
async function judgeInvite(
  db: Db,
  asker: SharedAccessOwner,
  key: unknown,
  now: Date,
): Promise<Result<{ found: FoundInvite }>> {
  if (typeof key !== 'string' || !INVITE_KEY_PATTERN.test(key)) return refusal(V.inviteInvalid);
  const [row] = await db
    .select({
      invite: sharedAccessInvites,
      subscription: subscriptions,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
    })
    .from(sharedAccessInvites)
    .innerJoin(subscriptions, eq(subscriptions.id, sharedAccessInvites.subscriptionId))
    .innerJoin(accounts, eq(accounts.id, sharedAccessInvites.ownerAccountId))
    .where(and(eq(sharedAccessInvites.keyHash, hashInviteKey(key)), eq(subscriptions.brandKey, asker.brandKey)))
    .limit(1);
  if (!row) return refusal(V.inviteInvalid);
  const { invite, subscription } = row;
  if (invite.acceptedAt) return refusal(V.inviteUsed);
  if (invite.revokedAt) return refusal(V.inviteRevoked);
  if (invite.expiresAt.getTime() <= now.getTime()) return refusal(V.inviteExpired);
  // The subscription changed hands or lost its digital access since the invitation was sent.
  if (subscription.accountId !== invite.ownerAccountId || !isShareable(subscription)) return refusal(V.notShareable);
  if (invite.ownerAccountId === asker.accountId) return refusal(V.inviteOwn);
  const [already] = await db
    .select({ id: sharedAccessCoReaders.id })
    .from(sharedAccessCoReaders)
    .where(
      and(
        eq(sharedAccessCoReaders.subscriptionId, subscription.id),
        eq(sharedAccessCoReaders.accountId, asker.accountId),
        isNull(sharedAccessCoReaders.revokedAt),
      ),
    )
    .limit(1);
  if (already) return refusal(V.alreadyCoReader);
  // The invitation holds a place itself; only co-readers beyond the limit (older data) refuse it.
  const [readers] = await db
    .select({ total: count() })
    .from(sharedAccessCoReaders)
    .where(and(eq(sharedAccessCoReaders.subscriptionId, subscription.id), isNull(sharedAccessCoReaders.revokedAt)));
  if (Number(readers?.total ?? 0) >= MAX_CO_READERS) return refusal(V.noPlacesLeft);
  return ok({ found: { invite, subscription, ownerName: fullName(row.firstName, row.lastName) } });
}

/** The invitation behind a link, as the accept page shows it, or the reason it cannot be accepted by this account. */
export async function previewInvite(
  db: Db,
  asker: SharedAccessOwner,
  key: unknown,
  now: Date = new Date(),
): Promise<Result<{ invite: InvitePreview }>> {
  const judged = await judgeInvite(db, asker, key, now);
  if (!judged.ok) return judged;
  const { invite, subscription, ownerName } = judged.found;
  return ok({ invite: { title: subscription.title, ownerName, expiresAt: invite.expiresAt } });
}

/**
 * Accepts an invitation: the account becomes a co-reader of the subscription and the invitation is used. Single use
 * even under concurrency: the invitation is marked accepted only while it is still open. Refused with the codes of
 * {@link INVITE_REFUSALS}.
 */
export async function acceptInvite(
  db: Db,
  asker: SharedAccessOwner,
  key: unknown,
  now: Date = new Date(),
): Promise<Result<{ shared: SharedWithMeItem }>> {
  const judged = await judgeInvite(db, asker, key, now);
  if (!judged.ok) return judged;
  const { invite, subscription, ownerName } = judged.found;
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(sharedAccessInvites)
      .set({ acceptedAt: now })
      .where(and(eq(sharedAccessInvites.id, invite.id), openInvites(now)))
      .returning({ id: sharedAccessInvites.id });
    if (claimed.length !== 1) return refusal(V.inviteUsed);
    const [reader] = await tx
      .insert(sharedAccessCoReaders)
      .values({ subscriptionId: subscription.id, accountId: asker.accountId, inviteId: invite.id, createdAt: now })
      .returning();
    return ok({
      shared: { subscriptionId: subscription.id, title: subscription.title, ownerName, since: reader!.createdAt },
    });
  });
}
