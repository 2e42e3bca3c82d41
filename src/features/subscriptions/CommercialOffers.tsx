/**
 * The commercial offers island on the subscriptions overview (flag isShowCommercialBannerEnabled): a switch per
 * channel (e-mail, phone, post) through which the subscriber agrees to get the brand's offers. Read from
 * `GET /api/commercial-offerings` through the fetcher (key CommercialOfferings, with its retries); a switch sends
 * `PUT /api/commercial-offerings`, whose answer (every channel as stored) replaces that entry.
 */
import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { fetcher } from '../../lib/fetcher/fetcher';
import {
  COMMERCIAL_CHANNELS,
  commercialOfferingService,
  services,
  violationMessages,
  type CommercialChannel,
  type CommercialOfferingChange,
  type CommercialOfferings,
} from '../../lib/service-client';
import { useHydrated } from '../../ui/hydration';
import { NotificationBanner } from '../../ui/notification-banner';
import { Toggle } from '../../ui/toggle';
import { PageLoadFailure } from '../platform/PageLoadFailure';
import { subscriptionsArea } from './area';
import { useMessages } from '../../lib/messages';

export interface CommercialOffersProps {
  /** Translations (SUBSCRIPTION_MESSAGE_KEYS). */
  messages: Record<string, string>;
  brandName: string;
}

type Notice = { variant: 'success' | 'error'; text: string; id: number };

export default function CommercialOffers({ messages, brandName }: CommercialOffersProps) {
  const m = useMessages(messages);
  const hydrated = useHydrated();
  const $offers = useMemo(
    () =>
      fetcher().createQuery<CommercialOfferings>(subscriptionsArea.cacheKeys.commercialOfferings, () =>
        services().call(commercialOfferingService.get),
      ),
    [],
  );
  const $change = useMemo(
    () =>
      fetcher().createUpdate(
        subscriptionsArea.cacheKeys.commercialOfferings,
        (change: CommercialOfferingChange & Record<string, unknown>) =>
          services().call(commercialOfferingService.change, change),
        (answer) => answer,
      ),
    [],
  );
  const { data, error } = useStore($offers);
  useStore($change);
  const [saving, setSaving] = useState<CommercialChannel>();
  const [notice, setNotice] = useState<Notice>();

  const heading = (
    <h2 id="offers-title" className="mb-2 font-brand text-xl font-bold">
      {m.t('subscriptions.offers.title')}
    </h2>
  );

  if (data === undefined && error !== undefined) {
    return (
      <section aria-labelledby="offers-title" className="rounded-brand border border-border bg-surface p-4">
        {heading}
        <PageLoadFailure t={m.t} onRetry={() => $offers.invalidate()} />
      </section>
    );
  }

  async function choose(channel: CommercialChannel, optedIn: boolean) {
    setSaving(channel);
    const id = (notice?.id ?? 0) + 1;
    const answer = await $change.mutate({ channel, optedIn });
    setSaving(undefined);
    const label = m.t(`subscriptions.offers.channel.${channel}`);
    if (answer) {
      const key = optedIn ? 'subscriptions.offers.on' : 'subscriptions.offers.off';
      setNotice({ variant: 'success', text: m.t(key, { channel: label }), id });
    } else {
      const text = violationMessages($change.get().error, messages).join(' ') || m.violation('GENERIC-ERROR');
      setNotice({ variant: 'error', text, id });
    }
  }

  return (
    <section
      aria-labelledby="offers-title"
      className="rounded-brand border border-border bg-surface p-4"
      data-testid="commercial-offers"
    >
      {heading}
      <p className="mb-4 max-w-prose">{m.t('subscriptions.offers.intro', { brand: brandName })}</p>
      {notice ? (
        <NotificationBanner key={notice.id} variant={notice.variant} shouldAnnounce className="mb-4">
          {notice.text}
        </NotificationBanner>
      ) : null}
      {data === undefined ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <p role="status" className="sr-only">
            {m.t('pageLoading')}
          </p>
          {COMMERCIAL_CHANNELS.map((channel) => (
            <span
              key={channel}
              aria-hidden="true"
              className="block h-11 w-56 rounded-brand bg-border motion-safe:animate-pulse"
            />
          ))}
        </div>
      ) : (
        <ul className="flex flex-col gap-2">
          {COMMERCIAL_CHANNELS.map((channel) => (
            <li key={channel} data-channel={channel}>
              <Toggle
                checked={data.channels[channel]}
                disabled={!hydrated || saving !== undefined}
                onCheckedChange={({ checked }) => void choose(channel, checked)}
                label={m.t(`subscriptions.offers.channel.${channel}`)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
