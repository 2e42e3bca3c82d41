/**
 * The payment service's query, shared by its two islands: the overview (PaymentOverview.tsx) and the change
 * (PaymentChange.tsx), which reads the subscription and the allowed methods from the same cache entry.
 */
import { fetcher } from '../../lib/fetcher/fetcher';
import { request } from '../../lib/graphql/client';
import { PaymentOverviewDocument, type PaymentOverviewQuery } from '../../lib/graphql/generated/graphql';
import { paymentArea } from './area';

export type PaymentOverviewData = PaymentOverviewQuery['paymentOverview'];

/** The account's subscriptions on this brand with their payment methods, and the methods the flags allow. */
export function paymentOverviewQuery(initial?: PaymentOverviewData) {
  return fetcher().createQuery<PaymentOverviewData>(
    paymentArea.cacheKeys.overview,
    async () => (await request(PaymentOverviewDocument, {})).paymentOverview,
    initial,
  );
}
