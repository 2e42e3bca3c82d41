/**
 * The detail island of one subscription (`/abonnementen/[subscription_id]`): everything the overview shows plus the
 * subscription number, end date, digital access, its e-mail address and holder, the brand's links, and — as far as
 * the brand's flags allow — changing the subscription's e-mail address, its holder's personal details, and unlinking
 * it. The subscription comes through the fetcher (key S2LinkedSubscription/{id}); every change is a mutation whose
 * manifest rule revalidates the linked subscriptions, so the screen shows what the server stored. An id that is not
 * one of the account's subscriptions shows "not found", exactly as one that does not exist. The edit forms' fields
 * (./detail-fields.tsx, used by ./detail-sections.tsx) load when the user first asks to edit, or points at an edit button.
 */
import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { formatDate } from '../../lib/format';
import { useMessages, type MessageLookup } from '../../lib/messages';
import { Button, LinkButton } from '../../ui/button';
import { LabelledValue } from '../../ui/labelled-value';
import { NotificationBanner } from '../../ui/notification-banner';
import { Skeleton } from '../../ui/skeleton';
import { PageLoadFailure } from '../platform/PageLoadFailure';
import { EmailSection, PersonaliaSection, UnlinkSection } from './detail-sections';
import {
  addressLine,
  BrandLinkList,
  editionDays,
  paymentLine,
  priceLine,
  StateTag,
  type BrandLinks,
  type Formatting,
} from './facts';
import { linkedSubscriptionQuery } from './queries';

export interface SubscriptionDetailProps {
  subscriptionId: string;
  /** Translations (SUBSCRIPTION_MESSAGE_KEYS). */
  messages: Record<string, string>;
  /** The brand links per brand key. */
  linksByBrand: Readonly<Record<string, BrandLinks>>;
  /** What the brand's flags allow. */
  actions: { changeEmail: boolean; editPersonalia: boolean; unlink: boolean };
  locale: Formatting['locale'];
}

export default function SubscriptionDetail({
  subscriptionId,
  messages,
  linksByBrand,
  actions,
  locale,
}: SubscriptionDetailProps) {
  const m = useMessages(messages);
  const $subscription = useMemo(() => linkedSubscriptionQuery(subscriptionId), [subscriptionId]);
  const { data, error } = useStore($subscription);
  const [unlinked, setUnlinked] = useState(false);

  if (unlinked) {
    return (
      <div className="flex flex-col gap-4" data-testid="subscription-unlinked">
        <NotificationBanner variant="success" shouldAnnounce>
          {m.t('subscriptions.unlink.done')}
        </NotificationBanner>
        <div>
          <LinkButton href="/abonnementen">{m.t('subscriptions.backToOverview')}</LinkButton>
        </div>
      </div>
    );
  }
  if (data === undefined && error !== undefined) {
    return (
      <PageLoadFailure
        message={m.t('pageErrorMessage')}
        retryLabel={m.t('pageReloadButtonLabel')}
        onRetry={() => $subscription.invalidate()}
      />
    );
  }
  if (data === undefined) return <DetailPlaceholder m={m} actions={actions} />;
  if (data === null) {
    return (
      <div className="flex flex-col gap-4" data-testid="subscription-not-found">
        <NotificationBanner variant="info">{m.t('subscriptions.notFound')}</NotificationBanner>
        <div>
          <LinkButton href="/abonnementen" variant="secondary">
            {m.t('subscriptions.backToOverview')}
          </LinkButton>
        </div>
      </div>
    );
  }

  const f: Formatting = { locale };
  const subscription = data;
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="subscription-title" className="rounded-brand border border-border bg-surface p-4">
        <div className="mb-4 flex flex-wrap items-start justify-between gap-2">
          <div>
            <h2 id="subscription-title" className="font-brand text-xl font-bold">
              {subscription.title}
            </h2>
            <p className="text-sm text-text-muted">
              {subscription.brandName} · {m.t(`subscriptions.productType.${subscription.productType.toLowerCase()}`)}
            </p>
          </div>
          <StateTag subscription={subscription} m={m} f={f} />
        </div>
        <LabelledValue.Root layout="inline">
          <LabelledValue.Item
            label={m.t('subscriptions.field.number')}
            value={subscription.subscriptionNumber}
            data-testid="subscription-number"
          />
          <LabelledValue.Item label={m.t('subscriptions.field.days')} value={editionDays(subscription, m)} />
          <LabelledValue.Item label={m.t('subscriptions.field.address')} value={addressLine(subscription, m)} />
          <LabelledValue.Item
            label={m.t('subscriptions.field.startDate')}
            value={formatDate(subscription.startDate, f)}
          />
          {subscription.endDate ? (
            <LabelledValue.Item
              label={m.t('subscriptions.field.endDate')}
              value={formatDate(subscription.endDate, f)}
            />
          ) : null}
          <LabelledValue.Item label={m.t('subscriptions.field.price')} value={priceLine(subscription, m, f)} />
          <LabelledValue.Item label={m.t('subscriptions.field.payment')} value={paymentLine(subscription, m)} />
          <LabelledValue.Item
            label={m.t('subscriptions.field.digitalAccess')}
            value={m.t(subscription.digitalAccess ? 'subscriptions.yes' : 'subscriptions.no')}
          />
        </LabelledValue.Root>
        <div className="mt-4">
          <BrandLinkList subscription={subscription} links={linksByBrand[subscription.brandKey] ?? {}} m={m} />
        </div>
      </section>
      <EmailSection subscription={subscription} m={m} canEdit={actions.changeEmail} />
      <PersonaliaSection subscription={subscription} m={m} canEdit={actions.editPersonalia} />
      {actions.unlink ? <UnlinkSection subscription={subscription} m={m} onUnlinked={() => setUnlinked(true)} /> : null}
    </div>
  );
}

/** The labels of the first section's rows (the end date only shows when there is one, so not here). */
const PLACEHOLDER_FIELDS = ['number', 'days', 'address', 'startDate', 'price', 'payment', 'digitalAccess'] as const;

/**
 * What the detail shows while it loads: the same sections, headings, labels and buttons as the loaded detail, with
 * grey bars for the subscription's own texts, so that nothing moves when it arrives (a loading block of another
 * height moved the footer: Lighthouse CLS 0.17, performance 92). Screen readers hear the loading text of the status
 * region; the rest is hidden from them.
 */
function DetailPlaceholder({ m, actions }: { m: MessageLookup; actions: SubscriptionDetailProps['actions'] }) {
  const frame = 'rounded-brand border border-border bg-surface p-4';
  const heading = (title: string, editLabel: string | null) => (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
      <h2 className="font-brand text-xl font-bold">{title}</h2>
      {editLabel ? (
        <Button variant="secondary" size="small" disabled>
          {editLabel}
        </Button>
      ) : null}
    </div>
  );
  const rows = (labels: readonly string[]) => (
    <LabelledValue.Root layout="inline">
      {labels.map((label) => (
        <LabelledValue.Item
          key={label}
          label={m.t(label)}
          value={<Skeleton className="my-0.5 h-5 w-48 max-w-full" />}
        />
      ))}
    </LabelledValue.Root>
  );
  return (
    <div aria-busy="true" data-testid="subscription-loading" className="flex flex-col gap-8">
      <p role="status" className="sr-only">
        {m.t('pageLoading')}
      </p>
      <div aria-hidden="true" className="flex flex-col gap-8">
        <div className={frame}>
          <div className="mb-4 flex flex-wrap items-start justify-between gap-2">
            <div>
              <Skeleton className="my-0.5 h-6 w-64 max-w-full" />
              <Skeleton className="mt-1.5 h-4 w-40" />
            </div>
            <Skeleton className="h-7 w-24" />
          </div>
          {rows(PLACEHOLDER_FIELDS.map((field) => `subscriptions.field.${field}`))}
          <div className="mt-4 flex min-h-11 items-center">
            <Skeleton className="h-5 w-40" />
          </div>
        </div>
        <div className={frame}>
          {heading(m.t('subscriptions.email.title'), actions.changeEmail ? m.t('subscriptions.edit') : null)}
          {rows(['subscriptions.email.label'])}
        </div>
        <div className={frame}>
          {heading(m.t('subscriptions.holder.title'), actions.editPersonalia ? m.t('subscriptions.edit') : null)}
          {rows(['subscriptions.holder.name', 'subscriptions.holder.phone'])}
        </div>
        {actions.unlink ? (
          <div className={frame}>
            <h2 className="mb-2 font-brand text-xl font-bold">{m.t('subscriptions.unlink.title')}</h2>
            <p className="mb-4 max-w-prose">{m.t('subscriptions.unlink.text')}</p>
            <Button variant="secondary" size="small" disabled>
              {m.t('subscriptions.unlink.action')}
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
