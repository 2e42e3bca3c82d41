/**
 * The account's query stores, one definition per cache key of the account manifest (./area.ts `cacheKeys`), so
 * every screen that reads a key reads the same data shape and a mutation's revalidation
 * refreshes whichever of them is mounted. The loading page reads the overview too. Created per island (never at
 * module level: on the server a store would be shared by all requests).
 */
import { fetcher } from '../../lib/fetcher/fetcher';
import { request } from '../../lib/graphql/client';
import {
  AccountDetailsDocument,
  AccountOverviewDocument,
  type AccountDetailsFieldsFragment,
  type AccountOverviewQuery,
} from '../../lib/graphql/generated/graphql';
import { accountArea } from './area';

/**
 * The account overview: the account and its linked subscriptions, under the linked-subscription key (so changeEmail
 * refreshes it). The loading page reads the same store for the number of subscriptions.
 */
export function accountOverviewQuery() {
  return fetcher().createQuery<AccountOverviewQuery>(accountArea.cacheKeys.linkedSubscriptions, () =>
    request(AccountOverviewDocument, {}),
  );
}

/**
 * The signed-in account's details (/account/gegevens). No account in the answer (the session ended) is a failure
 * that is not retried: it fails the same way again.
 */
export function accountDetailsQuery() {
  return fetcher().createQuery<AccountDetailsFieldsFragment>(accountArea.cacheKeys.account, async () => {
    const { account } = await request(AccountDetailsDocument, {});
    if (!account) throw Object.assign(new Error('No account in the answer'), { status: 401 });
    return account;
  });
}
