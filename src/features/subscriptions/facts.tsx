/**
 * What the overview and the detail screen both show of a subscription: its status tag, the formatted price, dates,
 * edition days, address and payment method, and the brand's links (the brand document's fields; a link the
 * brand document leaves empty is not shown).
 */
import { formatDate, formatMoney, type DateContext } from '../../lib/format';
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
