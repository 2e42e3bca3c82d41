/**
 * The loading page island (/myaccount): loads the subscriber's linked subscriptions through the fetcher (with
 * its retries), remembers their number in `mo-detailed-subscriptions-count` and forwards to the right screen. When
 * loading fails for good it shows the page-load failure state, whose button tries again.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { fetcher } from '../../lib/fetcher/fetcher';
import { ENTITY } from '../../lib/fetcher/keys';
import { request } from '../../lib/graphql/client';
import { AccountOverviewDocument } from '../../lib/graphql/generated/graphql';
import { Loader } from '../../ui/loader';
import { loadingTarget, SUBSCRIPTIONS_COUNT_COOKIE } from './loading-target';
import { PageLoadFailure } from './PageLoadFailure';

export interface LoadingPageProps {
  /** The screen asked for with ?naar=, already checked by the page. */
  requested?: string;
  subscriptionsEnabled: boolean;
  /** Translations: pageLoading, pageErrorMessage, pageReloadButtonLabel. */
  messages: Record<string, string>;
}

export default function LoadingPage({ requested, subscriptionsEnabled, messages }: LoadingPageProps) {
  const m = (key: string) => messages[key] ?? '';
  const $subscriptions = useMemo(
    () =>
      fetcher().createQuery(ENTITY.linkedSubscription, async () => {
        const data = await request(AccountOverviewDocument, {});
        return data.linkedSubscriptions.length;
      }),
    [],
  );
  const { data: count, error } = useStore($subscriptions);

  useEffect(() => {
    if (count === undefined) return;
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${SUBSCRIPTIONS_COUNT_COOKIE}=${count}; Path=/; SameSite=Lax${secure}`;
    window.location.replace(loadingTarget({ requested, subscriptionsCount: count, subscriptionsEnabled }));
  }, [count, requested, subscriptionsEnabled]);

  if (error !== undefined && count === undefined) {
    return (
      <PageLoadFailure
        message={m('pageErrorMessage')}
        retryLabel={m('pageReloadButtonLabel')}
        onRetry={() => $subscriptions.invalidate()}
      />
    );
  }
  return <Loader label={m('pageLoading')} size="large" />;
}
