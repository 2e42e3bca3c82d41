/**
 * Resolvers of the shared-access module: thin — the brand's flag is checked before they run (the feature-gate plugin,
 * guards of src/features/shared-access/area.ts) — take the session's account and the request's brand, ask the
 * shared-access domain (which scopes everything to them) and map dates to ISO strings.
 */
import type { Refusal } from '../../../../shared/result';
import { portalOrigin } from '../../../account-host-url';
import {
  acceptInvite,
  getSharedAccessOverview,
  previewInvite,
  revokeCoReader,
  revokeInvite,
  sendInvite,
  type InviteItem,
  type SharedAccessOverview,
} from '../../../domain/shared-access';
import type { GraphQLContext } from '../../context';
import { ownerScope } from '../../owner';
import type { Resolvers } from '../../generated/resolvers-types';

/** The signed-in account and the request's brand: shared access is always the asker's own, on this brand. */
function asker(ctx: GraphQLContext) {
  // ownerScope throws without a brand: the middleware answers an unknown host before GraphQL runs.
  return { owner: ownerScope(ctx), brand: ctx.locals.brand! };
}

/** An open invitation in the schema's shape: its row id as `key`. */
export function toOverviewInvite(invite: InviteItem) {
  return {
    key: invite.id,
    email: invite.email,
    sentAt: invite.sentAt.toISOString(),
    expiresAt: invite.expiresAt.toISOString(),
  };
}

/** The overview in the schema's shape (SasOverview). */
export function toSasOverview(overview: SharedAccessOverview) {
  return {
    subscriptions: overview.subscriptions.map((subscription) => ({
      subscriptionId: subscription.subscriptionId,
      title: subscription.title,
      maxCoReaders: subscription.maxCoReaders,
      placesLeft: subscription.placesLeft,
      coReaders: subscription.coReaders.map((reader) => ({
        id: reader.id,
        name: reader.name,
        email: reader.email,
        since: reader.since.toISOString(),
      })),
      invites: subscription.invites.map(toOverviewInvite),
    })),
    sharedWithMe: overview.sharedWithMe.map((item) => ({
      subscriptionId: item.subscriptionId,
      title: item.title,
      ownerName: item.ownerName,
      since: item.since.toISOString(),
    })),
  };
}

/** A refusal with the result's optional fields empty. */
function refusalOf(result: Refusal) {
  return { ok: false, violations: result.violations };
}

export const sharedAccessResolvers: Resolvers = {
  Query: {
    sasOverview: async (_parent, _args, ctx) => toSasOverview(await getSharedAccessOverview(ctx.db, asker(ctx).owner)),
    sasInvite: async (_parent, args, ctx) => {
      const result = await previewInvite(ctx.db, asker(ctx).owner, args.key);
      if (!result.ok) return refusalOf(result);
      return {
        ok: true,
        violations: [],
        title: result.invite.title,
        ownerName: result.invite.ownerName,
        expiresAt: result.invite.expiresAt.toISOString(),
      };
    },
  },
  Mutation: {
    sendInvite: async (_parent, args, ctx) => {
      const { owner, brand } = asker(ctx);
      const result = await sendInvite(
        ctx.db,
        owner,
        args.subscriptionId,
        { email: args.email },
        { brandName: brand.name, origin: portalOrigin(brand), t: ctx.locals.t },
      );
      return result.ok ? { ok: true, violations: [], invite: toOverviewInvite(result.invite) } : refusalOf(result);
    },
    revokeInvite: (_parent, args, ctx) => revokeInvite(ctx.db, asker(ctx).owner, args.subscriptionId, args.key),
    revokeCoReader: (_parent, args, ctx) => revokeCoReader(ctx.db, asker(ctx).owner, args.subscriptionId, args.id),
    acceptInvite: async (_parent, args, ctx) => {
      const result = await acceptInvite(ctx.db, asker(ctx).owner, args.key);
      if (!result.ok) return refusalOf(result);
      return { ok: true, violations: [], title: result.shared.title, ownerName: result.shared.ownerName };
    },
  },
};
