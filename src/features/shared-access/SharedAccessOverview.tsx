/**
 * The shared-access overview island (`/abonnementen/delen`): per shareable subscription its co-readers, open
 * invitations and places left, a form to invite someone by e-mail, and buttons to revoke a co-reader or an
 * invitation; below, read-only, the subscriptions of others the account reads along on. The overview is the fetcher's
 * `SasOverview` entry; every mutation revalidates it through the manifest's rule (./area.ts), so the overview
 * refreshes itself. It loads with a placeholder, shows an empty state without a shareable subscription, and the
 * page-load failure with "Probeer opnieuw". The invitation form checks with the shared schema (src/shared/shared-access.ts,
 * loaded with the first invitation), as the server does, and its violations are shown beside the field.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { fetcher } from '../../lib/fetcher/fetcher';
import { useGraphQLMutation } from '../../lib/graphql/mutation';
import { request } from '../../lib/graphql/client';
import {
  RevokeCoReaderDocument,
  RevokeInviteDocument,
  SasOverviewDocument,
  type SasOverviewQuery,
  type SasSubscriptionFieldsFragment,
} from '../../lib/graphql/generated/graphql';
import { formatDate, type Locale } from '../../lib/format';
import { useMessages, type MessageLookup } from '../../lib/messages';
import type { Country } from '../../shared/dates';
import { Button } from '../../ui/button';
import { useHydrated } from '../../ui/hydration';
import { NotificationBanner } from '../../ui/notification-banner';
import { Skeleton } from '../../ui/skeleton';
import { PageLoadFailure } from '../platform/PageLoadFailure';
import { sharedAccessArea } from './area';
import { InviteForm } from './InviteForm';

export type SasOverviewData = SasOverviewQuery['sasOverview'];

export interface SharedAccessOverviewProps {
  /** Translations sharedAccess.*, the violation codes and the page-load texts. */
  messages: Readonly<Record<string, string>>;
  /** How dates are written: nl-NL or nl-BE. */
  locale: Locale;
  /** The brand's country: an instant is written as the calendar date it falls on there. */
  country: Country;
}

type Notice = { variant: 'success' | 'error'; text: string; id: number };

/** The overview's texts: its messages and how it writes a date. */
export interface Texts extends MessageLookup {
  date: (iso: string) => string;
}

/** The overview through the fetcher, under the manifest's cache key. */
export function sasOverviewQuery() {
  return fetcher().createQuery<SasOverviewData>(
    sharedAccessArea.cacheKeys.overview,
    async () => (await request(SasOverviewDocument, {})).sasOverview,
  );
}

export default function SharedAccessOverview({ messages, locale, country }: SharedAccessOverviewProps) {
  const lookup = useMessages(messages);
  const texts = useMemo<Texts>(
    () => ({ ...lookup, date: (iso: string) => formatDate(iso, { locale, country }) }),
    [lookup, locale, country],
  );
  const { t } = texts;
  const hydrated = useHydrated();
  const $overview = useMemo(sasOverviewQuery, []);
  const [$revokeInvite, revokingInvite] = useGraphQLMutation(
    sharedAccessArea.mutations.revokeInvite,
    RevokeInviteDocument,
    request,
  );
  const [$revokeCoReader, revokingReader] = useGraphQLMutation(
    sharedAccessArea.mutations.revokeCoReader,
    RevokeCoReaderDocument,
    request,
  );
  const { data, error } = useStore($overview);
  const [notice, setNotice] = useState<Notice>();
  const noticeRef = useRef<HTMLDivElement>(null);
  const busy = !hydrated || revokingInvite || revokingReader;

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const show = (variant: Notice['variant'], text: string) =>
    setNotice((previous) => ({ variant, text, id: (previous?.id ?? 0) + 1 }));

  async function revokeInvite(subscriptionId: string, key: string) {
    const result = await $revokeInvite.mutate({ subscriptionId, key });
    if (result?.ok) show('success', t('sharedAccess.inviteRevoked'));
    else
      show('error', result ? texts.violation(result.violations[0]?.code ?? 'GENERIC-ERROR') : t('sharedAccess.error'));
  }

  async function revokeCoReader(subscriptionId: string, id: string) {
    const result = await $revokeCoReader.mutate({ subscriptionId, id });
    if (result?.ok) show('success', t('sharedAccess.coReaderRevoked'));
    else
      show('error', result ? texts.violation(result.violations[0]?.code ?? 'GENERIC-ERROR') : t('sharedAccess.error'));
  }

  if (data === undefined && error !== undefined) {
    return <PageLoadFailure t={t} onRetry={() => $overview.invalidate()} />;
  }
  if (data === undefined) return <OverviewPlaceholder t={t} />;

  const { subscriptions, sharedWithMe } = data;
  return (
    <div className="flex flex-col gap-8" data-shared-access>
      {notice ? (
        <div ref={noticeRef} tabIndex={-1} className="outline-none" key={notice.id}>
          <NotificationBanner variant={notice.variant} shouldAnnounce>
            {notice.text}
          </NotificationBanner>
        </div>
      ) : null}
      {subscriptions.length === 0 ? (
        <section
          aria-labelledby="sas-empty"
          className="rounded-brand border border-border bg-surface p-4"
          data-sas-empty
        >
          <h2 id="sas-empty" className="mb-2 font-brand text-xl font-bold">
            {t('sharedAccess.empty.title')}
          </h2>
          <p className="max-w-prose">{t('sharedAccess.empty.text')}</p>
        </section>
      ) : (
        subscriptions.map((subscription) => (
          <SubscriptionCard
            key={subscription.subscriptionId}
            subscription={subscription}
            texts={texts}
            busy={busy}
            onSent={(email) => show('success', t('sharedAccess.inviteSent', { email }))}
            onRevokeInvite={(key) => void revokeInvite(subscription.subscriptionId, key)}
            onRevokeCoReader={(id) => void revokeCoReader(subscription.subscriptionId, id)}
          />
        ))
      )}
      {sharedWithMe.length > 0 ? (
        <section aria-labelledby="sas-shared-with-me" data-sas-shared-with-me>
          <h2 id="sas-shared-with-me" className="mb-3 font-brand text-xl font-bold">
            {t('sharedAccess.sharedWithMe')}
          </h2>
          <ul className="flex flex-col gap-2">
            {sharedWithMe.map((item) => (
              <li key={item.subscriptionId} className="rounded-brand border border-border bg-surface p-4">
                <p className="font-semibold">
                  {t('sharedAccess.sharedWithMeItem', {
                    title: item.title,
                    owner: item.ownerName ?? t('sharedAccess.ownerUnknown'),
                  })}
                </p>
                <p className="text-sm text-text-muted">{t('sharedAccess.since', { date: texts.date(item.since) })}</p>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-text-muted">{t('sharedAccess.sharedWithMeNote')}</p>
        </section>
      ) : null}
    </div>
  );
}

interface SubscriptionCardProps {
  subscription: SasSubscriptionFieldsFragment;
  texts: Texts;
  busy: boolean;
  onSent: (email: string) => void;
  onRevokeInvite: (key: string) => void;
  onRevokeCoReader: (id: string) => void;
}

function SubscriptionCard({
  subscription,
  texts,
  busy,
  onSent,
  onRevokeInvite,
  onRevokeCoReader,
}: SubscriptionCardProps) {
  const { t } = texts;
  const headingId = `sas-${subscription.subscriptionId}`;
  const max = subscription.maxCoReaders;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-brand border border-border bg-surface p-4"
      data-sas-subscription={subscription.subscriptionId}
    >
      <h2 id={headingId} className="font-brand text-xl font-bold">
        {subscription.title}
      </h2>
      <p className="mt-1 text-text-muted" data-sas-places>
        {t('sharedAccess.placesLeft', { left: subscription.placesLeft, max })}
      </p>

      <h3 className="mt-4 font-semibold">{t('sharedAccess.coReaders')}</h3>
      {subscription.coReaders.length === 0 ? (
        <p className="mt-1">{t('sharedAccess.noCoReaders')}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-2">
          {subscription.coReaders.map((reader) => {
            const name = reader.name ?? reader.email;
            return (
              <RevocableItem
                key={reader.id}
                data="data-sas-co-reader"
                title={name}
                detail={
                  <>
                    {reader.name ? `${reader.email} · ` : ''}
                    {t('sharedAccess.since', { date: texts.date(reader.since) })}
                  </>
                }
                revoke={t('sharedAccess.revokeCoReader')}
                revokeLabel={t('sharedAccess.revokeCoReaderLabel', { name })}
                disabled={busy}
                onRevoke={() => onRevokeCoReader(reader.id)}
              />
            );
          })}
        </ul>
      )}

      <h3 className="mt-4 font-semibold">{t('sharedAccess.invites')}</h3>
      {subscription.invites.length === 0 ? (
        <p className="mt-1">{t('sharedAccess.noInvites')}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-2">
          {subscription.invites.map((invite) => (
            <RevocableItem
              key={invite.key}
              data="data-sas-invite"
              title={invite.email}
              detail={t('sharedAccess.inviteValidUntil', {
                sent: texts.date(invite.sentAt),
                date: texts.date(invite.expiresAt),
              })}
              revoke={t('sharedAccess.revokeInvite')}
              revokeLabel={t('sharedAccess.revokeInviteLabel', { email: invite.email })}
              disabled={busy}
              onRevoke={() => onRevokeInvite(invite.key)}
            />
          ))}
        </ul>
      )}

      {subscription.placesLeft > 0 ? (
        <InviteForm subscription={subscription} texts={texts} onSent={onSent} />
      ) : (
        <p className="mt-4 max-w-prose" data-sas-full>
          {t('sharedAccess.noPlacesLeft', { max })}
        </p>
      )}
    </section>
  );
}

/** What the overview shows while it loads: one card's shape, so nothing moves much when the data arrives. */
function OverviewPlaceholder({ t }: { t: (key: string) => string }) {
  return (
    <div className="flex flex-col gap-8" aria-busy="true" data-sas-loading>
      <p role="status" className="sr-only">
        {t('pageLoading')}
      </p>
      <div className="flex flex-col gap-3 rounded-brand border border-border bg-surface p-4">
        <Skeleton className="h-6 w-64 max-w-full" />
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-6 w-56" />
        <Skeleton className="h-6 w-72 max-w-full" />
        <span
          aria-hidden="true"
          className="block h-12 w-full max-w-md rounded-brand bg-border motion-safe:animate-pulse"
        />
      </div>
    </div>
  );
}

/** A co-reader or an open invitation in its subscription's list: who, since or until when, and its revoke button. */
function RevocableItem(props: {
  data: 'data-sas-co-reader' | 'data-sas-invite';
  title: string;
  detail: ReactNode;
  revoke: string;
  revokeLabel: string;
  disabled: boolean;
  onRevoke: () => void;
}) {
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-2"
      {...{ [props.data]: true }}
    >
      <div>
        <p className="font-semibold">{props.title}</p>
        <p className="text-sm text-text-muted">{props.detail}</p>
      </div>
      <Button
        variant="secondary"
        size="small"
        disabled={props.disabled}
        aria-label={props.revokeLabel}
        onClick={props.onRevoke}
      >
        {props.revoke}
      </Button>
    </li>
  );
}
