/**
 * The moving service's overview island (/verhuisservice): the start button, the cross-sell link of the brand, and —
 * with the flag isSubscriptionMovingHouseEventsOverviewEnabled — the account's planned and past moves with each
 * one's new address and subscriptions (MovingHouseServicesOverview, refreshed by submitMovingHouseV2). Loading
 * shows a placeholder, a failure "Probeer opnieuw", no moves an empty state.
 */
import { formatDate, type Locale } from '../../lib/format';
import { useMessages, type MessageLookup } from '../../lib/messages';
import { useMemo } from 'react';
import { fetcher } from '../../lib/fetcher/fetcher';
import { request } from '../../lib/graphql/client';
import {
  MovingHouseServicesOverviewDocument,
  type MovingHouseServiceFieldsFragment,
  type MovingHouseServicesOverviewQuery,
} from '../../lib/graphql/generated/graphql';
import { LinkButton } from '../../ui/button';
import { ListGroup, ListSection } from '../platform/ListLoading';
import { movingArea } from './area';
import { addressLine } from './messages';

export interface MovingOverviewProps {
  /** Translations MOVING_MESSAGE_KEYS. */
  messages: Record<string, string>;
  locale: 'nl-NL' | 'nl-BE';
  /** The flag isSubscriptionMovingHouseEventsOverviewEnabled: whether the list of moves is shown at all. */
  showMoves: boolean;
  /** The brand's changeAddressCrossSellUrl, when it has one. */
  crossSellUrl: string | null;
  /** Where the journey starts. */
  startPath: string;
}

type Overview = MovingHouseServicesOverviewQuery['movingHouseServicesOverview'];

function overviewQuery() {
  return fetcher().createQuery<Overview>(
    movingArea.cacheKeys.overview,
    async () => (await request(MovingHouseServicesOverviewDocument, {})).movingHouseServicesOverview,
  );
}

export default function MovingOverview({ messages, locale, showMoves, crossSellUrl, startPath }: MovingOverviewProps) {
  const m = useMessages(messages);
  return (
    <div className="flex flex-col gap-8" data-moving-overview>
      <div className="flex flex-wrap items-center gap-4">
        <LinkButton href={startPath} data-moving-start>
          {m.t('moving.start')}
        </LinkButton>
        {crossSellUrl ? (
          <a href={crossSellUrl} className="text-link underline underline-offset-4 hover:no-underline">
            {m.t('moving.crossSell')}
          </a>
        ) : null}
      </div>
      {showMoves ? <MovesList m={m} locale={locale} /> : null}
    </div>
  );
}

function MovesList({ m, locale }: { m: MessageLookup; locale: Locale }) {
  const $overview = useMemo(overviewQuery, []);
  return (
    <ListSection
      id="moving-moves"
      title={m.t('moving.overview.title')}
      t={m.t}
      area="moving"
      query={$overview}
      empty={(moves) => (moves.planned.length === 0 && moves.past.length === 0 ? m.t('moving.overview.empty') : null)}
    >
      {(moves) => (
        <>
          {moves.planned.length > 0 ? (
            <MoveGroup
              title={m.t('moving.overview.planned')}
              moves={moves.planned}
              m={m}
              locale={locale}
              id="planned"
            />
          ) : null}
          {moves.past.length > 0 ? (
            <MoveGroup title={m.t('moving.overview.past')} moves={moves.past} m={m} locale={locale} id="past" />
          ) : null}
        </>
      )}
    </ListSection>
  );
}

function MoveGroup(props: {
  title: string;
  moves: readonly MovingHouseServiceFieldsFragment[];
  m: MessageLookup;
  locale: Locale;
  id: string;
}) {
  const { title, moves, m, locale, id } = props;
  return (
    <ListGroup area="moving" id={id} title={title}>
      {moves.map((move) => (
        <li key={move.id} className="rounded-brand border border-border bg-surface p-4" data-moving-item>
          <h4 className="font-semibold">
            {m.t('moving.overview.moveTitle', { date: formatDate(move.effectiveDate, { locale }) })}
          </h4>
          <dl className="mt-2 grid gap-x-4 gap-y-1 tablet:grid-cols-[12rem_1fr]">
            <dt className="text-text-muted">{m.t('moving.overview.address')}</dt>
            <dd data-moving-address>{addressLine(move.address)}</dd>
            <dt className="text-text-muted">{m.t('moving.overview.subscriptions')}</dt>
            <dd>{move.subscriptions.map((subscription) => subscription.title).join(', ')}</dd>
          </dl>
          <p className="mt-2 text-sm text-text-muted">
            {m.t('moving.overview.submittedAt', { date: formatDate(move.createdAt, { locale }) })}
          </p>
        </li>
      ))}
    </ListGroup>
  );
}
