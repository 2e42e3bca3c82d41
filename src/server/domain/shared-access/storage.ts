/**
 * The shared-access queries: the owner's subscriptions on the brand, co-readers, invitations (open: neither
 * accepted nor revoked, and not expired) and the subscriptions an account reads along on.
 */
import { and, asc, count, eq, gt, isNull, sql, type Placeholder } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { OwnerScope } from '../../../shared/owner';
import { SHARED_ACCESS_VIOLATIONS as V } from '../../../shared/shared-access';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import {
  accounts,
  sharedAccessCoReaders,
  sharedAccessInvites,
  subscriptions,
  type Subscription,
} from '../../db/schema';
import { ownedBy, OWNER_PLACEHOLDERS, ownerValues } from '../kit/ownership';
import { hashSecretToken } from '../kit/secret-token';
import { inviteExpiry } from './rules';

/** A transaction of {@link Db}. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who asks: the signed-in account on the request's brand. */
type SharedAccessScope = Pick<OwnerScope, 'accountId' | 'brandKey'>;

/** An invitation row. */
export type InviteRow = typeof sharedAccessInvites.$inferSelect;

/** Open: neither accepted nor revoked, and not expired at `now` (a time, or a prepared statement's placeholder). */
function openInvites(now: Date | Placeholder) {
  return and(
    isNull(sharedAccessInvites.acceptedAt),
    isNull(sharedAccessInvites.revokedAt),
    gt(sharedAccessInvites.expiresAt, now),
  );
}

/*
 * The overview's four reads (SasOverview) are prepared once per database (src/server/db/prepared.ts): building their
 * SQL text from the builder was about a third of the overview's CPU. Co-readers and invitations are read by the
 * owner's subscriptions on the brand (a join) rather than by a list of ids, so each is one fixed statement.
 */
const ASKER = OWNER_PLACEHOLDERS;
const askerValues = ownerValues;
/** The asker's own subscriptions on the brand (of a statement with the ASKER placeholders). */
const askersSubscriptions = () => ownedBy(subscriptions, ASKER);

const ownedSubscriptionsStatement = preparedPerDb((db) =>
  db
    .select()
    .from(subscriptions)
    .where(askersSubscriptions())
    .orderBy(asc(subscriptions.startDate), asc(subscriptions.id))
    .prepare('sas_owned_subscriptions'),
);

/** Every subscription of the account on the brand, oldest first. */
export async function ownedSubscriptions(db: Db, owner: SharedAccessScope): Promise<Subscription[]> {
  return ownedSubscriptionsStatement(db).execute(askerValues(owner));
}

const coReadersStatement = preparedPerDb((db) =>
  db
    .select({
      id: sharedAccessCoReaders.id,
      subscriptionId: sharedAccessCoReaders.subscriptionId,
      since: sharedAccessCoReaders.createdAt,
      email: accounts.email,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
    })
    .from(sharedAccessCoReaders)
    .innerJoin(subscriptions, eq(subscriptions.id, sharedAccessCoReaders.subscriptionId))
    .innerJoin(accounts, eq(accounts.id, sharedAccessCoReaders.accountId))
    .where(and(askersSubscriptions(), isNull(sharedAccessCoReaders.revokedAt)))
    .orderBy(asc(sharedAccessCoReaders.createdAt), asc(sharedAccessCoReaders.id))
    .prepare('sas_co_readers'),
);

/**
 * The active co-readers of the owner's subscriptions on the brand with their names and addresses, oldest first (the
 * caller keeps those of the subscriptions it shows).
 */
export async function coReadersOf(db: Db, owner: SharedAccessScope) {
  return coReadersStatement(db).execute(askerValues(owner));
}

const openInvitesStatement = preparedPerDb((db) =>
  db
    .select({ invite: sharedAccessInvites })
    .from(sharedAccessInvites)
    .innerJoin(subscriptions, eq(subscriptions.id, sharedAccessInvites.subscriptionId))
    .where(and(askersSubscriptions(), openInvites(sql.placeholder('now'))))
    .orderBy(asc(sharedAccessInvites.createdAt), asc(sharedAccessInvites.id))
    .prepare('sas_open_invites'),
);

/**
 * The open invitations of the owner's subscriptions on the brand, oldest first (the caller keeps those of the
 * subscriptions it shows).
 */
export async function openInvitesOf(db: Db, owner: SharedAccessScope, now: Date): Promise<InviteRow[]> {
  const rows = await openInvitesStatement(db).execute({ ...askerValues(owner), now: now.toISOString() });
  return rows.map((row) => row.invite);
}

const sharedWithStatement = preparedPerDb((db) =>
  db
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
        eq(sharedAccessCoReaders.accountId, ASKER.accountId),
        isNull(sharedAccessCoReaders.revokedAt),
        eq(subscriptions.brandKey, ASKER.brandKey),
      ),
    )
    .orderBy(asc(sharedAccessCoReaders.createdAt))
    .prepare('sas_shared_with'),
);

/** The brand's subscriptions of others the account is an active co-reader of, with their owners' names. */
export async function subscriptionsSharedWith(db: Db, asker: SharedAccessScope) {
  return sharedWithStatement(db).execute(askerValues(asker));
}

/** The address and name of an account, if it exists. */
export async function accountContact(db: Db, accountId: string) {
  const [row] = await db
    .select({ email: accounts.email, firstName: accounts.firstName, lastName: accounts.lastName })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row;
}

async function activeCoReaderCount(db: Db | Tx, subscriptionId: string): Promise<number> {
  const [readers] = await db
    .select({ total: count() })
    .from(sharedAccessCoReaders)
    .where(and(eq(sharedAccessCoReaders.subscriptionId, subscriptionId), isNull(sharedAccessCoReaders.revokedAt)));
  return Number(readers?.total ?? 0);
}

/** How many places co-readers and open invitations take on a subscription. */
async function placesTaken(db: Db | Tx, subscriptionId: string, now: Date): Promise<number> {
  const [invites] = await db
    .select({ total: count() })
    .from(sharedAccessInvites)
    .where(and(eq(sharedAccessInvites.subscriptionId, subscriptionId), openInvites(now)));
  return (await activeCoReaderCount(db, subscriptionId)) + Number(invites?.total ?? 0);
}

/**
 * Stores an invitation of `email` to a subscription (the key's hash, valid 14 days), unless that address has an
 * open invitation to it already or no place is left. One invitation at a time per subscription: the row lock keeps
 * two at once from both taking the last place. Answers the row, or the violation code and field of the refusal.
 */
export async function insertInvite(
  db: Db,
  values: {
    subscriptionId: string;
    ownerAccountId: string;
    email: string;
    key: string;
    now: Date;
    places: number;
    perDay: number;
  },
): Promise<{ row: InviteRow } | { refusal: string; field: string | null }> {
  const { subscriptionId, ownerAccountId, email, now } = values;
  return db.transaction(async (tx) => {
    // The owner's row lock counts one invitation at a time per account, across its subscriptions.
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, ownerAccountId)).for('update');
    if ((await invitesSentSince(tx, ownerAccountId, new Date(now.getTime() - DAY_MS))) >= values.perDay) {
      return { refusal: V.dailyLimit, field: null };
    }
    await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId))
      .for('update');
    const [pending] = await tx
      .select({ id: sharedAccessInvites.id })
      .from(sharedAccessInvites)
      .where(
        and(
          eq(sharedAccessInvites.subscriptionId, subscriptionId),
          sql`lower(${sharedAccessInvites.email}) = ${email}`,
          openInvites(now),
        ),
      )
      .limit(1);
    if (pending) return { refusal: V.alreadyInvited, field: 'email' };
    if ((await placesTaken(tx, subscriptionId, now)) >= values.places) return { refusal: V.noPlacesLeft, field: null };
    const [row] = await tx
      .insert(sharedAccessInvites)
      .values({
        subscriptionId,
        ownerAccountId,
        email,
        keyHash: hashSecretToken(values.key),
        createdAt: now,
        expiresAt: inviteExpiry(now),
      })
      .returning();
    return { row: row! };
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Invitations the account sent since `since`, whatever became of them (accepted, revoked, expired or open). */
async function invitesSentSince(db: Db | Tx, ownerAccountId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ sent: count() })
    .from(sharedAccessInvites)
    .where(and(eq(sharedAccessInvites.ownerAccountId, ownerAccountId), gt(sharedAccessInvites.createdAt, since)));
  return row?.sent ?? 0;
}

/** Revokes an open invitation of the subscription; false when it has no such open invitation. */
export async function revokeOpenInvite(db: Db, subscriptionId: string, inviteId: string, now: Date): Promise<boolean> {
  const revoked = await db
    .update(sharedAccessInvites)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sharedAccessInvites.id, inviteId),
        eq(sharedAccessInvites.subscriptionId, subscriptionId),
        openInvites(now),
      ),
    )
    .returning({ id: sharedAccessInvites.id });
  return revoked.length === 1;
}

/**
 * Ends all sharing of a subscription its holder lets go, in the caller's transaction: every active co-reader and
 * every invitation not accepted yet is revoked, so none of them passes to the subscription's next holder.
 */
export async function endSharingOf(tx: Tx, subscriptionId: string, now: Date): Promise<void> {
  const of = { coReaders: sharedAccessCoReaders.subscriptionId, invites: sharedAccessInvites.subscriptionId };
  await revokeSharing(tx, of, subscriptionId, now);
}

/**
 * Revokes, in the caller's transaction, every active co-reader whose `of.coReaders` column is `value` and every
 * invitation not accepted yet whose `of.invites` column is `value`: the one way sharing ends (a subscription let go,
 * an account erased).
 */
export async function revokeSharing(
  tx: Tx,
  of: { coReaders: PgColumn; invites: PgColumn },
  value: string,
  now: Date,
): Promise<void> {
  await tx
    .update(sharedAccessCoReaders)
    .set({ revokedAt: now })
    .where(and(eq(of.coReaders, value), isNull(sharedAccessCoReaders.revokedAt)));
  await tx
    .update(sharedAccessInvites)
    .set({ revokedAt: now })
    .where(and(eq(of.invites, value), isNull(sharedAccessInvites.acceptedAt), isNull(sharedAccessInvites.revokedAt)));
}

/** Ends an active co-reader of the subscription; false when it has no such active co-reader. */
export async function revokeActiveCoReader(
  db: Db,
  subscriptionId: string,
  coReaderId: string,
  now: Date,
): Promise<boolean> {
  const revoked = await db
    .update(sharedAccessCoReaders)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sharedAccessCoReaders.id, coReaderId),
        eq(sharedAccessCoReaders.subscriptionId, subscriptionId),
        isNull(sharedAccessCoReaders.revokedAt),
      ),
    )
    .returning({ id: sharedAccessCoReaders.id });
  return revoked.length === 1;
}

/** The invitation of a key on the brand, with its subscription and the owner's name parts. */
export async function inviteByKey(db: Db, brandKey: string, key: string) {
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
    .where(and(eq(sharedAccessInvites.keyHash, hashSecretToken(key)), eq(subscriptions.brandKey, brandKey)))
    .limit(1);
  return row;
}

/** True when the account is an active co-reader of the subscription. */
export async function isCoReader(db: Db, subscriptionId: string, accountId: string): Promise<boolean> {
  const [already] = await db
    .select({ id: sharedAccessCoReaders.id })
    .from(sharedAccessCoReaders)
    .where(
      and(
        eq(sharedAccessCoReaders.subscriptionId, subscriptionId),
        eq(sharedAccessCoReaders.accountId, accountId),
        isNull(sharedAccessCoReaders.revokedAt),
      ),
    )
    .limit(1);
  return already !== undefined;
}

/** How many active co-readers a subscription has. */
export async function coReaderCount(db: Db, subscriptionId: string): Promise<number> {
  return activeCoReaderCount(db, subscriptionId);
}

/**
 * Accepts an invitation: marks it accepted only while it is still open (single use even under concurrency) and
 * makes the account a co-reader. Undefined when another accept came first.
 */
export async function claimInvite(
  db: Db,
  invite: InviteRow,
  accountId: string,
  now: Date,
): Promise<{ createdAt: Date } | undefined> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(sharedAccessInvites)
      .set({ acceptedAt: now })
      .where(and(eq(sharedAccessInvites.id, invite.id), openInvites(now)))
      .returning({ id: sharedAccessInvites.id });
    if (claimed.length !== 1) return undefined;
    const [reader] = await tx
      .insert(sharedAccessCoReaders)
      .values({ subscriptionId: invite.subscriptionId, accountId, inviteId: invite.id, createdAt: now })
      .returning({ createdAt: sharedAccessCoReaders.createdAt });
    return reader;
  });
}
