/**
 * What the overview and the detail screen both show of a subscription: its heading with status tag, its facts (the
 * formatted price, dates, edition days, address and payment method; the detail adds number and end date), and the
 * brand's links (the brand document's fields; a link the brand document leaves empty is not shown).
 */
import type { ReactNode } from 'react';
import { formatDate, formatMoney, type DateContext } from '../../lib/format';
import { LabelledValue } from '../../ui/labelled-value';
import { Tag, type TagVariant } from '../../ui/tag';
import type { MessageLookup } from '../../lib/messages';
import { addressLine as formatAddress } from '../../shared/address';
import type { LinkedSubscription } from './queries';

/** The brand links a subscription screen offers. */
export const BRAND_LINK_KEYS = ['readOnline', 'change', 'terminate', 'webshop', 'offers'] as const;
export type BrandLinkKey = (typeof BRAND_LINK_KEYS)[number];

/** A brand's links by key; empty or missing ones are left out by the page. */
export type BrandLinks = Partial<Record<BrandLinkKey, string>>;

/** How a screen writes dates and amounts: the request's language. */
export type Formatting = DateContext;

const STATE_VARIANTS: Record<LinkedSubscription['state'], TagVariant> = {
  ACTIVE: 'green',
  ENDING: 'orange',
  ENDED: 'gray',
  SUSPENDED: 'yellow',
};

export function StateTag({
  subscription,
  m,
  f,
}: {
  subscription: LinkedSubscription;
  m: MessageLookup;
  f: Formatting;
}) {
  const text =
    subscription.state === 'ENDING' && subscription.endDate
      ? m.t('subscriptions.state.endingOn', { date: formatDate(subscription.endDate, f) })
      : m.t(`subscriptions.state.${subscription.state.toLowerCase()}`);
  return <Tag text={text} variant={STATE_VARIANTS[subscription.state]} data-testid="subscription-state" />;
}

const TITLE_SIZES = { page: 'font-brand text-xl font-bold', card: 'font-brand text-lg font-bold' } as const;

/** The subscription's title (a heading with `id`), brand and product type, and its status tag beside them. */
export function SubscriptionHeading({
  subscription,
  m,
  f,
  id,
  size,
  className = 'flex flex-wrap items-start justify-between gap-2',
}: {
  subscription: LinkedSubscription;
  m: MessageLookup;
  f: Formatting;
  id: string;
  /** `page`: the detail screen's one subscription; `card`: one of the overview's list. */
  size: keyof typeof TITLE_SIZES;
  className?: string;
}) {
  return (
    <div className={className}>
      <div>
        <h2 id={id} className={TITLE_SIZES[size]}>
          {subscription.title}
        </h2>
        <p className="text-sm text-text-muted">
          {subscription.brandName} · {m.t(`subscriptions.productType.${subscription.productType.toLowerCase()}`)}
        </p>
      </div>
      <StateTag subscription={subscription} m={m} f={f} />
    </div>
  );
}

/**
 * The subscription's facts side by side: edition days, delivery address, start date, price and payment method; with
 * `detail` also its number (first) and its end date when it has one (after the start date); `children` come last.
 */
export function SubscriptionFacts({
  subscription,
  m,
  f,
  detail = false,
  children,
}: {
  subscription: LinkedSubscription;
  m: MessageLookup;
  f: Formatting;
  detail?: boolean;
  children?: ReactNode;
}) {
  return (
    <LabelledValue.Root layout="inline">
      {detail ? (
        <LabelledValue.Item
          label={m.t('subscriptions.field.number')}
          value={subscription.subscriptionNumber}
          data-testid="subscription-number"
        />
      ) : null}
      <LabelledValue.Item label={m.t('subscriptions.field.days')} value={editionDays(subscription, m)} />
      <LabelledValue.Item label={m.t('subscriptions.field.address')} value={addressLine(subscription, m)} />
      <LabelledValue.Item label={m.t('subscriptions.field.startDate')} value={formatDate(subscription.startDate, f)} />
      {detail && subscription.endDate ? (
        <LabelledValue.Item label={m.t('subscriptions.field.endDate')} value={formatDate(subscription.endDate, f)} />
      ) : null}
      <LabelledValue.Item label={m.t('subscriptions.field.price')} value={priceLine(subscription, m, f)} />
      <LabelledValue.Item label={m.t('subscriptions.field.payment')} value={paymentLine(subscription, m)} />
      {children}
    </LabelledValue.Root>
  );
}

/** "maandag, dinsdag, …" or "Digitaal, geen bezorging". */
export function editionDays(subscription: LinkedSubscription, m: MessageLookup): string {
  if (subscription.deliveryDays.length === 0) return m.t('subscriptions.days.none');
  if (subscription.deliveryDays.length === 7) return m.t('subscriptions.days.all');
  return [...subscription.deliveryDays]
    .sort((a, b) => a - b)
    .map((day) => m.t(`subscriptions.day.${day}`))
    .join(', ');
}

/** "€ 39,50 per maand" */
export function priceLine(subscription: LinkedSubscription, m: MessageLookup, f: Formatting): string {
  return m.t(`subscriptions.price.${subscription.billingPeriod.toLowerCase()}`, {
    price: formatMoney(subscription.priceCents, f.locale),
  });
}

/** The delivery address on one line, or the "unknown" text. */
export function addressLine(subscription: LinkedSubscription, m: MessageLookup): string {
  return formatAddress(subscription.deliveryAddress) || m.t('subscriptions.notSet');
}

/** "Automatische incasso (NL** **** **** **12 34)" */
export function paymentLine(subscription: LinkedSubscription, m: MessageLookup): string {
  const method = m.t(`subscriptions.payment.${subscription.paymentMethod.toLowerCase()}`);
  return subscription.paymentAccountMasked ? `${method} (${subscription.paymentAccountMasked})` : method;
}

/** The brand links that fit this subscription: reading online needs digital access; an ended one is not changed. */
export function linksFor(subscription: LinkedSubscription, links: BrandLinks): Array<[BrandLinkKey, string]> {
  return BRAND_LINK_KEYS.filter((key) => {
    if (!links[key]) return false;
    if (key === 'readOnline') return subscription.digitalAccess && subscription.state !== 'ENDED';
    if (key === 'change' || key === 'terminate') return subscription.state !== 'ENDED';
    return true;
  }).map((key) => [key, links[key]!]);
}

/** The brand's links as a list; each opens the brand's own site (said to screen readers too). */
export function BrandLinkList({
  subscription,
  links,
  m,
}: {
  subscription: LinkedSubscription;
  links: BrandLinks;
  m: MessageLookup;
}) {
  const items = linksFor(subscription, links);
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-2" data-testid="subscription-links">
      {items.map(([key, url]) => (
        <li key={key}>
          <a href={url} className="inline-flex min-h-11 items-center font-semibold text-link underline" data-link={key}>
            {m.t(`subscriptions.link.${key}`)}
            <span className="sr-only"> {m.t('subscriptions.link.external', { title: subscription.title })}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
