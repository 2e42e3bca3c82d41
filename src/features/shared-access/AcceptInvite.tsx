/**
 * The accept island (`/abonnementen/uitnodiging/[invite_key]`, signed in): checks the invitation of the mailed link
 * for this account (SasInvite) and shows whose subscription it is, or — as a page of its own — why it cannot be
 * used (unknown, expired, used, revoked, the owner's own, already reading along, no places left, no digital access).
 * Accepting is a mutation that refreshes the overview (./area.ts); afterwards the island links there.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fetcher } from '../../lib/fetcher/fetcher';
import { useGraphQLMutation } from '../../lib/graphql/mutation';
import { request } from '../../lib/graphql/client';
import {
  AcceptInviteDocument,
  SasInviteDocument,
  type AcceptInviteMutation,
  type SasInviteQuery,
} from '../../lib/graphql/generated/graphql';
import { formatDate, type Locale } from '../../lib/format';
import { useMessages } from '../../lib/messages';
import type { Country } from '../../shared/dates';
import { Button, LinkButton } from '../../ui/button';
import { useHydrated } from '../../ui/hydration';
import { NotificationBanner } from '../../ui/notification-banner';
import { LoadingState, PageLoadFailure } from '../platform/PageLoadFailure';
import { sharedAccessArea } from './area';

export interface AcceptInviteProps {
  /** The key from the link's last path segment. */
  inviteKey: string;
  /** Translations sharedAccess.*, the violation codes and the page-load texts. */
  messages: Readonly<Record<string, string>>;
  /** How dates are written: nl-NL or nl-BE. */
  locale: Locale;
  /** The brand's country: an instant is written as the calendar date it falls on there. */
  country: Country;
}

type Outcome = { accepted: AcceptInviteMutation['acceptInvite'] } | { refused: string };

export default function AcceptInvite({ inviteKey, messages, locale, country }: AcceptInviteProps) {
  const { t, violation } = useMessages(messages);
  const hydrated = useHydrated();
  const $check = useMemo(
    () =>
      fetcher().createQuery<SasInviteQuery['sasInvite']>(
        ['SasInvite/', inviteKey],
        async () => (await request(SasInviteDocument, { key: inviteKey })).sasInvite,
      ),
    [inviteKey],
  );
  const [$accept, accepting] = useGraphQLMutation(
    sharedAccessArea.mutations.acceptInvite,
    AcceptInviteDocument,
    request,
  );
  const { data, error } = useStore($check);
  const [outcome, setOutcome] = useState<Outcome>();
  const [failed, setFailed] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (outcome || failed) resultRef.current?.focus();
  }, [outcome, failed]);

  async function accept() {
    const result = await $accept.mutate({ key: inviteKey });
    if (!result) setFailed(true);
    else if (result.ok) setOutcome({ accepted: result });
    else setOutcome({ refused: result.violations[0]?.code ?? 'GENERIC-ERROR' });
  }

  const overviewLink = (
    <LinkButton href={sharedAccessArea.routes.overview.path} variant="secondary">
      {t('sharedAccess.accept.toOverview')}
    </LinkButton>
  );

  if (outcome && 'accepted' in outcome) {
    return (
      <div ref={resultRef} tabIndex={-1} className="flex flex-col gap-4 outline-none" data-sas-accepted>
        <NotificationBanner variant="success" shouldAnnounce>
          {t('sharedAccess.accept.done', {
            title: outcome.accepted.title ?? '',
            owner: outcome.accepted.ownerName ?? t('sharedAccess.ownerUnknown'),
          })}
        </NotificationBanner>
        <div>{overviewLink}</div>
      </div>
    );
  }

  const refusal =
    outcome && 'refused' in outcome ? outcome.refused : data && !data.ok ? data.violations[0]?.code : null;
  if (refusal) {
    return (
      <section
        ref={resultRef}
        tabIndex={-1}
        aria-labelledby="sas-refused"
        className="flex flex-col gap-4 outline-none"
        data-sas-refused={refusal}
      >
        <h2 id="sas-refused" className="font-brand text-xl font-bold">
          {t('sharedAccess.accept.refusedTitle')}
        </h2>
        <p className="max-w-prose">{violation(refusal)}</p>
        <div>
          <LinkButton href="/" variant="secondary">
            {t('sharedAccess.accept.toService')}
          </LinkButton>
        </div>
      </section>
    );
  }

  if (failed || (data === undefined && error !== undefined)) {
    return (
      <div ref={resultRef} tabIndex={-1} className="outline-none">
        <PageLoadFailure
          t={t}
          onRetry={() => {
            setFailed(false);
            $check.invalidate();
          }}
        />
      </div>
    );
  }

  if (data === undefined) {
    return (
      <LoadingState label={t('pageLoading')} className="flex flex-col gap-3" data="data-sas-loading">
        <span
          aria-hidden="true"
          className="block h-6 w-full max-w-prose rounded-brand bg-border motion-safe:animate-pulse"
        />
        <span
          aria-hidden="true"
          className="block h-6 w-64 max-w-full rounded-brand bg-border motion-safe:animate-pulse"
        />
        <span aria-hidden="true" className="block h-12 w-56 rounded-brand bg-border motion-safe:animate-pulse" />
      </LoadingState>
    );
  }

  return (
    <div className="flex flex-col gap-4" data-sas-invitation>
      <p className="max-w-prose">
        {t('sharedAccess.accept.text', {
          owner: data.ownerName ?? t('sharedAccess.ownerUnknown'),
          title: data.title ?? '',
        })}
      </p>
      {data.expiresAt ? (
        <p className="text-text-muted">
          {t('sharedAccess.accept.validUntil', { date: formatDate(data.expiresAt, { locale, country }) })}
        </p>
      ) : null}
      <div>
        <Button
          disabled={!hydrated}
          loading={accepting}
          loadingLabel={t('sharedAccess.accept.accepting')}
          onClick={() => void accept()}
        >
          {t('sharedAccess.accept.submit')}
        </Button>
      </div>
    </div>
  );
}
