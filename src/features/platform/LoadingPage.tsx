/**
 * The loading page island (/myaccount): loads the subscriber's linked subscriptions through the fetcher (with
 * its retries), remembers their number in `mo-detailed-subscriptions-count` and forwards to the right screen. When
 * loading fails for good it shows the page-load failure state, whose button tries again.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { accountOverviewQuery } from '../account/queries';
import { Loader } from '../../ui/loader';
import { loadingTarget, SUBSCRIPTIONS_COUNT_COOKIE, type ForwardTarget } from './loading-target';
import { PageLoadFailure } from './PageLoadFailure';

export interface LoadingPageProps {
  /** The screen asked for with ?naar=, already checked by the page. */
  requested?: string;
  /** The screens to forward to without ?naar= that exist and are on for the brand (openForwardTargets). */
  targets: readonly ForwardTarget[];
  /** Translations: pageLoading, pageErrorMessage, pageReloadButtonLabel. */
  messages: Record<string, string>;
}

export default function LoadingPage({ requested, targets, messages }: LoadingPageProps) {
  const m = (key: string) => messages[key] ?? '';
  const $overview = useMemo(accountOverviewQuery, []);
  const { data, error } = useStore($overview);
  const count = data?.linkedSubscriptions.length;

  useEffect(() => {
    if (count === undefined) return;
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${SUBSCRIPTIONS_COUNT_COOKIE}=${count}; Path=/; SameSite=Lax${secure}`;
    window.location.replace(loadingTarget({ requested, subscriptionsCount: count, targets }));
  }, [count, requested, targets]);

  if (error !== undefined && count === undefined) {
    return <PageLoadFailure t={m} onRetry={() => $overview.invalidate()} />;
  }
  return <Loader label={m('pageLoading')} size="large" />;
}
