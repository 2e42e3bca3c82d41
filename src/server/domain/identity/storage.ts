/**
 * The identity area's queries: accounts by e-mail address, password hashes, the portal's sessions as far as ending
 * them goes, and the built-in account host's stored sessions and grants (oidc_payloads) with the remembered ended
 * provider sessions.
 */
import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, endedProviderSessions, oidcPayloads, sessions } from '../../db/schema';
import { removeExpired } from '../kit/expiry';
import { SESSION_TTL_MS } from '../sessions/rules';
import { authorizationsOf, providerSessionShape, type ProviderSessionPayload, type ProviderSessionRef } from './rules';

/** What sign-in needs to know about an account. */
export interface SignInAccount {
  id: string;
  email: string;
  passwordHash: string | null;
}

/** The account of an e-mail address (compared lower-cased), if any. */
export async function findAccountByEmail(db: Db, email: string): Promise<SignInAccount | undefined> {
  const [account] = await db
    .select({ id: accounts.id, email: accounts.email, passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(sql`lower(${accounts.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return account;
}

/** Inserts an account; undefined when the address is taken (a concurrent insert won). */
export async function insertAccount(
  db: Db,
  values: { email: string; passwordHash: string | null },
): Promise<{ id: string } | undefined> {
  const [created] = await db.insert(accounts).values(values).onConflictDoNothing().returning({ id: accounts.id });
  return created;
}

/** Stores a password hash; the account's address, or undefined when there is no such account. */
export async function storePasswordHash(
  db: Db,
  accountId: string,
  passwordHash: string,
): Promise<{ email: string } | undefined> {
  const [account] = await db
    .update(accounts)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(accounts.id, accountId))
    .returning({ email: accounts.email });
  return account;
}

/** The provider session behind one of the account's portal sessions, if it has one. */
export async function providerSessionOf(
  db: Db,
  accountId: string,
  sessionId: string,
): Promise<{ sid: string | null; brandKey: string } | undefined> {
  const [row] = await db
    .select({ sid: sessions.providerSessionId, brandKey: sessions.brandKey })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.accountId, accountId)))
    .limit(1);
  return row;
}

/** Every portal session of an account, or every one but `exceptSessionId`. */
export function accountSessions(accountId: string, exceptSessionId?: string): SQL {
  return exceptSessionId
    ? and(eq(sessions.accountId, accountId), ne(sessions.id, exceptSessionId))!
    : eq(sessions.accountId, accountId);
}

/** Deletes the portal sessions that match `condition` and answers what they were. */
export async function deletePortalSessions(
  db: Db,
  condition: SQL,
): Promise<{ id: string; sid: string | null; brandKey: string }[]> {
  return db
    .delete(sessions)
    .where(condition)
    .returning({ id: sessions.id, sid: sessions.providerSessionId, brandKey: sessions.brandKey });
}

/**
 * Removes the built-in account host's sessions that match `condition` (on oidc_payloads' `Session` rows), with the
 * grants they signed in under and everything issued under those (codes, tokens): the browser's next visit, the
 * silent check included, finds no session and has to sign in again. Answers the `sid`s the removed sessions held.
 * With an external provider nothing matches.
 */
export async function removeAccountHostSessions(db: Db, condition: SQL): Promise<string[]> {
  const removed = await db
    .delete(oidcPayloads)
    .where(and(eq(oidcPayloads.type, 'Session'), condition))
    .returning({ payload: oidcPayloads.payload });
  const { sids, grantIds } = authorizationsOf(removed.map((row) => row.payload as ProviderSessionPayload));
  if (grantIds.length > 0) {
    await db
      .delete(oidcPayloads)
      .where(
        or(
          and(eq(oidcPayloads.type, 'Grant'), inArray(oidcPayloads.id, grantIds)),
          inArray(oidcPayloads.grantId, grantIds),
        ),
      );
  }
  return sids;
}

/** The account host's session(s) that signed `ref` in: a containment query the partial GIN index answers. */
export function holdsSid(ref: ProviderSessionRef): SQL {
  return sql`${oidcPayloads.payload} @> ${JSON.stringify(providerSessionShape(ref))}::jsonb`;
}

/** The account host's sessions of an account. */
export function ofAccount(accountId: string): SQL {
  return sql`${oidcPayloads.payload} @> ${JSON.stringify({ accountId })}::jsonb`;
}

/**
 * Remembers provider sessions as ended, for as long as a provider session can live; older entries are dropped on the
 * way, so the table never grows beyond the sessions ended in the last 30 days.
 */
export async function rememberEnded(db: Db, sids: readonly string[], now: Date = new Date()): Promise<void> {
  const unique = [...new Set(sids)];
  if (unique.length > 0) {
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await db
      .insert(endedProviderSessions)
      .values(unique.map((sid) => ({ sid, endedAt: now, expiresAt })))
      .onConflictDoUpdate({ target: endedProviderSessions.sid, set: { endedAt: now, expiresAt } });
  }
  await removeExpired(db, endedProviderSessions, endedProviderSessions.expiresAt, now);
}

/** Removes the ended provider sessions whose 30 days have passed (the housekeeping pass); returns how many. */
export async function purgeEndedProviderSessions(db: Db, now: Date = new Date()): Promise<number> {
  return removeExpired(db, endedProviderSessions, endedProviderSessions.expiresAt, now);
}

/**
 * True when the provider session `sid` belongs to a portal session that was ended: the silent session check must not
 * sign it in again. (A sign-in the user asks for, with the password, is another matter: the provider vouches anew.)
 */
export async function isProviderSessionEnded(db: Db, sid: string, now: Date = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ sid: endedProviderSessions.sid })
    .from(endedProviderSessions)
    .where(and(eq(endedProviderSessions.sid, sid), sql`${endedProviderSessions.expiresAt} > ${now}`))
    .limit(1);
  return row !== undefined;
}
