/**
 * Resolvers of the holiday module: thin — the brand's flags are checked before they run (guards of
 * src/features/holiday/area.ts) — take the session's account and the request's brand, ask the holiday domain, and
 * map its answer to the schema's types (an event is a HolidayServiceTemporaryAddress or a
 * HolidayServiceDeliverySuspension by its kind).
 */
import {
  bringEndDateForward,
  cancelHolidayChange,
  holidayOptions,
  holidayOverview,
  submitTemporaryAddress,
  suspendDelivery,
  type HolidayChangeResult,
  type HolidayEvent,
} from '../../../domain/holiday';
import { HOLIDAY_RULES } from '../../../../shared/holiday-codes';
import type { GraphQLContext } from '../../context';
import { ownerScope } from '../../owner';
import type { Resolvers } from '../../generated/resolvers-types';

const owner = ownerScope;

function mailOf(ctx: GraphQLContext) {
  const { account, brand, t } = ctx.locals;
  return account && brand ? { mail: { to: account.email, brandName: brand.name, t } } : {};
}

/** The schema's view of an event (both kinds share the fields; a suspension has no address). */
export function toEventView(event: HolidayEvent) {
  return { ...event, createdAt: event.createdAt.toISOString() };
}

function temporaryAddressView(event: HolidayEvent) {
  const view = toEventView(event);
  return { ...view, address: view.address ?? { street: '', houseNumber: '', zipCode: '', city: '', countryCode: '' } };
}

function asTemporaryAddress(result: HolidayChangeResult) {
  return result.ok ? { ...result, change: temporaryAddressView(result.change) } : result;
}

function asSuspension(result: HolidayChangeResult) {
  return result.ok ? { ...result, change: toEventView(result.change) } : result;
}

const byKind = (events: HolidayEvent[], kind: HolidayEvent['kind']) => events.filter((event) => event.kind === kind);

export const holidayResolvers: Resolvers = {
  Query: {
    holidayServicesOverview: async (_parent, _args, ctx) => {
      const overview = await holidayOverview(ctx.db, owner(ctx));
      return {
        currentTemporaryAddresses: byKind(overview.current, 'temporary_address').map(temporaryAddressView),
        currentSuspensions: byKind(overview.current, 'suspension').map(toEventView),
        plannedTemporaryAddresses: byKind(overview.planned, 'temporary_address').map(temporaryAddressView),
        plannedSuspensions: byKind(overview.planned, 'suspension').map(toEventView),
        pastTemporaryAddresses: byKind(overview.past, 'temporary_address').map(temporaryAddressView),
        pastSuspensions: byKind(overview.past, 'suspension').map(toEventView),
        subscriptions: overview.subscriptions,
      };
    },
    holidayOptions: async (_parent, _args, ctx) => {
      const options = await holidayOptions(ctx.db, owner(ctx));
      return {
        earliestStart: options.earliestStart,
        latestStart: options.latestStart,
        maxDays: HOLIDAY_RULES.maxDays,
        yearLimitDays: HOLIDAY_RULES.yearLimitDays,
        subscriptions: options.subscriptions.map(({ taken, usedDays, ...subscription }) => ({
          subscription,
          taken,
          usedDays,
        })),
      };
    },
  },
  Mutation: {
    suspendDeliveryV2: async (_parent, args, ctx) =>
      asSuspension(await suspendDelivery(ctx.db, owner(ctx), args.input, mailOf(ctx))),
    submitTemporaryDeliveryAddressV2: async (_parent, args, ctx) =>
      asTemporaryAddress(
        await submitTemporaryAddress(
          ctx.db,
          owner(ctx),
          { ...args.input, address: { ...args.input.address, suffix: args.input.address.suffix ?? null } },
          mailOf(ctx),
        ),
      ),
    cancelTemporaryDeliveryAddressV2: async (_parent, args, ctx) =>
      asTemporaryAddress(await cancelHolidayChange(ctx.db, owner(ctx), 'temporary_address', args.changeId)),
    cancelDeliverySuspensionV2: async (_parent, args, ctx) =>
      asSuspension(await cancelHolidayChange(ctx.db, owner(ctx), 'suspension', args.changeId)),
    bringHolidayEndDateForward: async (_parent, args, ctx) => {
      const result = await bringEndDateForward(ctx.db, owner(ctx), { changeId: args.changeId, endDate: args.endDate });
      if (!result.ok) return result;
      return result.change.kind === 'suspension'
        ? { ...result, suspension: toEventView(result.change), temporaryAddress: null }
        : { ...result, temporaryAddress: temporaryAddressView(result.change), suspension: null };
    },
  },
};
