/**
 * Resolvers of the moving module: thin — the brand's flags are checked before they run (guards of
 * src/features/moving/area.ts) — take the session's account and the request's brand, ask the moving domain, and map
 * its answer to the schema's types.
 */
import {
  lookupMovingAddress,
  movingOverview,
  submitMovingHouse,
  type MovingHouseService,
  type MovingHouseServicesOverview,
} from '../../../domain/moving';
import { addressLookup } from '../../../ports/address-lookup';
import { ownerScope } from '../../owner';
import type { Resolvers } from '../../generated/resolvers-types';

const owner = ownerScope;

/** The schema's MovingHouseService. */
export function toMoveView(move: MovingHouseService) {
  return { ...move, createdAt: move.createdAt.toISOString() };
}

/** The schema's MovingHouseServicesOverview (also the pages' first render). */
export function toOverviewView(overview: MovingHouseServicesOverview) {
  return {
    ...overview,
    planned: overview.planned.map(toMoveView),
    past: overview.past.map(toMoveView),
  };
}

export const movingResolvers: Resolvers = {
  Query: {
    movingHouseServicesOverview: async (_parent, _args, ctx) =>
      toOverviewView(await movingOverview(ctx.db, owner(ctx))),
    movingHouseOptions: async (_parent, _args, ctx) => {
      const overview = await movingOverview(ctx.db, owner(ctx));
      // The journey needs no list of moves: the overview's flag decides whether the account sees those.
      return toOverviewView({ ...overview, planned: [], past: [] });
    },
    lookupAddress: (_parent, args, ctx) =>
      lookupMovingAddress(addressLookup(), owner(ctx), {
        postcode: args.postcode,
        houseNumber: args.houseNumber,
        suffix: args.suffix ?? null,
      }),
  },
  Mutation: {
    submitMovingHouseV2: async (_parent, args, ctx) => {
      const who = owner(ctx);
      const { account, brand, t } = ctx.locals;
      const result = await submitMovingHouse(ctx.db, who, args.input, {
        lookup: addressLookup(),
        ...(account && brand ? { mail: { to: account.email, brandName: brand.name, t } } : {}),
      });
      return result.ok ? { ...result, move: toMoveView(result.move) } : result;
    },
  },
};
