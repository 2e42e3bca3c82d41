/**
 * Resolvers of the sessions module: thin — the brand's flag is checked before they run (the feature-gate plugin,
 * guards of src/features/sessions/area.ts) — take the session's own account, brand and session, ask the sessions
 * domain, and map its answer to the schema's Session.
 */
import {
  countSessions,
  endOtherSessions,
  endSession,
  listSessions,
  type SessionOverviewItem,
  type SessionOwner,
} from '../../../domain/sessions';
import { requireAccount } from '../../auth';
import type { GraphQLContext } from '../../context';
import { ownerScope } from '../../owner';
import type { Resolvers } from '../../generated/resolvers-types';

/** The schema's Session, every field present (what the Sessions query and the page's first render give). */
export interface SessionView {
  id: string;
  current: boolean;
  browser: string | null;
  os: string | null;
  app: boolean;
  place: string | null;
  signedInAt: string;
  lastUsedAt: string;
}

/** Maps a session of the domain to the schema's shape. */
export function toSession(session: SessionOverviewItem): SessionView {
  return {
    id: session.id,
    current: session.current,
    browser: session.device.browser ?? null,
    os: session.device.os ?? null,
    app: session.origin === 'WEBVIEW',
    place: session.place ?? null,
    signedInAt: session.createdAt.toISOString(),
    lastUsedAt: session.lastUsedAt.toISOString(),
  };
}

/** The account, brand and session of the request: sessions are always the asker's own, on the request's brand. */
function owner(ctx: GraphQLContext): SessionOwner {
  return { ...ownerScope(ctx), currentSessionId: requireAccount(ctx).sessionId };
}

export const sessionsResolvers: Resolvers = {
  Query: {
    sessions: async (_parent, _args, ctx) => (await listSessions(ctx.db, owner(ctx))).map(toSession),
    sessionCount: (_parent, _args, ctx) => countSessions(ctx.db, owner(ctx)),
  },
  Mutation: {
    endSession: (_parent, args, ctx) => endSession(ctx.db, owner(ctx), args.id),
    endOtherSessions: (_parent, _args, ctx) => endOtherSessions(ctx.db, owner(ctx)),
  },
};
