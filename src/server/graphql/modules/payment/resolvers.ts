/**
 * Resolvers of the payment module: thin — isChangePaymentEnabled is checked before they run (guards of
 * src/features/payment/area.ts); the method flags are general flags the domain enforces — take the session's
 * account and the request's brand, ask the payment domain, and map its answer to the schema's types.
 */
import {
  changePaymentDirectDebit,
  paymentOverview,
  startPaymentChange,
  type PaymentChangeView,
} from '../../../domain/payment';
import { portalOrigin } from '../../../account-host-url';
import { paymentProvider } from '../../../ports/payments';
import { ownerScope } from '../../owner';
import type { Resolvers } from '../../generated/resolvers-types';

const owner = ownerScope;

/** The schema's PaymentChange. */
export function toChangeView(change: PaymentChangeView) {
  return { ...change, createdAt: change.createdAt.toISOString() };
}

export const paymentResolvers: Resolvers = {
  Query: {
    paymentOverview: (_parent, _args, ctx) => paymentOverview(ctx.db, owner(ctx), ctx.locals.flags ?? {}),
  },
  Mutation: {
    changePaymentDirectDebit: async (_parent, args, ctx) => {
      const who = owner(ctx);
      const { account, brand, t } = ctx.locals;
      const result = await changePaymentDirectDebit(ctx.db, who, args.input, {
        flags: ctx.locals.flags ?? {},
        ...(account && brand ? { mail: { to: account.email, brandName: brand.name, t } } : {}),
      });
      return result.ok ? { ...result, change: toChangeView(result.change) } : result;
    },
    startPaymentChange: async (_parent, args, ctx) => {
      const who = owner(ctx);
      const brand = ctx.locals.brand!;
      const result = await startPaymentChange(ctx.db, who, args.input, {
        flags: ctx.locals.flags ?? {},
        provider: paymentProvider(),
        baseUrl: portalOrigin(brand),
        description: ctx.locals.t('payment.provider.description', { brand: brand.name }),
      });
      return result.ok ? { ...result, change: toChangeView(result.change) } : result;
    },
  },
};
