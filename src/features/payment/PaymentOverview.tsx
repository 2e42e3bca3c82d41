/**
 * The payment service's overview island (/betaalservice, and the choice of a subscription at
 * /betaalservice/wijzigen): each active subscription of the account on this brand with its payment method, masked
 * IBAN or card and mandate reference, and a link to change it (PaymentOverview, refreshed by a change). Loading
 * shows a placeholder, a failure "Probeer opnieuw", no subscriptions an empty state.
 */
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { PageLoadFailure } from '../platform/PageLoadFailure';
import { useMessages } from '../../lib/messages';
import { changePath } from './messages';
import { paymentOverviewQuery } from './queries';

export interface PaymentOverviewProps {
  /** Translations PAYMENT_MESSAGE_KEYS. */
  messages: Record<string, string>;
  brandKey: string;
  /** 'overview' shows the details; 'choose' is the first step of the change. */
  mode: 'overview' | 'choose';
}

export default function PaymentOverview({ messages, brandKey, mode }: PaymentOverviewProps) {
  const m = useMessages(messages);
  const $overview = useMemo(paymentOverviewQuery, []);
  const { data, error } = useStore($overview);
  const heading = mode === 'overview' ? m.t('payment.overview.title') : m.t('payment.change.choose');
  return (
    <section aria-labelledby="payment-list" className="flex flex-col gap-4" data-payment-overview={mode}>
      <h2 id="payment-list" className="font-brand text-xl font-bold">
        {heading}
      </h2>
      {data === undefined && error !== undefined ? (
        <PageLoadFailure t={m.t} onRetry={() => $overview.invalidate()} />
      ) : data === undefined ? (
        <div aria-busy="true" className="flex flex-col gap-3" data-payment-loading>
          <p role="status" className="sr-only">
            {m.t('pageLoading')}
          </p>
          <span aria-hidden="true" className="block h-28 animate-pulse rounded-brand border border-border bg-surface" />
        </div>
      ) : data.subscriptions.length === 0 ? (
        <p className="rounded-brand border border-border bg-surface p-4" data-payment-empty>
          {m.t('payment.overview.empty')}
        </p>
      ) : (
        <>
          {data.methods.length === 0 ? (
            <p className="rounded-brand border border-border bg-surface p-4" data-payment-no-methods>
              {m.t('payment.overview.noMethods')}
            </p>
          ) : null}
          <ul aria-labelledby="payment-list" className="flex flex-col gap-3" data-payment-list>
            {data.subscriptions.map((subscription) => (
              <li
                key={subscription.id}
                className="rounded-brand border border-border bg-surface p-4"
                data-payment-item={subscription.subscriptionNumber}
              >
                <h3 className="font-semibold">{subscription.title}</h3>
                <p className="text-sm text-text-muted">
                  {m.t('payment.overview.number', { number: subscription.subscriptionNumber })}
                </p>
                <dl className="mt-2 grid gap-x-4 gap-y-1 tablet:grid-cols-[12rem_1fr]">
                  <dt className="text-text-muted">{m.t('payment.overview.method')}</dt>
                  <dd data-payment-method>{m.t(`payment.method.${subscription.paymentMethod}`)}</dd>
                  {mode === 'overview' && subscription.accountMasked ? (
                    <>
                      <dt className="text-text-muted">{m.t('payment.overview.account')}</dt>
                      <dd data-payment-account>{subscription.accountMasked}</dd>
                    </>
                  ) : null}
                  {mode === 'overview' && subscription.mandateReference ? (
                    <>
                      <dt className="text-text-muted">{m.t('payment.overview.mandate')}</dt>
                      <dd data-payment-mandate>{subscription.mandateReference}</dd>
                    </>
                  ) : null}
                </dl>
                {data.methods.length > 0 ? (
                  <a
                    href={changePath(brandKey, subscription.id)}
                    className="mt-3 inline-flex min-h-11 items-center text-link underline underline-offset-4 hover:no-underline"
                    aria-label={m.t('payment.overview.changeFor', { title: subscription.title })}
                    data-payment-change
                  >
                    {m.t('payment.overview.change')}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
