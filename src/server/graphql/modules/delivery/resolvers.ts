/**
 * Resolvers of the delivery module: thin — the brand's flag is checked before they run (the feature-gate plugin,
 * guards of src/features/delivery/area.ts) — take the session's account, ask the delivery domain and map its answer.
 * Reasons travel as the domain's own names, which are the schema's enum values.
 */
import {
  complaintOptions,
  listComplaintSubscriptions,
  listDeliveryComplaints,
  submitDeliveryComplaint,
  type ComplaintSubscription,
  type ComplaintView,
} from '../../../domain/delivery';
import { requireAccount } from '../../auth';
import type { DeliveryComplaint, DeliveryComplaintSubscription, Resolvers } from '../../generated/resolvers-types';

/** Maps a complaint of the domain to the schema's shape. */
export function toDeliveryComplaint(complaint: ComplaintView): DeliveryComplaint {
  return {
    id: complaint.id,
    subscriptionId: complaint.subscriptionId,
    brandKey: complaint.brandKey,
    brandName: complaint.brandName,
    subscriptionTitle: complaint.subscriptionTitle,
    reason: complaint.reason,
    deliveryDate: complaint.deliveryDate,
    remark: complaint.remark,
    compensation: complaint.compensation,
    createdAt: complaint.createdAt.toISOString(),
  };
}

/** Maps a complainable subscription of the domain to the schema's shape. */
export function toComplaintSubscription(subscription: ComplaintSubscription): DeliveryComplaintSubscription {
  return { ...subscription, reasons: [...subscription.reasons] };
}

/** "6 januari 2026" for the confirmation mail. */
function mailDate(language: string) {
  const format = new Intl.DateTimeFormat(language === 'be' ? 'nl-BE' : 'nl-NL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (date: string) => format.format(new Date(`${date}T00:00:00Z`));
}

export const deliveryResolvers: Resolvers = {
  Query: {
    deliveryComplaints: async (_parent, _args, ctx) =>
      (await listDeliveryComplaints(ctx.db, requireAccount(ctx).id)).map(toDeliveryComplaint),
    deliveryComplaintSubscriptions: async (_parent, _args, ctx) =>
      (await listComplaintSubscriptions(ctx.db, requireAccount(ctx).id, ctx.locals.brand?.key)).map(
        toComplaintSubscription,
      ),
    complaintOptions: async (_parent, args, ctx) => {
      const options = await complaintOptions(ctx.db, requireAccount(ctx).id, args.subscriptionId);
      return options ? { subscription: toComplaintSubscription(options.subscription), dates: options.dates } : null;
    },
  },
  Mutation: {
    submitDeliveryComplaint: async (_parent, args, ctx) => {
      const account = requireAccount(ctx);
      const brand = ctx.locals.brand;
      const result = await submitDeliveryComplaint(
        ctx.db,
        account.id,
        args.input,
        brand
          ? { brandKey: brand.key, email: account.email, t: ctx.locals.t, formatDate: mailDate(ctx.locals.language) }
          : null,
      );
      return result.ok
        ? { ok: true, violations: [], complaint: toDeliveryComplaint(result.complaint) }
        : { ok: false, violations: result.violations, complaint: null };
    },
  },
};
