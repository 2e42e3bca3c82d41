/**
 * The subscriptions overview island (`/abonnementen`): every subscription linked to the account across brands, the
 * request's brand's first, each with product, status, edition days, delivery address, start date, price and period,
 * payment method and the brand's links, and a link to its detail screen. It starts with the LinkedSubscriptions
 * query's answer as the page read it in-process (so the list is in the first HTML) and then holds the fetcher's own
 * read of that query (key S2LinkedSubscription, with its retries; linking and the e-mail changes refresh it). It
 * writes how many subscriptions there are into `mo-detailed-subscriptions-count`.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { LinkButton } from '../../ui/button';
import { SUBSCRIPTIONS_COUNT_COOKIE } from '../platform/loading-target';
import { BrandLinkList, SubscriptionFacts, SubscriptionHeading, type BrandLinks, type Formatting } from './facts';
import type { LinkedSubscriptionsQuery } from '../../lib/graphql/generated/graphql';
import { useMessages, type MessageLookup } from '../../lib/messages';
import { linkedSubscriptionsQuery, type LinkedSubscription } from './queries';

export interface SubscriptionOverviewProps {
  /** The LinkedSubscriptions query's answer as the page read it in-process (shown until the island's own read). */
  initial: LinkedSubscriptionsQuery;
  /** Translations (SUBSCRIPTION_MESSAGE_KEYS). */
  messages: Record<string, string>;
  /** The brand links per brand key (from each brand's document; empty links left out). */
  linksByBrand: Readonly<Record<string, BrandLinks>>;
  /** isBrandSubscriptionsLinkingEnabled: offer to link a subscription. */
  canLink: boolean;
  locale: Formatting['locale'];
}

export default function SubscriptionOverview({
  initial,
  messages,
  linksByBrand,
  canLink,
  locale,
}: SubscriptionOverviewProps) {
  const m = useMessages(messages);
  // The page read the list a moment ago: the island starts from it instead of asking again.
  const $subscriptions = useMemo(() => linkedSubscriptionsQuery(initial.linkedSubscriptions), []);
  const { data: loaded } = useStore($subscriptions);
  const data = loaded ?? initial.linkedSubscriptions;
  const count = data.length;

  useEffect(() => {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${SUBSCRIPTIONS_COUNT_COOKIE}=${count}; Path=/; SameSite=Lax${secure}`;
  }, [count]);

  // The link to add a subscription stands below the list: the main action when the list is empty.
  const linkAction = (variant: 'primary' | 'secondary') =>
    canLink ? (
      <div>
        <LinkButton href="/abonnementen/koppelen" variant={variant}>
          {m.t('subscriptions.link.action')}
        </LinkButton>
      </div>
    ) : null;
  const f: Formatting = { locale };
  return (
    <div className="flex flex-col gap-6">
      {data.length === 0 ? (
        <div className="rounded-brand border border-border bg-surface p-6" data-testid="subscriptions-empty">
          <h2 className="mb-2 font-brand text-xl font-bold">{m.t('subscriptions.empty.title')}</h2>
          <p className="max-w-prose">{m.t(canLink ? 'subscriptions.empty.textLink' : 'subscriptions.empty.text')}</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-4" data-testid="subscription-list">
          {data.map((subscription) => (
            <SubscriptionCard
              key={subscription.subscriptionId}
              subscription={subscription}
              links={linksByBrand[subscription.brandKey] ?? {}}
              m={m}
              f={f}
            />
          ))}
        </ul>
      )}
      {linkAction(data.length === 0 ? 'primary' : 'secondary')}
    </div>
  );
}

function SubscriptionCard({
  subscription,
  links,
  m,
  f,
}: {
  subscription: LinkedSubscription;
  links: BrandLinks;
  m: MessageLookup;
  f: Formatting;
}) {
  const headingId = `subscription-${subscription.subscriptionId}`;
  return (
    <li
      className="flex flex-col gap-4 rounded-brand border border-border bg-surface p-4"
      data-subscription={subscription.subscriptionNumber}
    >
      <SubscriptionHeading subscription={subscription} m={m} f={f} id={headingId} size="card" />
      <SubscriptionFacts subscription={subscription} m={m} f={f} />
      <BrandLinkList subscription={subscription} links={links} m={m} />
      <div>
        <LinkButton
          href={`/abonnementen/details/${subscription.subscriptionId}`}
          variant="secondary"
          size="small"
          aria-label={m.t('subscriptions.detailsLabel', { title: subscription.title })}
        >
          {m.t('subscriptions.details')}
        </LinkButton>
      </div>
    </li>
  );
}
