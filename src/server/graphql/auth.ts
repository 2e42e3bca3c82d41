/**
 * The one authorization helper every resolver uses ({@link authorizeAccount}; {@link requireAccount} is its form
 * without a requested id). Resolvers pass the returned account id to the domain services, which filter every query
 * on it. An operation that names an account (`accountId` argument) gets the session's account only when the id is
 * the session's own; any other id — another subscriber's, an unknown or a malformed one — is answered exactly like
 * an id that does not exist.
 */
import { GraphQLError } from './graphql-js';
import type { GraphQLServerContext } from './context';

/** The signed-in account of a request, as the session middleware put it in locals. */
export type SignedInAccount = NonNullable<App.Locals['account']>;

/** The error code clients react to (redirect to login). */
export const UNAUTHENTICATED = 'UNAUTHENTICATED';

/**
 * The request's signed-in account, or a GraphQL error with `extensions.code` UNAUTHENTICATED.
 * The error is a GraphQLError on purpose: masked errors let it through unchanged, also in production.
 */
export function requireAccount(ctx: AuthContext): SignedInAccount {
  const account = ctx.locals?.account;
  if (!account) {
    throw new GraphQLError('Je bent niet ingelogd.', { extensions: { code: UNAUTHENTICATED } });
  }
  return account;
}

/** What the authorization helper reads from a resolver's context. */
export type AuthContext = { locals: Pick<GraphQLServerContext['locals'], 'account'> };

/** The violation code of an id the session may not see: the same answer as for an id that does not exist. */
export const NOT_FOUND = 'NOT_FOUND';

/**
 * The session's account when `accountId` is its id, otherwise null (the caller answers "not found", the same as
 * for a missing record). Without a session it throws UNAUTHENTICATED like {@link requireAccount}.
 * @example
 * const account = authorizeAccount(ctx, args.accountId);
 * if (!account) return notFound();
 */
export function authorizeAccount(ctx: AuthContext, accountId: string | null | undefined): SignedInAccount | null {
  const account = requireAccount(ctx);
  return typeof accountId === 'string' && accountId.toLowerCase() === account.id.toLowerCase() ? account : null;
}
