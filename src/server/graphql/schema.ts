/**
 * The executable schema: every module's `.graphql` file (imported as text with Vite's `?raw`, which works in Vitest
 * and in the built server alike) and its resolvers, merged. A new module adds one line to MODULES.
 */
import { GraphQLScalarType } from './graphql-js';
import { createSchema } from 'graphql-yoga';
import type { GraphQLServerContext } from './context';
import accountTypeDefs from './modules/account/account.graphql?raw';
import { accountResolvers } from './modules/account/resolvers';
import baseTypeDefs from './modules/base/base.graphql?raw';
import { baseResolvers } from './modules/base/resolvers';
import { contactResolvers } from './modules/contact/resolvers';
import contactTypeDefs from './modules/contact/contact.graphql?raw';
import { deliveryResolvers } from './modules/delivery/resolvers';
import deliveryTypeDefs from './modules/delivery/delivery.graphql?raw';
import { holidayResolvers } from './modules/holiday/resolvers';
import holidayTypeDefs from './modules/holiday/holiday.graphql?raw';
import { movingResolvers } from './modules/moving/resolvers';
import movingTypeDefs from './modules/moving/moving.graphql?raw';
import { paymentResolvers } from './modules/payment/resolvers';
import paymentTypeDefs from './modules/payment/payment.graphql?raw';
import { invoicesResolvers } from './modules/invoices/resolvers';
import invoicesTypeDefs from './modules/invoices/invoices.graphql?raw';
import { sessionsResolvers } from './modules/sessions/resolvers';
import sessionsTypeDefs from './modules/sessions/sessions.graphql?raw';
import { sharedAccessResolvers } from './modules/shared-access/resolvers';
import sharedAccessTypeDefs from './modules/shared-access/shared-access.graphql?raw';
import { subscriptionsResolvers } from './modules/subscriptions/resolvers';
import subscriptionsTypeDefs from './modules/subscriptions/subscriptions.graphql?raw';

/** A module's resolver map: type name → field resolvers (or enum values), or a scalar. */
export type ModuleResolvers = Record<string, object>;

/** One schema module (GraphQL Hive style): its type definitions and resolvers. */
export interface GraphQLModule {
  name: string;
  typeDefs: string;
  resolvers: ModuleResolvers;
}

export const MODULES: readonly GraphQLModule[] = [
  { name: 'base', typeDefs: baseTypeDefs, resolvers: baseResolvers },
  { name: 'account', typeDefs: accountTypeDefs, resolvers: accountResolvers },
  { name: 'subscriptions', typeDefs: subscriptionsTypeDefs, resolvers: subscriptionsResolvers },
  { name: 'sessions', typeDefs: sessionsTypeDefs, resolvers: sessionsResolvers },
  { name: 'invoices', typeDefs: invoicesTypeDefs, resolvers: invoicesResolvers },
  { name: 'shared-access', typeDefs: sharedAccessTypeDefs, resolvers: sharedAccessResolvers },
  { name: 'delivery', typeDefs: deliveryTypeDefs, resolvers: deliveryResolvers },
  { name: 'moving', typeDefs: movingTypeDefs, resolvers: movingResolvers },
  { name: 'holiday', typeDefs: holidayTypeDefs, resolvers: holidayResolvers },
  { name: 'payment', typeDefs: paymentTypeDefs, resolvers: paymentResolvers },
  { name: 'contact', typeDefs: contactTypeDefs, resolvers: contactResolvers },
];

/**
 * Merges the modules' resolver maps per type. Two modules resolving the same field is a programming error, so it
 * throws instead of letting the later module silently win.
 */
export function mergeResolvers(modules: readonly GraphQLModule[]): ModuleResolvers {
  const merged: Record<string, object> = {};
  for (const module of modules) {
    for (const [typeName, fields] of Object.entries(module.resolvers)) {
      const existing = merged[typeName];
      if (fields instanceof GraphQLScalarType || existing instanceof GraphQLScalarType) {
        if (existing) throw new Error(`Module ${module.name} redefines scalar ${typeName}.`);
        merged[typeName] = fields;
        continue;
      }
      const target: Record<string, unknown> = { ...(existing ?? {}) };
      for (const [field, resolver] of Object.entries(fields)) {
        if (field in target) throw new Error(`Module ${module.name} redefines ${typeName}.${field}.`);
        target[field] = resolver;
      }
      merged[typeName] = target;
    }
  }
  return merged;
}

/** Builds the executable schema from the given modules (all of them by default). */
export function buildSchema(modules: readonly GraphQLModule[] = MODULES) {
  return createSchema<GraphQLServerContext>({
    typeDefs: modules.map((module) => module.typeDefs),
    resolvers: mergeResolvers(modules),
  });
}
