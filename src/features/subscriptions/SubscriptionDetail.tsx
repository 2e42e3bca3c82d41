/**
 * The detail island of one subscription (`/abonnementen/[subscription_id]`): everything the overview shows plus the
 * subscription number, end date, digital access, its e-mail address and holder, the brand's links, and — as far as
 * the brand's flags allow — changing the subscription's e-mail address, its holder's personal details, and unlinking
 * it. It starts with the LinkedSubscription query's answer as the page read it in-process (so the detail is in the
 * first HTML), then holds the fetcher's own read of that query (key S2LinkedSubscription/{id}); every change is a
 * mutation whose manifest rule revalidates the linked subscriptions, so the screen shows what the server stored. An id that is not
 * one of the account's subscriptions shows "not found", exactly as one that does not exist. The edit forms' fields
 * (./detail-fields.tsx, used by ./detail-sections.tsx) load when the user first asks to edit, or points at an edit button.
 */
import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { useMessages } from '../../lib/messages';
import type { LinkedSubscriptionQuery } from '../../lib/graphql/generated/graphql';
import { LinkButton } from '../../ui/button';
import { LabelledValue } from '../../ui/labelled-value';
import { NotificationBanner } from '../../ui/notification-banner';
import { EmailSection, PersonaliaSection, UnlinkSection } from './detail-sections';
import { BrandLinkList, SubscriptionFacts, SubscriptionHeading, type BrandLinks, type Formatting } from './facts';
import { linkedSubscriptionQuery } from './queries';

export interface SubscriptionDetailProps {
  subscriptionId: string;
  /** The LinkedSubscription query's answer for this id as the page read it in-process (shown until the island's own). */
  initial: LinkedSubscriptionQuery;
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
  initial,
  messages,
  linksByBrand,
  actions,
  locale,
}: SubscriptionDetailProps) {
  const m = useMessages(messages);
  const $subscription = useMemo(() => linkedSubscriptionQuery(subscriptionId), [subscriptionId]);
  const { data: loaded } = useStore($subscription);
  // Null is an answer too ("not found"): only a read that has not answered yet falls back to the page's.
  const data = loaded === undefined ? initial.linkedSubscription : loaded;
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
        <SubscriptionHeading
          subscription={subscription}
          m={m}
          f={f}
          id="subscription-title"
          size="page"
          className="mb-4 flex flex-wrap items-start justify-between gap-2"
        />
        <SubscriptionFacts subscription={subscription} m={m} f={f} detail>
          <LabelledValue.Item
            label={m.t('subscriptions.field.digitalAccess')}
            value={m.t(subscription.digitalAccess ? 'subscriptions.yes' : 'subscriptions.no')}
          />
        </SubscriptionFacts>
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
