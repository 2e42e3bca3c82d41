/**
 * The owner scope of a request, for the resolvers of every area whose services take one: the session's account and
 * the request's brand with its country.
 */
import type { OwnerScope } from '../../shared/owner';
import { requireAccount } from './auth';
import type { GraphQLContext } from './context';
import { GraphQLError } from './graphql-js';

/** Who asks: UNAUTHENTICATED without a session (see requireAccount), an error on a host without a brand. */
export function ownerScope(ctx: GraphQLContext): OwnerScope {
  const account = requireAccount(ctx);
  const brand = ctx.locals.brand;
  if (!brand) throw new GraphQLError('No brand for this host.');
  return { accountId: account.id, brandKey: brand.key, country: brand.country };
}
