/**
 * The delivery service overview's island (/bezorgservice): the account's delivery complaints, newest delivery date
 * first, each with its subscription, reason, remark and compensation. The list is the fetcher's DeliveryComplaint
 * entry, which submitting a complaint revalidates (./area.ts). Loading, empty and failure states of their own.
 */
import { formatDate } from '../../lib/format';
import { useMessages } from '../../lib/messages';
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { fetcher } from '../../lib/fetcher/fetcher';
import { request } from '../../lib/graphql/client';
import { DeliveryComplaintsDocument, type DeliveryComplaintFieldsFragment } from '../../lib/graphql/generated/graphql';
import { LoadingState, PageLoadFailure } from '../platform/PageLoadFailure';
import { deliveryArea } from './area';
import type { Messages } from './messages';

export interface ComplaintHistoryProps {
  /** Translations delivery.* and the page-state keys. */
  messages: Messages;
  locale: 'nl-NL' | 'nl-BE';
}

/** The account's complaints through the fetcher, under the manifest's cache key. */
function complaintsQuery() {
  return fetcher().createQuery<readonly DeliveryComplaintFieldsFragment[]>(
    deliveryArea.cacheKeys.complaints,
    async () => (await request(DeliveryComplaintsDocument, {})).deliveryComplaints,
  );
}

export default function ComplaintHistory({ messages, locale }: ComplaintHistoryProps) {
  const { t: m } = useMessages(messages);
  const $complaints = useMemo(complaintsQuery, []);
  const { data, error } = useStore($complaints);

  if (data === undefined && error !== undefined) {
    return <PageLoadFailure t={m} onRetry={() => $complaints.invalidate()} />;
  }
  if (data === undefined) {
    return (
      <LoadingState label={m('pageLoading')} className="flex flex-col gap-4" data="data-complaints-loading">
        <span aria-hidden="true" className="block h-28 rounded-brand border border-border bg-surface" />
        <span aria-hidden="true" className="block h-28 rounded-brand border border-border bg-surface" />
      </LoadingState>
    );
  }
  if (data.length === 0) {
    return (
      <p className="rounded-brand border border-border bg-surface p-4" data-complaints-empty>
        {m('delivery.history.empty')}
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-4" data-complaints>
      {data.map((complaint) => (
        <li key={complaint.id} className="rounded-brand border border-border bg-surface p-4" data-complaint>
          <h3 className="font-brand text-lg font-bold">
            {m(`delivery.reason.${complaint.reason}`)} – {formatDate(complaint.deliveryDate, { locale })}
          </h3>
          <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm tablet:grid-cols-[auto_1fr]">
            <dt className="text-text-muted">{m('delivery.summary.subscription')}</dt>
            <dd>
              {complaint.subscriptionTitle} ({complaint.brandName})
            </dd>
            {complaint.remark ? (
              <>
                <dt className="text-text-muted">{m('delivery.summary.remark')}</dt>
                <dd className="break-words whitespace-pre-line">{complaint.remark}</dd>
              </>
            ) : null}
            <dt className="text-text-muted">{m('delivery.summary.compensation')}</dt>
            <dd>{m(`delivery.compensation.${complaint.compensation}`)}</dd>
            <dt className="text-text-muted">{m('delivery.history.submittedAt')}</dt>
            <dd>
              <time dateTime={complaint.createdAt}>{formatDate(complaint.createdAt, { locale })}</time>
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
