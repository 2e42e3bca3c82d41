/**
 * The sessions services ("the user sees and ends their other sessions"): the account's active sessions on a brand
 * with device (from the user agent, by ua-parser-js), place of sign-in (the address it came from; no geolocation
 * database is bundled) and last use; ending one other session, or all others. Every query is scoped to the account,
 * so a session id of another account is answered like one that does not exist. An ended session's browser is signed
 * out at the provider too (endPortalSessions of the identity area): it has to sign in again. The session store the
 * portal's sign-in and middleware use is ./storage.ts.
 */
import type { OwnerScope } from '../../../shared/owner';
import { ok, refused, type Result } from '../../../shared/result';
import type { Db } from '../../db/client';
import { endPortalSessions } from '../identity';
import { isSessionId, SESSION_LIST_LIMIT, sessionOverview, type SessionOverviewItem } from './rules';
import { activeSessionRows, countActiveSessions, otherSessionsOf, sessionOfAccount } from './storage';

export {
  describeUserAgent,
  SESSION_LIST_LIMIT,
  SESSION_TOUCH_INTERVAL_MS,
  SESSION_TTL_MS,
  sessionIdForToken,
  type SessionDevice,
  type SessionOverviewItem,
} from './rules';
export {
  createSession,
  destroySession,
  findSession,
  purgeExpiredSessions,
  resolveSession,
  touchSession,
  type CreatedSession,
  type CreateSessionInput,
  type ResolvedSession,
} from './storage';

/** Who asks: the owner scope (the signed-in account on the request's brand) and the session it asks from. */
export interface SessionOwner extends Pick<OwnerScope, 'accountId' | 'brandKey'> {
  /** The session of the request: listed as current, never ended by these services. */
  currentSessionId: string;
}

/** The violation of a session id that is not one of the account's other sessions (another account's, unknown, or the current one). */
export const SESSION_NOT_FOUND = 'NOT_FOUND';

/**
 * The account's active sessions on the brand: the current one first, then the `limit` most recently used others
 * ({@link countSessions} tells how many there are in all).
 */
export async function listSessions(
  db: Db,
  owner: SessionOwner,
  now: Date = new Date(),
  limit: number = SESSION_LIST_LIMIT,
): Promise<SessionOverviewItem[]> {
  const rows = await activeSessionRows(db, owner, owner.currentSessionId, now, limit + 1);
  return sessionOverview(rows, owner.currentSessionId, limit);
}

/** How many active sessions the account has on the brand, the current one included. */
export async function countSessions(db: Db, owner: SessionOwner, now: Date = new Date()): Promise<number> {
  return countActiveSessions(db, owner, now);
}

/**
 * Ends one other session of the account. Refused with NOT_FOUND when the id is not one of them: another account's,
 * an unknown one, or the current session (which is ended by logging out).
 */
export async function endSession(db: Db, owner: SessionOwner, sessionId: string): Promise<Result> {
  // Not the shape of a session id: unknown, without asking the database.
  if (!isSessionId(sessionId) || sessionId === owner.currentSessionId) {
    return refused({ code: SESSION_NOT_FOUND, field: null });
  }
  const { sessionIds } = await endPortalSessions(db, sessionOfAccount(owner.accountId, sessionId));
  return sessionIds.length === 1 ? ok() : refused({ code: SESSION_NOT_FOUND, field: null });
}

/** Ends every session of the account on the brand except the current one. */
export async function endOtherSessions(db: Db, owner: SessionOwner): Promise<Result<{ ended: number }>> {
  const { sessionIds } = await endPortalSessions(db, otherSessionsOf(owner, owner.currentSessionId));
  return ok({ ended: sessionIds.length });
}
